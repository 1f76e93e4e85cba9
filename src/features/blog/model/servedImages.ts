/**
 * How the build serves the owner's images (docs/PRODUCT.md#images-in-posts): the widths and
 * formats scripts/blogImages.ts writes for each image under content/blog/images/, their URLs, and
 * the `<picture>` the pages render for them. Pure: the build step and the pages share these rules.
 */
import { imageFormatOf, imageNameOf, imagePath, type ImageFormat } from './images.ts';

/** Widths written for every image (never above its own width). */
const IMAGE_WIDTHS = [480, 800, 1200, 1600] as const;
/** The social card image (og:image) every served image gets. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;
/** The post column: Container md (900 px) less its padding; phones: the screen less 2 x 16 px. */
export const POST_IMAGE_SIZES = '(min-width: 900px) 852px, calc(100vw - 32px)';

/** What the build served: image name -> [width, height] after its orientation is applied. */
export type ServedImages = Readonly<Record<string, readonly [number, number]>>;

const EXT: Record<ImageFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};

/** The widths an image of `width` is served at: the standard ones below it, then its own (capped). */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

const stem = (name: string) => name.replace(/\.[a-z]+$/, '');

/** The formats each width is written in: AVIF, WebP and the image's own. */
export function variantFormats(name: string): ImageFormat[] {
  const own = imageFormatOf(name) ?? 'jpeg';
  return [...new Set<ImageFormat>(['avif', 'webp', own])];
}

export const variantUrl = (name: string, width: number, format: ImageFormat) =>
  imagePath(`${stem(name)}-${width}.${EXT[format]}`);

export const ogImageUrl = (name: string) => imagePath(`${stem(name)}-og.jpg`);

/** The 1200x630 social image of a served cover, or undefined. */
export function servedOgImage(path: string, served: ServedImages): string | undefined {
  const name = imageNameOf(path);
  return name && served[name] ? ogImageUrl(name) : undefined;
}

export interface Picture {
  sources: { type: string; srcSet: string }[];
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** The `<picture>` for a served image path, or undefined when the build did not serve it. */
export function pictureFor(path: string, served: ServedImages): Picture | undefined {
  const name = imageNameOf(path);
  const size = name ? served[name] : undefined;
  if (!name || !size) return undefined;
  const [width, height] = size;
  const widths = variantWidths(width);
  const set = (format: ImageFormat) =>
    widths.map((w) => `${variantUrl(name, w, format)} ${w}w`).join(', ');
  const [avif, webp, own] = variantFormats(name);
  const fallbackWidth = widths.filter((w) => w <= 1200).pop() ?? widths[0];
  return {
    sources: [
      { type: 'image/avif', srcSet: set(avif) },
      { type: 'image/webp', srcSet: set(webp) },
    ],
    src: variantUrl(name, fallbackWidth, own ?? 'jpeg'),
    srcSet: set(own ?? 'jpeg'),
    width,
    height,
  };
}

const IMG_TAG = /<img\b[^>]*>/g;
const SRC = / src="(\/blog\/images\/[a-z0-9-]+\.(?:jpg|png|webp|avif|gif))"/;

/**
 * Sanitised body HTML with each post image placed: a served one becomes a lazy `<picture>` with
 * its widths and size; one the site does not serve has its src moved to data-local-image, for the
 * article to fill in from this browser's store (no request for a file that is not there). Safe on
 * sanitised output, where a `"` inside an attribute value is always `&quot;`.
 */
export function placeBodyImages(html: string, served: ServedImages = {}): string {
  return html.replace(IMG_TAG, (tag) => {
    const path = SRC.exec(tag)?.[1];
    if (!path || !imageNameOf(path)) return tag;
    const picture = pictureFor(path, served);
    if (!picture) return tag.replace(SRC, ` data-local-image="${path}"`);
    const img = tag.replace(
      SRC,
      ` src="${picture.src}" srcset="${picture.srcSet}" sizes="${POST_IMAGE_SIZES}" width="${picture.width}" height="${picture.height}" loading="lazy" decoding="async"`,
    );
    const sources = picture.sources
      .map((s) => `<source type="${s.type}" srcset="${s.srcSet}" sizes="${POST_IMAGE_SIZES}">`)
      .join('');
    return `<picture>${sources}${img}</picture>`;
  });
}
