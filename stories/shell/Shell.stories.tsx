import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Box from '@mui/material/Box';
import { Header } from '../../src/app/shell/Header';
import { Footer } from '../../src/app/shell/Footer';
import { CookieConsent, CookieConsentBanner } from '../../src/app/shell/CookieConsent.island';
import { ErrorScreen } from '../../src/app/shell/ErrorView';
import NotFoundPage from '../../src/app/shell/NotFoundPage';
import {
  CONSENT_KEY,
  forgetChoiceThisVisit,
  writeConsent,
} from '../../src/lib/consent/consentStorage';

const meta = {
  title: 'Shell/Site shell',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeaderDesktop: Story = {
  render: () => <Header pathname="/services/seo" />,
  parameters: { route: { path: '/services/seo', initialEntry: '/services/seo' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const services = canvas.getByRole('button', { name: 'Services' });
    // SPEC §2: /services/seo marks Services as active.
    await expect(services).toHaveAttribute('data-active', 'true');
    await userEvent.click(services);
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu).getByRole('menuitem', { name: 'AI Marketing Automations' }),
    ).toHaveAttribute('href', '/workflows');
  },
};

export const HeaderOnPricing: Story = {
  render: () => <Header pathname="/pricing" />,
  parameters: { route: { path: '/pricing', initialEntry: '/pricing' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const HeaderMobileMenuOpen: Story = {
  render: () => <Header pathname="/" />,
  parameters: { route: { path: '/', initialEntry: '/' }, viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await canvas.findByRole('navigation', { name: 'Mobile' });
    await expect(within(menu).getByRole('link', { name: 'Tampa' })).toHaveAttribute(
      'href',
      '/tampa',
    );
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const SiteFooter: Story = {
  render: () => <Footer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '(813) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+18135550147',
    );
    await expect(canvas.getByText(/© 2026/)).toBeInTheDocument();
  },
};

/** A first visit: the banner as a build that counts visits with Plausible shows it. */
export const CookieBanner: Story = {
  render: () => (
    <Box sx={{ minHeight: 240 }}>
      <CookieConsentBanner onChoose={() => undefined} countsVisits />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cookie consent' });
    await expect(region).toHaveTextContent(/count visits with Plausible \(no cookies/);
    await expect(region).toHaveTextContent(/remember for 90 days how you found us/);
    await expect(within(region).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    await expect(within(region).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  },
};

export const CookieBannerOnAPhone: Story = {
  ...CookieBanner,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

/** A visitor who accepted earlier presses Cookie settings in the footer: the banner, to change it. */
export const CookieBannerReopened: Story = {
  render: () => (
    <>
      <Footer />
      <CookieConsent countsVisits />
    </>
  ),
  beforeEach: () => {
    localStorage.setItem(CONSENT_KEY, 'accepted');
    // The banner's reopened state lives on the page: the next story starts without it.
    return () => writeConsent('accepted');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie settings' }));
    const region = await canvas.findByRole('region', { name: 'Cookie consent' });
    await expect(region).toHaveTextContent(/^You accepted\./);
    await waitFor(() => expect(region).toHaveFocus());
  },
};

export const CookieBannerReopenedOnAPhone: Story = {
  ...CookieBannerReopened,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const CookieBannerRemembersChoice: Story = {
  render: () => <CookieConsent />,
  beforeEach: () => {
    localStorage.removeItem(CONSENT_KEY);
    // An earlier story in this frame may have chosen: the choice this visit holds goes too.
    forgetChoiceThisVisit();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument(),
    );
    await expect(localStorage.getItem(CONSENT_KEY)).toBe('accepted');
  },
};

export const ErrorView: Story = {
  render: () => <ErrorScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  },
};

export const HeaderDark: Story = { ...HeaderDesktop, globals: { theme: 'dark' } };
export const FooterDark: Story = { ...SiteFooter, globals: { theme: 'dark' } };
export const NotFoundDark: Story = { ...NotFound, globals: { theme: 'dark' } };
