import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NeuroSliceTool } from '../../src/features/neuroslice/components/NeuroSliceTool';
import { NOTICES } from '../../src/features/neuroslice/engine';
import { initialNeuroSliceState } from '../../src/features/neuroslice/neurosliceSlice';
import type { NeuroSliceAdapters } from '../../src/features/neuroslice/neurosliceAdapters';
import {
  SpeechAdapterContext,
  type SpeechAdapter,
} from '../../src/features/neuroslice/input/speech';
import { notify } from '../../src/design-system';
import { STORY_BRAIN_DUMP, freshPlan, readyState } from './plans';

/**
 * Every notice of the tool (SPEC §8 and the upload refusals), each shown by doing what causes it.
 * Two cannot be caused from the screen because their buttons are disabled in that state (No Data,
 * No Node Selected): those stories show the notice directly.
 */
// No waiting, no real download, no console noise from the logged error details.
const quiet: Partial<NeuroSliceAdapters> = {
  delays: [0, 0, 0, 0, 0],
  saveFile: () => undefined,
  log: { error: () => undefined },
};
/** The story store's adapters: quiet, with these replaced. */
const adapters = (overrides: Partial<NeuroSliceAdapters> = {}) => ({
  neurosliceAdapters: { ...quiet, ...overrides },
});

const meta = {
  title: 'NeuroSlice/Notices',
  component: NeuroSliceTool,
  parameters: {
    route: { path: '/neuroslice' },
    store: { neuroslice: initialNeuroSliceState },
    ...adapters(),
  },
} satisfies Meta<typeof NeuroSliceTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const click = async (name: string | RegExp) =>
  userEvent.click(await page().findByRole('button', { name }));

async function expectNotice(title: string, description?: string) {
  const titleEl = await page().findByText(title, {}, { timeout: 5000 });
  const notice = titleEl.closest('[data-notice-variant]') as HTMLElement;
  if (description) await expect(notice).toHaveTextContent(description);
  return notice;
}

async function closeNotice(title: string) {
  const notice = await expectNotice(title);
  await userEvent.click(await within(notice).findByRole('button', { name: 'Close notice' }));
}

const withSettings = (overrides = {}) => ({
  store: {
    neuroslice: readyState(freshPlan, {
      activeView: 'settings',
      activeNodeId: freshPlan.nodes[3].id,
      ...overrides,
    }),
  },
});
const fakeFetch = (status: number) => async () => ({ ok: status < 400, status });

const speechAdapter = (behaviour: 'unsupported' | 'error'): SpeechAdapter => ({
  isSupported: () => behaviour !== 'unsupported',
  start: ({ onError, onEnd }) => {
    setTimeout(() => {
      onError('network');
      onEnd();
    }, 10);
    return { stop: () => undefined };
  },
});

export const InputRequired: Story = {
  play: async () => {
    await click('Take a slice?');
    await expectNotice(NOTICES.inputRequired.title, NOTICES.inputRequired.description);
  },
};

export const FeatureNotImplemented: Story = {
  play: async () => {
    await click('Add an image');
    await expectNotice(
      NOTICES.featureNotImplemented.title,
      NOTICES.featureNotImplemented.description,
    );
  },
};

export const NeuroSliceComplete: Story = {
  parameters: { store: { neuroslice: { ...initialNeuroSliceState, brainDump: STORY_BRAIN_DUMP } } },
  play: async () => {
    await click('Take a slice?');
    await expectNotice('NeuroSlice Complete', 'Your AI-powered content strategy is ready.');
  },
};

export const GenerationFailed: Story = {
  parameters: {
    store: { neuroslice: { ...initialNeuroSliceState, brainDump: STORY_BRAIN_DUMP } },
    ...adapters({ sleep: () => Promise.reject(new Error('The planner stopped responding.')) }),
  },
  play: async () => {
    await click('Take a slice?');
    await expectNotice('Error', 'Failed to generate strategy: The planner stopped responding.');
  },
};

export const SkippedAhead: Story = {
  parameters: {
    store: { neuroslice: { ...initialNeuroSliceState, brainDump: STORY_BRAIN_DUMP } },
    ...adapters({ delays: [60_000, 60_000, 60_000, 60_000, 60_000] }),
  },
  play: async () => {
    await click('Take a slice?');
    await userEvent.click(await page().findByRole('button', { name: 'Skip' }));
    await expectNotice(NOTICES.skippedAhead.title, NOTICES.skippedAhead.description);
  },
};

export const ClusterDeepened: Story = {
  // The map re-centres on the new nodes; after another story in the same page it lands a few
  // pixels off, so the Chromium run loads this one on a page of its own.
  tags: ['fresh-page'],
  parameters: {
    store: {
      neuroslice: readyState(freshPlan, {
        activeNodeId: freshPlan.nodes.find((n) => n.level === 3)!.id,
      }),
    },
  },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Deepen Cluster' }));
    await expectNotice('Cluster Deepened', 'new nodes added.');
    // The map glides to the new nodes: the picture waits until it has come to rest (a busy
    // machine draws the glide's frames late, and a picture mid-way lands a few pixels off).
    const viewport = () =>
      document.querySelector<HTMLElement>('.react-flow__viewport')?.style.transform;
    await waitFor(
      async () => {
        const before = viewport();
        await new Promise((settle) => setTimeout(settle, 300));
        await expect(viewport()).toBe(before);
      },
      { timeout: 10_000 },
    );
  },
};

export const NotSupported: Story = {
  decorators: [
    (Story) => (
      <SpeechAdapterContext.Provider value={speechAdapter('unsupported')}>
        {Story()}
      </SpeechAdapterContext.Provider>
    ),
  ],
  play: async () => {
    await click('Voice dictation');
    await expectNotice(NOTICES.notSupported.title, NOTICES.notSupported.description);
  },
};

export const VoiceError: Story = {
  decorators: [
    (Story) => (
      <SpeechAdapterContext.Provider value={speechAdapter('error')}>
        {Story()}
      </SpeechAdapterContext.Provider>
    ),
  ],
  play: async () => {
    await click('Voice dictation');
    await expectNotice('Voice Error', 'network');
    await expect(await page().findByRole('button', { name: 'Voice dictation' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const FileTooLarge: Story = {
  play: async () => {
    const input = (await page().findByTestId('brain-dump-file')) as HTMLInputElement;
    await userEvent.upload(
      input,
      new File(['a'.repeat(2 * 1024 * 1024 + 1)], 'transcript.txt', { type: 'text/plain' }),
      { applyAccept: false },
    );
    await expectNotice('File Too Large', 'Files up to 2 MB can be read');
  },
};

export const UnsupportedFile: Story = {
  play: async () => {
    const input = (await page().findByTestId('brain-dump-file')) as HTMLInputElement;
    await userEvent.upload(
      input,
      new File(['%PDF-1.7'], 'brief.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    await expectNotice('Unsupported File', 'brief.pdf is not a supported file.');
  },
};

export const DownloadStarted: Story = {
  parameters: withSettings(),
  play: async () => {
    await click('Download Strategy Pack');
    await expectNotice(NOTICES.downloadStarted.title, NOTICES.downloadStarted.description);
  },
};

/** The export button is disabled without nodes, so the refusal is shown as it would appear. */
export const NoData: Story = {
  parameters: withSettings({ data: { ...freshPlan, nodes: [] }, activeNodeId: null }),
  play: async () => {
    await expect(
      await page().findByRole('button', { name: 'Download Strategy Pack' }),
    ).toBeDisabled();
    notify(NOTICES.noData);
    await expectNotice(NOTICES.noData.title, NOTICES.noData.description);
  },
};

export const WebhookUrlMissing: Story = {
  parameters: withSettings(),
  play: async () => {
    await click('Send Active Node to Blog');
    await expectNotice(NOTICES.webhookUrlMissing.title, NOTICES.webhookUrlMissing.description);
  },
};

export const WebhookUrlInvalid: Story = {
  parameters: withSettings({ webhookUrl: 'ftp://files.example.com/drop' }),
  play: async () => {
    await click('Send Active Node to Blog');
    await expectNotice(NOTICES.webhookUrlInvalid.title, NOTICES.webhookUrlInvalid.description);
  },
};

/** Sending is disabled without an active node, so the refusal is shown as it would appear. */
export const NoNodeSelected: Story = {
  parameters: withSettings({
    activeNodeId: null,
    webhookUrl: 'https://hooks.bayshoresignal.example/blog-draft',
  }),
  play: async () => {
    await expect(
      await page().findByRole('button', { name: 'Send Active Node to Blog' }),
    ).toBeDisabled();
    notify(NOTICES.noNodeSelected);
    await expectNotice(NOTICES.noNodeSelected.title, NOTICES.noNodeSelected.description);
  },
};

export const SendingThenDraftSent: Story = {
  parameters: {
    ...withSettings({ webhookUrl: 'https://hooks.bayshoresignal.example/blog-draft' }),
    ...adapters({ fetchImpl: fakeFetch(200) }),
  },
  play: async () => {
    await click('Send Active Node to Blog');
    await closeNotice(NOTICES.sendingToWebhook.title);
    await expectNotice('Draft Sent!', 'Successfully posted to your webhook. Status: 200');
  },
};

export const WebhookError: Story = {
  parameters: {
    ...withSettings({ webhookUrl: 'https://hooks.bayshoresignal.example/blog-draft' }),
    ...adapters({ fetchImpl: fakeFetch(500) }),
  },
  play: async () => {
    await click('Send Active Node to Blog');
    await closeNotice(NOTICES.sendingToWebhook.title);
    await expectNotice(NOTICES.webhookError.title, NOTICES.webhookError.description);
  },
};

export const DraftSaved: Story = {
  parameters: withSettings(),
  play: async () => {
    await click('Save as blog draft');
    await expectNotice('Draft Saved', freshPlan.nodes[3].title);
    await expect(
      await page().findByRole('link', { name: 'Open it in the blog editor' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/admin\/blog\/posts\/edit\//));
  },
};

export const InputRequiredLight: Story = {
  ...InputRequired,
  parameters: { store: { neuroslice: { ...initialNeuroSliceState, theme: 'light' } } },
};
