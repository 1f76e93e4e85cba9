/**
 * The SEO checks that stand without the keyphrase's place in the text: title width, description
 * length, heading levels, images, internal and outbound links, text length.
 */
import { contentShare, stemsOf, type Keyphrase } from './keyphrase';
import type { PostText } from './postText';
import { measureText } from './textWidth';
import {
  ALT_KEYPHRASE_SHARE,
  META_DESCRIPTION_LENGTH,
  SERP,
  TEXT_LENGTH,
  TITLE_WIDTH,
} from './thresholds';
import {
  descriptionOf,
  internalPath,
  isOutbound,
  plural,
  runChecks,
  seoTitleOf,
  type AnalysisContext,
  type AnalysisInput,
  type Check,
  type CheckRule,
} from './checks';

/** What these checks judge: the post, its text, its keyphrase if it has one, and the site. */
interface SeoSubject {
  input: AnalysisInput;
  text: PostText;
  keyphrase: Keyphrase | null;
  context: AnalysisContext;
}

const RULES: readonly CheckRule<SeoSubject>[] = [
  {
    // The post's own title, without the blog's name after it (Yoast measures it so too): that
    // suffix may be cut in results, the title itself should not be.
    id: 'title-width',
    name: 'SEO title width',
    judge: ({ input, context }) => {
      const seoTitle = seoTitleOf(input);
      if (!seoTitle) return ['problem', 'There is no title yet. Write one.'];
      const measure = context.measure ?? measureText;
      const width = Math.round(measure(seoTitle, SERP.titleFont));
      const full = Math.round(measure(context.searchTitle(seoTitle), SERP.titleFont));
      const suffixCut = full > TITLE_WIDTH.maxPx ? ' (the blog name after it may be cut)' : '';
      if (width > TITLE_WIDTH.maxPx)
        return [
          'problem',
          `The title is ${width}px wide in results; Google shows about ${TITLE_WIDTH.maxPx}px and cuts the rest. Shorten the SEO title.`,
        ];
      if (width < TITLE_WIDTH.minPx)
        return [
          'improve',
          `The title is only ${width}px of the ${TITLE_WIDTH.maxPx}px shown. Use the room: add a benefit or a place.`,
        ];
      return ['good', `The title is ${width}px wide: it fits${suffixCut}.`];
    },
  },
  {
    id: 'description-length',
    name: 'Meta description length',
    judge: ({ input }) => {
      const chars = descriptionOf(input).length;
      if (!chars)
        return [
          'problem',
          'No meta description (and no excerpt): Google will pick text itself. Write one.',
        ];
      if (chars < META_DESCRIPTION_LENGTH.min)
        return [
          'improve',
          `${chars} characters, under the ${META_DESCRIPTION_LENGTH.min} advised. Say more about what the reader gets.`,
        ];
      if (chars > META_DESCRIPTION_LENGTH.max)
        return [
          'improve',
          `${chars} characters, over the ${META_DESCRIPTION_LENGTH.max} shown before the cut. Shorten it.`,
        ];
      return ['good', `${chars} characters: the whole description shows.`];
    },
  },
  {
    id: 'text-length',
    name: 'Text length',
    judge: ({ text }) => {
      const words = text.words.length;
      if (words >= TEXT_LENGTH.good) return ['good', `${words} words: enough to cover the topic.`];
      return [
        words >= TEXT_LENGTH.improve ? 'improve' : 'problem',
        `${plural(words, 'word')}, under the ${TEXT_LENGTH.good} advised. Add more content.`,
      ];
    },
  },
  {
    id: 'internal-links',
    name: 'Internal links',
    judge: ({ text, context }) => {
      const internal = text.links
        .map((link) => internalPath(link.href))
        .filter((path): path is string => path !== null);
      const known = context.knownPostPaths;
      const broken = known
        ? internal.filter(
            (path) => /^\/blog\/[^/]+/.test(path) && !known.has(path.replace(/\/$/, '')),
          )
        : [];
      if (!internal.length)
        return [
          'problem',
          'No links to other pages or posts of this site. Add one (see the suggestions).',
        ];
      if (broken.length === internal.length)
        return [
          'improve',
          `The internal links lead nowhere on this site (${broken.join(', ')}). Check their addresses.`,
        ];
      return ['good', `${plural(internal.length, 'link')} to this site's pages.`];
    },
  },
  {
    id: 'outbound-links',
    name: 'Outbound links',
    judge: ({ text }) => {
      const outbound = text.links.filter((link) => isOutbound(link.href));
      if (!outbound.length)
        return ['problem', 'No links to other sites. Link a source or a useful resource.'];
      if (outbound.every((link) => /^http:/i.test(link.href.trim())))
        return [
          'improve',
          'Every outbound link uses http://. Link the https:// address where there is one.',
        ];
      return ['good', `${plural(outbound.length, 'outbound link')}.`];
    },
  },
  {
    // Images and their alt text (the cover's alt falls back to the title, so it always has one).
    id: 'images',
    name: 'Images',
    judge: ({ input, text, keyphrase }) => {
      const images = [
        ...(input.cover_image.trim()
          ? [{ alt: input.alt_text.trim() || input.title, src: input.cover_image }]
          : []),
        ...text.images,
      ];
      const missingAlt = images.filter((image) => !image.alt.trim()).length;
      const withKeyphrase = keyphrase
        ? images.filter(
            (image) => contentShare(stemsOf(image.alt), keyphrase) >= ALT_KEYPHRASE_SHARE,
          ).length
        : 0;
      if (missingAlt)
        return [
          'problem',
          `${plural(missingAlt, 'image')} without alt text. Describe each image for people who cannot see it.`,
        ];
      if (!images.length)
        return [
          'improve',
          'No images. Add a cover or an image in the body, with alt text that holds the keyphrase.',
        ];
      if (keyphrase && !withKeyphrase)
        return [
          'improve',
          'Every image has alt text, but none holds the keyphrase. Use it in one where it describes the image.',
        ];
      return [
        'good',
        keyphrase
          ? 'Every image has alt text, and one holds the keyphrase.'
          : 'Every image has alt text.',
      ];
    },
  },
  {
    id: 'heading-levels',
    name: 'Heading levels',
    judge: ({ text }) => {
      let skips = 0;
      text.headings.forEach((heading, index) => {
        const previous =
          index === 0
            ? Math.min(...text.headings.map((h) => h.depth))
            : text.headings[index - 1].depth;
        if (heading.depth > previous + 1) skips++;
      });
      if (!skips) return ['good', 'The headings never skip a level.'];
      return [
        skips === 1 ? 'improve' : 'problem',
        `The headings skip a level ${plural(skips, 'time')} (e.g. ## then ####). Use the next level down, so the outline reads in order.`,
      ];
    },
  },
];

export const generalSeoChecks = (
  input: AnalysisInput,
  text: PostText,
  keyphrase: Keyphrase | null,
  context: AnalysisContext,
): Check[] => runChecks(RULES, { input, text, keyphrase, context });
