/** Build-time entry: renders one route to static HTML with its head and critical CSS (docs/TOOLCHAIN.md#prerendering-what-worked). */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import {
  HeadCollectorProvider,
  IslandCollectorProvider,
  IslandProviders,
  createHeadCollector,
  type IslandCollector,
} from '../design-system';
import { renderPageHead } from '../lib/pageHead';
import { routes, type RouteHandle } from './routes';
import { islandModules } from './islands';
import type { RouteKind } from './routeManifest';

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

/** Each island's module, as the build's manifest names it (the prerender preloads its chunk). */
export const islandSources: Record<string, string> = Object.fromEntries(
  Object.entries(islandModules).map(([name, { src }]) => [name, src]),
);

export interface PrerenderResult {
  status: number;
  redirect?: string;
  /** A public document (islands) or a page of the single-page app (hydrates as a whole). */
  kind: RouteKind;
  html: string;
  head: string;
  css: string;
  /**
   * The lazy modules this page needs before it can hydrate, by file name without extension
   * (e.g. 'HomePage', 'StoreLayout'): the build preloads their chunks beside the app's entry.
   * Empty on a document.
   */
  lazyModules: string[];
  /** A document's islands, by name, with how each hydrates (the build preloads those of 'load'). */
  islands: { name: string; hydrate: string }[];
}

interface Recorded {
  id: string;
  name: string;
  Component: ComponentType<never>;
  props: object;
  placeholder: string;
  hydrate: string;
}

function islandCollector(recorded: Recorded[]): IslandCollector {
  return {
    add(name, Component, props, options) {
      if (!islandModules[name]) throw new Error(`No island named ${name} in src/app/islands.ts`);
      const id = `i${recorded.length}-`;
      const placeholder = `<!--island:${id}-->`;
      recorded.push({
        id,
        name,
        Component,
        props,
        placeholder,
        hydrate: options.hydrate ?? 'load',
      });
      return { id, placeholder };
    },
  };
}

export async function render(path: string, origin = 'http://localhost'): Promise<PrerenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) {
    return {
      status: context.status,
      redirect: context.headers.get('Location') ?? undefined,
      kind: 'document',
      html: '',
      head: '',
      css: '',
      lazyModules: [],
      islands: [],
    };
  }
  const handles = context.matches.map(({ route }) => route.handle as RouteHandle | undefined);
  const kind: RouteKind = handles.findLast((h) => h?.entry)?.entry?.kind ?? 'app';
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);
  const collector = createHeadCollector();
  const recorded: Recorded[] = [];
  let html = renderToString(
    <CacheProvider value={cache}>
      <HeadCollectorProvider collector={collector}>
        <IslandCollectorProvider value={kind === 'document' ? islandCollector(recorded) : null}>
          {/* A document needs no router data in the page: only the app's router reads it. */}
          <StaticRouterProvider router={router} context={context} hydrate={kind === 'app'} />
        </IslandCollectorProvider>
      </HeadCollectorProvider>
    </CacheProvider>,
  );
  // Each island on its own, in exactly the tree the document entry hydrates it in, with the props
  // it will read back from its marker.
  for (const island of recorded) {
    const props = JSON.parse(JSON.stringify(island.props)) as object;
    const Island = island.Component as ComponentType<object>;
    const islandHtml = renderToString(
      <IslandProviders cache={cache}>
        <Island {...props} />
      </IslandProviders>,
      { identifierPrefix: island.id },
    );
    html = html.replace(island.placeholder, () => islandHtml);
  }
  const chunks = emotionServer.extractCriticalToChunks(html);
  const css = emotionServer.constructStyleTagsFromChunks(chunks);
  if (!collector.head) throw new Error(`The page at ${path} rendered no PageMeta`);
  const lazyModules =
    kind === 'document'
      ? []
      : handles.flatMap((handle) => (handle?.lazyModule ? [handle.lazyModule] : []));
  return {
    status: context.statusCode,
    kind,
    html,
    head: renderPageHead(collector.head),
    css,
    lazyModules,
    islands: recorded.map(({ name, hydrate }) => ({ name, hydrate })),
  };
}
