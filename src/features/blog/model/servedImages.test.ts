import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBlogImages, writeBlogImages } from '../../../../scripts/blogImages';
import { imageFileName } from './images';
import { ogImageUrl, pictureFor, variantUrl, variantWidths } from './servedImages';

const GPS = {
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '27/1 56/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '82/1 27/1 0/1',
  },
};

let root: string;
let content: string;
let cache: string;
const names: Record<'wide' | 'small', string> = { wide: '', small: '' };

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'blog-images-'));
  content = join(root, 'content');
  cache = join(root, 'cache');
  await mkdir(join(content, 'images'), { recursive: true });
  const wide = await sharp({
    create: { width: 2000, height: 1000, channels: 3, background: { r: 10, g: 90, b: 140 } },
  })
    .jpeg()
    .withExif(GPS)
    .toBuffer();
  const small = await sharp({
    create: {
      width: 300,
      height: 200,
      channels: 4,
      background: { r: 250, g: 160, b: 0, alpha: 1 },
    },
  })
    .png()
    .toBuffer();
  names.wide = await imageFileName('wide.jpg', wide, 'jpeg');
  names.small = await imageFileName('small.png', small, 'png');
  await writeFile(join(content, 'images', names.wide), wide);
  await writeFile(join(content, 'images', names.small), small);
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('the build image step', () => {
  it('writes AVIF, WebP and the own format at each width, never upscaled, and the og cut', async () => {
    expect(variantWidths(2000)).toEqual([480, 800, 1200, 1600]);
    expect(variantWidths(1000)).toEqual([480, 800, 1000]);
    expect(variantWidths(300)).toEqual([300]);
    const result = await buildBlogImages(content, cache);
    expect(result.served).toEqual({ [names.wide]: [2000, 1000], [names.small]: [300, 200] });
    expect(result.encoded).toBe(2);
    const out = join(root, 'dist');
    await writeBlogImages(result, out);
    const files = await readdir(join(out, 'blog/images'));
    const file = (url: string) => join(out, url);
    for (const w of [480, 800, 1200, 1600])
      for (const format of ['avif', 'webp', 'jpeg'] as const)
        expect(files).toContain(variantUrl(names.wide, w, format).split('/').pop());
    expect(await sharp(file(variantUrl(names.wide, 1600, 'avif'))).metadata()).toMatchObject({
      width: 1600,
      height: 800,
    });
    expect(await sharp(file(variantUrl(names.small, 300, 'png'))).metadata()).toMatchObject({
      width: 300,
    });
    expect(files).not.toContain(variantUrl(names.small, 480, 'png').split('/').pop());
    expect(await sharp(file(ogImageUrl(names.wide))).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });
    expect(pictureFor(`/blog/images/${names.wide}`, result.served)?.src).toBe(
      variantUrl(names.wide, 1200, 'jpeg'),
    );
  });

  it('strips EXIF, GPS included, from every output', async () => {
    // exifr reads the files by path (jsdom's Buffer is not the one it checks for).
    expect(await exifr.gps(join(content, 'images', names.wide))).toMatchObject({
      latitude: expect.any(Number),
    });
    const result = await buildBlogImages(content, cache);
    for (const [file, path] of result.files) {
      if (file.endsWith('.webp')) {
        expect((await readFile(path)).includes(Buffer.from('EXIF')), file).toBe(false);
        continue;
      }
      expect(await exifr.gps(path).catch(() => undefined), file).toBeUndefined();
      // No EXIF, TIFF, XMP or IPTC block at all (PNG's own header fields are not metadata).
      const meta = await exifr
        .parse(path, {
          tiff: true,
          exif: true,
          gps: true,
          xmp: true,
          iptc: true,
          ihdr: false,
          jfif: false,
        })
        .catch(() => undefined);
      expect(meta, file).toBeFalsy();
    }
  });

  it('takes an unchanged image from the cache', async () => {
    const again = await buildBlogImages(content, cache);
    expect(again.encoded).toBe(0);
    expect(Object.keys(again.served)).toHaveLength(2);
  });

  it('fails the build on a file that is not an accepted image, naming it', async () => {
    const other = join(root, 'bad');
    await mkdir(join(other, 'images'), { recursive: true });
    await writeFile(join(other, 'images', 'logo-0123456789ab.png'), '<svg onload="x"/>');
    await expect(buildBlogImages(other, cache)).rejects.toThrow(
      'content/blog/images/logo-0123456789ab.png: SVG images are not accepted',
    );
  });
});
