/** The frame around every page: header, main, footer, notices and cookie consent; bare and dark on /neuroslice. */
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { AppThemeProvider, NoticeHost } from '../../design-system';
import { Header } from './Header';
import { Footer } from './Footer';
import { CookieConsent } from './CookieConsent';
import { isBarePath } from './shellRules';
import { replayEarlyEvents } from '../earlyEvents/earlyEvents';

export function AppLayout() {
  const { pathname } = useLocation();
  const bare = isBarePath(pathname);
  useEffect(() => {
    // A public signal that the app has hydrated (or rendered) and its controls work: the JS loads
    // after the first paint, and tests and tools wait for this instead of React internals.
    // First, what the visitor did before that (the page's inline script kept it).
    replayEarlyEvents();
    document.documentElement.dataset.appReady = 'true';
    // The same moment on the page's own clock, for `npm run bench:hydration` and DevTools.
    performance.mark('app-ready');
    // A contact message an earlier visit could not send goes out now, from any page.
    void import('../../features/site/leads/leadOutbox').then((leads) => leads.sendSavedLeads());
  }, []);
  if (bare) {
    // The tool sets its own theme (dark by default, switchable in its settings).
    return (
      <AppThemeProvider mode="dark">
        <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
          <Outlet />
        </Box>
        <NoticeHost followDocumentTheme />
        <ScrollRestoration />
      </AppThemeProvider>
    );
  }
  return (
    <AppThemeProvider mode="light">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ minHeight: '60vh', outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <NoticeHost />
      <CookieConsent />
      <ScrollRestoration />
    </AppThemeProvider>
  );
}
