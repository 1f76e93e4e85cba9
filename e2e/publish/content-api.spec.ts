/**
 * Publishing under `npm start`: the dev server (scripts/dev-content.mjs, CONTENT_DIR = a scratch
 * folder) writes and deletes content/blog/ files for its own admin only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, expectNotice, test } from '../fixtures';
import { CORE_SCHEMA, load } from 'js-yaml';
import { parsePost } from '../../src/features/blog/model/content';
import { hash12, pasteBodyImage, photo as testPhoto } from '../testImages';

const contentDir = resolve(
  import.meta.dirname,
  '../..',
  process.env.DEV_CONTENT_DIR ?? '.out/publish-dev-content',
);
const postFile = (slug: string) => resolve(contentDir, 'posts', `${slug}.md`);
const listing = () =>
  existsSync(contentDir) ? readdirSync(contentDir, { recursive: true }).map(String).sort() : [];

test.describe.configure({ mode: 'serial' });

test('the owner writes a post, publishes it, and unpublishes it', async ({ page }) => {
  test.setTimeout(120_000);
  const title = 'Storm season roof checks';
  const slug = 'storm-season-roof-checks';
  await page.goto('/admin/blog/posts/new');
  await page.getByLabel('Title', { exact: false }).first().fill(title);
  await page.getByLabel('Excerpt').fill('Five checks before hurricane season.');
  await page.getByLabel('Focus keyphrase').fill('storm season roof checks');
  await page
    .getByLabel('Body (Markdown)')
    .fill('## Before June\n\n**Clear** the gutters.\n\n- Flashing\n- Shingles');
  await page.getByRole('radio', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save post' }).last().click();
  await expect(page.getByRole('table', { name: 'Posts' })).toBeVisible();

  await expectNotice(page, 'Post Created!');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Local only')).toBeVisible();
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  // The notice is the answer: the row's "Published" shows the post's own status before any request.
  // (A failed publish shows a "Not published" alert instead, in the failure's page snapshot.)
  await expectNotice(page, 'Post published');
  expect(existsSync(postFile(slug))).toBe(true);
  const post = parsePost(readFileSync(postFile(slug), 'utf8'), `posts/${slug}.md`);
  expect(post).toMatchObject({
    title,
    slug,
    status: 'published',
    excerpt: 'Five checks before hurricane season.',
    body: '## Before June\n\n**Clear** the gutters.\n\n- Flashing\n- Shingles',
    author: 'bayshore-signal-team',
    focus_keyphrase: 'storm season roof checks',
  });
  // The front matter holds the keyphrase, read back with the YAML library the build uses.
  const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(postFile(slug), 'utf8'))![1];
  expect((load(front, { schema: CORE_SCHEMA }) as Record<string, unknown>).focus_keyphrase).toBe(
    'storm season roof checks',
  );
  expect(readFileSync(resolve(contentDir, 'authors.yml'), 'utf8')).toContain(
    'bayshore-signal-team',
  );

  await row.getByRole('button', { name: `Unpublish ${title}` }).click();
  await expectNotice(page, 'Post unpublished');
  await expect(row.getByRole('button', { name: `Unpublish ${title}` })).toHaveCount(0);
  expect(existsSync(postFile(slug))).toBe(false);
});

test('a foreign Origin and a path-traversal slug are refused and write nothing', async ({
  request,
  baseURL,
}) => {
  const before = listing();
  const body = {
    post: { slug: 'evil' },
    categories: [],
    tags: [],
    authors: [],
  };
  const foreign = await request.put('/__content/blog/posts/evil', {
    data: body,
    headers: { Origin: 'https://attacker.example' },
  });
  expect(foreign.status()).toBe(403);
  const noOrigin = await request.delete('/__content/blog/posts/evil');
  expect(noOrigin.status()).toBe(403);
  for (const slug of ['..%2F..%2Fpackage', '..', '%2e%2e%2fevil', 'Evil Slug']) {
    const traversal = await request.put(`/__content/blog/posts/${slug}`, {
      data: { ...body, post: { slug } },
      headers: { Origin: baseURL as string },
    });
    expect(traversal.status(), slug).toBeGreaterThanOrEqual(400);
    expect(traversal.status(), slug).toBeLessThan(500);
  }
  expect(listing()).toEqual(before);
  expect(existsSync(resolve(contentDir, '../package.md'))).toBe(false);
});

// docs/PRODUCT.md#images-in-posts: the owner's own images, published through the content API.
const imageFile = (name: string) => resolve(contentDir, 'images', name);
const photo = (width: number, height: number, format: 'jpeg' | 'png') =>
  testPhoto(width, height, format, { r: 200, g: 120, b: 40 });

test('a JPEG cover and a pasted PNG are published with the post and unpublished with it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = 'Dock lights at dusk';
  const slug = 'dock-lights-at-dusk';
  const jpeg = await photo(120, 80, 'jpeg');
  const png = await photo(40, 30, 'png');
  const coverName = `dock-at-dusk-${hash12(jpeg)}.jpg`;
  const bodyName = `clipboard-${hash12(png)}.png`;

  await page.goto('/admin/blog/posts/new');
  await page.getByLabel('Title', { exact: false }).first().fill(title);
  await page.getByLabel('Cover image file').setInputFiles({
    name: 'Dock at dusk.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg,
  });
  const coverDialog = page.getByRole('dialog', { name: 'Describe the cover image' });
  await coverDialog.getByRole('textbox', { name: 'Alt text' }).fill('Lit dock on the bay at dusk');
  await coverDialog.getByRole('button', { name: 'Add image' }).click();
  await expect(page.getByLabel('Cover image URL')).toHaveValue(`/blog/images/${coverName}`);

  await page.getByLabel('Body (Markdown)').fill('Evening light.');
  await page.getByLabel('Body (Markdown)').focus();
  await pasteBodyImage(page, 'clipboard.png', png, 'Lights <b>"on"</b>');
  const body = `Evening light. ![Lights <b>"on"</b>](/blog/images/${bodyName})`;
  await expect(page.getByLabel('Body (Markdown)')).toHaveValue(body);

  // The preview shows both, from this browser's store.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.locator('#editor-panel-preview');
  for (const [image, width] of [
    [preview.locator('img.post-cover'), 120],
    [preview.locator('.post-body img'), 40],
  ] as const) {
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(width);
  }
  await expect(preview.locator('.post-body img')).toHaveAttribute('alt', 'Lights <b>"on"</b>');
  await expect(preview.locator('.post-body b')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Write' }).click();
  await page.getByRole('radio', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save post' }).last().click();
  await expect(page.getByRole('table', { name: 'Posts' })).toBeVisible();
  await expectNotice(page, 'Post Created!');

  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expectNotice(page, 'Post published');
  expect(existsSync(postFile(slug))).toBe(true);
  const post = parsePost(readFileSync(postFile(slug), 'utf8'), `posts/${slug}.md`);
  expect(post).toMatchObject({
    cover_image: `/blog/images/${coverName}`,
    alt_text: 'Lit dock on the bay at dusk',
    body,
  });
  expect(readFileSync(imageFile(coverName)).equals(jpeg)).toBe(true);
  expect(readFileSync(imageFile(bodyName)).equals(png)).toBe(true);
  // The dev server serves what it wrote, with the image's own type.
  const served = await page.request.get(`/blog/images/${coverName}`);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  expect((await served.body()).equals(jpeg)).toBe(true);

  await row.getByRole('button', { name: `Unpublish ${title}` }).click();
  await expectNotice(page, 'Post unpublished');
  await expect(row.getByRole('button', { name: `Unpublish ${title}` })).toHaveCount(0);
  expect(existsSync(postFile(slug))).toBe(false);
  expect(existsSync(imageFile(coverName))).toBe(false);
  expect(existsSync(imageFile(bodyName))).toBe(false);
});

test('an SVG, text renamed .jpg and an 11 MB file are refused with a notice and write nothing; so is a foreign Origin', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const before = listing();
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  const text = Buffer.from('Meeting notes, definitely not a photo.');
  const big = Buffer.alloc(11 * 1024 * 1024);
  (await photo(16, 16, 'jpeg')).copy(big);
  const files = [
    { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg, reason: 'SVG images' },
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: text, reason: 'not a JPEG, PNG' },
    { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: big, reason: 'the limit is 10 MB' },
  ];

  await page.goto('/admin/blog/posts/new');
  for (const { reason, ...file } of files) {
    await page.getByLabel('Cover image file').setInputFiles(file);
    await expectNotice(page, 'Image Not Added', reason);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('Cover image URL')).toHaveValue('');
  }

  // The server checks again, whatever a client sends.
  const origin = { Origin: baseURL as string };
  const jpeg = await photo(16, 16, 'jpeg');
  const put = (name: string, data: Buffer, headers: Record<string, string> = origin) =>
    request.put(`/__content/blog/images/${name}`, { data, headers });
  expect((await put(`logo-${hash12(svg)}.png`, svg)).status()).toBe(415);
  expect((await put(`notes-${hash12(text)}.jpg`, text)).status()).toBe(415);
  const tooBig = await put(`huge-${hash12(big)}.jpg`, big);
  expect(tooBig.status()).toBe(413);
  expect((await tooBig.json()).error).toContain('10 MB');
  // A name that is not the one its bytes give, and names that are not image names at all.
  expect((await put('photo-000000000000.jpg', jpeg)).status()).toBe(400);
  for (const name of ['..%2Fposts%2Fx-0123456789ab.jpg', 'x.svg', 'X-0123456789AB.JPG'])
    expect((await put(name, jpeg)).status(), name).toBe(400);
  // A foreign Origin, or none, may not write even a good image.
  const good = `photo-${hash12(jpeg)}.jpg`;
  expect((await put(good, jpeg, { Origin: 'https://attacker.example' })).status()).toBe(403);
  expect((await put(good, jpeg, {})).status()).toBe(403);
  // A post naming an image that was never sent is refused.
  const orphan = await request.put('/__content/blog/posts/orphan-cover', {
    data: {
      post: {
        ...parsePost(
          '---\nid: orphan\ntitle: Orphan\nslug: orphan-cover\nstatus: published\npublish_date: 2026-01-01T00:00:00.000Z\nauthor: bayshore-signal-team\n---\n\nBody',
          'posts/orphan-cover.md',
        ),
        cover_image: `/blog/images/${good}`,
      },
      categories: [],
      tags: [],
      authors: [
        { id: 'a', name: 'Bayshore Signal Team', slug: 'bayshore-signal-team', avatar: '' },
      ],
    },
    headers: origin,
  });
  expect(orphan.status()).toBe(400);
  expect((await orphan.json()).error).toContain('has not been sent');
  expect(listing()).toEqual(before);
});
