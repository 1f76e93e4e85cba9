/**
 * From plan to posts with a connected model (docs/PRODUCT.md#from-plan-to-posts): "Write draft"
 * has the model write the post, streamed into the progress view; Cancel keeps what arrived and
 * stops the request; a failure says why and offers the outline draft; a month's drafts go one at
 * a time. A local OpenAI-compatible server plays the model; every request the page makes is
 * recorded, and the key is in none but the model server's.
 */
import type { Page, Request } from '@playwright/test';
import { checkA11y, expectNotice, test, expect } from '../fixtures';
import { generateSync } from '../../src/features/neuroslice/engine';
import { HOSTILE_HTML, MARKER, MODEL_KEY, startModelServer, type ModelServer } from './modelServer';
import { savedNeuroSlice, seedSavedNeuroSlice } from './savedState';
import { seedStorageOnce } from '../seedStorage';
import { openTool, tab } from './toolPage';

const TOPIC = 'Med spa marketing in Tampa';
// Entries from Friday, November 20 to December 19: eleven in November.
const plan = generateSync(TOPIC, 7, { now: new Date(2026, 10, 20) });
const [first, second, third] = plan.calendar;
const node = plan.nodes.find((n) => n.id === first.node.id)!;
const novemberEntries = plan.calendar.filter((e) => e.date.startsWith('2026-11'));

let server: ModelServer;
const pageRequests: { url: string; headers: Record<string, string>; body: string }[] = [];
const consoleText: string[] = [];

const day = (page: Page, date: string) => page.locator(`td[data-date="${date}"]`);
const progress = (page: Page) => page.getByRole('dialog', { name: /^Writing draft/ });
/** axe reads colours once the view has faded in. */
async function settled(page: Page) {
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  // Nothing hovered: the button under the pointer's last click shows its hover colours.
  await page.mouse.move(0, 0);
}
const postRequests = () => server.requests.filter((r) => r.method === 'POST' && !r.schemaName);

test.beforeEach(async ({ page }, info) => {
  // Beside this run's site port, one model server per parallel worker.
  server = await startModelServer(Number(process.env.PORT) + 120 + (info.parallelIndex % 8));
  pageRequests.length = 0;
  consoleText.length = 0;
  page.on('request', (request: Request) =>
    pageRequests.push({
      url: request.url(),
      headers: request.headers(),
      body: request.postData() ?? '',
    }),
  );
  page.on('console', (message) => consoleText.push(message.text()));
  await seedSavedNeuroSlice(page, savedNeuroSlice(TOPIC, plan));
  await seedStorageOnce(
    page,
    'neuroslice:language-model',
    JSON.stringify({
      version: 1,
      provider: 'custom',
      baseUrl: server.baseUrl,
      model: 'zephyr-1',
      apiKey: MODEL_KEY,
    }),
  );
});

test.afterEach(async ({ page }) => {
  // The key went to the model server only, in its Authorization header, and nowhere else.
  const toModel = (url: string) => url.startsWith(server.baseUrl);
  for (const request of pageRequests) {
    expect(request.body).not.toContain(MODEL_KEY);
    expect(request.url).not.toContain(MODEL_KEY);
    const auth = request.headers.authorization ?? '';
    if (!toModel(request.url)) expect(JSON.stringify(request.headers)).not.toContain(MODEL_KEY);
    else if (auth) expect(auth).toBe(`Bearer ${MODEL_KEY}`);
  }
  expect(consoleText.join('\n')).not.toContain(MODEL_KEY);
  // The blog's saved posts hold the model's words, never the key.
  const blog = await page.evaluate(() =>
    Object.entries(localStorage)
      .filter(([key]) => key !== 'neuroslice:language-model')
      .map(([, value]) => value)
      .join('\n'),
  );
  expect(blog).not.toContain(MODEL_KEY);
  await server.close();
});

async function openCalendar(page: Page) {
  await openTool(page);
  await tab(page, 'Calendar').click();
  await expect(page.getByRole('heading', { level: 3, name: 'November 2026' })).toBeVisible();
}

async function openDraftBody(page: Page, date: string, title: string) {
  await day(page, date)
    .getByRole('button', { name: `Open draft: ${title}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/edit\/[^/]+$/);
  return page.getByLabel('Body (Markdown)');
}

test("Write draft streams the model's post into the progress view; the draft holds its words and none runs", async ({
  page,
}) => {
  let release = () => undefined as void;
  server.postHold = { from: 1, pieces: 4, until: new Promise<void>((r) => (release = r)) };
  await openCalendar(page);
  await day(page, first.date).getByRole('button', { name: 'Write draft' }).click();
  await expect(progress(page)).toBeVisible();
  await expect(progress(page).getByRole('status')).toHaveText(`Writing “${first.title}”`);
  // The words show as they arrive: the opening before the close.
  const words = progress(page).getByTestId('draft-progress-text');
  await expect(words).toContainText(`${MARKER} wrote this post`);
  expect(await words.textContent()).not.toContain(`${MARKER} next step`);
  release();
  await expectNotice(page, 'Draft Saved', first.title);
  await expect(progress(page)).toBeHidden();
  await expect(day(page, first.date).getByText('Draft', { exact: true })).toBeVisible();

  // One streamed request, from the node's brief, personas and outline.
  const [request] = postRequests();
  expect(postRequests()).toHaveLength(1);
  expect(request.stream).toBe(true);
  const prompt = JSON.parse(request.body) as { messages: { content: string }[] };
  const asked = prompt.messages.map((m) => m.content).join('\n');
  expect(asked).toContain(`Title: ${node.title}`);
  for (const line of node.outline) expect(asked).toContain(line.replace(/^\d+\.\s*/, ''));
  for (const persona of plan.personas) expect(asked).toContain(persona.name);

  const body = await openDraftBody(page, first.date, first.title);
  const text = await body.inputValue();
  expect(text).toMatch(new RegExp(`^${MARKER} wrote this post about ${node.title}`));
  expect(text).toContain(`## ${MARKER} next step`);
  // The model's HTML is text in the Markdown; the editor's preview sanitises it, so it never runs.
  expect(text).toContain(HOSTILE_HTML);
  await expect(page.getByLabel('Publish date')).toHaveValue(`${first.date}T09:00`);
  expect(
    await page.evaluate(() => (window as { __xssFired?: unknown }).__xssFired),
  ).toBeUndefined();

  // A second click opens the draft and asks the model nothing.
  await openCalendar(page);
  await openDraftBody(page, first.date, first.title);
  expect(postRequests()).toHaveLength(1);
});

test('Cancel keeps the words that arrived and stops the request', async ({ page }) => {
  server.postHold = { from: 1, pieces: 4 };
  await openCalendar(page);
  await day(page, first.date).getByRole('button', { name: 'Write draft' }).click();
  const words = progress(page).getByTestId('draft-progress-text');
  await expect(words).toContainText(`${MARKER} wrote this post`);
  await expect(progress(page).getByRole('status')).toHaveText(`Writing “${first.title}”`);
  await settled(page);
  await checkA11y(page, 'the draft progress view, writing');

  await progress(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(progress(page).getByRole('status')).toHaveText(
    'Cancelled. The draft keeps the words that arrived.',
  );
  const arrived = (await words.textContent())!;
  expect(arrived).toContain(`${MARKER} wrote this post`);
  expect(arrived).not.toContain('next step');
  await expect.poll(() => postRequests()[0]?.aborted).toBe(true);
  await checkA11y(page, 'the draft progress view, cancelled');
  await progress(page).getByRole('button', { name: 'Close' }).click();
  await expect(day(page, first.date).getByText('Draft', { exact: true })).toBeVisible();
  const body = await openDraftBody(page, first.date, first.title);
  await expect(body).toHaveValue(arrived.trim());
});

for (const [mode, cause] of [
  ['500', 'the model server had an error (HTTP 500). Try again later.'],
  ['401', 'the model server refused the API key (HTTP 401). Check the key in Settings.'],
] as const) {
  test(`a ${mode} answer says why and offers the outline draft instead`, async ({ page }) => {
    server.mode = mode;
    await openCalendar(page);
    await day(page, first.date).getByRole('button', { name: 'Write draft' }).click();
    await expect(progress(page).getByTestId('draft-failure')).toHaveText(
      `The model could not write the draft: ${cause}`,
    );
    await expect(day(page, first.date).getByText('Draft', { exact: true })).toHaveCount(0);
    await settled(page);
    await checkA11y(page, `the draft progress view, failed (${mode})`);
    await progress(page).getByRole('button', { name: 'Write the outline draft instead' }).click();
    await expectNotice(page, 'Draft Saved', first.title);
    const body = await openDraftBody(page, first.date, first.title);
    for (const line of node.outline)
      await expect(body).toHaveValue(new RegExp(`## ${line.replace(/^\d+\.\s*/, '')}`));
    await expect(body).not.toHaveValue(new RegExp(MARKER));
  });
}

test("a month's drafts go one at a time with progress; Cancel keeps the finished ones", async ({
  page,
}) => {
  server.postHold = { from: 3, pieces: 3 };
  await openCalendar(page);
  await page.getByRole('button', { name: 'Write drafts for November 2026' }).click();
  const dialog = page.getByRole('dialog', { name: 'Writing drafts for November 2026' });
  await expect(dialog.getByRole('status')).toHaveText(
    `Writing 3 of ${novemberEntries.length}: “${third.title}”`,
  );
  await expect(dialog.getByRole('progressbar', { name: 'Drafts written' })).toHaveAttribute(
    'aria-valuetext',
    `2 of ${novemberEntries.length}`,
  );
  await expect(dialog.getByTestId('draft-progress-text')).toContainText(MARKER);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Cancelled. 3 drafts are in your blog, the last with the words that arrived.',
  );
  await expect.poll(() => postRequests()[2]?.aborted).toBe(true);
  expect(postRequests()).toHaveLength(3);
  await dialog.getByRole('button', { name: 'Close' }).click();
  for (const entry of [first, second, third])
    await expect(day(page, entry.date).getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Draft', { exact: true })).toHaveCount(3);
});
