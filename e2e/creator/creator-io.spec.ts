/** The creator's inputs and outputs: file uploads, voice dictation, the strategy pack, the webhook and the blog draft. */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import { test, expect, expectNotice } from '../fixtures';
import { mapNodes, openNode, openTool, tab, takeQuickSlice, startWebhookServer } from './toolPage';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

async function docxBuffer(paragraphs: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  const body = paragraphs
    .map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`)
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

test.describe('file upload', () => {
  test('.txt, .srt and .docx fill the brain dump with clean text', async ({ page }) => {
    await openTool(page);
    const field = page.getByLabel('Topic or brain dump');
    const input = page.getByTestId('brain-dump-file');
    await expect(input).toHaveAttribute('accept', '.txt,.md,.docx,.srt,.vtt');

    await input.setInputFiles(fixture('brain-dump.txt'));
    await expect(field).toHaveValue(
      (await readFile(fixture('brain-dump.txt'), 'utf8')).replace(/\r\n/g, '\n'),
    );

    await field.fill('');
    await input.setInputFiles(fixture('episode.srt'));
    await expect(field).toHaveValue(
      'Welcome back to the roofing growth show\nToday: storm season leads and insurance claims\nDrone videos that win trust',
    );

    await field.fill('My notes');
    await input.setInputFiles({
      name: 'brief.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await docxBuffer(['Assisted living tours &amp; family FAQs', 'Occupancy up 18%']),
    });
    await expect(field).toHaveValue(
      'My notes\n\nAssisted living tours & family FAQs\nOccupancy up 18%',
    );
  });

  test('binary, oversized and unsupported files are refused with a notice', async ({ page }) => {
    await openTool(page);
    const input = page.getByTestId('brain-dump-file');
    await input.setInputFiles({
      name: 'photo.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]),
    });
    await expectNotice(page, 'File Not Readable', 'photo.txt does not contain readable text.');
    await input.setInputFiles({
      name: 'huge.md',
      mimeType: 'text/markdown',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 10, 'a'),
    });
    await expectNotice(page, 'File Too Large', 'Files up to 2 MB can be read');
    await expect(page.getByLabel('Topic or brain dump')).toHaveValue('');
  });

  test('when the upload reader cannot load, the file is reported unread and the typing kept', async ({
    page,
  }) => {
    // The reader is a chunk of its own, fetched on first use: a dropped connection loses it.
    await page.route('**/assets/fileText-*.js', (route) => route.abort());
    await openTool(page);
    const field = page.getByLabel('Topic or brain dump');
    await field.fill('My notes');
    await page.getByTestId('brain-dump-file').setInputFiles({
      name: 'brief.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Storm season leads'),
    });
    await expectNotice(
      page,
      'File Not Readable',
      'brief.txt could not be read. Try another file or paste the text.',
    );
    await expect(field).toHaveValue('My notes');
    await expect(page.getByRole('button', { name: /Upload a file/ })).toBeEnabled();
  });

  test('the second icon button says the feature is not implemented', async ({ page }) => {
    await openTool(page);
    await page.getByRole('button', { name: 'Add an image' }).click();
    await expectNotice(
      page,
      'Feature Not Implemented',
      "This feature isn't implemented yet—but don't worry! You can request it in your next prompt!",
    );
  });
});

test.describe('voice dictation', () => {
  // A stand-in for the Web Speech API: says a phrase, or fails with the error in window.__speechError.
  const fakeSpeech = (m: string) => {
    const w = window as unknown as Record<string, unknown>;
    if (m === 'missing') {
      Object.defineProperty(window, 'SpeechRecognition', { value: undefined, configurable: true });
      Object.defineProperty(window, 'webkitSpeechRecognition', {
        value: undefined,
        configurable: true,
      });
      return;
    }
    class FakeRecognition {
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        w.__speechStarted = true;
        setTimeout(() => {
          if (m === 'error') {
            this.onerror?.({ error: 'not-allowed' });
            this.onend?.();
            return;
          }
          this.onresult?.({
            resultIndex: 0,
            results: {
              length: 1,
              0: { isFinal: true, 0: { transcript: 'hurricane prep checklists for homeowners' } },
            },
          });
        }, 150);
      }
      stop() {
        setTimeout(() => this.onend?.(), 0);
      }
    }
    Object.defineProperty(window, 'SpeechRecognition', {
      value: FakeRecognition,
      configurable: true,
    });
    Object.defineProperty(window, 'webkitSpeechRecognition', {
      value: FakeRecognition,
      configurable: true,
    });
  };

  test('dictated speech is appended and the toggle turns off when stopped', async ({ page }) => {
    await page.addInitScript(fakeSpeech, 'speak');
    await openTool(page);
    await page.getByLabel('Topic or brain dump').fill('Roofing leads');
    const toggle = page.getByRole('button', { name: 'Voice dictation' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Topic or brain dump')).toHaveValue(
      'Roofing leads hurricane prep checklists for homeowners',
    );
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('a recognizer error shows Voice Error with its text and turns the toggle off', async ({
    page,
  }) => {
    await page.addInitScript(fakeSpeech, 'error');
    await openTool(page);
    const toggle = page.getByRole('button', { name: 'Voice dictation' });
    await toggle.click();
    const notice = page
      .locator('[data-notice-variant="destructive"]')
      .filter({ hasText: 'Voice Error' });
    await expect(notice).toContainText('not-allowed');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('without the Web Speech API the toggle says Not Supported', async ({ page }) => {
    await page.addInitScript(fakeSpeech, 'missing');
    await openTool(page);
    const toggle = page.getByRole('button', { name: 'Voice dictation' });
    await toggle.click();
    await expectNotice(
      page,
      'Not Supported',
      'Voice recognition is not supported in your browser.',
    );
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});

test('the strategy pack downloads as a zip with the five files and the CSV headers', async ({
  page,
}) => {
  await openTool(page);
  await takeQuickSlice(page);
  await tab(page, 'Settings').click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Strategy Pack' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/-\d{4}-\d{2}-\d{2}\.zip$/);
  await expectNotice(page, 'Download Started', 'Your strategy pack is being generated.');
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  expect(Object.keys(zip.files).sort()).toEqual([
    'calendar.csv',
    'calendar.ics',
    'personas.json',
    'plan.md',
    'trends.json',
    'variants.csv',
  ]);
  const firstLine = async (name: string) =>
    (await zip.file(name)!.async('string')).split(/\r?\n/)[0];
  expect(await firstLine('variants.csv')).toBe(
    'node_id,persona,platform,title,hook,caption,hashtags,thumbnail_brief',
  );
  expect(await firstLine('calendar.csv')).toBe('date,platform,node_id,title');
  expect(JSON.parse(await zip.file('personas.json')!.async('string'))).toHaveLength(3);
});

test.describe('publishing the active node', () => {
  test('the webhook receives the payload and the page shows Draft Sent! with Status: 200', async ({
    page,
  }) => {
    const server = await startWebhookServer(200);
    try {
      await openTool(page);
      await takeQuickSlice(page);
      const panel = await openNode(page, mapNodes(page, 'asset').first());
      const title = (await panel.getByRole('heading', { level: 2 }).textContent())!;
      await tab(page, 'Settings').click();
      await expect(page.getByTestId('active-node')).toContainText(title);
      const url = page.getByLabel('Webhook URL');
      await expect(url).toHaveAttribute('type', 'url');
      await page.getByRole('button', { name: 'Send Active Node to Blog' }).click();
      await expectNotice(page, 'Webhook URL Missing', 'Please enter a webhook URL to send a test.');
      await url.fill(server.url);
      await page.getByRole('button', { name: 'Send Active Node to Blog' }).click();
      await expectNotice(page, 'Sending to Webhook...');
      await expectNotice(page, 'Draft Sent!', 'Successfully posted to your webhook. Status: 200');
      expect(server.received).toHaveLength(1);
      const payload = JSON.parse(server.received[0].body);
      expect(server.received[0].contentType).toContain('application/json');
      expect(Object.keys(payload).sort()).toEqual([
        'body_markdown',
        'excerpt',
        'personas',
        'seo',
        'slug',
        'tags',
        'title',
      ]);
      expect(payload.title).toBe(title);
      expect(payload.seo.description.length).toBeLessThanOrEqual(160);
    } finally {
      await server.close();
    }
  });

  test('a server answering 500 gives the SPEC error', async ({ page }) => {
    const server = await startWebhookServer(500);
    try {
      await openTool(page);
      await takeQuickSlice(page);
      await openNode(page, mapNodes(page, 'cluster').first());
      await tab(page, 'Settings').click();
      await page.getByLabel('Webhook URL').fill(server.url);
      await page.getByRole('button', { name: 'Send Active Node to Blog' }).click();
      await expectNotice(page, 'Sending to Webhook...');
      await expectNotice(page, 'Error', 'Could not send to blog. Check console for details.');
      expect(server.received).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  test('with no node chosen, sending is disabled', async ({ page }) => {
    await openTool(page);
    await takeQuickSlice(page);
    await tab(page, 'Settings').click();
    await expect(page.getByTestId('active-node')).toContainText('No node selected');
    await expect(page.getByRole('button', { name: 'Send Active Node to Blog' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save as blog draft' })).toBeDisabled();
  });

  test('Save as blog draft puts the node in the blog admin as a draft', async ({ page }) => {
    await openTool(page);
    await takeQuickSlice(page);
    const panel = await openNode(page, mapNodes(page, 'asset').first());
    const title = (await panel.getByRole('heading', { level: 2 }).textContent())!;
    await tab(page, 'Settings').click();
    await page.getByRole('button', { name: 'Save as blog draft' }).click();
    await expectNotice(page, 'Draft Saved', title);
    await page.getByRole('link', { name: 'Open it in the blog editor' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/posts\/edit\/[^/]+$/);
    await expect(page.getByLabel(/^Title/).first()).toHaveValue(title);
    await page.goto('/admin/blog/posts');
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText(/draft/i);
    // The journey ends back in the tool, whose page the automatic axe check covers.
    await openTool(page);
  });
});
