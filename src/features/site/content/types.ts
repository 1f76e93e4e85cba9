/**
 * The static content shapes of SPEC §3. Content modules are plain data (no React), so the
 * prerenderer, the JSON-LD builders and Node tests read exactly what the pages render.
 */
import type { Faq } from '../../../lib/structuredData';

export type { Faq };

/** Icons are named, not imported: components/SiteIcon maps a name to its MUI icon. */
export type IconName =
  | 'search'
  | 'campaign'
  | 'video'
  | 'mail'
  | 'analytics'
  | 'automation'
  | 'healthcare'
  | 'spa'
  | 'home'
  | 'trades'
  | 'place'
  | 'phone'
  | 'trending'
  | 'star'
  | 'groups'
  | 'article'
  | 'download'
  | 'play'
  | 'schedule'
  | 'bolt'
  | 'hub';

/** Title and description of a page's head; every public page has its own. */
export interface PageMetaContent {
  path: string;
  title: string;
  description: string;
}

export interface ServiceCard {
  icon: IconName;
  title: string;
  description: string;
  link: string;
}

export type PlaybookDifficulty = 'Beginner' | 'Intermediate' | 'Advanced';

export interface WorkflowPlaybook {
  title: string;
  description: string;
  steps: readonly [string, string, string, string];
  time: string;
  difficulty: PlaybookDifficulty;
}

export interface Industry {
  /** Anchor on /industries. */
  id: string;
  icon: IconName;
  name: string;
  description: string;
  challenges: readonly string[];
  solutions: readonly string[];
  results: string;
}

interface ResultMetric {
  metric: string;
  label: string;
}

interface Testimonial {
  quote: string;
  author: string;
  role: string;
}

export interface CaseStudy {
  id: string;
  icon: IconName;
  title: string;
  industry: string;
  location: string;
  /** One sentence for cards that link to the full story on /work. */
  summary: string;
  challenge: string;
  solution: string;
  results: readonly ResultMetric[];
  testimonial: Testimonial;
  /** The thumbnail is decorative: the play button it sits in is named after the case study. */
  video: { thumbnail: string; duration: string };
}

export interface AutomationPackage {
  name: string;
  subtitle: string;
  /** Whole dollars per month. */
  monthlyPrice: number;
  /** Whole dollars, once. */
  setupFee: number;
  description: string;
  features: readonly string[];
  cta: string;
  popular: boolean;
}

export interface StandaloneService {
  name: string;
  price: string;
  description: string;
  features: readonly string[];
  minimum?: string;
}

export interface ResourceArticle {
  title: string;
  description: string;
  category: string;
  readTime: string;
}

export interface ResourceDownload {
  title: string;
  description: string;
  type: string;
}

export interface ResourceVideo {
  title: string;
  description: string;
  duration: string;
}

interface NavigationItem {
  name: string;
  href: string;
  icon: IconName;
}

/** A navigation item shown as a card, with a line on where it leads. */
export interface RelatedLink extends NavigationItem {
  description: string;
}

/** SPEC §3: the form keeps phone and company in its state; only name, email and message are shown. */
export interface ContactFormState {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
}

export interface Step {
  title: string;
  description: string;
}

export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
}

/** The eight service pages of SPEC §2, rendered by ServiceDetailPage and picked by pathname. */
export interface ServiceDetail {
  path: string;
  /** Short name for breadcrumbs and Service JSON-LD. */
  name: string;
  meta: PageMetaContent;
  label: string;
  headline: string;
  lead: string;
  /** "Typical budget" for ad platforms, "Starting at" for the other services. */
  priceLabel: string;
  priceValue: string;
  whatYouGet: readonly string[];
  proof: Illustration & { caption: string };
  steps: readonly Step[];
  faqs: readonly Faq[];
  parent?: { name: string; path: string };
}
