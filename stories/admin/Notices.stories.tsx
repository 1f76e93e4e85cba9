// Each notice of the blog admin (SPEC §8 and docs/PRODUCT.md), raised by the action that shows it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminText } from '../../src/features/admin/adminText';
import { sampleBlogState, samplePosts } from '../../src/features/blog/testing/sampleBlog';
import { createBackup } from '../../src/features/blog/model/backup';
import { AdminPagesOnly, AdminScreen, adminRoute, postsNeedingWorkCounted } from './adminScreen';

const meta = {
  title: 'Admin/Notices',
  component: AdminPagesOnly,
  parameters: { store: { blog: sampleBlogState } },
} satisfies Meta<typeof AdminPagesOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

const notice = async (role: 'status' | 'alert', title: string, description?: string) => {
  const found = await within(document.body).findByRole(role, {}, { timeout: 3000 });
  await expect(found).toHaveTextContent(title);
  if (description) await expect(found).toHaveTextContent(description);
};

const confirmInDialog = async (label = 'Delete') => {
  const dialog = await within(document.body).findByRole('dialog');
  await userEvent.click(await within(dialog).findByRole('button', { name: label }));
};

export const Welcome: Story = {
  render: () => <AdminScreen />,
  parameters: { route: adminRoute('/admin/blog') },
  play: async ({ canvasElement }) => {
    await notice('status', adminText.welcome.title, adminText.welcome.description);
    await postsNeedingWorkCounted(canvasElement);
  },
};

export const PostCreated: Story = {
  parameters: { route: adminRoute('/admin/blog/posts/new') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Title/ }),
      'Clearwater Realtors on TikTok',
    );
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Save post' }))[1]);
    await notice(
      'status',
      'Post Created!',
      'Clearwater Realtors on TikTok has been saved as a draft.',
    );
  },
};

export const PostUpdated: Story = {
  parameters: { route: adminRoute(`/admin/blog/posts/edit/${samplePosts[1].id}`) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      (await within(canvasElement).findAllByRole('button', { name: 'Save post' }))[0],
    );
    await notice('status', 'Post Updated!', `${samplePosts[1].title} has been saved.`);
  },
};

export const PostNotSavedMissingFields: Story = {
  parameters: { route: adminRoute('/admin/blog/posts/new') },
  play: async ({ canvasElement }) => {
    // Both Save buttons: the side column's comes a frame after the form.
    const saves = await waitFor(async () => {
      const found = await within(canvasElement).findAllByRole('button', { name: 'Save post' });
      await expect(found).toHaveLength(2);
      return found;
    });
    await userEvent.click(saves[1]);
    await notice('alert', adminText.postNotSaved, adminText.missingFields);
  },
};

export const PostDeleted: Story = {
  parameters: { route: adminRoute('/admin/blog/posts') },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: `Delete ${samplePosts[0].title}` }),
    );
    await expect(await within(document.body).findByRole('dialog')).toHaveTextContent(
      `Are you sure you want to delete "${samplePosts[0].title}"?`,
    );
    await confirmInDialog();
    await notice('status', 'Post Deleted', samplePosts[0].title);
  },
};

export const CategoryAdded: Story = {
  parameters: { route: adminRoute('/admin/blog/categories') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Category name' }),
      'Law Groups',
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Add category' }));
    await notice('status', 'Category Added', 'Law Groups');
  },
};

export const CategoryNotAdded: Story = {
  parameters: { route: adminRoute('/admin/blog/categories') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Category name' }),
      'tampa marketing',
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Add category' }));
    await notice('alert', 'Category Not Added');
    await expect(await canvas.findByRole('textbox', { name: 'Category name' })).toHaveValue(
      'tampa marketing',
    );
  },
};

export const CategoryDeleted: Story = {
  parameters: { route: adminRoute('/admin/blog/categories') },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Delete category AI Workflows' }),
    );
    await confirmInDialog();
    await notice('status', 'Category Deleted', 'AI Workflows');
  },
};

export const TagAdded: Story = {
  parameters: { route: adminRoute('/admin/blog/tags') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Tag name' }), 'Google Ads');
    await userEvent.click(await canvas.findByRole('button', { name: 'Add tag' }));
    await notice('status', 'Tag Added', 'Google Ads');
  },
};

export const TagDeleted: Story = {
  parameters: { route: adminRoute('/admin/blog/tags') },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Delete tag YouTube' }),
    );
    await confirmInDialog();
    await notice('status', 'Tag Deleted', 'YouTube');
  },
};

const upload = async (canvasElement: HTMLElement, content: string, name: string) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File([content], name, { type: 'application/json' }));
};

export const ImportFailed: Story = {
  parameters: { route: adminRoute('/admin/blog') },
  play: async ({ canvasElement }) => {
    await upload(canvasElement, '{"posts": "not a backup"}', 'notes.json');
    await notice('alert', 'Import Failed', 'Nothing was changed.');
  },
};

export const BackupImported: Story = {
  parameters: { route: adminRoute('/admin/blog') },
  play: async ({ canvasElement }) => {
    await upload(
      canvasElement,
      JSON.stringify(createBackup(sampleBlogState)),
      'bayshore-signal-blog-backup-2026-05-01.json',
    );
    await expect(await within(document.body).findByRole('dialog')).toHaveTextContent(
      'replaces every post, category and tag',
    );
    await confirmInDialog('Replace blog');
    await notice('status', 'Backup Imported', `${samplePosts.length} posts`);
  },
};
