/**
 * Router objects built from the route table (routeManifest.ts): lazy pages, store layout, redirects,
 * 404. Under the root, two lazy frames: the site's (every page but the tool) and the tool's, so
 * the entry holds only the router and the route table, and a path loads one app's code (docs/ARCHITECTURE.md#apps-in-pieces).
 * A lazy route's handle carries its load (routeLoading.tsx), finished before it draws.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { AppLayout } from './shell/AppLayout';
import { loadedComponent, type RouteLoad } from './routeLoading';
import {
  adminChildRoutes,
  adminRoute,
  blogRoutes,
  loginRoute,
  marketingRoutes,
  notFoundRoute,
  redirects,
  toolRoute,
  type PageKey,
  type RouteEntry,
} from './routeManifest';
import { whenIdle, whenSomeoneActs } from '../lib/idle';

type PageModule = { default: ComponentType };

// One dynamic import per page so each page is its own chunk, loaded only when visited.
const pageLoaders: Record<PageKey, () => Promise<PageModule>> = {
  'site/HomePage': () => import('../features/site/pages/HomePage'),
  'site/TampaHubPage': () => import('../features/site/pages/TampaHubPage'),
  'site/TampaServicePage': () => import('../features/site/pages/TampaServicePage'),
  'site/TampaSeoPage': () => import('../features/site/pages/TampaSeoPage'),
  'site/TampaPaidAdsPage': () => import('../features/site/pages/TampaPaidAdsPage'),
  'site/ServicesPage': () => import('../features/site/pages/ServicesPage'),
  'site/PaidAdsPage': () => import('../features/site/pages/PaidAdsPage'),
  'site/ServiceDetailPage': () => import('../features/site/pages/ServiceDetailPage'),
  'site/WorkflowsPage': () => import('../features/site/pages/WorkflowsPage'),
  'site/IndustriesPage': () => import('../features/site/pages/IndustriesPage'),
  'site/CaseStudiesPage': () => import('../features/site/pages/CaseStudiesPage'),
  'site/PricingPage': () => import('../features/site/pages/PricingPage'),
  'site/ContactPage': () => import('../features/site/pages/ContactPage'),
  'site/ResourcesPage': () => import('../features/site/pages/ResourcesPage'),
  'site/LoginPage': () => import('../features/site/pages/LoginPage'),
  'blog/BlogListPage': () => import('../features/blog/pages/BlogListPage'),
  'blog/PostPage': () => import('../features/blog/pages/PostPage'),
  'blog/CategoryPage': () => import('../features/blog/pages/CategoryPage'),
  'blog/TagPage': () => import('../features/blog/pages/TagPage'),
  'blog/AuthorPage': () => import('../features/blog/pages/AuthorPage'),
  'admin/AdminLayout': () => import('../features/admin/pages/AdminLayout'),
  'admin/DashboardPage': () => import('../features/admin/pages/DashboardPage'),
  'admin/PostsPage': () => import('../features/admin/pages/PostsPage'),
  'admin/PostEditorPage': () => import('../features/admin/pages/PostEditorPage'),
  'admin/CategoriesPage': () => import('../features/admin/pages/CategoriesPage'),
  'admin/TagsPage': () => import('../features/admin/pages/TagsPage'),
  'admin/HowToPostPage': () => import('../features/admin/pages/HowToPostPage'),
  'admin/PublishingPage': () => import('../features/admin/pages/PublishingPage'),
  'neuroslice/NeuroSlicePage': () => import('../features/neuroslice/pages/NeuroSlicePage'),
  'app/NotFoundPage': () => import('./shell/NotFoundPage'),
};

/**
 * What a route carries for the rest of the app: its entry in the route table, its load, and the
 * file name of the module that load fetches, which the prerender preloads so hydration does not
 * wait on a second round of requests.
 */
export interface RouteHandle extends RouteLoad {
  entry?: RouteEntry;
  lazyModule?: string;
  /**
   * Other modules its load fetches and waits for (file names, as `lazyModule`): preloaded with it,
   * so the screen does not wait on a second round of requests once the app's entry has run.
   */
  alsoLoads?: string[];
  /** A redirect's target (the prerender writes it to the host's redirects). */
  redirectTo?: string;
}

/** The lazy modules a route's load fetches, by file name: what the prerender preloads for it. */
export const modulesOf = (handle: RouteHandle | undefined): string[] =>
  handle?.lazyModule ? [handle.lazyModule, ...(handle.alsoLoads ?? [])] : [];

/** 'site/HomePage' -> 'HomePage': page keys end with the page module's file name. */
const moduleOf = (entry: RouteEntry) => entry.page.slice(entry.page.lastIndexOf('/') + 1);

/** A page of the route table as a lazy route: one per page key, shared by the paths that show it. */
const pages = new Map<PageKey, ReturnType<typeof loadedComponent>>();
function lazyPage(entry: RouteEntry) {
  let page = pages.get(entry.page);
  if (!page) {
    page = loadedComponent(entry.page, async () => (await pageLoaders[entry.page]()).default);
    pages.set(entry.page, page);
  }
  return page;
}

function pageRoute(entry: RouteEntry, path = entry.path): RouteObject {
  const { load, element } = lazyPage(entry);
  const handle: RouteHandle = { entry, lazyModule: moduleOf(entry), load };
  return { path, handle, element };
}

/** The route table's '' and '/' entries are index routes of their parent. */
function indexRoute(entry: RouteEntry): RouteObject {
  const { load, element } = lazyPage(entry);
  const handle: RouteHandle = { entry, lazyModule: moduleOf(entry), load };
  return { index: true, handle, element };
}

/**
 * The admin's other pages are fetched one by one in background tasks from the first sign of the
 * owner at the page (or a quiet while), so the editor opens from the posts table at once
 * (docs/ARCHITECTURE.md#apps-in-pieces). Not at once after the first screen: evaluating the
 * editor's chunk then was the dashboard's longest task (0.45 s at 4x, in Lighthouse's window).
 * Browser only.
 */
function prefetchOnIdle(loaders: readonly (() => Promise<unknown>)[]) {
  if (typeof window === 'undefined') return;
  const next = (index: number) => {
    const load = loaders[index];
    if (!load) return;
    const run = () =>
      void load().then(
        () => next(index + 1),
        () => next(index + 1),
      );
    whenIdle(run, { timeout: 3000 });
  };
  whenSomeoneActs(() => next(0));
}

/** The Redux store, redux-persist and blog data load only with the routes that need them. */
const storeLayout = loadedComponent(
  'StoreLayout',
  async () => (await import('./StoreLayout')).StoreLayout,
);
const storeRoute = (children: RouteObject[]): RouteObject => ({
  handle: { lazyModule: 'StoreLayout', load: storeLayout.load } satisfies RouteHandle,
  element: storeLayout.element,
  children,
});

const adminLayout = lazyPage(adminRoute);
let adminPagesPrefetched = false;
function prefetchAdminPages() {
  if (adminPagesPrefetched) return;
  adminPagesPrefetched = true;
  prefetchOnIdle(adminChildRoutes.map((child) => lazyPage(child).load));
}
const siteLayout = loadedComponent(
  'SiteLayout',
  async () => (await import('./shell/SiteLayout')).SiteLayout,
);
const siteFrame: RouteObject = {
  handle: { lazyModule: 'SiteLayout', load: siteLayout.load } satisfies RouteHandle,
  element: siteLayout.element,
  children: [
    ...marketingRoutes.map((r) => (r.path === '/' ? indexRoute(r) : pageRoute(r))),
    ...Object.entries(redirects).map(([from, to]) => ({
      path: from,
      handle: { redirectTo: to } satisfies RouteHandle,
      element: <Navigate to={to} replace />,
    })),
    pageRoute(loginRoute),
    pageRoute(notFoundRoute),
    storeRoute([
      ...blogRoutes.map((r) => pageRoute(r)),
      {
        path: adminRoute.path,
        handle: {
          entry: adminRoute,
          lazyModule: moduleOf(adminRoute),
          // The admin draws once the owner's saved blog has loaded: a first frame of "Loading your
          // blog data…" that the dashboard then replaced moved the footer (Lighthouse on a phone:
          // layout shift 0.31). The admin is never prerendered, so no HTML waits for this.
          load: async () => {
            const [, { getAppStore }] = await Promise.all([adminLayout.load(), import('./store')]);
            await getAppStore().whenLoaded();
            prefetchAdminPages();
          },
        } satisfies RouteHandle,
        element: adminLayout.element,
        children: adminChildRoutes.map((child) =>
          child.path === '' ? indexRoute(child) : pageRoute(child),
        ),
      },
    ]),
    pageRoute(notFoundRoute, '*'),
  ],
};

/** The tool's page: its slices join the store as its code loads (toolStore.ts). */
const toolPageCode = lazyPage(toolRoute);
const toolPage: RouteObject = {
  index: true,
  handle: {
    entry: toolRoute,
    lazyModule: moduleOf(toolRoute),
    alsoLoads: ['toolStore'],
    load: () =>
      Promise.all([
        toolPageCode.load(),
        import('./toolStore').then(({ joinToolStore }) => joinToolStore()),
      ]),
  } satisfies RouteHandle,
  element: toolPageCode.element,
};

const toolLayout = loadedComponent(
  'ToolLayout',
  async () => (await import('./shell/ToolLayout')).ToolLayout,
);
const toolFrame: RouteObject = {
  path: toolRoute.path,
  handle: { lazyModule: 'ToolLayout', load: toolLayout.load } satisfies RouteHandle,
  element: toolLayout.element,
  // A path below the tool's is still bare (SPEC §2 Shell): its 404 shows in the tool's frame.
  children: [storeRoute([toolPage]), pageRoute(notFoundRoute, '*')],
};

export const routes: RouteObject[] = [
  { path: '/', element: <AppLayout />, children: [siteFrame, toolFrame] },
];
