/** The SEO checks that judge the post against its focus keyphrase (Yoast's keyphrase checks). */
import { isFunctionWord, stemOf } from './english';
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
import {
  DENSITY,
  DENSITY_SHORT,
  KEYPHRASE_WORDS,
  META_DESCRIPTION_MATCHES,
  SLUG_KEYPHRASE,
  SUBHEADING_DISTRIBUTION,
  SUBHEADING_KEYPHRASE,
} from './thresholds';
import {
  percent,
  plural,
  subheadings,
  type AnalysisContext,
  type AnalysisInput,
  type Check,
  type CheckState,
  type OtherKeyphrase,
} from './checks';

export function keyphraseChecks(
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
