import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { FeatureCard } from '../../src/design-system';

const meta = {
  title: 'Design system/FeatureCard',
  component: FeatureCard,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `A card for a service, an industry or a result, optionally leading to its page.

### When to use
- In a grid of peers inside a **Section**: services, industries, case-study results.
- \`highlight\` for one headline figure ("156%") above the title.

### When not to use
- For a single call to action: use **Button** or **CtaBand**.
- For content a visitor must read in full (pricing terms, FAQ answers): cards are for scanning.

### Accessibility
- The title is a real heading; set \`headingLevel\` so it sits one level under the section's heading (\`h3\` under an \`h2\`).
- The link's accessible name adds the title ("Learn More: Tampa SEO"), so a list of links read out of context still says where each goes.
- The icon is decorative and hidden from assistive technology.`,
      },
    },
  },
  args: {
    title: 'Tampa SEO',
    description: 'Rank in the map pack for the searches that book jobs.',
  },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithIconAndLink: Story = {
  args: { icon: <SearchIcon />, to: '/tampa/seo' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Learn More: Tampa SEO' });
    await expect(link).toHaveAttribute('href', '/tampa/seo');
  },
};

export const Highlight: Story = {
  args: {
    highlight: '156%',
    title: 'More local calls',
    description: 'Home services client, 6 months.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const CustomLinkLabel: Story = {
  args: { to: '/case-studies', linkLabel: 'Read the case study', headingLevel: 'h2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Tampa SEO');
    await expect(
      canvas.getByRole('link', { name: 'Read the case study: Tampa SEO' }),
    ).toBeInTheDocument();
  },
};

export const Dark: Story = {
  ...WithIconAndLink,
  globals: { theme: 'dark' },
  // Off the docs page: one scheme per page (docs/ARCHITECTURE.md#plain-controls).
  tags: ['!autodocs'],
};
