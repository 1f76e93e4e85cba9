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
  internalPath,
  isOutbound,
  plural,
  type AnalysisContext,
  type AnalysisInput,
  type Check,
  type CheckState,
} from './checks';

export function generalSeoChecks(
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
