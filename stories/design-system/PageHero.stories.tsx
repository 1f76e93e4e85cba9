import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Breadcrumbs, Button, PageHero } from '../../src/design-system';
import { sampleTrail } from './samples';

const meta = {
  title: 'Design system/PageHero',
  component: PageHero,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The top of a page: an optional label, the page's one \`h1\`, a lead paragraph, its calls to action, and room for breadcrumbs or an aside.

### When to use
- Once, at the top of every marketing and blog page, as the page's only \`h1\`.

### When not to use
- Further down a page: use **Section**, whose title is an \`h2\`.
- Inside the admin area or the NeuroSlice tool, where a plain heading keeps the work in view.

### Accessibility
- Renders a \`header\` landmark and exactly one \`h1\`; a page must not render a second one.
- The band is always dark navy: put \`onDark\` on outline, ghost and link **Button**s and on **Breadcrumbs** inside it, so their text stays white (at least 4.5:1).
- The lead text is #dbe4f0 on navy (12:1).`,
      },
    },
  },
  args: {
    label: 'Tampa, Florida',
    title: 'Digital marketing services that drive revenue',
    lead: 'SEO, paid ads and AI automation for Tampa Bay businesses.',
  },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActionsAndBreadcrumbs: Story = {
  args: {
    actions: (
      <>
        <Button to="/contact" variant="secondary" size="lg">
          Get a Proposal
        </Button>
        <Button to="/pricing" variant="outline" size="lg" onDark>
          See pricing
        </Button>
      </>
    ),
    children: <Breadcrumbs onDark items={sampleTrail.slice(0, 2)} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('drive revenue');
    await expect(canvas.getByRole('link', { name: 'See pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};

export const TitleOnly: Story = {
  args: { label: undefined, lead: undefined, title: 'Blog' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading')).toHaveLength(1);
  },
};

export const WithAside: Story = {
  args: {
    title: 'Paid ads that pay for themselves',
    aside: (
      <Box sx={{ p: 3, borderRadius: 3, bgcolor: 'rgba(255,255,255,0.12)' }}>
        <Typography sx={{ fontWeight: 800, fontSize: '2rem' }}>3.4x</Typography>
        <Typography sx={{ color: '#dbe4f0' }}>
          average return on ad spend, last 12 months
        </Typography>
      </Box>
    ),
  },
};
