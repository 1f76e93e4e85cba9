/**
 * Publishing from the live site to the site's GitHub repository (docs/PRODUCT.md#publishing-from-anywhere):
 * the built site served as a static host serves it (dist-leads, built with VITE_GITHUB_API_URL at
 * the GitHub double), the double answering GitHub's REST and GraphQL over a real bare repository,
 * and what the admin committed cloned and built for real.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, expectNotice, test } from '../fixtures';
import { closeNotice } from '../owner/blogHelpers';
import { hash12, photo } from '../testImages';
import { GitHubDouble } from './githubDouble';

test.describe.configure({ mode: 'serial' });

const root = resolve(import.meta.dirname, '../..');
const REPO = 'bayshore/site';
const TOKEN = 'github_pat_11WRITEtokenForTheDouble0000000000';
const READ_ONLY = 'github_pat_11READtokenForTheDouble00000000000';
const port = Number(process.env.GITHUB_DOUBLE_PORT);

let github: GitHubDouble;
test.beforeEach(async () => {
  github = new GitHubDouble(REPO, 'main');
  github.tokens.set(TOKEN, { repo: REPO, access: 'write' });
  github.tokens.set(READ_ONLY, { repo: REPO, access: 'read' });
  // A site repository: its content folder as a host would build it.
  github.commitFiles('Initial content', {
    'README.md': '# Bayshore Signal\n',
    'content/blog/categories.yml': '[]\n',
    'content/blog/tags.yml': '[]\n',
    'content/blog/authors.yml': '[]\n',
  });
  await github.start(port);
});
test.afterEach(async () => {
  await github.stop();
  github.dispose();
});

/** Every request the page makes that carries the token, by origin. */
function watchToken(page: Page) {
  const leaks: string[] = [];
  page.on('request', (request: Request) => {
    const origin = new URL(request.url()).origin;
    if (origin === github.origin) return;
    const headers = JSON.stringify(request.headers());
    if (
      request.url().includes(TOKEN) ||
      headers.includes(TOKEN) ||
      (request.postData() ?? '').includes(TOKEN)
    )
      leaks.push(request.url());
  });
  return leaks;
}

async function connectRepo(page: Page, token = TOKEN, { branch = 'main', remember = false } = {}) {
  await page.goto('/admin/blog/publishing');
  await closeNotice(page);
  await page.getByRole('textbox', { name: 'Repository' }).fill(REPO);
  await page.getByRole('textbox', { name: 'Branch' }).fill(branch);
  await page.getByLabel('GitHub token').fill(token);
  if (remember) await page.getByRole('checkbox', { name: 'Remember on this device' }).check();
  await page.getByRole('button', { name: 'Connect' }).click();
}

async function writePost(
  page: Page,
  title: string,
  { cover, publishDate }: { cover?: Buffer; publishDate?: string } = {},
) {
  await page.goto('/admin/blog/posts/new');
  await closeNotice(page);
  await page.getByLabel('Title', { exact: false }).first().fill(title);
  await page.getByLabel('Excerpt').fill('What a storm season asks of a Tampa roof.');
  await page.getByLabel('Body (Markdown)').fill('## Before June\n\n**Clear** the gutters.');
  if (cover) {
    await page.getByLabel('Cover image file').setInputFiles({
      name: 'Roof at dawn.jpg',
      mimeType: 'image/jpeg',
      buffer: cover,
    });
    const dialog = page.getByRole('dialog', { name: 'Describe the cover image' });
    await dialog.getByRole('textbox', { name: 'Alt text' }).fill('A Tampa roof at dawn');
    await dialog.getByRole('button', { name: 'Add image' }).click();
    await expect(dialog).toBeHidden();
  }
  if (publishDate) await page.getByLabel('Publish date').fill(publishDate);
  await page.getByRole('radio', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save post' }).last().click();
  await expect(page.getByRole('table', { name: 'Posts' })).toBeVisible();
  await expectNotice(page, 'Post Created!');
}

const row = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

test('the owner connects, publishes a post with its cover in one commit, the clone builds it, and unpublishes it in one commit', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const leaks = watchToken(page);
  await connectRepo(page);
  await expect(page.getByText(`Connected to ${REPO} (main)`)).toBeVisible();

  const cover = await photo(1200, 800, 'jpeg', { r: 200, g: 90, b: 40 });
  const title = 'Storm season roof checks';
  const slug = 'storm-season-roof-checks';
  await writePost(page, title, { cover });
  const before = github.log().length;
  const requestsBefore = github.requests.length;
  const clicked = Date.now();
  await row(page, title)
    .getByRole('button', { name: `Publish ${title}`, exact: true })
    .click();
  await expect.poll(() => github.log().length).toBe(before + 1);
  const committed = Date.now() - clicked;
  await expectNotice(page, 'Post published');
  // For the record (never judged): what one Publish costs against the double.
  const made = github.requests.slice(requestsBefore);
  console.log(
    `one Publish: ${made.length} requests (${made.map((r) => `${r.method} ${r.path.split('?')[0].replace(/[0-9a-f]{40}/, '{sha}')}`).join(', ')}), ${made.reduce((n, r) => n + r.bytes, 0)} bytes sent; click to commit ${committed} ms`,
  );
  await expect(row(page, title).getByText('Published', { exact: true }).last()).toBeVisible();
  const commits = github.log();
  expect(commits).toHaveLength(before + 1);
  expect(commits[0].subject).toBe(`Publish: ${title}`);

  // A post dated ahead is scheduled: committed now, left out of the build until its date.
  const later = 'Hurricane prep checklist for 2099';
  await writePost(page, later, { publishDate: '2099-06-01T09:00' });
  await row(page, later)
    .getByRole('button', { name: `Schedule ${later}`, exact: true })
    .click();
  await expectNotice(page, 'Post scheduled');
  await expect(row(page, later).getByText(/^Scheduled for June 1, 2099/)).toBeVisible();
  expect(github.log()[0].subject).toBe(`Schedule: ${later}`);
  const laterSlug = 'hurricane-prep-checklist-for-2099';

  // The clone holds the post and its image, byte for byte.
  const work = mkdtempSync(join(tmpdir(), 'github-clone-'));
  try {
    const clone = github.clone(join(work, 'site'));
    const posts = join(clone, 'content/blog/posts');
    const text = readFileSync(join(posts, `${slug}.md`), 'utf8');
    expect(text).toContain(`title: ${title}`);
    const image = `roof-at-dawn-${hash12(cover)}.jpg`;
    expect(text).toContain(`cover_image: /blog/images/${image}`);
    expect(readFileSync(join(clone, 'content/blog/images', image)).equals(cover)).toBe(true);

    // The host's build of that clone serves the post with its image.
    const out = join(work, 'dist');
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      env: {
        ...process.env,
        CONTENT_DIR: join(clone, 'content/blog'),
        OUT_DIR: out,
        // Inside the project: the server build imports its packages from node_modules.
        SSR_OUT_DIR: '.out/github-clone-ssr',
      },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const html = readFileSync(join(out, 'blog', `${slug}.html`), 'utf8');
    expect(html).toContain(title);
    // The scheduled post is committed but nowhere in the build: page, lists, feeds, sitemap.
    expect(existsSync(join(posts, `${laterSlug}.md`))).toBe(true);
    expect(existsSync(join(out, 'blog', `${laterSlug}.html`))).toBe(false);
    for (const file of ['blog.html', 'blog/rss.xml', 'blog/atom.xml', 'sitemap.xml'])
      expect(readFileSync(join(out, file), 'utf8')).not.toContain(laterSlug);
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain(`/blog/${slug}`);
    const served = `blog/images/roof-at-dawn-${hash12(cover)}-1200.jpg`;
    expect(html).toContain(`src="/${served}"`);
    expect(existsSync(join(out, served))).toBe(true);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  // Unpublish: one commit removes the post and its image (no other post uses it).
  await page.goto('/admin/blog/posts');
  const beforeUnpublish = github.log().length;
  await row(page, title)
    .getByRole('button', { name: `Unpublish ${title}` })
    .click();
  await expectNotice(page, 'Post unpublished');
  const afterUnpublish = github.log();
  expect(afterUnpublish).toHaveLength(beforeUnpublish + 1);
  expect(afterUnpublish[0].subject).toBe(`Unpublish: ${title}`);
  const tree = github.git(['ls-tree', '-r', '--name-only', 'refs/heads/main']);
  expect(tree).not.toContain(`posts/${slug}.md`);
  expect(tree).not.toContain('roof-at-dawn');

  // Publish again, then a second browser profile sees it, edits and republishes it.
  await row(page, title)
    .getByRole('button', { name: `Publish ${title}`, exact: true })
    .click();
  await expectNotice(page, 'Post published');
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.addInitScript(() =>
    localStorage.setItem('bayshore-signal:cookie-consent', 'declined'),
  );
  const secondLeaks = watchToken(second);
  await connectRepo(second);
  await expect(second.getByText(`Connected to ${REPO} (main)`)).toBeVisible();
  await second.goto('/admin/blog/posts');
  await expect(row(second, title).getByText('Published', { exact: true }).last()).toBeVisible();
  await row(second, title).getByRole('link', { name: title, exact: true }).click();
  await expect(second.getByLabel('Excerpt')).toHaveValue(
    'What a storm season asks of a Tampa roof.',
  );
  await second.getByLabel('Excerpt').fill('Edited on a second device.');
  await second.getByRole('button', { name: 'Save post' }).last().click();
  await expect(second.getByRole('table', { name: 'Posts' })).toBeVisible();
  await expect(row(second, title).getByText('Changed since publish')).toBeVisible();
  await row(second, title)
    .getByRole('button', { name: `Publish ${title}`, exact: true })
    .click();
  await expect(second.getByText('Post published')).toBeVisible();
  expect(github.log()[0].subject).toBe(`Update: ${title}`);
  expect(github.git(['show', `refs/heads/main:content/blog/posts/${slug}.md`])).toContain(
    'excerpt: Edited on a second device.',
  );
  await other.close();
  expect([...leaks, ...secondLeaks]).toEqual([]);
  // Not remembered: the token is in this tab's session only.
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(TOKEN);
});

test('a change made on GitHub to the same post stops the publish; a change to another file does not', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await connectRepo(page);
  await expect(page.getByText(`Connected to ${REPO} (main)`)).toBeVisible();
  const title = 'Hurricane shutters that pass inspection';
  const slug = 'hurricane-shutters-that-pass-inspection';
  await writePost(page, title);
  await row(page, title)
    .getByRole('button', { name: `Publish ${title}`, exact: true })
    .click();
  await expectNotice(page, 'Post published');

  // Someone edits the same file on GitHub; the owner edits theirs and publishes.
  const path = `content/blog/posts/${slug}.md`;
  const theirs = github.git(['show', `refs/heads/main:${path}`]).replace('title:', 'title: Theirs');
  github.commitFiles('Edit on github.com', { [path]: theirs });
  const head = github.head();
  await row(page, title).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByLabel('Excerpt')).toHaveValue('What a storm season asks of a Tampa roof.');
  await page.getByLabel('Excerpt').fill('The owner’s own words.');
  await page.getByRole('button', { name: 'Save post' }).last().click();
  await expect(row(page, title).getByText('Changed since publish')).toBeVisible();
  await row(page, title)
    .getByRole('button', { name: `Publish ${title}`, exact: true })
    .click();
  await expectNotice(page, 'Changed on GitHub', 'your copy is kept in this browser');
  expect(github.head()).toBe(head);
  await page.goto('/admin/blog/posts');
  await row(page, title).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByLabel('Excerpt')).toHaveValue('The owner’s own words.');

  // A commit to an unrelated file moves the branch: the publish goes on top of it.
  const second = 'Gutter guards for live oaks';
  await writePost(page, second);
  github.commitFiles('Docs', { 'README.md': '# Bayshore Signal\n\nUpdated.\n' });
  await row(page, second)
    .getByRole('button', { name: `Publish ${second}`, exact: true })
    .click();
  await expectNotice(page, 'Post published');
  expect(github.log()[0].subject).toBe(`Publish: ${second}`);
  expect(github.git(['show', 'refs/heads/main:README.md'])).toContain('Updated.');
});

test('a wrong token, a read-only token, a missing branch and GitHub down each say so and change nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const leaks = watchToken(page);
  const head = github.head();
  await connectRepo(page, 'github_pat_11NOTaTOKENgithubKnows000000000000');
  await expect(
    page.getByRole('alert').filter({ hasText: 'GitHub did not accept this token' }),
  ).toBeVisible();
  await connectRepo(page, READ_ONLY);
  await expect(
    page.getByRole('alert').filter({ hasText: `This token cannot write to ${REPO}` }),
  ).toBeVisible();
  await connectRepo(page, TOKEN, { branch: 'production' });
  await expect(
    page.getByRole('alert').filter({ hasText: `${REPO} has no branch “production”` }),
  ).toBeVisible();
  await github.stop();
  await connectRepo(page, TOKEN);
  await expect(
    page.getByRole('alert').filter({ hasText: 'GitHub could not be reached' }),
  ).toBeVisible();
  await github.start(port);
  expect(github.head()).toBe(head);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(
    'github_pat',
  );

  // Remembered: in localStorage; never in a backup; Disconnect forgets it.
  await connectRepo(page, TOKEN, { remember: true });
  await expect(page.getByText(`Connected to ${REPO} (main)`)).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toContain(TOKEN);
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(TOKEN);
  await page.goto('/admin/blog');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const backup = readFileSync((await (await download).path()) as string, 'utf8');
  expect(backup).not.toContain(TOKEN);
  await page.goto('/admin/blog/publishing');
  await page.getByRole('button', { name: 'Disconnect' }).click();
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage })),
  ).not.toContain(TOKEN);
  expect(leaks).toEqual([]);
});
