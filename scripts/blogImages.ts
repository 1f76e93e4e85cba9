/**
 * The build's image step (docs/PRODUCT.md#images-in-posts): each image under content/blog/images/
 * becomes AVIF, WebP and its own format at the widths of model/servedImages.ts (never upscaled),
 * a 1200x630 og:image, and a copy under its own name; every output is re-encoded by sharp, which
 * writes no metadata (EXIF, GPS included). Outputs are cached by the bytes' SHA-256 in
 * node_modules/.cache/blog-images, so an unchanged image is not encoded again.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import {
  BLOG_IMAGE_PREFIX,
  checkImage,
  imageNameOf,
  imagePath,
  type ImageFormat,
} from '../src/features/blog/model/images.ts';
import {
  OG_IMAGE,
  ogImageUrl,
  variantFormats,
  variantUrl,
  variantWidths,
  type ServedImages,
} from '../src/features/blog/model/servedImages.ts';

export interface BlogImagesResult {
  served: ServedImages;
  /** Output file name (under blog/images/) -> its path in the cache. */
  files: Map<string, string>;
  /** Images encoded now (the rest came from the cache). */
  encoded: number;
  bytesIn: number;
  bytesOut: number;
}

const CACHE_VERSION = 1;

export const defaultCacheDir = (root = process.cwd()) =>
  resolve(root, 'node_modules/.cache/blog-images');

const fileOf = (url: string) => url.slice(BLOG_IMAGE_PREFIX.length);

function encoder(image: sharp.Sharp, format: ImageFormat): sharp.Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 2 });
    case 'webp':
      return image.webp({ quality: 72 });
    case 'png':
      return image.png({ compressionLevel: 9, palette: false });
    case 'gif':
      return image.gif();
    default:
      return image.jpeg({ quality: 78, mozjpeg: true });
  }
}

/** Every output of one image into `dir`; answers its size after orientation. */
async function encodeImage(
  name: string,
  bytes: Buffer,
  format: ImageFormat,
  dir: string,
): Promise<[number, number]> {
  // rotate(): apply the EXIF orientation to the pixels before the metadata is left behind.
  const base = () => sharp(bytes, { animated: false }).rotate();
  const { width = 1, height = 1 } = await base()
    .toBuffer({ resolveWithObject: true })
    .then(({ info }) => info);
  const outputs: Promise<unknown>[] = [];
  for (const w of variantWidths(width))
    for (const f of variantFormats(name))
      outputs.push(
        encoder(base().resize({ width: w, withoutEnlargement: true }), f).toFile(
          join(dir, fileOf(variantUrl(name, w, f))),
        ),
      );
  outputs.push(
    base()
      .resize({ ...OG_IMAGE, fit: 'cover', position: 'attention' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toFile(join(dir, fileOf(ogImageUrl(name)))),
  );
  // The image under its own name: the same pixels, without the metadata.
  outputs.push(encoder(base(), format).toFile(join(dir, name)));
  await Promise.all(outputs);
  return [width, height];
}

/** Turns content/blog/images/ into served images, from the cache where it can. */
export async function buildBlogImages(
  contentDir: string,
  cacheDir = defaultCacheDir(),
): Promise<BlogImagesResult> {
  const result: BlogImagesResult = {
    served: {},
    files: new Map(),
    encoded: 0,
    bytesIn: 0,
    bytesOut: 0,
  };
  const served: Record<string, [number, number]> = {};
  let names: string[];
  try {
    names = (await readdir(join(contentDir, 'images'))).sort();
  } catch {
    return result;
  }
  for (const name of names) {
    if (!imageNameOf(imagePath(name))) continue;
    const bytes = await readFile(join(contentDir, 'images', name));
    const check = checkImage(bytes);
    // A file that is not an accepted image fails the build, naming it.
    if (!check.ok) throw new Error(`content/blog/images/${name}: ${check.reason}`);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const dir = join(cacheDir, `v${CACHE_VERSION}-${hash}-${name}`);
    const meta = join(dir, 'size.json');
    let size: [number, number];
    try {
      size = JSON.parse(await readFile(meta, 'utf8')) as [number, number];
    } catch {
      const temp = `${dir}.${process.pid}.tmp`;
      await mkdir(temp, { recursive: true });
      size = await encodeImage(name, bytes, check.format, temp);
      await writeFile(join(temp, 'size.json'), JSON.stringify(size));
      await rename(temp, dir).catch(async (error: NodeJS.ErrnoException) => {
        // Another build finished the same image first: its copy is as good.
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      });
      result.encoded += 1;
    }
    served[name] = size;
    result.bytesIn += bytes.length;
    const outputs = (await readdir(dir)).filter((f) => f !== 'size.json');
    // The largest width's own format stands for what a reader would otherwise download.
    for (const file of outputs) {
      result.files.set(file, join(dir, file));
    }
    const [width] = size;
    const largest = Math.max(...variantWidths(width).filter((w) => w <= 1200));
    result.bytesOut += (await stat(join(dir, fileOf(variantUrl(name, largest, 'avif'))))).size;
  }
  result.served = served;
  return result;
}

/** Copies the served images into the built site's blog/images/. */
export async function writeBlogImages(result: BlogImagesResult, outDir: string): Promise<void> {
  if (result.files.size === 0) return;
  const target = join(outDir, 'blog', 'images');
  await mkdir(target, { recursive: true });
  await Promise.all([...result.files].map(([file, from]) => copyFile(from, join(target, file))));
}
