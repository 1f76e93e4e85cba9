// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_IMAGE_BYTES,
  base64ToBytes,
  bytesToBase64,
  checkImage,
  detectImageFormat,
  imageFileName,
  imageMarkdown,
  imageNameOf,
  imagePathsOf,
  imageText,
  imagesOnlyUsedBy,
  isBlogImagePath,
  nameMatchesBytes,
  safeImageBase,
  type ImageFormat,
} from './images';
import { renderMarkdown } from './markdown';
import { placeBodyImages } from './servedImages';
import { createBackup, decodeBackupImages, parseBackup } from './backup';
import { sampleBlogState } from '../testing/sampleBlog';

/** Real 8x6 images made by sharp in each accepted format. */
const real: Partial<Record<ImageFormat, Uint8Array>> = {};

beforeAll(async () => {
  const base = () =>
    sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 80, b: 20 } } });
  real.jpeg = new Uint8Array(await base().jpeg().toBuffer());
  real.png = new Uint8Array(await base().png().toBuffer());
  real.webp = new Uint8Array(await base().webp().toBuffer());
  real.avif = new Uint8Array(await base().avif().toBuffer());
  real.gif = new Uint8Array(await base().gif().toBuffer());
});

const text = (value: string) => new TextEncoder().encode(value);

describe('post images: recognised by their bytes', () => {
  it.each(['jpeg', 'png', 'webp', 'avif', 'gif'] as const)('a real %s is accepted', (format) => {
    const bytes = real[format]!;
    expect(detectImageFormat(bytes)).toBe(format);
    expect(checkImage(bytes)).toEqual({ ok: true, format });
  });

  it('reads an AVIF sequence (brand avis) as AVIF', () => {
    const bytes = real.avif!.slice();
    bytes.set(text('avis'), 8);
    expect(detectImageFormat(bytes)).toBe('avif');
    // Another ISO-BMFF file (an MP4) is not an image.
    const mp4 = new Uint8Array(32);
    mp4.set([0, 0, 0, 24], 0);
    mp4.set(text('ftypisom\0\0\0\0isommp41'), 4);
    expect(detectImageFormat(mp4)).toBeUndefined();
  });

  it('refuses SVG with its own reason, whatever the file is called', () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '\uFEFF<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>',
      '   <SVG onload="alert(1)">',
    ]) {
      expect(checkImage(text(svg))).toEqual({ ok: false, reason: imageText.svg });
    }
  });

  it('refuses text renamed .jpg, an empty file and anything else', () => {
    expect(checkImage(text('just some words, not a photo'))).toEqual({
      ok: false,
      reason: imageText.unknown,
    });
    expect(checkImage(new Uint8Array())).toEqual({ ok: false, reason: imageText.empty });
    expect(checkImage(text('%PDF-1.7')).ok).toBe(false);
  });

  it('refuses more than 10 MB, even of a real image, and says how large it is', () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(real.jpeg!);
    const check = checkImage(big);
    expect(check).toEqual({ ok: false, reason: imageText.tooLarge(big.length) });
    expect(imageText.tooLarge(big.length)).toContain('11.0 MB');
    const limit = new Uint8Array(MAX_IMAGE_BYTES);
    limit.set(real.png!);
    expect(checkImage(limit).ok).toBe(true);
  });
});

describe('post images: stable, safe names', () => {
  it('is the safe base, the first 12 hex of the SHA-256 and the canonical extension', async () => {
    const bytes = real.jpeg!;
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
    expect(await imageFileName('My Photo.JPEG', bytes, 'jpeg')).toBe(`my-photo-${hash}.jpg`);
    // Same bytes, same name; the extension comes from the bytes, not the file name.
    expect(await imageFileName('My Photo.png', bytes, 'jpeg')).toBe(`my-photo-${hash}.jpg`);
    expect(await imageFileName('x.png', real.png!, 'png')).not.toContain(hash);
  });

  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\Café Crème.jpg', 'cafe-creme'],
    ['<img src=x onerror=alert(1)>.png', 'img-src-x-onerror-alert-1'],
    ['写真.jpg', 'image'],
    ['.hidden', 'image'],
    [`${'a'.repeat(60)}.jpg`, 'a'.repeat(40)],
  ])('%j -> base %j', (input, expected) => expect(safeImageBase(input)).toBe(expected));

  it('recognises only well-formed image paths', async () => {
    const name = await imageFileName('a.png', real.png!, 'png');
    expect(isBlogImagePath(`/blog/images/${name}`)).toBe(true);
    expect(imageNameOf(`/blog/images/${name}`)).toBe(name);
    for (const bad of [
      '/blog/images/../posts/x-0123456789ab.png',
      '/blog/images/x.png',
      '/blog/images/x-0123456789ab.svg',
      '/blog/images/X-0123456789AB.png',
      'https://example.com/blog/images/x-0123456789ab.png',
      `/blog/images/${name}?x=1`,
    ])
      expect(isBlogImagePath(bad), bad).toBe(false);
  });

  it('re-checks that a name belongs to its bytes', async () => {
    const name = await imageFileName('cover.jpg', real.jpeg!, 'jpeg');
    expect(await nameMatchesBytes(name, real.jpeg!)).toBe(true);
    expect(await nameMatchesBytes(name, real.png!)).toBe(false);
    expect(await nameMatchesBytes(name.replace('.jpg', '.png'), real.jpeg!)).toBe(false);
    expect(await nameMatchesBytes('cover-000000000000.jpg', real.jpeg!)).toBe(false);
  });
});

describe('post images in posts', () => {
  const a = '/blog/images/a-0123456789ab.jpg';
  const b = '/blog/images/b-0123456789ab.png';

  it('writes Markdown with the alt text on one line and its brackets escaped', () => {
    expect(imageMarkdown('A [bold]\nclaim \\ here', a)).toBe(
      `![A \\[bold\\] claim \\\\ here](${a})`,
    );
  });

  it('finds the images a post uses, and those only it uses', () => {
    const post = { cover_image: a, body: `Intro ![x](${b}) and again ![y](${b})` };
    expect(imagePathsOf(post)).toEqual([a, b]);
    expect(imagesOnlyUsedBy(post, [{ cover_image: '', body: `![z](${b})` }])).toEqual([a]);
    expect(imagesOnlyUsedBy(post, [])).toEqual([a, b]);
    expect(imagePathsOf({ cover_image: 'https://example.com/x.jpg', body: '' })).toEqual([]);
  });

  it('round-trips bytes through base64', () => {
    const bytes = real.webp!;
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(base64ToBytes('not base64!')).toBeUndefined();
  });
});

describe('post images in the backup (format version 3)', () => {
  const blog = {
    posts: sampleBlogState.posts,
    categories: sampleBlogState.categories,
    tags: sampleBlogState.tags,
    authors: sampleBlogState.authors,
  };

  it('carries images as base64 and gives them back, checked, as blobs', async () => {
    const path = `/blog/images/${await imageFileName('cover.jpg', real.jpeg!, 'jpeg')}`;
    const file = createBackup(blog, new Date(), [{ path, bytes: real.jpeg! }]);
    expect(file.formatVersion).toBe(3);
    const parsed = parseBackup(JSON.stringify(file));
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.images).toEqual([{ path, base64: bytesToBase64(real.jpeg!) }]);
    const decoded = await decodeBackupImages(parsed.images);
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.images[0].path).toBe(path);
    expect(decoded.images[0].blob.type).toBe('image/jpeg');
    expect(decoded.images[0].blob.size).toBe(real.jpeg!.length);
  });

  it('reads a version 2 file (made before images) as having none', () => {
    const { images: _none, ...v2 } = { ...createBackup(blog), formatVersion: 2 };
    const parsed = parseBackup(JSON.stringify(v2));
    expect(parsed.ok && parsed.images).toEqual([]);
    expect(parsed.ok && parsed.data.posts).toEqual(blog.posts);
  });

  it('keeps an uploaded cover path and refuses bad image entries', async () => {
    const path = `/blog/images/${await imageFileName('cover.png', real.png!, 'png')}`;
    const posts = [{ ...blog.posts[0], cover_image: path }];
    const withCover = parseBackup(JSON.stringify(createBackup({ ...blog, posts })));
    expect(withCover.ok && withCover.data.posts[0].cover_image).toBe(path);

    const badPath = { ...createBackup(blog), images: [{ path: '/etc/passwd', base64: '' }] };
    const refused = parseBackup(JSON.stringify(badPath));
    expect(!refused.ok && refused.reason).toContain('images.0.path');

    const svg = await decodeBackupImages([
      { path: '/blog/images/logo-0123456789ab.png', base64: btoa('<svg onload="x"/>') },
    ]);
    expect(!svg.ok && svg.reason).toContain('SVG');
    const renamed = await decodeBackupImages([
      { path: path.replace(/-[0-9a-f]{12}\./, '-0123456789ab.'), base64: bytesToBase64(real.png!) },
    ]);
    expect(!renamed.ok && renamed.reason).toContain('does not match');
  });
});

describe('post images in a rendered body', () => {
  const path = '/blog/images/chart-0123456789ab.png';

  it('moves an unserved post image to data-local-image and leaves other images alone', () => {
    const html = renderMarkdown(
      `![a "quoted" <b>alt</b> src="${path}"](${path})\n\n![remote](https://example.com/x.png)`,
    );
    const marked = placeBodyImages(html);
    const doc = new DOMParser().parseFromString(marked, 'text/html');
    const [local, remote] = [...doc.images];
    expect(local.getAttribute('src')).toBeNull();
    expect(local.dataset.localImage).toBe(path);
    expect(local.alt).toBe(`a "quoted" <b>alt</b> src="${path}"`);
    expect(doc.querySelector('b')).toBeNull();
    expect(remote.getAttribute('src')).toBe('https://example.com/x.png');
    const served = new DOMParser().parseFromString(
      placeBodyImages(html, { 'chart-0123456789ab.png': [1000, 500] }),
      'text/html',
    );
    const picture = served.querySelector('picture')!;
    expect([...picture.querySelectorAll('source')].map((s) => s.type)).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(picture.querySelector('source')!.srcset).toBe(
      '/blog/images/chart-0123456789ab-480.avif 480w, /blog/images/chart-0123456789ab-800.avif 800w, /blog/images/chart-0123456789ab-1000.avif 1000w',
    );
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/blog/images/chart-0123456789ab-1000.png');
    expect([img.width, img.height, img.getAttribute('loading'), img.alt]).toEqual([
      1000,
      500,
      'lazy',
      local.alt,
    ]);
  });

  it('does not touch a path that is not a well-formed image name', () => {
    const html = renderMarkdown('![x](/blog/images/../../admin-0123456789ab.png)');
    expect(placeBodyImages(html)).toBe(html);
  });
});
