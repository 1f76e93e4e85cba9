/** Sticky site header of SPEC §2: logo, Services and Resources menus, top links, App, Contact and Get a Proposal; a toggle menu below lg. */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, RenderedOnce, useLinkComponent } from '../../design-system';
import { brand } from '../../lib/brand';
import { isActivePath, navigation } from '../routeManifest';
import { classes, plainClass } from '../../design-system/plain/PlainControls';
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

/** The header for the page at `pathname` (its links show which section you are in). */
export function Header({ pathname }: { pathname: string }) {
  const activeTop = navigation.top.find((item) => isActivePath(pathname, item.href))?.href;
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: 72 }}>
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
        </Toolbar>
      </Container>
    </AppBar>
  );
}
