// The eight service pages (SPEC §2): one component, content picked by the URL; each URL is a story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ServiceDetailPage from '../../src/features/site/pages/ServiceDetailPage';
import { serviceDetailByPath } from '../../src/features/site/content/serviceDetails';

const meta = {
  title: 'Site/Pages/Service page',
  component: ServiceDetailPage,
} satisfies Meta<typeof ServiceDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (path: string, themeMode: 'light' | 'dark' = 'light'): Story => ({
  parameters: { route: { path, initialEntry: path }, themeMode },
  play: async ({ canvasElement }) => {
    const detail = serviceDetailByPath(path)!;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      detail.headline,
    );
    await expect(canvas.getByText(detail.priceValue)).toBeInTheDocument();
    for (const link of canvas.getAllByRole('link', { name: 'Book a Demo' }))
      await expect(link).toHaveAttribute('href', '/book-demo');
  },
});

export const GoogleAds = at('/services/paid-ads/google-ads');
export const GoogleAdsDark = at('/services/paid-ads/google-ads', 'dark');
export const MetaAds = at('/services/paid-ads/meta-ads');
export const TikTokAds = at('/services/paid-ads/tiktok-ads');
export const LinkedInAds = at('/services/paid-ads/linkedin-ads');
export const ContentVideo = at('/services/content-video');
export const Seo = at('/services/seo');
export const SeoDark = at('/services/seo', 'dark');
export const EmailSmsCrm = at('/services/email-sms-crm');
export const AnalyticsCro = at('/services/analytics-cro');
