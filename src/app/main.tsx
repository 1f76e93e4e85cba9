/** Client entry: hydrates a prerendered page when it was rendered for this path, else renders fresh. */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

declare global {
  interface Window {
    __staticRouterHydrationData?: Parameters<typeof createBrowserRouter>[1] extends infer O
      ? O extends { hydrationData?: infer H }
        ? H
        : never
      : never;
  }
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element in index.html');
  const renderedFor = container.dataset.prerenderedPath;
  const canHydrate = renderedFor !== undefined && renderedFor === window.location.pathname;

  if (canHydrate) {
    // Load the lazy pages of this URL first, so the first client render matches the HTML.
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
    const router = createBrowserRouter(routes, {
      hydrationData: window.__staticRouterHydrationData,
    });
    hydrateRoot(
      container,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  } else {
    container.replaceChildren();
    const router = createBrowserRouter(routes);
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
}

void start();
