// The site feature's public face for other features: the brand-neutral notices and shapes only.
// Pages are loaded by the route table through their own files, so nothing heavy is re-exported here.
export {
  featureComingSoon,
  FEATURE_COMING_SOON_TITLE,
  messageSentNotice,
  loginAttemptedNotice,
} from './content/notices';
export type { Faq, PageMetaContent, ServiceCard, NavigationItem } from './content/types';
