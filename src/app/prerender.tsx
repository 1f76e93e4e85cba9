/** Build-time entry: renders one route to static HTML with its head and critical CSS (docs/TOOLCHAIN.md#prerendering-what-worked). */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import {
  HeadCollectorProvider,
  IslandCollectorProvider,
  RenderedOnceProvider,
  createHeadCollector,
  type IslandCollector,
} from '../design-system';
import { renderPageHead } from '../lib/pageHead';
import { modulesOf, routes, type RouteHandle } from './routes';
import { loadRoutes } from './routeLoading';
import { AppRoutes } from './shell/AppRouter';
import { byIslandName, islandModules, type IslandFile } from './islands';
import { isActivePath, navigation, notFoundRoute, type RouteKind } from './routeManifest';
import { PageParts, mergeStyles, renderAlone, type RenderedAlone } from './renderedParts';
export { sharePartChecks, takeCheckedPart } from './renderedParts';
// The one FNV-1a hash (the seeded random source's): the build's threads key their claims with it.
export { hashString } from '../features/neuroslice/engine/random';
import HeaderMenu from './shell/HeaderMenu.island';
import MobileMenuToggle from './shell/MobileMenuToggle.island';

export {
  prerenderPaths,
  sitemapPaths,
  robotsDisallowPaths,
  redirects,
  allRoutes,
  appPaths,
} from './routeManifest';
export { brand } from '../lib/brand';
export { renderPageHead };
export { blogPaths, blogSitemapEntries, blogFeedFiles, blogIndex } from './blogBuild';
export { earlyEventsScript } from './earlyEvents/earlyEventsScript';
export { renderFailure } from './contentFailure';

/** Each island's module, as the build's manifest names it (the prerender preloads its chunk). */
export const islandSources: Record<string, string> = Object.fromEntries(
  Object.entries(islandModules).map(([name, { src }]) => [name, src]),
);

/**
 * The lazy modules (file names without extension) the client loads before it draws an app path's
 * first screen: the lazy routes it matches. `npm run size` weighs their chunks.
 */
export function appScreenModules(path: string): string[] {
  return (matchRoutes(routes, path) ?? []).flatMap(({ route }) =>
    modulesOf(route.handle as RouteHandle | undefined),
  );
}

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
  /** A document's islands, by name (the build imports their modules in the page's script). */
  islands: string[];
  /**
   * A blog document: in a browser that holds local blog data (the owner's) the app takes over the
   * page, so the owner's local posts show merged with the published ones.
   */
  ownerApp: boolean;
}

interface Recorded {
  id: string;
  name: string;
  /** The component its file exports (`island(Component)`). */
  island: ComponentType<never>;
  Component: ComponentType<never>;
  props: object;
  placeholder: string;
}

/**
 * Each island by the component its file exports (`island(C)`, which knows no name): the files the
 * registry is made from, loaded here at once, so the name is the file's and nothing else says it.
 */
const islandNames = new Map<ComponentType<never>, string>(
  Object.entries(
    byIslandName(import.meta.glob<IslandFile>('/src/**/*.island.tsx', { eager: true })),
  ).map(([name, file]) => {
    if (typeof file.default !== 'function')
      throw new Error(`${file.src} has no default export: an island's file exports island(C)`);
    return [file.default, name];
  }),
);

function islandCollector(recorded: Recorded[]): IslandCollector {
  return {
    add(island, Component, props) {
      const name = islandNames.get(island);
      if (!name)
        throw new Error(
          `An island (${island.displayName}) that is no file's default export: islands are files, Name.island.tsx, each exporting island(C)`,
        );
      const id = `i${recorded.length}-`;
      const placeholder = `<!--island:${id}-->`;
      recorded.push({ id, name, island, Component, props, placeholder });
      return { name, id, placeholder };
    },
  };
}

/**
 * What an island's HTML depends on besides its name and its id on the page: its props, except the
 * header controls', whose pathname only marks the active section or is not drawn until the menu
 * opens (so a thousand posts share one set). `renderIsland` holds it to this: the same key must
 * give the same HTML.
 */
const islandRenderKeys = new Map<unknown, (props: object) => string>([
  [
    HeaderMenu,
    (props) => {
      const { label, menu, pathname } = props as {
        label: string;
        menu: keyof typeof navigation;
        pathname: string;
      };
      const active = [navigation[menu]].flat().some((item) => isActivePath(pathname, item.href));
      return `${label} ${menu} ${active}`;
    },
  ],
  [MobileMenuToggle, () => 'closed'],
]);

interface RenderedIsland extends RenderedAlone {
  /** Has a second page with this key rendered it again, and got the same? */
  checked: boolean;
}

const renderedIslands = new Map<string, RenderedIsland>();

function renderIslandAlone(island: Recorded, props: object, cacheKey: string): RenderedIsland {
  const Island = island.Component as ComponentType<object>;
  return {
    ...renderAlone(<Island {...props} />, cacheKey, { identifierPrefix: island.id }),
    checked: false,
  };
}

/**
 * An island on its own, in the tree the document entry hydrates it in (islands have no providers
 * there; that its render uses no style is checked below, so they change nothing), with
 * the props it will read back from its marker; rendered once per build for each key (islandRenderKeys), into a
 * cache of its own, whose styles are then added to the page's as rendering it there would have.
 */
function renderIsland(island: Recorded, pageCache: EmotionCache): string {
  const props = JSON.parse(JSON.stringify(island.props)) as object;
  const keyOf = islandRenderKeys.get(island.island) ?? JSON.stringify;
  const key = `${island.name} ${island.id} ${keyOf(props)}`;
  let rendered = renderedIslands.get(key);
  if (!rendered) {
    rendered = renderIslandAlone(island, props, pageCache.key);
    // An island hydrates with no theme around it: a MUI style in its HTML would not match.
    if (rendered.inserted.length > 0)
      throw new Error(
        `Island ${island.name}'s render used MUI's styles (${rendered.inserted.map(([name]) => name).join(', ')}): islands hydrate without the theme, so draw it with design-system/plain and load any MUI part on first use (themedInDocument)`,
      );
    renderedIslands.set(key, rendered);
  } else if (!rendered.checked) {
    // The key must say everything the HTML depends on: the first reuse checks that it does.
    const again = renderIslandAlone(island, props, pageCache.key);
    if (JSON.stringify({ ...again, checked: 0 }) !== JSON.stringify({ ...rendered, checked: 0 }))
      throw new Error(
        `Island ${island.name} rendered differently for the same key (${key}): its HTML depends on more than islandRenderKeys says`,
      );
    rendered.checked = true;
  }
  mergeStyles(rendered, pageCache);
  return rendered.html;
}

type StyleChunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * A styled() of a styled() (MUI's Button over ButtonBase) registers a class that Emotion composes
 * into the outer one: it never appears in the HTML, so extraction leaves it out, and an island
 * hydrating in the browser would insert each such rule again. Every insertion restyles the whole
 * page (about 70 on the home page). Naming those classes in the page's style tag tells the
 * browser's cache they are in place; their CSS is never needed, as no element carries them.
 */
function namingComposedStyles(chunks: StyleChunks, cache: EmotionCache): StyleChunks {
  const regular = chunks.styles.find((chunk) => chunk.key === cache.key);
  if (!regular) return chunks;
  const named = new Set(chunks.styles.flatMap((chunk) => chunk.ids));
  const composed = Object.keys(cache.inserted).filter(
    (id) => !named.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  regular.ids.push(...composed);
  return chunks;
}

/**
 * `renderOnce: false` renders every part in place: the plain path that the build with the cache
 * must equal byte for byte (src/app/renderOnce.differential.test.tsx).
 */
export async function render(
  path: string,
  { origin = 'http://localhost', renderOnce = true } = {},
): Promise<PrerenderResult> {
  const url = new URL(path, origin);
  const matches = matchRoutes(routes, url.pathname);
  const handles = (matches ?? []).map(({ route }) => route.handle as RouteHandle | undefined);
  const redirectTo = handles.at(-1)?.redirectTo;
  if (redirectTo !== undefined) {
    return {
      status: 302,
      redirect: redirectTo,
      kind: 'document',
      html: '',
      head: '',
      css: '',
      lazyModules: [],
      islands: [],
      ownerApp: false,
    };
  }
  // Each lazy route loads once for the whole build (its load is kept), not once per page.
  await loadRoutes(matches);
  const entry = handles.findLast((h) => h?.entry)?.entry;
  const kind: RouteKind = entry?.kind ?? 'app';
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);
  const collector = createHeadCollector();
  const recorded: Recorded[] = [];
  const parts = renderOnce && kind === 'document' ? new PageParts(cache) : null;
  let html = renderToString(
    <CacheProvider value={cache}>
      <HeadCollectorProvider collector={collector}>
        <IslandCollectorProvider value={kind === 'document' ? islandCollector(recorded) : null}>
          <RenderedOnceProvider value={parts}>
            <StaticRouter location={url.pathname + url.search}>
              <AppRoutes routes={routes} />
            </StaticRouter>
          </RenderedOnceProvider>
        </IslandCollectorProvider>
      </HeadCollectorProvider>
    </CacheProvider>,
  );
  if (parts) html = parts.fill(html);
  for (const island of recorded) {
    const islandHtml = renderIsland(island, cache);
    html = html.replace(island.placeholder, () => islandHtml);
  }
  const chunks = namingComposedStyles(emotionServer.extractCriticalToChunks(html), cache);
  const css = emotionServer.constructStyleTagsFromChunks(chunks);
  if (!collector.head) throw new Error(`The page at ${path} rendered no PageMeta`);
  const lazyModules = kind === 'document' ? [] : handles.flatMap(modulesOf);
  return {
    status: matches ? 200 : 404,
    kind,
    html,
    head: renderPageHead(collector.head),
    css,
    lazyModules,
    islands: recorded.map(({ name }) => name),
    // The 404 page too: a host answers a path without a file with it (404.html), and that path may
    // be an app's or a post only the owner's browser holds (docs/PRODUCT.md#hosts).
    ownerApp: kind === 'document' && (entry?.store === true || entry === notFoundRoute),
  };
}
