/**
 * The root route's component, in the app's entry: it only marks the app live and hands over to the
 * frame the path needs, the site's (SiteLayout) or the tool's (ToolLayout), each a lazy route, so
 * the router decides which app's code loads before any of it does (docs/ARCHITECTURE.md#apps-in-pieces).
 */
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { replayEarlyEvents } from '../earlyEvents/earlyEvents';
import { markAppReady, sendSavedLeadsLater } from './appReady';
import { measureWithConsent } from '../../lib/consent/measurement';

export function AppLayout() {
  useEffect(() => {
    // What the visitor did before the app was live (the page's inline script kept it), then the
    // public signal that it is live (tests and `npm run bench:hydration` wait for it).
    replayEarlyEvents();
    markAppReady();
    sendSavedLeadsLater();
    measureWithConsent();
  }, []);
  return <Outlet />;
}
