import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import {
  Breadcrumbs,
  Button,
  CtaBand,
  EmptyState,
  FaqList,
  FeatureCard,
  PageHero,
  Section,
} from '../../src/design-system';

const meta = {
  title: 'Design system/Content blocks',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const faqs = [
  {
    question: 'How fast will we see results?',
    answer: 'Paid ads typically show results within 1-2 weeks; workflow ROI within 30-60 days.',
  },
  { question: 'Do you lock us into a contract?', answer: 'No. Retainers are month-to-month.' },
];

export const Hero: Story = {
  render: () => (
    <PageHero
      label="Tampa, Florida"
      title="Digital marketing services that drive revenue"
      lead="SEO, paid ads and AI automation for Tampa Bay businesses."
      actions={
        <>
          <Button to="/contact" variant="secondary" size="lg">
            Get a Proposal
          </Button>
          <Button to="/pricing" variant="outline" size="lg" onDark>
            See pricing
          </Button>
        </>
      }
    >
      <Breadcrumbs
        onDark
        items={[
          { name: 'Home', path: '/' },
          { name: 'Tampa', path: '/tampa' },
        ]}
      />
    </PageHero>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'drive revenue',
    );
  },
};

export const SectionWithCards: Story = {
  render: () => (
    <Section
      id="services"
      eyebrow="What we do"
      title="Services built for local growth"
      intro="Pick one or run them together."
    >
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
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
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Learn More: Tampa SEO' });
    await expect(link).toHaveAttribute('href', '/tampa/seo');
  },
};

export const MutedSection: Story = {
  render: () => (
    <Section tone="muted" title="Frequently asked questions" align="center" maxWidth="md">
      <FaqList items={faqs} />
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('button', { name: faqs[0].question });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  },
};

export const FaqExpanded: Story = {
  render: () => (
    <Section title="FAQ">
      <FaqList items={faqs} defaultExpanded={0} />
    </Section>
  ),
};

export const Cta: Story = {
  render: () => (
    <CtaBand
      title="Ready for more booked calls?"
      text="Get a free Tampa audit of your search, ads and follow-up."
      actions={
        <Button to="/contact" variant="secondary" size="lg">
          Get a free audit
        </Button>
      }
    />
  ),
};

export const Empty: Story = {
  render: () => (
    <Box sx={{ p: 4 }}>
      <EmptyState
        title="No posts found"
        description="Try adjusting your search or filters."
        icon={<SearchIcon />}
      />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No posts found');
  },
};

export const EmptyWithAction: Story = {
  render: () => (
    <Box sx={{ p: 4 }}>
      <EmptyState
        title="No drafts."
        action={<Button to="/admin/blog/posts/new">New post</Button>}
      />
    </Box>
  ),
};

export const BreadcrumbTrail: Story = {
  render: () => (
    <Box sx={{ p: 4 }}>
      <Breadcrumbs
        items={[
          { name: 'Home', path: '/' },
          { name: 'Tampa', path: '/tampa' },
          { name: 'Tampa SEO', path: '/tampa/seo' },
        ]}
      />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByText('Tampa SEO')).toHaveAttribute('aria-current', 'page');
  },
};

export const DarkSection: Story = { ...SectionWithCards, globals: { theme: 'dark' } };
export const DarkEmpty: Story = { ...Empty, globals: { theme: 'dark' } };
