/**
 * Publishing under `npm start`: the dev server (scripts/dev-content.mjs, CONTENT_DIR = a scratch
 * folder) writes and deletes content/blog/ files for its own admin only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { CORE_SCHEMA, load } from 'js-yaml';
import { parsePost } from '../../src/features/blog/model/content';

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

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Local only')).toBeVisible();
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(row.getByText('Published', { exact: true }).last()).toBeVisible();
  await expect.poll(() => existsSync(postFile(slug))).toBe(true);
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
  await expect(row.getByRole('button', { name: `Unpublish ${title}` })).toHaveCount(0);
  await expect.poll(() => existsSync(postFile(slug))).toBe(false);
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
