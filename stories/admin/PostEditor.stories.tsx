// The post editor: new, edit, invalid (missing title/slug, duplicate slug, non-http URL) and preview.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminText } from '../../src/features/admin/adminText';
import { sampleBlogState, samplePosts } from '../../src/features/blog/testing/sampleBlog';
import { AdminPagesOnly, adminRoute } from './adminScreen';

const meta = {
  title: 'Admin/Post editor',
  component: AdminPagesOnly,
  parameters: { store: { blog: sampleBlogState } },
} satisfies Meta<typeof AdminPagesOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

const newPost = { route: adminRoute('/admin/blog/posts/new') };
const editPost = { route: adminRoute(`/admin/blog/posts/edit/${samplePosts[0].id}`) };

const save = async (canvasElement: HTMLElement) =>
  userEvent.click((await within(canvasElement).findAllByRole('button', { name: 'Save post' }))[1]);

export const New: Story = {
  parameters: newPost,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('New post');
    await expect(await canvas.findByRole('radio', { name: 'Draft' })).toBeChecked();
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Title/ }),
      'Brandon Dental: 3 Google Ads Fixes',
    );
    await expect(await canvas.findByRole('textbox', { name: /^Slug/ })).toHaveValue(
      'brandon-dental-3-google-ads-fixes',
    );
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Excerpt' }), 'Three fixes.');
    await expect(await canvas.findByText(/^12\/160 characters suggested/)).toBeInTheDocument();
  },
};

export const Edit: Story = {
  parameters: editPost,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Edit post');
    await expect(await canvas.findByRole('textbox', { name: /^Title/ })).toHaveValue(
      samplePosts[0].title,
    );
    await expect(await canvas.findByRole('checkbox', { name: 'YouTube' })).toBeChecked();
    await expect(await canvas.findByRole('radio', { name: 'Published' })).toBeChecked();
  },
};

export const InvalidMissingTitleAndSlug: Story = {
  parameters: newPost,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Body (Markdown)' }),
      'Kept body',
    );
    await save(canvasElement);
    await expect(await canvas.findByText(adminText.titleRequired)).toBeInTheDocument();
    await expect(await canvas.findByText(adminText.slugRequired)).toBeInTheDocument();
    await expect(await canvas.findByRole('textbox', { name: 'Body (Markdown)' })).toHaveValue(
      'Kept body',
    );
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      adminText.missingFields,
    );
  },
};

export const InvalidDuplicateSlug: Story = {
  parameters: newPost,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Title/ }),
      samplePosts[1].title,
    );
    await save(canvasElement);
    await expect(await canvas.findByText(adminText.duplicateSlug)).toBeInTheDocument();
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      adminText.duplicateSlugNotice(samplePosts[1].slug),
    );
  },
};

export const InvalidCoverUrl: Story = {
  parameters: editPost,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cover = await canvas.findByRole('textbox', { name: 'Cover image URL' });
    await userEvent.type(cover, 'javascript:alert(1)');
    await save(canvasElement);
    await expect(
      await canvas.findByText('Enter a full web address starting with http:// or https://.'),
    ).toBeInTheDocument();
    await expect(cover).toHaveValue('javascript:alert(1)');
  },
};

export const Preview: Story = {
  parameters: editPost,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Preview' }));
    const panel = await canvas.findByRole('tabpanel', { name: 'Preview' });
    await expect(
      await within(panel).findByRole('heading', { name: samplePosts[0].title }),
    ).toBeInTheDocument();
    await expect(
      await within(panel).findByRole('heading', { name: 'What we tested' }),
    ).toBeInTheDocument();
  },
};
