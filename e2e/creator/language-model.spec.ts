// docs/PRODUCT.md#a-real-language-model: NeuroSlice writes with a real language model when the creator connects one. A local
// OpenAI-compatible server started by each test plays the model (and its failures).
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { test, expect, expectNotice } from '../fixtures';
import { MARKER, MODEL_KEY, startModelServer, type ModelServer } from './modelServer';
import {
  BRAIN_DUMP,
  mapNodes,
  openNode,
  openTool,
  startWebhookServer,
  tab,
  takeQuickSlice,
} from './toolPage';

let server: ModelServer;
const consoleText: string[] = [];

test.beforeEach(async ({ page }, info) => {
  // Ports 4242-4249 are this suite's; one per parallel worker.
  server = await startModelServer(4242 + (info.parallelIndex % 8));
  consoleText.length = 0;
  page.on('console', (message) => consoleText.push(message.text()));
});
test.afterEach(async () => {
  await server.close();
});

/** SPEC §2 keeps Settings closed until a plan is READY: an offline plan first, then connect. */
async function openSettings(page: Page) {
  if (await tab(page, 'Settings').isDisabled()) await takeQuickSlice(page);
  await tab(page, 'Settings').click();
}

async function connectCustom(page: Page) {
  await openSettings(page);
  await page.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'Custom' }).click();
  await page.getByLabel('Base URL').fill(server.baseUrl);
  await page.getByLabel('Model').fill('zephyr-1');
  const key = page.getByLabel('API key');
  await expect(key).toHaveAttribute('type', 'password');
  await key.fill(MODEL_KEY);
  await expect(page.getByText('The key is kept only in this browser')).toBeVisible();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByTestId('model-test-result')).toContainText(
    'Connected: the model answered.',
  );
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByTestId('model-connection-status')).toContainText('Connected: zephyr-1');
}

async function takeSlice(page: Page) {
  await tab(page, 'Create').click();
  await page.getByLabel('Topic or brain dump').fill(BRAIN_DUMP);
  await page.getByRole('button', { name: 'Take a slice?' }).click();
}

function expectKeyOnlyInAuthorization() {
  expect(server.requests.length).toBeGreaterThan(0);
  for (const request of server.requests) {
    expect(request.body).not.toContain(MODEL_KEY);
    if (request.method === 'POST') expect(request.authorization).toBe(`Bearer ${MODEL_KEY}`);
  }
  expect(consoleText.join('\n')).not.toContain(MODEL_KEY);
}

test('a connected model writes the map, detail panel, calendar and pack; Deepen asks it too', async ({
  page,
}) => {
  server.plainFor.add('trends'); // one answer arrives without streaming
  await openTool(page);
  await connectCustom(page);
  await takeSlice(page);
  await expectNotice(page, 'NeuroSlice Complete', 'Your AI-powered content strategy is ready.');
  expect(server.requests.filter((r) => r.stream).map((r) => r.schemaName)).toEqual([
    'topic_tree',
    'trends',
    'persona_variants',
  ]);
  await expect(mapNodes(page)).toHaveCount(1 + 5 + 15);
  await expect(mapNodes(page, 'pillar')).toContainText(MARKER);
  const panel = await openNode(page, mapNodes(page, 'cluster').first());
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(`${MARKER} Cluster 1`);

  const before = server.requests.length;
  await panel.getByRole('button', { name: /Deepen/ }).click();
  await expectNotice(page, 'Cluster Deepened', '3 new nodes added.');
  expect(server.requests.slice(before).map((r) => r.schemaName)).toEqual(['children']);
  await expect(mapNodes(page)).toHaveCount(1 + 5 + 15 + 3);

  await tab(page, 'Calendar').click();
  await expect(page.getByText(`${MARKER} Asset 1.1`).first()).toBeVisible();

  await tab(page, 'Settings').click();
  await expect(page.getByTestId('plan-author')).toHaveText(
    'The current plan was written by zephyr-1 (Custom).',
  );
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Strategy Pack' }).click();
  // Notices show one at a time: each is read and closed, or the next waits behind it.
  await expectNotice(page, 'Download Started');
  const zip = await JSZip.loadAsync(await readFile((await (await downloadPromise).path())!));
  const plan = await zip.file('plan.md')!.async('string');
  expect(plan).toContain(`# ${MARKER} Kombucha Plan`);
  expect(plan).toContain('Written by the language model zephyr-1 (Custom).');
  expect(plan).toContain(`**${MARKER} Child A**`);
  for (const name of Object.keys(zip.files))
    expect(await zip.file(name)!.async('string')).not.toContain(MODEL_KEY);

  const webhook = await startWebhookServer(200);
  try {
    await expect(page.getByTestId('active-node')).toContainText(`${MARKER} Cluster 1`);
    await page.getByLabel('Webhook URL').fill(webhook.url);
    await page.getByRole('button', { name: 'Send Active Node to Blog' }).click();
    await expectNotice(page, 'Sending to Webhook...');
    await expectNotice(page, 'Draft Sent!');
    expect(webhook.received[0].body).toContain(MARKER);
    expect(webhook.received[0].body).not.toContain(MODEL_KEY);
  } finally {
    await webhook.close();
  }
  expectKeyOnlyInAuthorization();

  // The connection survives a reload; Disconnect returns to the offline engine.
  await page.reload();
  await tab(page, 'Settings').click();
  await expect(page.getByTestId('model-connection-status')).toContainText('Connected: zephyr-1');
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('model-connection-status')).toContainText('Not connected');
  const count = server.requests.length;
  await takeSlice(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
  await expectNotice(page, 'Skipped Ahead');
  expect(server.requests.length).toBe(count);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(MODEL_KEY);
});

for (const [mode, cause] of [
  ['401', /refused the API key \(HTTP 401\)/],
  ['500', /had an error \(HTTP 500\)/],
  ['malformed', /not JSON/],
  ['stall', /stopped answering for 30 seconds/],
] as const) {
  test(`a ${mode} answer gives the SPEC error, keeps the brain dump and offers the offline engine`, async ({
    page,
  }) => {
    if (mode === 'stall') await page.clock.install();
    await openTool(page);
    await connectCustom(page);
    server.mode = mode;
    await takeSlice(page);
    if (mode === 'stall') {
      await expect
        .poll(() => server.requests.some((r) => r.schemaName === 'topic_tree'))
        .toBe(true);
      await page.clock.fastForward(31_000);
    }
    await expectNotice(page, 'Error', 'Failed to generate strategy: ');
    await expect(page.getByLabel('Topic or brain dump')).toHaveValue(BRAIN_DUMP);
    await expect(page.getByTestId('model-failure')).toContainText(cause);
    await page.getByRole('button', { name: 'Generate offline instead' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
    await expectNotice(page, 'Skipped Ahead');
    await expect(mapNodes(page, 'pillar')).not.toContainText(MARKER);
    expectKeyOnlyInAuthorization();
  });
}

test('Skip aborts the request in flight and finishes offline', async ({ page }) => {
  await openTool(page);
  await connectCustom(page);
  server.mode = 'hang';
  await takeSlice(page);
  await expect.poll(() => server.requests.some((r) => r.schemaName === 'topic_tree')).toBe(true);
  await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
  await expectNotice(page, 'Skipped Ahead', 'Displaying final generated strategy.');
  await expect
    .poll(() => server.requests.find((r) => r.schemaName === 'topic_tree')?.aborted)
    .toBe(true);
  await expect(mapNodes(page).first()).toBeVisible();
});

test('Test connection names a wrong key', async ({ page }) => {
  await openTool(page);
  await openSettings(page);
  await page.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'Custom' }).click();
  await page.getByLabel('Base URL').fill(server.baseUrl);
  await page.getByLabel('Model').fill('zephyr-1');
  await page.getByLabel('API key').fill('sk-wrong-key-000');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByTestId('model-test-result')).toContainText('Wrong API key');
  await expect(page.getByTestId('model-test-result')).not.toContainText('sk-wrong-key-000');
});
