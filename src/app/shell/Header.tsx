/** Sticky site header of SPEC §2: logo, Services and Resources menus, top links, App, Contact and Get a Proposal; a toggle menu below lg. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { CSSObject, Theme } from '@mui/material/styles';
import { Button, RenderedOnce, useLinkComponent } from '../../design-system';
import { brand } from '../../lib/brand';
import { isActivePath, navigation } from '../routeManifest';
import { classes, plainClass } from '../../design-system/plain/PlainControls';
import { paperSurface } from '../../design-system/plain/rules/plainRule';
import HeaderMenu from './HeaderMenu.island';
import MobileMenuToggle from './MobileMenuToggle.island';
import { Logo } from './Logo';

/**
 * The top links with `active` marked: they depend on nothing else, so the prerender renders each
 * set once per build (RenderedOnce), not once per page: a thousand posts share one.
 */
function TopLinks({ active }: { active: string | undefined }) {
  const PageLink = useLinkComponent();
  // Plain controls, as the header's menu buttons beside them are (the same look, one rule).
  return (
    <>
      {navigation.top.map((item) => (
        <PageLink
          key={item.href}
          href={item.href}
          className={classes(plainClass.button, plainClass.ghost, plainClass.nav)}
          data-active={item.href === active || undefined}
          aria-current={item.href === active ? 'page' : undefined}
        >
          {item.name}
        </PageLink>
      ))}
    </>
  );
}

/**
 * MUI's sticky AppBar (color inherit, no elevation: a square Paper on the page's paper colour) and
 * its Toolbar as two sx rules: AppBar brought Paper's module and two style passes to every app
 * screen's first render. The Toolbar keeps the theme's toolbar heights by breakpoint and
 * orientation, after the header's own 72 px, as MUI ordered them.
 */
const appBar = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'sticky',
  zIndex: theme.zIndex.appBar,
  top: 0,
  left: 'auto',
  right: 0,
  color: 'inherit',
  // Paper at elevation 0: its colour, no shadow, and in the dark scheme its (clear) overlay.
  ...paperSurface(theme, 0),
  transition: theme.transitions.create('box-shadow'),
  borderBottom: `1px solid ${theme.palette.divider}`,
});
const toolbar = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  ...(theme.mixins.toolbar as CSSObject),
  minHeight: 72,
  gap: theme.spacing(1),
});

/** The header for the page at `pathname` (its links show which section you are in). */
export function Header({ pathname }: { pathname: string }) {
  const activeTop = navigation.top.find((item) => isActivePath(pathname, item.href))?.href;
  return (
    <Box component="header" sx={appBar}>
      <Container maxWidth="xl">
        <Box sx={toolbar}>
          <RenderedOnce name="header logo">
            <Logo />
          </RenderedOnce>
          <Box
            component="nav"
            aria-label="Main"
            sx={{
              display: { xs: 'none', lg: 'flex' },
              alignItems: 'center',
              gap: 0.5,
              ml: 3,
              flexGrow: 1,
            }}
          >
            <HeaderMenu label="Services" menu="services" pathname={pathname} />
            <RenderedOnce name={`header links ${activeTop ?? 'none'}`}>
              <TopLinks active={activeTop} />
            </RenderedOnce>
            <HeaderMenu label="Resources" menu="resources" pathname={pathname} />
          </Box>
          <RenderedOnce name="header actions">
            <Box sx={{ display: { xs: 'none', lg: 'flex' }, gap: 1, alignItems: 'center' }}>
              <Button
                href={brand.companionAppUrl}
                variant="ghost"
                endIcon={<OpenInNewIcon fontSize="small" />}
                aria-label="App (opens in a new tab)"
              >
                App
              </Button>
              <Button to={navigation.contact.href} variant="outline">
                Contact
              </Button>
              <Button to={navigation.contact.href} variant="secondary">
                Get a Proposal
              </Button>
            </Box>
          </RenderedOnce>
          <Box sx={{ display: { xs: 'flex', lg: 'none' }, ml: 'auto' }}>
            <MobileMenuToggle pathname={pathname} />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
