/** Client entry: hydrates a prerendered page when it was rendered for this path, else renders fresh. */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { routes } from './routes';
import { loadRoutes } from './routeLoading';
import { AppRouter } from './shell/AppRouter';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element in index.html');
  const renderedFor = container.dataset.prerenderedPath;
  const canHydrate = renderedFor !== undefined && renderedFor === window.location.pathname;
  // The routes of this URL load first: the first render draws the whole screen (and, hydrating,
  // matches the HTML).
  const ok = await loadRoutes(matchRoutes(routes, window.location)).then(
    () => true,
    (error: unknown) => {
      console.error(error);
      return false;
    },
  );
  const app = (
    <StrictMode>
      <AppRouter routes={routes} failed={!ok} />
    </StrictMode>
  );
  if (canHydrate && ok) hydrateRoot(container, app);
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
