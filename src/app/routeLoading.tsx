/**
 * A route whose code loads on first visit: its element draws the loaded component, and its handle
 * carries the load, which the router (shell/AppRouter.tsx), the client's first render (main.tsx)
 * and the prerender (prerender.tsx) each finish before drawing it, so it never draws half-loaded.
 */
import type { ComponentType, ReactElement } from 'react';
import type { RouteMatch } from 'react-router-dom';

export interface RouteLoad {
  /** Loads what the route draws with; after it resolves, the route's element draws at once. */
  load?: () => Promise<unknown>;
}

/** The route's code, loaded once; `element` throws if it draws before `load` resolved. */
export function loadedComponent(name: string, importer: () => Promise<ComponentType>) {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A failed fetch (offline) is tried again on the next visit.
        loading = undefined;
        throw error;
      },
    ));
  function Route() {
    if (!Loaded) throw new Error(`The route ${name} drew before its code loaded`);
    return <Loaded />;
  }
  Route.displayName = `Loaded(${name})`;
  const element: ReactElement = <Route />;
  return { load, element };
}

/** Everything the matched routes need before they draw. */
export function loadRoutes(matches: RouteMatch[] | null): Promise<void> {
  return Promise.all(
    (matches ?? []).map(({ route }) => (route.handle as RouteLoad | undefined)?.load?.()),
  ).then(() => undefined);
}
