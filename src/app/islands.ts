/**
 * THE island registry (docs/ARCHITECTURE.md#documents-and-apps-third-round): each island name, registered once,
 * with the module that holds its component, a chunk of its own. `src` is that module's path as the
 * build's manifest knows it, so the prerender can name its chunk in the page's own module script
 * (which imports it up front) or preload it; `load` fetches it on demand; the prerender fails on a
 * marker whose name is not here. Components are wrapped with `island(name, C)`
 * where they are used. Every island is drawn with plain controls (design-system/plain) and
 * hydrates with no theme and no style engine: the prerender fails one whose render used MUI's
 * styles, and ESLint (which reads the sources named here) keeps MUI out of their modules.
 */
import type { ComponentType } from 'react';

export interface IslandModule {
  /** Its module, fetched on demand (an island the page did not import up front). */
  load: () => Promise<unknown>;
  /** Its component, from its module (loaded by `load`, or imported by the page's own script). */
  pick: (module: unknown) => ComponentType<never>;
  src: string;
}

const island = <M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<never>,
  src: string,
): IslandModule => ({ load, pick: pick as (module: unknown) => ComponentType<never>, src });

export const islandModules: Record<string, IslandModule> = {
  headerMenu: island(
    () => import('./shell/HeaderMenus'),
    (m) => m.HeaderDropdown as ComponentType<never>,
    'src/app/shell/HeaderMenus.tsx',
  ),
  mobileMenu: island(
    () => import('./shell/HeaderMenus'),
    (m) => m.MobileMenuButton as ComponentType<never>,
    'src/app/shell/HeaderMenus.tsx',
  ),
  notices: island(
    () => import('../design-system/notices/NoticeHost'),
    (m) => m.NoticeHost as ComponentType<never>,
    'src/design-system/notices/NoticeHost.tsx',
  ),
  cookieConsent: island(
    () => import('./shell/CookieConsent'),
    (m) => m.CookieConsent as ComponentType<never>,
    'src/app/shell/CookieConsent.tsx',
  ),
  cookieSettings: island(
    () => import('./shell/CookieConsent'),
    (m) => m.CookieSettingsButton,
    'src/app/shell/CookieConsent.tsx',
  ),
  contactForm: island(
    () => import('../features/site/components/ContactForm'),
    (m) => m.ContactForm as ComponentType<never>,
    'src/features/site/components/ContactForm.tsx',
  ),
  loginForm: island(
    () => import('../features/site/components/LoginForm'),
    (m) => m.LoginForm,
    'src/features/site/components/LoginForm.tsx',
  ),
  comingSoonButton: island(
    () => import('../features/site/components/ComingSoon'),
    (m) => m.ComingSoonButton as ComponentType<never>,
    'src/features/site/components/ComingSoon.tsx',
  ),
  comingSoonTitle: island(
    () => import('../features/site/components/ComingSoon'),
    (m) => m.ComingSoonTitle as ComponentType<never>,
    'src/features/site/components/ComingSoon.tsx',
  ),
  videoThumbnail: island(
    () => import('../features/site/components/VideoThumbnail'),
    (m) => m.VideoThumbnail as ComponentType<never>,
    'src/features/site/components/VideoThumbnail.tsx',
  ),
  clientStripPause: island(
    () => import('../features/site/components/ClientStripPause'),
    (m) => m.ClientStripPause as ComponentType<never>,
    'src/features/site/components/ClientStripPause.tsx',
  ),
  blogFilters: island(
    () => import('../features/blog/components/BlogFilters'),
    (m) => m.BlogFilters as ComponentType<never>,
    'src/features/blog/components/BlogFilters.tsx',
  ),
};
