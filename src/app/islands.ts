/**
 * THE island registry (docs/ARCHITECTURE.md#documents-and-apps-third-round): each island name, registered once,
 * with the module that holds its component, loaded on its own by the document entry. `src` is that
 * module's path as the build's manifest knows it, so the prerender can preload its chunk; the
 * prerender fails on a marker whose name is not here. Components are wrapped with `island(name, C)`
 * where they are used.
 */
import type { ComponentType } from 'react';

export interface IslandModule {
  load: () => Promise<ComponentType<never>>;
  src: string;
  /**
   * Drawn with plain controls only (design-system/plain): it hydrates without the theme and the
   * Emotion cache, so a page whose islands are all plain loads no style engine. A plain island
   * that renders a MUI component loses its theme: keep this for those that render none.
   */
  plain?: boolean;
}

const island = <M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<never>,
  src: string,
  options: { plain?: boolean } = {},
): IslandModule => ({ load: () => load().then(pick), src, ...options });

export const islandModules: Record<string, IslandModule> = {
  headerMenu: island(
    () => import('./shell/HeaderMenus'),
    (m) => m.HeaderDropdown as ComponentType<never>,
    'src/app/shell/HeaderMenus.tsx',
    { plain: true },
  ),
  mobileMenu: island(
    () => import('./shell/HeaderMenus'),
    (m) => m.MobileMenuButton as ComponentType<never>,
    'src/app/shell/HeaderMenus.tsx',
    { plain: true },
  ),
  notices: island(
    () => import('../design-system/notices/NoticeHost'),
    (m) => m.NoticeHost as ComponentType<never>,
    'src/design-system/notices/NoticeHost.tsx',
    { plain: true },
  ),
  cookieConsent: island(
    () => import('./shell/CookieConsent'),
    (m) => m.CookieConsent as ComponentType<never>,
    'src/app/shell/CookieConsent.tsx',
    { plain: true },
  ),
  contactForm: island(
    () => import('../features/site/components/ContactForm'),
    (m) => m.ContactForm as ComponentType<never>,
    'src/features/site/components/ContactForm.tsx',
    { plain: true },
  ),
  loginForm: island(
    () => import('../features/site/components/LoginForm'),
    (m) => m.LoginForm,
    'src/features/site/components/LoginForm.tsx',
    { plain: true },
  ),
  comingSoonButton: island(
    () => import('../features/site/components/ComingSoon'),
    (m) => m.ComingSoonButton as ComponentType<never>,
    'src/features/site/components/ComingSoon.tsx',
    { plain: true },
  ),
  comingSoonTitle: island(
    () => import('../features/site/components/ComingSoon'),
    (m) => m.ComingSoonTitle as ComponentType<never>,
    'src/features/site/components/ComingSoon.tsx',
    { plain: true },
  ),
  videoThumbnail: island(
    () => import('../features/site/components/VideoThumbnail'),
    (m) => m.VideoThumbnail as ComponentType<never>,
    'src/features/site/components/VideoThumbnail.tsx',
    { plain: true },
  ),
  clientStripPause: island(
    () => import('../features/site/components/ClientStripPause'),
    (m) => m.ClientStripPause as ComponentType<never>,
    'src/features/site/components/ClientStripPause.tsx',
    { plain: true },
  ),
  blogFilters: island(
    () => import('../features/blog/components/BlogFilters'),
    (m) => m.BlogFilters as ComponentType<never>,
    'src/features/blog/components/BlogFilters.tsx',
    { plain: true },
  ),
};
