import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { FeatureCard, Section } from '../../src/design-system';

const meta = {
  title: 'Design system/Section',
  component: Section,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `A page band: vertical rhythm, a max width, and an optional eyebrow, \`h2\` title and intro.

### When to use
- For every band of a page below the **PageHero**: services, results, FAQ, pricing.
- \`tone="muted"\` to set one band apart from its neighbours; \`tone="brand"\` for a single emphasised band.

### When not to use
- For the page's closing call to action: use **CtaBand**.
- Inside cards or dialogs: its padding is sized for whole-page bands.

### Accessibility
- With a \`title\` it renders a \`section\`; with an \`id\` too it is labelled by its \`h2\` (\`aria-labelledby\`), so it becomes a named region. Without a \`title\` it renders a plain \`div\`: a section needs a heading of its own.
- The \`id\` also makes it a jump target (\`/page#id\`), offset below the sticky header.
- On \`tone="brand"\` the text takes the primary colour's contrast text; keep children on the theme's colours.`,
      },
    },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (
  <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
    <FeatureCard
      icon={<SearchIcon />}
      title="Tampa SEO"
      description="Rank in the map pack for the searches that book jobs."
      to="/tampa/seo"
    />
    <FeatureCard
      icon={<TrendingUpIcon />}
      title="Paid Ads"
      description="Google, Meta, TikTok and LinkedIn campaigns."
      to="/services/paid-ads"
    />
    <FeatureCard
      highlight="156%"
      title="More local calls"
      description="Home services client, 6 months."
    />
  </Box>
);

export const WithCards: Story = {
  args: {
    id: 'services',
    eyebrow: 'What we do',
    title: 'Services built for local growth',
    intro: 'Pick one or run them together.',
    children: cards,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Services built for local growth' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Learn More: Tampa SEO' })).toHaveAttribute(
      'href',
      '/tampa/seo',
    );
  },
};

export const MutedCentered: Story = {
  args: {
    tone: 'muted',
    align: 'center',
    maxWidth: 'md',
    title: 'How we work',
    intro: 'An audit in week one, a plan in week two, results you can read every month.',
  },
};

export const Brand: Story = {
  args: {
    tone: 'brand',
    eyebrow: 'Results',
    title: 'Numbers our clients report',
    children: (
      <Typography sx={{ fontSize: '1.15rem' }}>156% more local calls in 6 months.</Typography>
    ),
  },
};

export const Dark: Story = {
  ...WithCards,
  globals: { theme: 'dark' },
  // Off the docs page: one scheme per page (docs/ARCHITECTURE.md#plain-controls).
  tags: ['!autodocs'],
};
export const DarkBrand: Story = {
  ...Brand,
  globals: { theme: 'dark' },
  // Off the docs page: one scheme per page (docs/ARCHITECTURE.md#plain-controls).
  tags: ['!autodocs'],
};
