/** Sticky site header of SPEC §2: logo, Services and Resources menus, top links, App, Contact and Get a Proposal; a toggle menu below lg. */
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, island } from '../../design-system';
import { brand } from '../../lib/brand';
import { isActivePath, navigation, type NavItem } from '../routeManifest';
import { Logo } from './Logo';

// Menus, the mobile menu's list and their popover machinery load on first use: they are not
// needed to paint a page, and keeping them out of the first load keeps `/` within its budget.
const DropdownMenu = lazy(() => import('./DropdownMenu'));
const MobileMenu = lazy(() => import('./MobileMenu'));

const activeStyle = {
  color: 'secondary.main',
  boxShadow: 'inset 0 -3px 0 currentColor',
  borderRadius: 0,
} as const;

function Dropdown({
  label,
  items,
  id,
  pathname,
}: {
  label: string;
  items: readonly NavItem[];
  id: string;
  pathname: string;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const active = items.some((item) => isActivePath(pathname, item.href));
  return (
    <>
      <Button
        variant="ghost"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        endIcon={<KeyboardArrowDownIcon />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={[{ color: 'text.primary' }, active ? activeStyle : {}]}
        data-active={active || undefined}
      >
        {label}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <DropdownMenu
            id={id}
            anchor={anchor}
            items={items}
            pathname={pathname}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The header for the page at `pathname` (its links show which section you are in). */
export function Header({ pathname }: { pathname: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: 72 }}>
          <Logo />
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
            <Dropdown
              label="Services"
              items={navigation.services}
              id="services"
              pathname={pathname}
            />
            {navigation.top.map((item) => {
              const active = isActivePath(pathname, item.href);
              return (
                <Button
                  key={item.href}
                  to={item.href}
                  variant="ghost"
                  sx={[{ color: 'text.primary' }, active ? activeStyle : {}]}
                  aria-current={active ? 'page' : undefined}
                >
                  {item.name}
                </Button>
              );
            })}
            <Dropdown
              label="Resources"
              items={navigation.resources}
              id="resources"
              pathname={pathname}
            />
          </Box>
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
          <Box sx={{ display: { xs: 'flex', lg: 'none' }, ml: 'auto' }}>
            <Button
              size="icon"
              variant="ghost"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <MenuIcon />
            </Button>
          </Box>
        </Toolbar>
      </Container>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu pathname={pathname} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}

/** On a document, the header hydrates on its own as soon as its code arrives (menus, mobile menu). */
export const HeaderIsland = island('header', Header);
