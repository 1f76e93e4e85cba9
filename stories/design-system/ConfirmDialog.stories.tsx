import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from '../../src/design-system';

const meta = {
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
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
