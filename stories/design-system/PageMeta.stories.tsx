import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import Typography from '@mui/material/Typography';
import { PageMeta, type PageMetaProps } from '../../src/design-system';
import { faqPageJsonLd } from '../../src/lib/structuredData';

function PageMetaDemo(props: PageMetaProps) {
  return (
    <>
      <PageMeta {...props} />
      <Typography sx={{ p: 3 }}>
        PageMeta renders nothing visible: it sets the document title, description, canonical URL,
        robots and JSON-LD. Inspect the document head.
      </Typography>
    </>
  );
}

const meta = {
  title: 'Design system/PageMeta',
  component: PageMetaDemo,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Declares a page's head: title, description, canonical URL, robots and JSON-LD. The prerenderer collects it into the static HTML; in the browser an effect writes it into \`document.head\`. It renders nothing.

### When to use
- Exactly once in every page component (README "How to add a page"); \`noindex\` for the admin area, login and the tool.

### When not to use
- In components below a page: the innermost, last-rendered \`PageMeta\` wins.
- To set the head by hand (\`document.title = ...\`): the prerendered HTML would not have it.

### Accessibility
- The \`title\` is the first thing a screen reader says on navigation: name the page first, then the brand ("Pricing | Bayshore Signal").`,
      },
    },
  },
  args: {
    title: 'Pricing | Bayshore Signal',
    description: 'Month-to-month automation packages from $997/month.',
    canonical: '/pricing',
    jsonLd: faqPageJsonLd([{ question: 'Is there a contract?', answer: 'No, month-to-month.' }]),
  },
} satisfies Meta<typeof PageMetaDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Indexed: Story = {
  play: async () => {
    await waitFor(() => expect(document.title).toBe('Pricing | Bayshore Signal'));
    const canonical = document.head.querySelector('link[rel="canonical"]');
    await expect(canonical?.getAttribute('href')).toBe(
      'https://www.bayshoresignal.example/pricing',
    );
    const ld = document.head.querySelector('script[type="application/ld+json"]');
    await expect(JSON.parse(ld?.textContent ?? '{}')['@type']).toBe('FAQPage');
  },
};

export const NoIndex: Story = {
  args: {
    title: 'Login | Bayshore Signal',
    description: 'Admin login.',
    canonical: '/login',
    noindex: true,
    jsonLd: undefined,
  },
  play: async () => {
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain(
        'noindex',
      ),
    );
  },
};
