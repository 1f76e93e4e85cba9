/**
 * The owner's own images in posts (docs/PRODUCT.md#images-in-posts): which files are accepted
 * (recognised by their bytes, never their name), the stable name each gets, and the one path that
 * is at once its key in the browser's store, its file under content/blog/images/ and its public
 * URL. Pure and server-safe: the editor, the backup, the dev content API and the build all use it.
 */

/** The largest image accepted, in bytes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const BLOG_IMAGE_PREFIX = '/blog/images/';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

const EXTENSION: Record<ImageFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};

export const IMAGE_MIME: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

export const ACCEPTED_IMAGE_TYPES = Object.values(IMAGE_MIME).join(',');

const NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9a-f]{12}\.(?:jpg|png|webp|avif|gif)$/;

export const imageText = {
  svg: 'SVG images are not accepted: they can carry script. Export it as PNG or WebP first.',
  unknown: 'That file is not a JPEG, PNG, WebP, AVIF or GIF image.',
  empty: 'That file is empty.',
  tooLarge: (bytes: number) =>
    `That image is ${(bytes / 1024 / 1024).toFixed(1)} MB; the limit is 10 MB. Make it smaller first.`,
} as const;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(boxSize || bytes.length, bytes.length, 256);
  // The major brand, then the compatible brands after the minor version.
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  return brands.includes('avif') || brands.includes('avis');
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}

/** The image format the bytes are, or undefined when they are none of the accepted ones. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte)
  )
    return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return 'webp';
  if (isAvif(bytes)) return 'avif';
  return undefined;
}

export type ImageCheck = { ok: true; format: ImageFormat } | { ok: false; reason: string };

/** Whether the bytes may become a post image: an accepted format, at most 10 MB. */
export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0) return { ok: false, reason: imageText.empty };
  if (bytes.length > MAX_IMAGE_BYTES)
    return { ok: false, reason: imageText.tooLarge(bytes.length) };
  const format = detectImageFormat(bytes);
  if (format) return { ok: true, format };
  return { ok: false, reason: looksLikeSvg(bytes) ? imageText.svg : imageText.unknown };
}

/** A file name's base made safe for a URL: lowercase ASCII words joined by -, at most 40 chars. */
export function safeImageBase(fileName: string): string {
  const base = fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return base || 'image';
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The stable name: safe base + the first 12 hex digits of the bytes' SHA-256 + the format's own
 * extension. The same bytes always get the same name; different bytes never share one.
 */
export async function imageFileName(
  fileName: string,
  bytes: Uint8Array,
  format: ImageFormat,
): Promise<string> {
  const hash = (await sha256Hex(bytes)).slice(0, 12);
  return `${safeImageBase(fileName)}-${hash}.${EXTENSION[format]}`;
}

/** Whether `name`'s hash and extension are the ones these bytes give (the server's re-check). */
export async function nameMatchesBytes(name: string, bytes: Uint8Array): Promise<boolean> {
  const check = checkImage(bytes);
  if (!check.ok || !isImageFileName(name)) return false;
  const base = name.replace(/-[0-9a-f]{12}\.[a-z]+$/, '');
  return (await imageFileName(base, bytes, check.format)) === name;
}

function isImageFileName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

export const imagePath = (name: string) => `${BLOG_IMAGE_PREFIX}${name}`;

/** The file name of a post image path (`/blog/images/{name}`), or undefined for anything else. */
export function imageNameOf(path: string): string | undefined {
  const trimmed = path.trim();
  if (!trimmed.startsWith(BLOG_IMAGE_PREFIX)) return undefined;
  const name = trimmed.slice(BLOG_IMAGE_PREFIX.length);
  return isImageFileName(name) ? name : undefined;
}

export const isBlogImagePath = (path: string) => imageNameOf(path) !== undefined;

/** The format a well-formed image name says by its extension. */
export function imageFormatOf(name: string): ImageFormat | undefined {
  const ext = /\.([a-z]+)$/.exec(name)?.[1];
  return (Object.keys(EXTENSION) as ImageFormat[]).find((format) => EXTENSION[format] === ext);
}

/** Markdown for an image: the alt text on one line with Markdown's brackets escaped. */
export function imageMarkdown(alt: string, path: string): string {
  const safeAlt = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, '\\$&');
  return `![${safeAlt}](${path})`;
}

const BODY_IMAGE = /\/blog\/images\/([a-z0-9-]+\.(?:jpg|png|webp|avif|gif))/g;

/** Every post image path a post uses: its cover and any in its body, once each. */
export function imagePathsOf(post: { cover_image: string; body: string }): string[] {
  const paths = new Set<string>();
  if (isBlogImagePath(post.cover_image)) paths.add(post.cover_image.trim());
  for (const match of post.body.matchAll(BODY_IMAGE))
    if (isImageFileName(match[1])) paths.add(imagePath(match[1]));
  return [...paths];
}

/** Paths `removed` used that none of `remaining` uses: the images deleting it would orphan. */
export function imagesOnlyUsedBy(
  removed: { cover_image: string; body: string },
  remaining: readonly { cover_image: string; body: string }[],
): string[] {
  const stillUsed = new Set(remaining.flatMap(imagePathsOf));
  return imagePathsOf(removed).filter((path) => !stillUsed.has(path));
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array | undefined {
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}
