// The design system's public face: features import from here. Thin re-exports only.
export { Button, buttonSizes, buttonVariants, phoneNumberStyle } from './Button';
export { ConfirmDialog } from './ConfirmDialog';
/** The dialog for a screen that seldom asks (its MUI Dialog and Modal load on first use). */
export const loadConfirmDialog = () => import('./ConfirmDialog');
export { EmptyState } from './EmptyState';
export { Section } from './Section';
export { PageHero } from './PageHero';
export { FeatureCard } from './FeatureCard';
export { FaqList } from './FaqList';
export { CtaBand } from './CtaBand';
export { Breadcrumbs } from './Breadcrumbs';
export { PageMeta, HeadCollectorProvider, createHeadCollector } from './PageMeta';
export type { PageMetaProps } from './PageMeta';
export { AppThemeProvider } from './AppThemeProvider';
export { VisuallyHidden } from './VisuallyHidden';
export { Hint } from './Hint';
export { HeadingRow } from './HeadingRow';
export { createAppTheme, mapLevelColours, palette, themeFor } from './theme';
export type { ThemeMode } from './theme';
export { NoticeHost } from './notices/NoticeHost';
export { notify, clearNotices, getNoticeQueue } from './notices/noticeStore';
export type { NoticeInput, NoticeVariant } from './notices/noticeStore';
export { LinkComponentProvider, useLinkComponent } from './links';
export { IslandCollectorProvider, useIslandCollector } from './island/island';
export type { IslandCollector } from './island/island';
export { IslandProviders } from './island/IslandProviders';
export { RenderedOnce, RenderedOnceProvider } from './island/RenderedOnce';
export type { RenderedOnceParts } from './island/RenderedOnce';
