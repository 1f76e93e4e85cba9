import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, HeadingRow } from '../../src/design-system';

const meta = {
  title: 'Design system/HeadingRow',
  component: HeadingRow,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `The row a screen or a tab panel opens with: its heading, one short line on what it is for, and its main actions on the right (below the heading on phones).

### When to use
- Level 1 at the top of an admin page: the page's one \`h1\`.
- Level 2 at the top of a NeuroSlice tab panel: the panel's \`h2\` under the tool's own \`h1\`.

### When not to use
- On public marketing pages: those open with a **PageHero**.
- For a section inside a page: use **Section** and its heading.

### Accessibility
- The heading level follows \`level\`, so the outline stays h1 -> h2; keep one level 1 per page.
- Actions are ordinary buttons and links after the heading in reading order.`,
      },
    },
  },
  args: {
    level: 1,
    title: 'Posts',
    intro: 'Every post in this browser, newest first.',
  },
} satisfies Meta<typeof HeadingRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageWithActions: Story = {
  args: { actions: <Button to="/admin/blog/posts/new">New post</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New post' })).toBeVisible();
  },
};

export const Panel: Story = {
  args: {
    level: 2,
    title: 'Personas',
    intro: 'The audiences your plan speaks to, with what drives them and what holds them back.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Personas' }),
    ).toBeVisible();
  },
};
