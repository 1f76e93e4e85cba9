import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  DraftProgressDialog,
  type DraftProgressDialogProps,
} from '../../src/features/neuroslice/panels/DraftProgressDialog';
import { freshPlan } from './plans';

const node = freshPlan.nodes.find((n) => n.id === freshPlan.calendar[0].node.id)!;
/** What a model has written so far: the post's opening, a heading and half a section. */
const words = [
  node.hooks[0],
  '',
  `${node.summary} Here is what works for owners who have an afternoon, not a marketing team.`,
  '',
  `## ${node.outline[0].replace(/^\d+\.\s*/, '')}`,
  '',
  'Most owners start with the tool, not the problem. Start with the one number that tells you',
].join('\n');

/** One post being written: each story changes only what its state changes. */
const oneDraft: DraftProgressDialogProps['progress'] = {
  title: node.title,
  index: 1,
  total: 1,
  text: words,
  phase: 'writing',
  savedIds: [],
};

const meta = {
  title: 'NeuroSlice/Draft Progress',
  component: DraftProgressDialog,
  globals: { theme: 'dark' },
  args: {
    progress: oneDraft,
    onCancel: () => undefined,
    onClose: () => undefined,
    onWriteOutlineInstead: () => undefined,
    onOpenDraft: () => undefined,
  },
} satisfies Meta<typeof DraftProgressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog');

/** The model's words arriving, with Cancel. */
export const Streaming: Story = {
  play: async () => {
    await expect(within(dialog()).getByRole('status')).toHaveTextContent(`Writing “${node.title}”`);
    await expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};
export const StreamingLight: Story = { ...Streaming, globals: { theme: 'light' } };

/** A month's drafts, the fourth of twelve being written. */
export const MonthStreaming: Story = {
  args: {
    progress: {
      ...oneDraft,
      month: 'November 2026',
      index: 4,
      total: 12,
      savedIds: ['a', 'b', 'c'],
    },
  },
  play: async () => {
    await expect(within(dialog()).getByRole('status')).toHaveTextContent(
      `Writing 4 of 12: “${node.title}”`,
    );
  },
};
export const MonthStreamingLight: Story = { ...MonthStreaming, globals: { theme: 'light' } };

/** Cancelled: the draft keeps the words that arrived. */
export const Cancelled: Story = {
  args: {
    progress: { ...oneDraft, phase: 'cancelled', savedIds: ['post-1'] },
  },
  play: async () => {
    await expect(within(dialog()).getByRole('status')).toHaveTextContent(
      'Cancelled. The draft keeps the words that arrived.',
    );
    await expect(within(dialog()).getByRole('button', { name: 'Open draft' })).toBeInTheDocument();
  },
};
export const CancelledLight: Story = { ...Cancelled, globals: { theme: 'light' } };

/** Failed: the cause in the language-model feature's words, and the outline draft offered. */
export const Failed: Story = {
  args: {
    progress: {
      ...oneDraft,
      text: '',
      phase: 'failed',
      failure: 'the model server refused the API key (HTTP 401). Check the key in Settings.',
    },
  },
  play: async () => {
    await expect(within(dialog()).getByTestId('draft-failure')).toHaveTextContent('HTTP 401');
    await expect(
      within(dialog()).getByRole('button', { name: 'Write the outline draft instead' }),
    ).toBeInTheDocument();
  },
};
export const FailedLight: Story = { ...Failed, globals: { theme: 'light' } };
