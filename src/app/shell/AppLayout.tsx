/**
 * The frame around every page: header, main, footer, notices and cookie consent; bare and dark on
 * /neuroslice. On a public document (the prerender provides an island collector) the header,
 * notices and consent are islands and links are plain; in the single-page apps links go through
 * the router.
 */
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import {
  AppThemeProvider,
  LinkComponentProvider,
  NoticeHost,
  island,
  useIslandCollector,
} from '../../design-system';
import { Header } from './Header';
import { Footer } from './Footer';
import { CookieConsent } from './CookieConsent';
import { RouterPageLink } from './RouterPageLink';
import { isBarePath } from './shellRules';
import { replayEarlyEvents } from '../earlyEvents/earlyEvents';
import { markAppReady, sendSavedLeadsLater } from './appReady';
import { measureWithConsent } from '../../lib/consent/measurement';

const NoticesIsland = island('notices', NoticeHost);
// At once, like the header: a new visitor sees the banner with the first paint (it is in the HTML),
// so it is among the first things they may click. Waiting for a background task left it dead for
// about 100 ms after the header was live (CPU 4x), and it is a plain island: cheap to hydrate.
const CookieConsentIsland = island('cookieConsent', CookieConsent);

export function AppLayout() {
  const { pathname } = useLocation();
  const bare = isBarePath(pathname);
  const document = useIslandCollector() !== null;
  useEffect(() => {
    // What the visitor did before the app was live (the page's inline script kept it), then the
    // public signal that it is live (tests and `npm run bench:hydration` wait for it).
    replayEarlyEvents();
    markAppReady();
    sendSavedLeadsLater();
    measureWithConsent();
  }, []);
  if (bare) {
    // The tool sets its own theme (dark by default, switchable in its settings).
    return (
      <LinkComponentProvider value={RouterPageLink}>
        <AppThemeProvider mode="dark">
          <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
            <Outlet />
          </Box>
          <NoticeHost followDocumentTheme />
          <ScrollRestoration />
        </AppThemeProvider>
      </LinkComponentProvider>
    );
  }
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
      {!document && <ScrollRestoration />}
    </AppThemeProvider>
  );
  return document ? (
    frame
  ) : (
    <LinkComponentProvider value={RouterPageLink}>{frame}</LinkComponentProvider>
  );
}
