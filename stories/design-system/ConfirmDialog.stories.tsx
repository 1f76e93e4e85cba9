import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from '../../src/design-system';

const meta = {
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      // An open dialog covers the page: each example gets a frame of its own in the docs.
      story: { inline: false, height: '320px' },
      description: {
        component: `The confirm step for every destructive action ("Are you sure you want to delete ...?"). It is controlled: the caller owns \`open\` and closes it from \`onConfirm\` and \`onCancel\`.

### When to use
- Before anything that loses data and cannot be undone: deleting a post, a category, a tag; replacing saved data.
- \`destructive={false}\` for a weighty but non-destructive confirmation (replace with a backup).

### When not to use
- For actions that can be undone: do them and offer the undo in a **notice**.
- To show information or collect input: use a page or a form.

### Accessibility
- A modal \`dialog\` named by its title and described by its message; focus moves into it and returns to the trigger when it closes.
- Escape and a click outside cancel; the confirm button says what will happen ("Delete", "Replace"), never just "OK".`,
      },
    },
  },
  args: {
    open: true,
    title: 'Delete post',
    message: 'Are you sure you want to delete "Tampa SEO in 2026"?',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Delete post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Cancelled: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const NonDestructive: Story = {
  args: {
    title: 'Replace blog data',
    message: 'Replace all posts with the backup?',
    confirmLabel: 'Replace',
    destructive: false,
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
