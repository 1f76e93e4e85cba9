// The editor's coaching (docs/PRODUCT.md#the-editors-seo-and-readability-analysis): the analysis panel at good, mixed and empty, and the search and
// social previews, light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import { analysePost } from '../../src/features/admin/analysis/analysis';
import { goodBody, goodPost, testContext } from '../../src/features/admin/analysis/testPosts';
import { AnalysisPanel } from '../../src/features/admin/components/coach/AnalysisPanel';
import { SearchPreview } from '../../src/features/admin/components/coach/SearchPreview';
import { SocialPreview } from '../../src/features/admin/components/coach/SocialPreview';
import { EditorPartFrame } from './EditorPartFrame';

const good = analysePost(goodPost, testContext);
const mixed = analysePost(
  {
    ...goodPost,
    slug: 'spa-videos-tampa',
    seo_meta_title: 'Tampa Clinic Videos That Book Visits and Fill the Calendar Two Weeks Ahead',
    seo_meta_description: '',
    excerpt: 'Videos for Tampa clinics.',
    body: goodBody
      .replace('[SEO services](/services/seo)', 'SEO services')
      .replace('[profile guide](https://support.google.com/business)', 'profile guide')
      .replace('A med spa marketing video shoot', 'A video shoot')
      .replace('## What to film first', '#### What to film first')
      .replace(
        'Our team films each one in under an hour.',
        'Each clip is filmed by our team in under an hour.',
      ),
  },
  testContext,
);
const empty = analysePost({ ...goodPost, title: '', body: '' }, testContext);

function Coach({ which }: { which: 'good' | 'mixed' | 'empty' }) {
  const analysis = { good, mixed, empty }[which];
  return (
    <EditorPartFrame>
      <AnalysisPanel
        title="SEO analysis"
        list={analysis.seo}
        emptyText="Write a title and some text to see how the post does in search."
      />
      <AnalysisPanel
        title="Readability analysis"
        list={analysis.readability}
        emptyText="Write some text to see how easily it reads."
      />
    </EditorPartFrame>
  );
}

const meta = {
  title: 'Admin/Editor coach',
  component: Coach,
  args: { which: 'good' },
} satisfies Meta<typeof Coach>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name });

export const AnalysisGood: Story = {
  args: { which: 'good' },
  play: async ({ canvasElement }) => {
    const seo = region(canvasElement, 'SEO analysis');
    await expect(seo).toHaveTextContent('Overall: Good');
    await expect(
      within(seo)
        .getByText(/Keyphrase in introduction/)
        .closest('li'),
    ).toHaveTextContent(/^Good · Keyphrase in introduction/);
    await expect(region(canvasElement, 'Readability analysis')).toHaveTextContent('Overall: Good');
  },
};
export const AnalysisGoodDark: Story = { ...AnalysisGood, globals: { theme: 'dark' } };

export const AnalysisMixed: Story = {
  args: { which: 'mixed' },
  play: async ({ canvasElement }) => {
    const seo = region(canvasElement, 'SEO analysis');
    await expect(seo).toHaveTextContent('Overall: Improve');
    await expect(
      within(seo)
        .getByText(/Internal links/)
        .closest('li'),
    ).toHaveTextContent(/^Problem · Internal links/);
    await expect(
      within(seo)
        .getByText(/Keyphrase in slug/)
        .closest('li'),
    ).toHaveTextContent(/^Improve · Keyphrase in slug/);
    // Problems are listed first.
    await expect(within(seo).getAllByRole('listitem')[0]).toHaveTextContent(/^Problem/);
  },
};
export const AnalysisMixedDark: Story = { ...AnalysisMixed, globals: { theme: 'dark' } };

export const AnalysisEmpty: Story = {
  args: { which: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, 'SEO analysis')).toHaveTextContent('Overall: Not analysed');
    await expect(region(canvasElement, 'Readability analysis')).toHaveTextContent(
      'Write some text to see how easily it reads.',
    );
  },
};
export const AnalysisEmptyDark: Story = { ...AnalysisEmpty, globals: { theme: 'dark' } };

const longTitle =
  'Med Spa Marketing in Tampa: Short Videos, Honest Reviews and SMS Reminders That Book Visit | Bayshore Signal Blog';
const description =
  'Med spa marketing for Tampa clinics: short videos, reviews and reminders that fill the calendar two weeks ahead. See what to film first, and what it costs.';

export const SearchPreviewDesktop: Story = {
  render: () => (
    <Box sx={{ p: 3, maxWidth: 720 }}>
      <SearchPreview
        appearance={{ title: longTitle, description, path: '/blog/med-spa-marketing-tampa-videos' }}
      />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const preview = region(canvasElement, 'Search preview');
    const title = within(preview).getByTestId('search-result-title');
    await expect(title.textContent?.endsWith('…')).toBe(true);
    await expect(title).toHaveAttribute('data-cut', 'true');
    await expect(preview).toHaveTextContent(
      'www.bayshoresignal.example › blog › med-spa-marketing-tampa-videos',
    );
  },
};
export const SearchPreviewDesktopDark: Story = {
  ...SearchPreviewDesktop,
  globals: { theme: 'dark' },
};

export const SearchPreviewMobile: Story = {
  ...SearchPreviewDesktop,
  play: async ({ canvasElement }) => {
    const preview = region(canvasElement, 'Search preview');
    await userEvent.click(within(preview).getByRole('button', { name: 'Mobile' }));
    await expect(within(preview).getByTestId('search-result')).toHaveAttribute(
      'data-device',
      'mobile',
    );
    await expect(within(preview).getByRole('button', { name: 'Mobile' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
export const SearchPreviewMobileDark: Story = {
  ...SearchPreviewMobile,
  globals: { theme: 'dark' },
};

export const SocialCard: Story = {
  render: () => (
    <Box sx={{ p: 3, maxWidth: 720 }}>
      <SocialPreview appearance={{ title: longTitle, description, image: '', imageAlt: '' }} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const preview = region(canvasElement, 'Social preview');
    await expect(preview).toHaveTextContent('BAYSHORESIGNAL.EXAMPLE');
    await expect(preview).toHaveTextContent('No image: add a cover image');
  },
};
export const SocialCardDark: Story = { ...SocialCard, globals: { theme: 'dark' } };
