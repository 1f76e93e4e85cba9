// SPEC §1, §2 and §9 figures, held by the content modules every page and JSON-LD builder reads.
import { describe, expect, it } from 'vitest';
import { caseStudies, caseStudiesMeta } from './caseStudies';
import { clientNames, CLIENT_STRIP_LOOP_SECONDS, featuredCards, homeFaqs } from './home';
import { industries } from './industries';
import { featureComingSoon, loginAttemptedNotice, messageSentNotice } from './notices';
import { paidAdsFaqs, paidAdsPlatforms } from './paidAds';
import { automationPackages, pricingFaqs, pricingNotes, standaloneServices } from './pricing';
import { usd } from './money';
import { articles, downloads, videos } from './resources';
import { serviceDetailByPath, serviceDetails } from './serviceDetails';
import { serviceCards } from './services';
import { tampaHub, tampaPaidAds, tampaSeo, tampaService } from './tampa';
import { playbooks } from './workflows';
import { homeMeta } from './home';
import { industriesMeta } from './industries';
import { pricingMeta } from './pricing';
import { resourcesMeta } from './resources';
import { servicesMeta } from './services';
import { workflowsMeta } from './workflows';
import { paidAdsMeta } from './paidAds';
import { contactMeta, loginMeta } from './contact';
import { tampaHubMeta } from './tampa';

describe('pricing (SPEC §9)', () => {
  it('has the three packages with their monthly prices, setup fees and Most Popular flag', () => {
    expect(
      automationPackages.map((p) => [p.name, p.subtitle, p.monthlyPrice, p.setupFee, p.popular]),
    ).toEqual([
      ['Starter', 'Local Lift', 997, 997, false],
      ['Growth', 'Performance', 2500, 1500, true],
      ['Scale', 'Automation Ops', 5000, 3000, false],
    ]);
    expect(automationPackages.map((p) => usd(p.monthlyPrice))).toEqual([
      '$997',
      '$2,500',
      '$5,000',
    ]);
  });

  it('lists each package’s features from SPEC', () => {
    const [starter, growth, scale] = automationPackages.map((p) => p.features.join(' | '));
    for (const f of [
      'Lead capture',
      'One niche automation set',
      'One long video repurposed',
      'Ad Watchdog Lite',
      'Monthly KPI email',
    ])
      expect(starter).toContain(f);
    for (const f of [
      'scraper for 2 niches',
      'Daily trend prompts',
      '2 creative sprints monthly',
      'Full Ad Watchdog',
      'Funnel dashboards',
    ])
      expect(growth).toContain(f);
    for (const f of [
      'scraper for 4 niches',
      'Sales pipeline automations',
      'Quarterly competitive intel',
      'Monthly case video',
      'Dedicated success manager',
    ])
      expect(scale).toContain(f);
  });

  it('has the two standalone services and the page copy lines', () => {
    expect(standaloneServices.map((s) => [s.name, s.price, s.minimum])).toEqual([
      ['Paid Media Management', '12-15% of ad spend', 'Minimum $750/month'],
      ['AI Automation Blueprint', '$3,500 one-time', undefined],
    ]);
    expect(pricingNotes.integratedFrom).toBe('Integrated packages start at $2,500 per month.');
    expect(pricingNotes.typicalAdBudget).toBe(
      'A typical local paid-ads budget is $1,500 to $5,000 per month.',
    );
    expect(pricingNotes.contracts).toBe('Month-to-month retainers, no long-term contracts.');
    expect(pricingFaqs).toHaveLength(4);
  });
});

describe('service pages (SPEC §2, §9)', () => {
  it('has eight pages, each with eight items, four steps, six FAQs and a proof image', () => {
    expect(serviceDetails).toHaveLength(8);
    for (const d of serviceDetails) {
      expect(d.whatYouGet, d.path).toHaveLength(8);
      expect(d.steps, d.path).toHaveLength(4);
      expect(d.faqs, d.path).toHaveLength(6);
      expect(d.proof.caption.length).toBeGreaterThan(20);
      expect(d.proof.width).toBeGreaterThan(0);
      expect(serviceDetailByPath(d.path)).toBe(d);
      expect(serviceDetailByPath(`${d.path}/`)).toBe(d);
    }
  });

  it('shows the typical budget per platform and the retainer floor', () => {
    const price = (path: string) => serviceDetailByPath(path)?.priceValue;
    expect(price('/services/paid-ads/google-ads')).toBe('$3,000-$50,000+/mo');
    expect(price('/services/paid-ads/meta-ads')).toBe('$2,000-$40,000+/mo');
    expect(price('/services/paid-ads/tiktok-ads')).toBe('$1,500-$25,000+/mo');
    expect(price('/services/paid-ads/linkedin-ads')).toBe('$3,000-$30,000+/mo');
    expect(price('/services/seo')).toBe('$1,500/mo');
    expect(price('/services/content-video')).toBe('$1,500/mo');
  });

  it('paid-ads overview links the four platform pages and has six FAQs', () => {
    expect(paidAdsPlatforms.map((p) => p.link)).toEqual([
      '/services/paid-ads/google-ads',
      '/services/paid-ads/meta-ads',
      '/services/paid-ads/tiktok-ads',
      '/services/paid-ads/linkedin-ads',
    ]);
    expect(paidAdsFaqs).toHaveLength(6);
  });
});

describe('case studies and industries (SPEC §1)', () => {
  it('carries the case-study metrics exactly', () => {
    const metrics = (id: string) =>
      caseStudies.find((c) => c.id === id)!.results.map((r) => r.metric);
    expect(metrics('assisted-living')).toEqual(['73%', '18%', '25', '24/7']);
    expect(metrics('med-spa')).toEqual(['3x', '54%', '2.8x', '82%']);
    expect(caseStudies.find((c) => c.id === 'med-spa')!.results[3].label).toContain(
      '40% prior no-show rate',
    );
    for (const c of caseStudies) {
      expect(c.results).toHaveLength(4);
      expect(c.testimonial.author && c.testimonial.role).toBeTruthy();
    }
  });

  it('has four industries with the results lines of SPEC §1', () => {
    expect(industries.map((i) => i.results)).toEqual([
      '73% faster response to family inquiries and an 18% occupancy increase.',
      '3x qualified leads, 54% lower cost per booking and 2.8x ROAS.',
      '2.5x more qualified leads and 40% faster close time.',
      '156% increase in local calls and a 4.8 star average rating.',
    ]);
  });
});

describe('playbooks and resources (SPEC §2, §9)', () => {
  it('has six playbooks with four steps and SPEC’s setup times and difficulties', () => {
    expect(playbooks.map((p) => p.time)).toEqual([
      '20 min',
      '30 min',
      '45 min',
      '60 min',
      '15 min per video',
      '2-3 hours',
    ]);
    expect(new Set(playbooks.map((p) => p.difficulty))).toEqual(
      new Set(['Beginner', 'Intermediate', 'Advanced']),
    );
    for (const p of playbooks) expect(p.steps).toHaveLength(4);
  });

  it('has six articles, four downloads and three videos', () => {
    expect([articles.length, downloads.length, videos.length]).toEqual([6, 4, 3]);
  });
});

describe('home, services and Tampa pages (SPEC §2)', () => {
  it('home: three featured cards to their pages, six client names, a 20 s loop, five FAQs', () => {
    expect(featuredCards.map((c) => c.link)).toEqual([
      '/tampa/seo',
      '/tampa/paid-ads',
      '/workflows',
    ]);
    expect(clientNames).toHaveLength(6);
    expect(CLIENT_STRIP_LOOP_SECONDS).toBe(20);
    expect(homeFaqs).toHaveLength(5);
    expect(homeFaqs[4].answer).toContain('1-2 weeks');
    expect(homeFaqs[4].answer).toContain('30-60 days');
  });

  it('services overview has six cards; Tampa hub four services, four industries, two cases', () => {
    expect(serviceCards).toHaveLength(6);
    expect(tampaHub.services).toHaveLength(4);
    expect(tampaHub.industries.every((c) => c.link.startsWith('/industries'))).toBe(true);
    expect(tampaHub.cases).toHaveLength(2);
  });

  it('Tampa pages have four FAQs; SEO has three pillars; paid ads has the three anchors', () => {
    for (const page of [tampaService, tampaSeo, tampaPaidAds]) expect(page.faqs).toHaveLength(4);
    expect(tampaSeo.pillars.map((p) => p.title)).toEqual([
      'Technical SEO',
      'Local SEO',
      'Content and Links',
    ]);
    expect(tampaPaidAds.platforms.map((p) => p.id)).toEqual([
      'google-ads',
      'meta-ads',
      'youtube-ads',
    ]);
  });

  it('every page has its own title and description', () => {
    const metas = [
      homeMeta,
      tampaHubMeta,
      tampaService.meta,
      tampaSeo.meta,
      tampaPaidAds.meta,
      servicesMeta,
      paidAdsMeta,
      ...serviceDetails.map((d) => d.meta),
      workflowsMeta,
      industriesMeta,
      caseStudiesMeta['/work'],
      caseStudiesMeta['/case-studies'],
      pricingMeta,
      contactMeta,
      resourcesMeta,
      loginMeta,
    ];
    expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
    for (const m of metas) expect(m.description.length, m.path).toBeLessThanOrEqual(200);
  });
});

describe('notices (SPEC §6, §8)', () => {
  it('words the notices as SPEC does', () => {
    expect(messageSentNotice).toMatchObject({
      title: 'Message Sent!',
      description:
        "Thanks for reaching out. We'll get back to you shortly. (Note: This is a demo. No email was sent.)",
    });
    expect(loginAttemptedNotice).toMatchObject({
      title: 'Login Attempted',
      description: 'This is a placeholder login form. Functionality can be added.',
    });
    expect(featureComingSoon('Downloads')).toMatchObject({ title: 'Feature Coming Soon!' });
    expect(featureComingSoon('Downloads').description).toContain("isn't implemented yet");
  });
});
