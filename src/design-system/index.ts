// The design system's public face: features import from here. Thin re-exports only.
export { Button, buttonSizes, buttonVariants } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { EmptyState } from './EmptyState';
export { Section } from './Section';
export { PageHero } from './PageHero';
export { FeatureCard } from './FeatureCard';
export { FaqList } from './FaqList';
export { CtaBand } from './CtaBand';
export { Breadcrumbs } from './Breadcrumbs';
export { PageMeta, HeadCollectorProvider, createHeadCollector } from './PageMeta';
export type { HeadCollector, PageMetaProps } from './PageMeta';
export { AppThemeProvider } from './AppThemeProvider';
export { useTextTypedBeforeStart } from './useTextTypedBeforeStart';
export { VisuallyHidden, visuallyHiddenSx } from './VisuallyHidden';
export { createAppTheme, darkTheme, lightTheme, palette } from './theme';
export type { ThemeMode } from './theme';
export { NoticeHost } from './notices/NoticeHost';
export {
  notify,
  dismissNotice,
  clearNotices,
  getNoticeQueue,
  NOTICE_DURATION_MS,
} from './notices/noticeStore';
export type { Notice, NoticeInput, NoticeVariant } from './notices/noticeStore';
