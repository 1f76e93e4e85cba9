/** Build-time entry: renders one route to static HTML with its head and critical CSS (docs/TOOLCHAIN.md#prerendering-what-worked). */
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { HeadCollectorProvider, createHeadCollector } from '../design-system';
import { renderPageHead } from '../lib/pageHead';
import { routes, type RouteHandle } from './routes';

export {
  prerenderPaths,
  sitemapPaths,
  robotsDisallowPaths,
  redirects,
  allRoutes,
} from './routeManifest';
export { brand } from '../lib/brand';
export { renderPageHead };
export { blogPaths, blogSitemapEntries, blogFeedFiles } from './blogBuild';
export { earlyEventsScript } from './earlyEvents/earlyEventsScript';

export interface PrerenderResult {
  status: number;
  redirect?: string;
  html: string;
  head: string;
  css: string;
  /**
   * The lazy modules this page needs before it can hydrate, by file name without extension
   * (e.g. 'HomePage', 'StoreLayout'): the build preloads their chunks beside the app's entry.
   */
  lazyModules: string[];
}

export async function render(path: string, origin = 'http://localhost'): Promise<PrerenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) {
    return {
      status: context.status,
      redirect: context.headers.get('Location') ?? undefined,
      html: '',
      head: '',
      css: '',
      lazyModules: [],
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);
  const collector = createHeadCollector();
  const html = renderToString(
    <CacheProvider value={cache}>
      <HeadCollectorProvider collector={collector}>
        <StaticRouterProvider router={router} context={context} />
      </HeadCollectorProvider>
    </CacheProvider>,
  );
  const chunks = emotionServer.extractCriticalToChunks(html);
  const css = emotionServer.constructStyleTagsFromChunks(chunks);
  if (!collector.head) throw new Error(`The page at ${path} rendered no PageMeta`);
  const lazyModules = context.matches.flatMap(({ route }) => {
    const module = (route.handle as RouteHandle | undefined)?.lazyModule;
    return module ? [module] : [];
  });
  return {
    status: context.statusCode,
    html,
    head: renderPageHead(collector.head),
    css,
    lazyModules,
  };
}
