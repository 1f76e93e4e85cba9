/** Layout route for the blog, admin and tool: provides the persisted store (loaded only with them). */
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Provider } from 'react-redux';
import { getAppStore } from './store';

export function StoreLayout() {
  const [bundle] = useState(getAppStore);
  useEffect(() => {
    bundle.start();
  }, [bundle]);
  return (
    <Provider store={bundle.store} serverState={bundle.serverState}>
      <Outlet />
    </Provider>
  );
}
