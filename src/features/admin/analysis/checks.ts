/**
 * The analysis' common ground (docs/PRODUCT.md#the-editors-seo-and-readability-analysis): what a check and a list of checks are, what the editor
 * hands in, and the small helpers every group of checks shares.
 */
import { brand } from '../../../lib/brand';
import type { PostText } from './postText';
import type { MeasureText } from './textWidth';
import { OVERALL } from './thresholds';

export type CheckState = 'good' | 'improve' | 'problem';
/** A list's light: 'none' when there is nothing to judge yet. */
export type OverallState = CheckState | 'none';

export interface Check {
  id: string;
  /** What is checked, e.g. 'Keyphrase in introduction'. */
  name: string;
  state: CheckState;
  /** Why, and what to do. */
  message: string;
}

export interface CheckList {
  checks: Check[];
  overall: OverallState;
  /** 0-100 (Yoast's overall score), null with no checks. */
  score: number | null;
}

export interface PostAnalysis {
  seo: CheckList;
  readability: CheckList;
}

/** Another post's keyphrase, for "already used". */
export interface OtherKeyphrase {
  id: string;
  title: string;
  keyphrase: string;
}

export interface AnalysisInput {
  title: string;
  slug: string;
  body: string;
  excerpt: string;
  seo_meta_title: string;
  seo_meta_description: string;
  focus_keyphrase: string;
  cover_image: string;
  alt_text: string;
}

export interface AnalysisContext {
  /** The title the search result shows (the page's <title>), e.g. 'X | Bayshore Signal Blog'. */
  searchTitle: (seoTitle: string) => string;
  /** Other posts' keyphrases (local and published); this post's own is left out by id. */
  otherKeyphrases?: readonly OtherKeyphrase[];
  postId?: string;
  /** Post addresses that exist ('/blog/some-post'): an internal link to another /blog/ path is reported. */
  knownPostPaths?: ReadonlySet<string>;
  measure?: MeasureText;
}

/** What a check finds: its state, and why and what to do. */
type Verdict = readonly [state: CheckState, message: string];

/** One check, written once: what it checks, and how it judges what it is given. */
export interface CheckRule<On> {
  id: string;
  name: string;
  judge: (on: On) => Verdict;
}

/** Every rule judged on `on`, in the rules' order: the checks the editor lists. */
export const runChecks = <On>(rules: readonly CheckRule<On>[], on: On): Check[] =>
  rules.map(({ id, name, judge }) => {
    const [state, message] = judge(on);
    return { id, name, state, message };
  });

/** The title a search result shows: the SEO title, or the post title when that is empty. */
export const seoTitleOf = (input: AnalysisInput) =>
  input.seo_meta_title.trim() || input.title.trim();

/** The description a search result shows: the meta description, or the excerpt without one. */
export const descriptionOf = (input: AnalysisInput) =>
  input.seo_meta_description.trim() || input.excerpt.trim();

const SITE_HOST = new URL(brand.siteUrl).host;

/** A link to this site: a path, or an address on the site's host. */
export function internalPath(href: string): string | null {
  const trimmed = href.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed.split(/[?#]/)[0] || '/';
  try {
    const url = new URL(trimmed);
    return url.host === SITE_HOST ? url.pathname : null;
  } catch {
    return null;
  }
}

export const isOutbound = (href: string) =>
  /^https?:\/\//i.test(href.trim()) && !internalPath(href);

export const percent = (share: number) => `${Math.round(share * 100)}%`;
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

function overallOf(checks: readonly Check[]): Pick<CheckList, 'overall' | 'score'> {
  if (!checks.length) return { overall: 'none', score: null };
  const sum = checks.reduce((total, check) => total + OVERALL.scores[check.state], 0);
  const score = Math.round((sum / (checks.length * OVERALL.scores.good)) * 100);
  const overall = score > OVERALL.good ? 'good' : score > OVERALL.improve ? 'improve' : 'problem';
  return { overall, score };
}

export const checkList = (checks: Check[]): CheckList => ({ checks, ...overallOf(checks) });

/** Higher-level subheadings: the body's top two heading levels (rendered as h2 and h3). */
export function subheadings(text: PostText) {
  if (!text.headings.length) return [];
  const top = Math.min(...text.headings.map((heading) => heading.depth));
  return text.headings.filter((heading) => heading.depth <= top + 1);
}
