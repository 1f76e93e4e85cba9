// @vitest-environment jsdom
// Which clicks the owner sees in Plausible: calls to action (links to /contact and /book-demo, by
// their words) and outbound links (another site, phone, e-mail); any other link is no event.
import { describe, expect, it } from 'vitest';
import { brand } from '../brand';
import { eventOfLink } from './analytics';

const page = 'https://www.bayshoresignal.example/tampa/seo?utm_source=google';

function link(href: string, text: string, ariaLabel?: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = text;
  if (ariaLabel) a.setAttribute('aria-label', ariaLabel);
  return a;
}

describe('the event of a click on a link', () => {
  it.each([
    ['/contact', 'Get a Proposal'],
    ['/contact', 'Get a Free Tampa Audit'],
    ['/book-demo', 'Book a Demo'],
    ['/contact/', '  Contact\n '],
  ])('a call to action: %s, "%s"', (href, text) => {
    expect(eventOfLink(link(href, text), page)).toEqual({
      name: 'CTA',
      props: { label: text.trim(), page: '/tampa/seo' },
    });
  });

  it.each([
    [brand.companionAppUrl, `${brand.companionAppUrl}/`],
    [brand.videoChannelUrl, brand.videoChannelUrl],
    [brand.phoneHref, brand.phoneHref],
    [`mailto:${brand.email}`, `mailto:${brand.email}`],
  ])('outbound: %s', (href, url) => {
    expect(eventOfLink(link(href, 'x'), page)).toEqual({
      name: 'Outbound',
      props: { url, page: '/tampa/seo' },
    });
  });

  it('any other link of the site is no event', () => {
    expect(eventOfLink(link('/pricing', 'Pricing'), page)).toBeUndefined();
    expect(eventOfLink(link('#main', 'Skip to content'), page)).toBeUndefined();
  });
});
