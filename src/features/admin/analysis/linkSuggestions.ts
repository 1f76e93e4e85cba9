/**
 * Internal-link suggestions (beyond Yoast): the site's pages and published posts whose key phrases
 * the draft also uses, best first. Key phrases come from NeuroSlice's extractor (RAKE); they are
 * compared by word forms, so 'med spas' in a draft meets 'med spa marketing' on a page.
 */
import type { Post } from '../../blog';
import { extractKeyPhrases } from '../../../lib/keyPhrases';
import { stemOf } from './english';
import { internalPath } from './checks';
import { wordsOf } from './postText';
import { LINK_SUGGESTIONS } from './thresholds';

export interface LinkTarget {
  path: string;
  title: string;
  /** What the target is about: its title, description, topics, keyphrase. */
  text: string;
}

export interface LinkSuggestion {
  path: string;
  title: string;
  /** The target's key phrases the draft also uses. */
  shared: string[];
  score: number;
}

/** A post's address on the site. */
export const postPath = (slug: string) => `/blog/${slug}`;

/** A published post as a link target: what it is about, in its own words. */
export const postLinkTarget = (post: Post): LinkTarget => ({
  path: postPath(post.slug),
  title: post.title,
  text: [post.title, post.focus_keyphrase, post.excerpt, post.seo_meta_description].join('. '),
});

const phraseStems = (phrase: string) => wordsOf(phrase).map(stemOf);

export function suggestLinks(
  draft: { title: string; body: string; focus_keyphrase: string },
  targets: readonly LinkTarget[],
  { ownPath }: { ownPath?: string } = {},
): LinkSuggestion[] {
  const draftText = `${draft.title}.\n${draft.focus_keyphrase}.\n${draft.body}`;
  const draftStems = new Set(wordsOf(draftText).map(stemOf));
  const linked = new Set(
    [...draft.body.matchAll(/\]\(([^)\s]+)/g)]
      .map((match) => internalPath(match[1]))
      .filter((path): path is string => path !== null),
  );
  const suggestions: LinkSuggestion[] = [];
  for (const target of targets) {
    if (target.path === ownPath || linked.has(target.path)) continue;
    const shared: string[] = [];
    let score = 0;
    for (const phrase of extractKeyPhrases(target.text, 12)) {
      const stems = phraseStems(phrase.text);
      if (!stems.length || !stems.every((stem) => draftStems.has(stem))) continue;
      shared.push(phrase.text);
      // A longer shared phrase says more than a single shared word.
      score += stems.length;
    }
    if (score > LINK_SUGGESTIONS.minScore)
      suggestions.push({ path: target.path, title: target.title, shared, score });
  }
  return suggestions
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title))
    .slice(0, LINK_SUGGESTIONS.max);
}

/** The Markdown a suggestion inserts. */
export const linkMarkdown = (suggestion: Pick<LinkSuggestion, 'path' | 'title'>) =>
  `[${suggestion.title.replace(/[[\]]/g, '')}](${suggestion.path})`;
