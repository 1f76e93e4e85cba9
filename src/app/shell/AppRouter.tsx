/**
 * The app's router: React Router's declarative `<Router>` and `useRoutes`, with the one thing the
 * apps took from its data router kept here: a navigation shows the next screen only once that
 * screen's code (and, for the admin, the saved blog) has loaded, so the old screen stays until
 * then and nothing draws half-loaded. The data router cost every app screen 17.6 KiB gzip more
 * (docs/ARCHITECTURE.md#apps-in-pieces). Scroll positions are kept as its ScrollRestoration kept
 * them: back and forward return to where the page was, a new page starts at its top or its #hash.
 */
import { Component, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  matchRoutes,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useRoutes,
  type Location,
  type NavigationType,
  type RouteObject,
} from 'react-router-dom';
import { loadRoutes } from '../routeLoading';
import { ErrorScreen } from './ErrorView';

/** The routes' elements for the location the router shows. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Anything a screen throws while drawing: the generic error view (SPEC §2 Shell), not a blank page.
 * The next navigation (`at`, the location's key) tries again; the screens stay mounted across
 * navigations (a key on the boundary would remount the whole frame on every one).
 */
class RouteErrorBoundary extends Component<
  { at: string; children: ReactNode },
  { failed: boolean; at: string }
> {
  state = { failed: false, at: this.props.at };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { at: string }, state: { at: string }) {
    return props.at === state.at ? null : { failed: false, at: props.at };
  }
  componentDidCatch(error: unknown) {
    console.error(error);
  }
  render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

const SCROLL_KEY = 'bayshore-scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The id a #hash names; a malformed escape (`#%E0`) is read as written, never thrown. */
function hashTarget(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

interface Shown {
  action: NavigationType;
  location: Location;
  failed: boolean;
}

/** `failed`: the first screen's code did not load (offline): the error view, as for a later one. */
export function AppRouter({ routes, failed = false }: { routes: RouteObject[]; failed?: boolean }) {
  // React Router's own browser history (BrowserRouter's), exported for routers like this one.
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [shown, setShown] = useState<Shown>(() => ({
    action: history.action,
    location: history.location,
    failed,
  }));
  // Read before the first layout: a reload returns to where the page was, as with the browser's own.
  const [positions] = useState(() => ({ current: savedPositions() }));
  const latest = useRef(0);
  // The key of the location on screen, whose scroll position a navigation away from it keeps.
  const shownKey = useRef(shown.location.key);
  useEffect(() => {
    shownKey.current = shown.location.key;
  }, [shown]);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions.current[history.location.key] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage refused (private mode, full): positions are kept for this page only.
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [history, positions]);

  useEffect(
    () =>
      history.listen(({ action, location }) => {
        const navigation = ++latest.current;
        positions.current[shownKey.current] = window.scrollY;
        loadRoutes(matchRoutes(routes, location)).then(
          () => navigation === latest.current && setShown({ action, location, failed: false }),
          (error: unknown) => {
            console.error(error);
            if (navigation === latest.current) setShown({ action, location, failed: true });
          },
        );
      }),
    [history, routes, positions],
  );

  useLayoutEffect(() => {
    if (shown.action === 'POP') {
      const saved = positions.current[shown.location.key];
      if (typeof saved === 'number') window.scrollTo(0, saved);
      return;
    }
    const target = shown.location.hash
      ? document.getElementById(hashTarget(shown.location.hash))
      : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [shown, positions]);

  return (
    <Router navigator={history} location={shown.location} navigationType={shown.action}>
      {shown.failed ? (
        <ErrorScreen />
      ) : (
        <RouteErrorBoundary at={shown.location.key}>
          <AppRoutes routes={routes} />
        </RouteErrorBoundary>
      )}
    </Router>
  );
}
