/**
 * THE route table of SPEC §2 as data: every path, the page that renders it, and whether it is
 * prerendered, listed in the sitemap or kept out of search engines. routes.tsx turns it into
 * router objects; the header, footer, prerenderer, sitemap and e2e route list read it too.
 * No React here, so Node scripts and Playwright can import it.
 */
import { servicePages } from '../features/site/content/servicePages';
import { ADMIN_ROOT, adminScreens } from '../lib/appPaths';

export type PageKey =
  | 'site/HomePage'
  | 'site/TampaHubPage'
  | 'site/TampaServicePage'
  | 'site/TampaSeoPage'
  | 'site/TampaPaidAdsPage'
  | 'site/ServicesPage'
  | 'site/PaidAdsPage'
  | 'site/ServiceDetailPage'
  | 'site/WorkflowsPage'
  | 'site/IndustriesPage'
  | 'site/CaseStudiesPage'
  | 'site/PricingPage'
  | 'site/ContactPage'
  | 'site/ResourcesPage'
  | 'site/LoginPage'
  | 'blog/BlogListPage'
  | 'blog/PostPage'
  | 'blog/CategoryPage'
  | 'blog/TagPage'
  | 'blog/AuthorPage'
  | 'admin/AdminLayout'
  | 'admin/DashboardPage'
  | 'admin/PostsPage'
  | 'admin/PostEditorPage'
  | 'admin/CategoriesPage'
  | 'admin/TagsPage'
  | 'admin/HowToPostPage'
  | 'admin/PublishingPage'
  | 'neuroslice/NeuroSlicePage'
  | 'app/NotFoundPage';

/**
 * docs/ARCHITECTURE.md#documents-and-apps-third-round: a public *document* is its prerendered HTML, whose islands
 * hydrate on their own (src/app/document.tsx); an *app* is the single-page app on React Router
 * with the store (src/app/main.tsx).
 */
export type RouteKind = 'document' | 'app';

export interface RouteEntry {
  path: string;
  kind: RouteKind;
  page: PageKey;
  /** Human name, used by navigation and the e2e route list. */
  name: string;
  /** Rendered to static HTML at build time. */
  prerender: boolean;
  /** Listed in sitemap.xml. */
  sitemap: boolean;
  /** Carries robots noindex. */
  noindex?: boolean;
  /** Needs the Redux store (blog data, tool state): wrapped in the lazily loaded store layout. */
  store?: boolean;
  /** Full-screen without the site header and footer (SPEC §2 Shell). */
  bare?: boolean;
}

const marketing = (path: string, page: PageKey, name: string): RouteEntry => ({
  path,
  kind: 'document',
  page,
  name,
  prerender: true,
  sitemap: true,
});

export const marketingRoutes: readonly RouteEntry[] = [
  marketing('/', 'site/HomePage', 'Home'),
  marketing('/tampa', 'site/TampaHubPage', 'Tampa'),
  marketing(
    '/tampa/digital-marketing-services',
    'site/TampaServicePage',
    'Tampa Digital Marketing Services',
  ),
  marketing('/tampa/seo', 'site/TampaSeoPage', 'Tampa SEO'),
  marketing('/tampa/paid-ads', 'site/TampaPaidAdsPage', 'Tampa Paid Ads'),
  marketing('/services', 'site/ServicesPage', 'Services'),
  marketing('/services/paid-ads', 'site/PaidAdsPage', 'Paid Ads'),
  // The eight service pages: each path and name is written once, in servicePages.ts.
  ...Object.values(servicePages).map((page) =>
    marketing(page.path, 'site/ServiceDetailPage', page.label),
  ),
  marketing('/workflows', 'site/WorkflowsPage', 'AI Marketing Automations'),
  marketing('/industries', 'site/IndustriesPage', 'Industries'),
  marketing('/work', 'site/CaseStudiesPage', 'Work'),
  marketing('/case-studies', 'site/CaseStudiesPage', 'Case Studies'),
  marketing('/pricing', 'site/PricingPage', 'Pricing'),
  marketing('/contact', 'site/ContactPage', 'Contact'),
  marketing('/resources', 'site/ResourcesPage', 'Resources'),
];

export const blogRoutes: readonly RouteEntry[] = [
  {
    path: '/blog',
    kind: 'document',
    page: 'blog/BlogListPage',
    name: 'Blog',
    prerender: true,
    sitemap: true,
    store: true,
  },
  {
    path: '/blog/:slug',
    kind: 'document',
    page: 'blog/PostPage',
    name: 'Post',
    prerender: false,
    sitemap: false,
    store: true,
  },
  {
    path: '/category/:slug',
    kind: 'document',
    page: 'blog/CategoryPage',
    name: 'Category',
    prerender: false,
    sitemap: false,
    store: true,
  },
  {
    path: '/tag/:slug',
    kind: 'document',
    page: 'blog/TagPage',
    name: 'Tag',
    prerender: false,
    sitemap: false,
    store: true,
  },
  {
    path: '/author/:slug',
    kind: 'document',
    page: 'blog/AuthorPage',
    name: 'Author',
    prerender: false,
    sitemap: false,
    store: true,
  },
];

/** Admin nested routes of SPEC §2, relative to the admin's root (their paths: lib/appPaths.ts). */
export const adminChildRoutes: readonly RouteEntry[] = [
  {
    path: adminScreens.dashboard,
    kind: 'app',
    page: 'admin/DashboardPage',
    name: 'Dashboard',
    prerender: false,
    sitemap: false,
    noindex: true,
    store: true,
  },
  {
    path: adminScreens.posts,
    kind: 'app',
    page: 'admin/PostsPage',
    name: 'Posts',
    prerender: false,
    sitemap: false,
    noindex: true,
    store: true,
  },
  {
    path: adminScreens.newPost,
    kind: 'app',
    page: 'admin/PostEditorPage',
    name: 'New post',
    prerender: false,
    sitemap: false,
    noindex: true,
    store: true,
  },
  {
    path: adminScreens.editPost,
    kind: 'app',
    page: 'admin/PostEditorPage',
    name: 'Edit post',
    prerender: false,
    sitemap: false,
    noindex: true,
    store: true,
  },
  {
    path: adminScreens.categories,
    kind: 'app',
    page: 'admin/CategoriesPage',
    name: 'Categories',
    prerender: false,
    sitemap: false,
    noindex: true,
    store: true,
  },
  {
    path: adminScreens.tags,
    kind: 'app',
    page: 'admin/TagsPage',
    name: 'Tags',
    prerender: false,
    sitemap: false,
    noindex: true,
    store: true,
  },
  {
    path: adminScreens.howTo,
    kind: 'app',
    page: 'admin/HowToPostPage',
    name: 'How to Post',
    prerender: false,
    sitemap: false,
    noindex: true,
    store: true,
  },
  {
    path: adminScreens.publishing,
    kind: 'app',
    page: 'admin/PublishingPage',
    name: 'Publishing',
    prerender: false,
    sitemap: false,
    noindex: true,
    store: true,
  },
];

const ADMIN_BASE = ADMIN_ROOT;
export const adminRoute: RouteEntry = {
  path: ADMIN_BASE,
  kind: 'app',
  page: 'admin/AdminLayout',
  name: 'Blog admin',
  prerender: false,
  sitemap: false,
  noindex: true,
  store: true,
};

export const toolRoute: RouteEntry = {
  path: '/neuroslice',
  kind: 'app',
  page: 'neuroslice/NeuroSlicePage',
  name: 'NeuroSlice',
  prerender: false,
  sitemap: false,
  store: true,
  bare: true,
};

export const loginRoute: RouteEntry = {
  path: '/login',
  kind: 'document',
  page: 'site/LoginPage',
  name: 'Login',
  prerender: true,
  sitemap: false,
  noindex: true,
};

export const notFoundRoute: RouteEntry = {
  path: '/404',
  kind: 'document',
  page: 'app/NotFoundPage',
  name: 'Page not found',
  prerender: true,
  sitemap: false,
  noindex: true,
};

/** /book-demo is a redirect, not a page: SPEC §2. */
export const redirects: Readonly<Record<string, string>> = { '/book-demo': '/contact' };

export const allRoutes: readonly RouteEntry[] = [
  ...marketingRoutes,
  ...blogRoutes,
  adminRoute,
  ...adminChildRoutes.map((r) => ({ ...r, path: r.path ? `${ADMIN_BASE}/${r.path}` : ADMIN_BASE })),
  toolRoute,
  loginRoute,
  notFoundRoute,
];

export const prerenderPaths: readonly string[] = [
  ...allRoutes.filter((r) => r.prerender).map((r) => r.path),
  ...Object.keys(redirects),
];

export const sitemapPaths: readonly string[] = allRoutes
  .filter((r) => r.sitemap)
  .map((r) => r.path);

/**
 * The apps' paths (React Router patterns, `:param` for a segment): a static host answers them with
 * app.html, and GitHub Pages' 404.html starts the app on them (docs/PRODUCT.md#hosts).
 */
export const appPaths: readonly string[] = [
  ...new Set(allRoutes.filter((r) => r.kind === 'app').map((r) => r.path)),
];

/** robots.txt's Disallow lines: every noindex route, a child only when its parent is not listed. */
export const robotsDisallowPaths: readonly string[] = [
  ...new Set(allRoutes.filter((r) => r.noindex).map((r) => r.path)),
].filter((path, _, paths) => !paths.some((other) => path.startsWith(`${other}/`)));

function routeByPath(path: string): RouteEntry | undefined {
  return allRoutes.find((r) => r.path === path);
}

function nameOf(path: string): string {
  const route = routeByPath(path);
  if (!route) throw new Error(`No route ${path} in the route table`);
  return route.name;
}

export interface NavItem {
  name: string;
  href: string;
}

const nav = (path: string, name = nameOf(path)): NavItem => ({ name, href: path });

/** SPEC §2 Shell: the header's menus and links, in SPEC's order. */
export const navigation = {
  services: [
    nav('/services', 'All Services'),
    nav('/services/paid-ads'),
    nav('/workflows'),
    nav(servicePages.contentVideo.path),
    nav(servicePages.seo.path),
    nav(servicePages.emailSmsCrm.path),
    nav(servicePages.analyticsCro.path),
  ],
  top: [nav('/work'), nav('/industries'), nav('/pricing'), nav('/tampa')],
  resources: [nav('/resources'), nav('/blog')],
  contact: nav('/contact'),
  footerTampa: [
    nav('/tampa', 'Tampa Hub'),
    nav('/tampa/digital-marketing-services'),
    nav('/tampa/seo'),
    nav('/tampa/paid-ads'),
  ],
  footerCompany: [nav('/work'), nav('/industries'), nav('/pricing'), nav('/resources')],
} as const;

/** SPEC §2: a link is active when the path starts with its route; home only on an exact match. */
export function isActivePath(currentPath: string, href: string): boolean {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}
