/**
 * Layout route for the blog, admin and tool: provides the persisted store (loaded only with them).
 * On a public document's prerender the blog reads one shared store that counts as loaded, holding
 * the seed taxonomy and the published posts only: the page is complete without any browser data.
 */
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Provider } from 'react-redux';
import { useIslandCollector } from '../design-system';
import { createAppStore, getAppStore, type AppStoreBundle } from './store';

let documentStore: AppStoreBundle | undefined;
const getDocumentStore = () =>
  (documentStore ??= createAppStore({ preloadedState: {}, getStorage: () => undefined }));

export function StoreLayout() {
  const document = useIslandCollector() !== null;
  const [bundle] = useState(document ? getDocumentStore : getAppStore);
  useEffect(() => {
    bundle.start();
  }, [bundle]);
  return (
    <Provider store={bundle.store} serverState={bundle.serverState}>
      <Outlet />
    </Provider>
  );
}
