/**
 * The site's frame: header, main, footer, notices and cookie consent, around every page but the
 * tool's. On a public document (the prerender provides an island collector) the header, notices
 * and consent are islands and links are plain; in the admin links go through the router. A lazy
 * route of its own, so the tool (ToolLayout) never loads the header and footer (docs/ARCHITECTURE.md#apps-in-pieces).
 */
import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { AppThemeProvider, LinkComponentProvider, useIslandCollector } from '../../design-system';
import { Header } from './Header';
import { Footer } from './Footer';
import CookieConsentIsland from './CookieConsent.island';
import { RouterPageLink } from './RouterPageLink';
import NoticesIsland from './Notices.island';

export function SiteLayout() {
  const { pathname } = useLocation();
  const document = useIslandCollector() !== null;
  const frame = (
    <AppThemeProvider mode="light">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header pathname={pathname} />
      <Box component="main" id="main" tabIndex={-1} sx={{ minHeight: '60vh', outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <NoticesIsland />
      <CookieConsentIsland />
    </AppThemeProvider>
  );
  return document ? (
    frame
  ) : (
    <LinkComponentProvider value={RouterPageLink}>{frame}</LinkComponentProvider>
  );
}
