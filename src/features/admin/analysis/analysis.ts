/**
 * The editor's SEO and readability analysis (issue 22), as Yoast SEO does it on WordPress: each
 * check is good, improve or problem with a sentence saying why and what to do, and each list has an
 * overall light. Pure: text in, verdicts out; thresholds.ts holds every number.
 */
import { flesch } from 'flesch';
import { brand } from '../../../lib/brand';
import { hasTransition, isFunctionWord, isPassive, stemOf, syllablesOf } from './english';
import {
  containsAll,
  contentShare,
  exactIndex,
  keyphraseKey,
  keyphraseOf,
  matchesIn,
  stemsOf,
  type Keyphrase,
} from './keyphrase';
import { readPostText, wordsOf, type PostText } from './postText';
import { measureText, type MeasureText } from './textWidth';
import {
  ALT_KEYPHRASE_SHARE,
  CONSECUTIVE_BEGINNINGS,
  DENSITY,
  DENSITY_SHORT,
  FLESCH,
  KEYPHRASE_WORDS,
  META_DESCRIPTION_LENGTH,
  META_DESCRIPTION_MATCHES,
  OVERALL,
  PARAGRAPH_LENGTH,
  PASSIVE_VOICE,
  SENTENCE_LENGTH,
  SERP,
  SLUG_KEYPHRASE,
  SUBHEADING_DISTRIBUTION,
  SUBHEADING_KEYPHRASE,
  TEXT_LENGTH,
  TITLE_WIDTH,
  TRANSITION_WORDS,
} from './thresholds';

export type CheckState = 'good' | 'improve' | 'problem';
/** A list's light: 'none' when there is nothing to judge yet. */
export type OverallState = CheckState | 'none';

interface Check {
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

const isOutbound = (href: string) => /^https?:\/\//i.test(href.trim()) && !internalPath(href);

const percent = (share: number) => `${Math.round(share * 100)}%`;
const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

function overallOf(checks: readonly Check[]): Pick<CheckList, 'overall' | 'score'> {
  if (!checks.length) return { overall: 'none', score: null };
  const sum = checks.reduce((total, check) => total + OVERALL.scores[check.state], 0);
  const score = Math.round((sum / (checks.length * OVERALL.scores.good)) * 100);
  const overall = score > OVERALL.good ? 'good' : score > OVERALL.improve ? 'improve' : 'problem';
  return { overall, score };
}

const list = (checks: Check[]): CheckList => ({ checks, ...overallOf(checks) });

/** Higher-level subheadings: the body's top two heading levels (rendered as h2 and h3). */
function subheadings(text: PostText) {
  if (!text.headings.length) return [];
  const top = Math.min(...text.headings.map((heading) => heading.depth));
  return text.headings.filter((heading) => heading.depth <= top + 1);
}

function keyphraseChecks(
  input: AnalysisInput,
  text: PostText,
  keyphrase: Keyphrase,
  context: AnalysisContext,
): Check[] {
  const checks: Check[] = [];
  const add = (id: string, name: string, state: CheckState, message: string) =>
    checks.push({ id, name, state, message });

  // Keyphrase length.
  const length = keyphrase.contentStems.length;
  if (length <= KEYPHRASE_WORDS.goodMax)
    add(
      'keyphrase-length',
      'Keyphrase length',
      'good',
      `${plural(length, 'content word')}: a phrase people search for.`,
    );
  else
    add(
      'keyphrase-length',
      'Keyphrase length',
      length <= KEYPHRASE_WORDS.improveMax ? 'improve' : 'problem',
      `${plural(length, 'content word')}, more than the ${KEYPHRASE_WORDS.goodMax} people usually search with. Make it shorter.`,
    );

  // In the SEO title.
  const seoTitle = input.seo_meta_title.trim() || input.title.trim();
  const titleWords = wordsOf(seoTitle);
  const titleStems = titleWords.map(stemOf);
  const at = exactIndex(titleStems, keyphrase);
  const lead = titleWords.findIndex((word) => !isFunctionWord(word));
  if (at !== -1 && at <= Math.max(lead, 0))
    add(
      'keyphrase-title',
      'Keyphrase in SEO title',
      'good',
      'The exact keyphrase opens the SEO title.',
    );
  else if (at !== -1)
    add(
      'keyphrase-title',
      'Keyphrase in SEO title',
      'improve',
      'The exact keyphrase is in the SEO title, but not at its start. Move it to the beginning.',
    );
  else if (containsAll(titleStems, keyphrase))
    add(
      'keyphrase-title',
      'Keyphrase in SEO title',
      'improve',
      'Every word of the keyphrase is in the SEO title, but not as the exact phrase. Write it as typed, at the start.',
    );
  else
    add(
      'keyphrase-title',
      'Keyphrase in SEO title',
      'problem',
      'Not all words of the keyphrase are in the SEO title (or the post title when that is empty). Put the keyphrase at its start.',
    );

  // In the meta description.
  const description = input.seo_meta_description.trim() || input.excerpt.trim();
  if (!description)
    add(
      'keyphrase-description',
      'Keyphrase in meta description',
      'problem',
      'There is no meta description or excerpt. Write a meta description that holds the keyphrase.',
    );
  else {
    const matches = readPostText(description).sentences.reduce(
      (sum, sentence) => sum + matchesIn(sentence.words.map(stemOf), keyphrase),
      0,
    );
    if (matches === 0)
      add(
        'keyphrase-description',
        'Keyphrase in meta description',
        'problem',
        'The meta description does not hold the keyphrase. Work it in: searchers see it in bold.',
      );
    else if (matches <= META_DESCRIPTION_MATCHES.goodMax)
      add(
        'keyphrase-description',
        'Keyphrase in meta description',
        'good',
        'The meta description holds the keyphrase.',
      );
    else
      add(
        'keyphrase-description',
        'Keyphrase in meta description',
        'improve',
        `The meta description holds the keyphrase ${matches} times, more than the ${META_DESCRIPTION_MATCHES.goodMax} advised. Use it less.`,
      );
  }

  // In the slug.
  const slugShare = contentShare(input.slug.split('-').filter(Boolean).map(stemOf), keyphrase);
  const slugGood =
    length <= SLUG_KEYPHRASE.shortKeyphraseWords
      ? slugShare === 1
      : slugShare > SLUG_KEYPHRASE.longShare;
  if (slugGood) add('keyphrase-slug', 'Keyphrase in slug', 'good', 'The slug holds the keyphrase.');
  else if (slugShare > 0)
    add(
      'keyphrase-slug',
      'Keyphrase in slug',
      'improve',
      'Only part of the keyphrase is in the slug. Edit the slug to hold all of it.',
    );
  else
    add(
      'keyphrase-slug',
      'Keyphrase in slug',
      'problem',
      'The slug does not hold the keyphrase. Edit the slug to hold it.',
    );

  // In the introduction.
  const intro = text.paragraphs[0] ?? '';
  const introSentences = readPostText(intro).sentences.map((sentence) =>
    sentence.words.map(stemOf),
  );
  if (introSentences.some((stems) => containsAll(stems, keyphrase)))
    add(
      'keyphrase-introduction',
      'Keyphrase in introduction',
      'good',
      'The first paragraph has the keyphrase in one sentence: the topic is clear at once.',
    );
  else if (containsAll(introSentences.flat(), keyphrase))
    add(
      'keyphrase-introduction',
      'Keyphrase in introduction',
      'improve',
      'The keyphrase words are in the first paragraph, but not in one sentence. Bring them together.',
    );
  else
    add(
      'keyphrase-introduction',
      'Keyphrase in introduction',
      'problem',
      'The first paragraph does not hold the keyphrase. Make the topic clear straight away.',
    );

  // In subheadings.
  const subs = subheadings(text);
  if (!subs.length) {
    if (text.words.length <= SUBHEADING_DISTRIBUTION.textWords)
      add(
        'keyphrase-subheadings',
        'Keyphrase in subheadings',
        'good',
        'No subheadings, and the text is short enough not to need them.',
      );
    else
      add(
        'keyphrase-subheadings',
        'Keyphrase in subheadings',
        'problem',
        'The text is long and has no subheadings. Add ## subheadings, some with the keyphrase.',
      );
  } else {
    const reflecting = subs.filter(
      (heading) => contentShare(stemsOf(heading.text), keyphrase) >= SUBHEADING_KEYPHRASE.wordShare,
    ).length;
    const share = reflecting / subs.length;
    if (reflecting === 0 || share < SUBHEADING_KEYPHRASE.minShare)
      add(
        'keyphrase-subheadings',
        'Keyphrase in subheadings',
        'problem',
        `${reflecting} of ${subs.length} subheadings reflect the keyphrase. Use it (or most of its words) in more of them.`,
      );
    else if (share > SUBHEADING_KEYPHRASE.maxShare && subs.length > 1)
      add(
        'keyphrase-subheadings',
        'Keyphrase in subheadings',
        'improve',
        `${reflecting} of ${subs.length} subheadings repeat the keyphrase: more than ${percent(SUBHEADING_KEYPHRASE.maxShare)} reads as over-optimised. Vary some.`,
      );
    else
      add(
        'keyphrase-subheadings',
        'Keyphrase in subheadings',
        'good',
        `${reflecting} of ${subs.length} subheadings reflect the keyphrase.`,
      );
  }

  // Density, counting word forms.
  const count =
    text.sentences.reduce(
      (sum, sentence) => sum + matchesIn(sentence.words.map(stemOf), keyphrase),
      0,
    ) +
    text.headings.reduce((sum, heading) => sum + matchesIn(stemsOf(heading.text), keyphrase), 0);
  const words = text.words.length;
  const times = plural(count, 'time');
  if (count === 0)
    add(
      'keyphrase-density',
      'Keyphrase density',
      'problem',
      'The keyphrase (in any word form) is not in the text. Use it where it fits.',
    );
  else if (words < DENSITY.longTextWords) {
    const band =
      DENSITY_SHORT.find((b) => words <= b.maxWords) ?? DENSITY_SHORT[DENSITY_SHORT.length - 1];
    if (count <= band.goodMax)
      add(
        'keyphrase-density',
        'Keyphrase density',
        'good',
        `Found ${times} in ${words} words: right for a short text.`,
      );
    else
      add(
        'keyphrase-density',
        'Keyphrase density',
        count <= band.improveMax ? 'improve' : 'problem',
        `Found ${times} in only ${words} words: that is too often. Use it less.`,
      );
  } else {
    const density = (count / words) * 100;
    const figure = `${density.toFixed(1)}% (${times} in ${words} words)`;
    if (density < DENSITY.min)
      add(
        'keyphrase-density',
        'Keyphrase density',
        'improve',
        `Density ${figure}, under the ${DENSITY.min}% minimum. Use the keyphrase a little more.`,
      );
    else if (density <= DENSITY.goodMax)
      add(
        'keyphrase-density',
        'Keyphrase density',
        'good',
        `Density ${figure}: within ${DENSITY.min}-${DENSITY.goodMax}%.`,
      );
    else
      add(
        'keyphrase-density',
        'Keyphrase density',
        density <= DENSITY.improveMax ? 'improve' : 'problem',
        `Density ${figure}, over the ${DENSITY.goodMax}% maximum. Use it less: it reads as stuffing.`,
      );
  }

  // Already the focus of another post.
  const key = keyphraseKey(input.focus_keyphrase);
  const others = (context.otherKeyphrases ?? []).filter(
    (other) => other.id !== context.postId && other.keyphrase.trim(),
  );
  const same = others.filter((other) => keyphraseKey(other.keyphrase) === key);
  const overlapping = others.filter((other) => {
    const theirs = keyphraseOf(other.keyphrase);
    if (!theirs || keyphraseKey(other.keyphrase) === key) return false;
    const mine = new Set(keyphrase.contentStems);
    return (
      theirs.contentStems.every((stem) => mine.has(stem)) ||
      keyphrase.contentStems.every((stem) => theirs.contentStems.includes(stem))
    );
  });
  const titles = (posts: readonly OtherKeyphrase[]) =>
    posts.map((post) => `“${post.title}”`).join(', ');
  if (same.length)
    add(
      'keyphrase-used',
      'Keyphrase already used',
      'problem',
      `This keyphrase is already used by ${titles(same)}: the posts would compete with each other. Choose another, or merge them.`,
    );
  else if (overlapping.length)
    add(
      'keyphrase-used',
      'Keyphrase already used',
      'improve',
      `A close keyphrase is used by ${titles(overlapping)}. Make sure each post targets a distinct search.`,
    );
  else
    add(
      'keyphrase-used',
      'Keyphrase already used',
      'good',
      'No other post targets this keyphrase.',
    );

  return checks;
}

function generalSeoChecks(
  input: AnalysisInput,
  text: PostText,
  keyphrase: Keyphrase | null,
  context: AnalysisContext,
): Check[] {
  const checks: Check[] = [];
  const add = (id: string, name: string, state: CheckState, message: string) =>
    checks.push({ id, name, state, message });
  const measure = context.measure ?? measureText;

  // SEO title width: the post's own title, without the blog's name after it (Yoast measures it
  // so too): that suffix may be cut in results, the title itself should not be.
  const seoTitle = input.seo_meta_title.trim() || input.title.trim();
  if (!seoTitle)
    add('title-width', 'SEO title width', 'problem', 'There is no title yet. Write one.');
  else {
    const width = Math.round(measure(seoTitle, SERP.titleFont));
    const full = Math.round(measure(context.searchTitle(seoTitle), SERP.titleFont));
    const suffixCut = full > TITLE_WIDTH.maxPx ? ' (the blog name after it may be cut)' : '';
    if (width > TITLE_WIDTH.maxPx)
      add(
        'title-width',
        'SEO title width',
        'problem',
        `The title is ${width}px wide in results; Google shows about ${TITLE_WIDTH.maxPx}px and cuts the rest. Shorten the SEO title.`,
      );
    else if (width < TITLE_WIDTH.minPx)
      add(
        'title-width',
        'SEO title width',
        'improve',
        `The title is only ${width}px of the ${TITLE_WIDTH.maxPx}px shown. Use the room: add a benefit or a place.`,
      );
    else
      add(
        'title-width',
        'SEO title width',
        'good',
        `The title is ${width}px wide: it fits${suffixCut}.`,
      );
  }

  // Meta description length.
  const description = input.seo_meta_description.trim() || input.excerpt.trim();
  const chars = description.length;
  if (!chars)
    add(
      'description-length',
      'Meta description length',
      'problem',
      'No meta description (and no excerpt): Google will pick text itself. Write one.',
    );
  else if (chars < META_DESCRIPTION_LENGTH.min)
    add(
      'description-length',
      'Meta description length',
      'improve',
      `${chars} characters, under the ${META_DESCRIPTION_LENGTH.min} advised. Say more about what the reader gets.`,
    );
  else if (chars > META_DESCRIPTION_LENGTH.max)
    add(
      'description-length',
      'Meta description length',
      'improve',
      `${chars} characters, over the ${META_DESCRIPTION_LENGTH.max} shown before the cut. Shorten it.`,
    );
  else
    add(
      'description-length',
      'Meta description length',
      'good',
      `${chars} characters: the whole description shows.`,
    );

  // Text length.
  const words = text.words.length;
  if (words >= TEXT_LENGTH.good)
    add('text-length', 'Text length', 'good', `${words} words: enough to cover the topic.`);
  else
    add(
      'text-length',
      'Text length',
      words >= TEXT_LENGTH.improve ? 'improve' : 'problem',
      `${plural(words, 'word')}, under the ${TEXT_LENGTH.good} advised. Add more content.`,
    );

  // Internal and outbound links.
  const internal = text.links
    .map((link) => internalPath(link.href))
    .filter((path): path is string => path !== null);
  const known = context.knownPostPaths;
  const broken = known
    ? internal.filter((path) => /^\/blog\/[^/]+/.test(path) && !known.has(path.replace(/\/$/, '')))
    : [];
  if (!internal.length)
    add(
      'internal-links',
      'Internal links',
      'problem',
      'No links to other pages or posts of this site. Add one (see the suggestions).',
    );
  else if (broken.length === internal.length)
    add(
      'internal-links',
      'Internal links',
      'improve',
      `The internal links lead nowhere on this site (${broken.join(', ')}). Check their addresses.`,
    );
  else
    add(
      'internal-links',
      'Internal links',
      'good',
      `${plural(internal.length, 'link')} to this site's pages.`,
    );

  const outbound = text.links.filter((link) => isOutbound(link.href));
  if (!outbound.length)
    add(
      'outbound-links',
      'Outbound links',
      'problem',
      'No links to other sites. Link a source or a useful resource.',
    );
  else if (outbound.every((link) => /^http:/i.test(link.href.trim())))
    add(
      'outbound-links',
      'Outbound links',
      'improve',
      'Every outbound link uses http://. Link the https:// address where there is one.',
    );
  else
    add('outbound-links', 'Outbound links', 'good', `${plural(outbound.length, 'outbound link')}.`);

  // Images and their alt text (the cover's alt falls back to the title, so it always has one).
  const images = [
    ...(input.cover_image.trim()
      ? [{ alt: input.alt_text.trim() || input.title, src: input.cover_image }]
      : []),
    ...text.images,
  ];
  const missingAlt = images.filter((image) => !image.alt.trim()).length;
  const withKeyphrase = keyphrase
    ? images.filter((image) => contentShare(stemsOf(image.alt), keyphrase) >= ALT_KEYPHRASE_SHARE)
        .length
    : 0;
  if (missingAlt)
    add(
      'images',
      'Images',
      'problem',
      `${plural(missingAlt, 'image')} without alt text. Describe each image for people who cannot see it.`,
    );
  else if (!images.length)
    add(
      'images',
      'Images',
      'improve',
      'No images. Add a cover or an image in the body, with alt text that holds the keyphrase.',
    );
  else if (keyphrase && !withKeyphrase)
    add(
      'images',
      'Images',
      'improve',
      'Every image has alt text, but none holds the keyphrase. Use it in one where it describes the image.',
    );
  else
    add(
      'images',
      'Images',
      'good',
      keyphrase
        ? 'Every image has alt text, and one holds the keyphrase.'
        : 'Every image has alt text.',
    );

  // Heading levels.
  let skips = 0;
  text.headings.forEach((heading, index) => {
    const previous =
      index === 0 ? Math.min(...text.headings.map((h) => h.depth)) : text.headings[index - 1].depth;
    if (heading.depth > previous + 1) skips++;
  });
  if (!skips) add('heading-levels', 'Heading levels', 'good', 'The headings never skip a level.');
  else
    add(
      'heading-levels',
      'Heading levels',
      skips === 1 ? 'improve' : 'problem',
      `The headings skip a level ${plural(skips, 'time')} (e.g. ## then ####). Use the next level down, so the outline reads in order.`,
    );

  return checks;
}

function readabilityChecks(text: PostText): Check[] {
  const checks: Check[] = [];
  const add = (id: string, name: string, state: CheckState, message: string) =>
    checks.push({ id, name, state, message });
  const sentences = text.sentences;
  const words = sentences.reduce((sum, sentence) => sum + sentence.words.length, 0);
  if (!words) return checks;

  // Flesch reading ease.
  const syllables = sentences.reduce(
    (sum, sentence) => sum + sentence.words.reduce((s, word) => s + syllablesOf(word), 0),
    0,
  );
  const ease = flesch({ sentence: sentences.length, word: words, syllable: syllables });
  const score = Math.round(ease * 10) / 10;
  if (ease >= FLESCH.good)
    add('flesch', 'Flesch reading ease', 'good', `Scores ${score}: easy enough for most readers.`);
  else if (ease >= FLESCH.improve)
    add(
      'flesch',
      'Flesch reading ease',
      'improve',
      `Scores ${score}: fairly difficult. Use shorter sentences and shorter words to reach ${FLESCH.good}.`,
    );
  else
    add(
      'flesch',
      'Flesch reading ease',
      'problem',
      `Scores ${score}: difficult to read. Use shorter sentences and shorter words to reach ${FLESCH.good}.`,
    );

  // Sentence length.
  const long = sentences.filter(
    (sentence) => sentence.words.length > SENTENCE_LENGTH.maxWords,
  ).length;
  const longShare = long / sentences.length;
  if (longShare <= SENTENCE_LENGTH.goodMaxShare)
    add(
      'sentence-length',
      'Sentence length',
      'good',
      `${percent(longShare)} of sentences are over ${SENTENCE_LENGTH.maxWords} words.`,
    );
  else
    add(
      'sentence-length',
      'Sentence length',
      longShare <= SENTENCE_LENGTH.improveMaxShare ? 'improve' : 'problem',
      `${percent(longShare)} of sentences are over ${SENTENCE_LENGTH.maxWords} words (at most ${percent(SENTENCE_LENGTH.goodMaxShare)} advised). Split some.`,
    );

  // Paragraph length.
  const lengths = text.paragraphs.map((paragraph) => wordsOf(paragraph).length);
  const over = (limit: number) => lengths.filter((length) => length > limit).length;
  if (over(PARAGRAPH_LENGTH.improveMax))
    add(
      'paragraph-length',
      'Paragraph length',
      'problem',
      `${plural(over(PARAGRAPH_LENGTH.improveMax), 'paragraph')} over ${PARAGRAPH_LENGTH.improveMax} words. Break them up.`,
    );
  else if (over(PARAGRAPH_LENGTH.goodMax))
    add(
      'paragraph-length',
      'Paragraph length',
      'improve',
      `${plural(over(PARAGRAPH_LENGTH.goodMax), 'paragraph')} over ${PARAGRAPH_LENGTH.goodMax} words. Shorten them.`,
    );
  else
    add(
      'paragraph-length',
      'Paragraph length',
      'good',
      `No paragraph is over ${PARAGRAPH_LENGTH.goodMax} words.`,
    );

  // Subheading distribution.
  const total = text.words.length;
  if (!text.headings.length) {
    if (total <= SUBHEADING_DISTRIBUTION.textWords)
      add(
        'subheading-distribution',
        'Subheading distribution',
        'good',
        'No subheadings, and the text is short enough not to need them.',
      );
    else
      add(
        'subheading-distribution',
        'Subheading distribution',
        'problem',
        `${total} words without a subheading. Add ## subheadings at least every ${SUBHEADING_DISTRIBUTION.goodMax} words.`,
      );
  } else {
    const longest = Math.max(...text.sections.map((section) => section.words));
    if (longest > SUBHEADING_DISTRIBUTION.improveMax)
      add(
        'subheading-distribution',
        'Subheading distribution',
        'problem',
        `A section runs ${longest} words without a subheading. Add one at least every ${SUBHEADING_DISTRIBUTION.goodMax} words.`,
      );
    else if (longest > SUBHEADING_DISTRIBUTION.goodMax)
      add(
        'subheading-distribution',
        'Subheading distribution',
        'improve',
        `A section runs ${longest} words without a subheading. Consider splitting it.`,
      );
    else
      add(
        'subheading-distribution',
        'Subheading distribution',
        'good',
        'Subheadings break the text up well.',
      );
  }

  // Passive voice.
  const passive = sentences.filter((sentence) => isPassive(sentence.words)).length;
  const passiveShare = passive / sentences.length;
  if (passiveShare <= PASSIVE_VOICE.goodMaxShare)
    add(
      'passive-voice',
      'Passive voice',
      'good',
      `${percent(passiveShare)} of sentences are passive.`,
    );
  else
    add(
      'passive-voice',
      'Passive voice',
      passiveShare <= PASSIVE_VOICE.improveMaxShare ? 'improve' : 'problem',
      `${percent(passiveShare)} of sentences are passive (at most ${percent(PASSIVE_VOICE.goodMaxShare)} advised). Say who does what.`,
    );

  // Consecutive sentences starting with the same word.
  let run = 1;
  let longestRun = sentences.length ? 1 : 0;
  let runWord = '';
  sentences.forEach((sentence, index) => {
    const first = sentence.words[0]?.toLowerCase() ?? '';
    run = index > 0 && first === (sentences[index - 1].words[0]?.toLowerCase() ?? '') ? run + 1 : 1;
    if (run > longestRun) {
      longestRun = run;
      runWord = first;
    }
  });
  if (longestRun >= CONSECUTIVE_BEGINNINGS.problemRun)
    add(
      'consecutive-sentences',
      'Consecutive sentences',
      'problem',
      `${longestRun} sentences in a row start with “${runWord}”. Vary how they begin.`,
    );
  else if (longestRun >= CONSECUTIVE_BEGINNINGS.improveRun)
    add(
      'consecutive-sentences',
      'Consecutive sentences',
      'improve',
      `${longestRun} sentences in a row start with “${runWord}”. Vary one.`,
    );
  else add('consecutive-sentences', 'Consecutive sentences', 'good', 'Sentence openings vary.');

  // Transition words.
  const transitions = sentences.filter((sentence) => hasTransition(sentence.words)).length;
  const transitionShare = transitions / sentences.length;
  if (total <= TRANSITION_WORDS.textWords || transitionShare >= TRANSITION_WORDS.goodMinShare)
    add(
      'transition-words',
      'Transition words',
      'good',
      `${percent(transitionShare)} of sentences use a transition word${total <= TRANSITION_WORDS.textWords ? ' (a short text needs few)' : ''}.`,
    );
  else
    add(
      'transition-words',
      'Transition words',
      transitionShare >= TRANSITION_WORDS.improveMinShare ? 'improve' : 'problem',
      `Only ${percent(transitionShare)} of sentences use a transition word (“however”, “for example”, “as a result”); aim for ${percent(TRANSITION_WORDS.goodMinShare)}.`,
    );

  return checks;
}

/** Both analyses of a post as the editor holds it. */
export function analysePost(input: AnalysisInput, context: AnalysisContext): PostAnalysis {
  const text = readPostText(input.body);
  if (!input.title.trim() && !text.words.length) return { seo: list([]), readability: list([]) };
  const keyphrase = keyphraseOf(input.focus_keyphrase);
  const seo: Check[] = keyphrase
    ? keyphraseChecks(input, text, keyphrase, context)
    : [
        {
          id: 'keyphrase-length',
          name: 'Focus keyphrase',
          state: 'problem',
          message: 'No focus keyphrase yet. Enter the search phrase this post should rank for.',
        },
      ];
  seo.push(...generalSeoChecks(input, text, keyphrase, context));
  return { seo: list(seo), readability: list(readabilityChecks(text)) };
}
