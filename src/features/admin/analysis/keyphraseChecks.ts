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
  descriptionOf,
  percent,
  plural,
  runChecks,
  seoTitleOf,
  subheadings,
  type AnalysisContext,
  type AnalysisInput,
  type Check,
  type CheckRule,
  type OtherKeyphrase,
} from './checks';

/** What the keyphrase checks judge: the post, its text, its keyphrase and the other posts'. */
interface KeyphraseSubject {
  input: AnalysisInput;
  text: PostText;
  keyphrase: Keyphrase;
  context: AnalysisContext;
}

/** How often the keyphrase (in any word form) occurs in the sentences of `text`. */
const sentenceMatches = (text: PostText, keyphrase: Keyphrase) =>
  text.sentences.reduce(
    (sum, sentence) => sum + matchesIn(sentence.words.map(stemOf), keyphrase),
    0,
  );

const titlesOf = (posts: readonly OtherKeyphrase[]) =>
  posts.map((post) => `“${post.title}”`).join(', ');

const RULES: readonly CheckRule<KeyphraseSubject>[] = [
  {
    id: 'keyphrase-length',
    name: 'Keyphrase length',
    judge: ({ keyphrase }) => {
      const length = keyphrase.contentStems.length;
      if (length <= KEYPHRASE_WORDS.goodMax)
        return ['good', `${plural(length, 'content word')}: a phrase people search for.`];
      return [
        length <= KEYPHRASE_WORDS.improveMax ? 'improve' : 'problem',
        `${plural(length, 'content word')}, more than the ${KEYPHRASE_WORDS.goodMax} people usually search with. Make it shorter.`,
      ];
    },
  },
  {
    id: 'keyphrase-title',
    name: 'Keyphrase in SEO title',
    judge: ({ input, keyphrase }) => {
      const titleWords = wordsOf(seoTitleOf(input));
      const titleStems = titleWords.map(stemOf);
      const at = exactIndex(titleStems, keyphrase);
      const lead = titleWords.findIndex((word) => !isFunctionWord(word));
      if (at !== -1 && at <= Math.max(lead, 0))
        return ['good', 'The exact keyphrase opens the SEO title.'];
      if (at !== -1)
        return [
          'improve',
          'The exact keyphrase is in the SEO title, but not at its start. Move it to the beginning.',
        ];
      if (containsAll(titleStems, keyphrase))
        return [
          'improve',
          'Every word of the keyphrase is in the SEO title, but not as the exact phrase. Write it as typed, at the start.',
        ];
      return [
        'problem',
        'Not all words of the keyphrase are in the SEO title (or the post title when that is empty). Put the keyphrase at its start.',
      ];
    },
  },
  {
    id: 'keyphrase-description',
    name: 'Keyphrase in meta description',
    judge: ({ input, keyphrase }) => {
      const description = descriptionOf(input);
      if (!description)
        return [
          'problem',
          'There is no meta description or excerpt. Write a meta description that holds the keyphrase.',
        ];
      const matches = sentenceMatches(readPostText(description), keyphrase);
      if (matches === 0)
        return [
          'problem',
          'The meta description does not hold the keyphrase. Work it in: searchers see it in bold.',
        ];
      if (matches <= META_DESCRIPTION_MATCHES.goodMax)
        return ['good', 'The meta description holds the keyphrase.'];
      return [
        'improve',
        `The meta description holds the keyphrase ${matches} times, more than the ${META_DESCRIPTION_MATCHES.goodMax} advised. Use it less.`,
      ];
    },
  },
  {
    id: 'keyphrase-slug',
    name: 'Keyphrase in slug',
    judge: ({ input, keyphrase }) => {
      const share = contentShare(input.slug.split('-').filter(Boolean).map(stemOf), keyphrase);
      const good =
        keyphrase.contentStems.length <= SLUG_KEYPHRASE.shortKeyphraseWords
          ? share === 1
          : share > SLUG_KEYPHRASE.longShare;
      if (good) return ['good', 'The slug holds the keyphrase.'];
      if (share > 0)
        return [
          'improve',
          'Only part of the keyphrase is in the slug. Edit the slug to hold all of it.',
        ];
      return ['problem', 'The slug does not hold the keyphrase. Edit the slug to hold it.'];
    },
  },
  {
    id: 'keyphrase-introduction',
    name: 'Keyphrase in introduction',
    judge: ({ text, keyphrase }) => {
      const intro = text.paragraphs[0] ?? '';
      const sentences = readPostText(intro).sentences.map((sentence) => sentence.words.map(stemOf));
      if (sentences.some((stems) => containsAll(stems, keyphrase)))
        return [
          'good',
          'The first paragraph has the keyphrase in one sentence: the topic is clear at once.',
        ];
      if (containsAll(sentences.flat(), keyphrase))
        return [
          'improve',
          'The keyphrase words are in the first paragraph, but not in one sentence. Bring them together.',
        ];
      return [
        'problem',
        'The first paragraph does not hold the keyphrase. Make the topic clear straight away.',
      ];
    },
  },
  {
    id: 'keyphrase-subheadings',
    name: 'Keyphrase in subheadings',
    judge: ({ text, keyphrase }) => {
      const subs = subheadings(text);
      if (!subs.length)
        return text.words.length <= SUBHEADING_DISTRIBUTION.textWords
          ? ['good', 'No subheadings, and the text is short enough not to need them.']
          : [
              'problem',
              'The text is long and has no subheadings. Add ## subheadings, some with the keyphrase.',
            ];
      const reflecting = subs.filter(
        (heading) =>
          contentShare(stemsOf(heading.text), keyphrase) >= SUBHEADING_KEYPHRASE.wordShare,
      ).length;
      const share = reflecting / subs.length;
      if (reflecting === 0 || share < SUBHEADING_KEYPHRASE.minShare)
        return [
          'problem',
          `${reflecting} of ${subs.length} subheadings reflect the keyphrase. Use it (or most of its words) in more of them.`,
        ];
      if (share > SUBHEADING_KEYPHRASE.maxShare && subs.length > 1)
        return [
          'improve',
          `${reflecting} of ${subs.length} subheadings repeat the keyphrase: more than ${percent(SUBHEADING_KEYPHRASE.maxShare)} reads as over-optimised. Vary some.`,
        ];
      return ['good', `${reflecting} of ${subs.length} subheadings reflect the keyphrase.`];
    },
  },
  {
    // Counting word forms, in sentences and headings.
    id: 'keyphrase-density',
    name: 'Keyphrase density',
    judge: ({ text, keyphrase }) => {
      const count =
        sentenceMatches(text, keyphrase) +
        text.headings.reduce(
          (sum, heading) => sum + matchesIn(stemsOf(heading.text), keyphrase),
          0,
        );
      const words = text.words.length;
      const times = plural(count, 'time');
      if (count === 0)
        return [
          'problem',
          'The keyphrase (in any word form) is not in the text. Use it where it fits.',
        ];
      if (words < DENSITY.longTextWords) {
        const band =
          DENSITY_SHORT.find((b) => words <= b.maxWords) ?? DENSITY_SHORT[DENSITY_SHORT.length - 1];
        if (count <= band.goodMax)
          return ['good', `Found ${times} in ${words} words: right for a short text.`];
        return [
          count <= band.improveMax ? 'improve' : 'problem',
          `Found ${times} in only ${words} words: that is too often. Use it less.`,
        ];
      }
      const density = (count / words) * 100;
      const figure = `${density.toFixed(1)}% (${times} in ${words} words)`;
      if (density < DENSITY.min)
        return [
          'improve',
          `Density ${figure}, under the ${DENSITY.min}% minimum. Use the keyphrase a little more.`,
        ];
      if (density <= DENSITY.goodMax)
        return ['good', `Density ${figure}: within ${DENSITY.min}-${DENSITY.goodMax}%.`];
      return [
        density <= DENSITY.improveMax ? 'improve' : 'problem',
        `Density ${figure}, over the ${DENSITY.goodMax}% maximum. Use it less: it reads as stuffing.`,
      ];
    },
  },
  {
    // Already the focus of another post.
    id: 'keyphrase-used',
    name: 'Keyphrase already used',
    judge: ({ input, keyphrase, context }) => {
      const key = keyphraseKey(input.focus_keyphrase);
      const others = (context.otherKeyphrases ?? []).filter(
        (other) => other.id !== context.postId && other.keyphrase.trim(),
      );
      const same = others.filter((other) => keyphraseKey(other.keyphrase) === key);
      if (same.length)
        return [
          'problem',
          `This keyphrase is already used by ${titlesOf(same)}: the posts would compete with each other. Choose another, or merge them.`,
        ];
      const mine = new Set(keyphrase.contentStems);
      const overlapping = others.filter((other) => {
        const theirs = keyphraseOf(other.keyphrase);
        if (!theirs || keyphraseKey(other.keyphrase) === key) return false;
        return (
          theirs.contentStems.every((stem) => mine.has(stem)) ||
          keyphrase.contentStems.every((stem) => theirs.contentStems.includes(stem))
        );
      });
      if (overlapping.length)
        return [
          'improve',
          `A close keyphrase is used by ${titlesOf(overlapping)}. Make sure each post targets a distinct search.`,
        ];
      return ['good', 'No other post targets this keyphrase.'];
    },
  },
];

export const keyphraseChecks = (
  input: AnalysisInput,
  text: PostText,
  keyphrase: Keyphrase,
  context: AnalysisContext,
): Check[] => runChecks(RULES, { input, text, keyphrase, context });
