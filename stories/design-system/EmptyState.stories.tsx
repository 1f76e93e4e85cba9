import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import SearchIcon from '@mui/icons-material/Search';
import { Button, EmptyState } from '../../src/design-system';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `What a list or screen shows when it has nothing yet: the SPEC's text and, where useful, a way forward.

### When to use
- Wherever a list, table or tab can be empty: no posts, no search results, no personas yet.
- With an \`action\` when the visitor can fix it from here ("New post").

### When not to use
- For errors or failed saves: those are **notices** (destructive) or an inline error.
- While data is loading: show progress, not "nothing here".

### Accessibility
- Renders \`role="status"\`, so a screen reader announces it when a filter empties a list.
- The title is a paragraph by default; set \`headingLevel\` when it stands in for a section's content and the outline needs it.
- The icon is decorative and hidden from assistive technology.`,
      },
    },
  },
  args: { title: 'No posts found', description: 'Try adjusting your search or filters.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithIcon: Story = {
  args: { icon: <SearchIcon /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No posts found');
  },
};

export const WithAction: Story = {
  args: {
    title: 'No drafts.',
    description: undefined,
    headingLevel: 'h2',
    action: <Button to="/admin/blog/posts/new">New post</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('No drafts.');
    await expect(canvas.getByRole('link', { name: 'New post' })).toBeInTheDocument();
  },
};

export const Dark: Story = { ...WithIcon, globals: { theme: 'dark' } };
