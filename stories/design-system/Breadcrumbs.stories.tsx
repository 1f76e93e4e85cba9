import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Box from '@mui/material/Box';
import { Breadcrumbs } from '../../src/design-system';
import { sampleTrail } from './samples';

const meta = {
  title: 'Design system/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `The visible trail from Home to the current page. Pass the same items to \`breadcrumbJsonLd\` (lib/structuredData) so search engines see the trail visitors see.

### When to use
- On pages two or more levels deep (a Tampa service page, a blog post), usually inside the **PageHero**.

### When not to use
- On top-level pages, where the trail would be "Home / Page".
- As the main navigation: it shows where a page sits, not every way to go.

### Accessibility
- A \`nav\` landmark named "Breadcrumb"; the current page is plain text with \`aria-current="page"\`, every ancestor a link.
- On the navy hero set \`onDark\` so links stay light (#dbe4f0, 12:1).`,
      },
    },
  },
  args: { items: sampleTrail },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trail: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByText('Tampa SEO')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
  },
};

export const OnDark: Story = {
  args: { onDark: true },
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, bgcolor: '#0b2545' }}>
        <Story />
      </Box>
    ),
  ],
};

export const Dark: Story = { ...Trail, globals: { theme: 'dark' } };
