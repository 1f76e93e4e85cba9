/** Paid ads overview (SPEC §2): the four platform pages, how it works, six FAQs, /book-demo links, Service + FAQPage JSON-LD. */
import Typography from '@mui/material/Typography';
import { Button, FaqList, FeatureCard, PageHero, PageMeta, Section } from '../../../design-system';
import { faqPageJsonLd, serviceJsonLd } from '../../../lib/structuredData';
import { CardGrid } from '../components/CardGrid';
import { CardLink } from '../components/CardLink';
import { SiteIcon } from '../components/SiteIcon';
import { StepList } from '../components/StepList';
import { links } from '../content/links';
import {
  paidAdsCta,
  paidAdsFaqs,
  paidAdsHero,
  paidAdsMeta,
  paidAdsPlatforms,
  paidAdsSteps,
} from '../content/paidAds';
import { servicesHero, servicesMeta } from '../content/services';
import { pageJsonLd } from '../seo/jsonLd';
import { BookDemoCta } from '../components/BookDemoCta';

const jsonLd = [
  serviceJsonLd({
    name: 'Paid Ads Management',
    description: paidAdsMeta.description,
    path: paidAdsMeta.path,
    offers: { '@type': 'Offer', description: paidAdsHero.pricing, priceCurrency: 'USD' },
  }),
  faqPageJsonLd(paidAdsFaqs),
  ...pageJsonLd(
    { name: paidAdsHero.label, path: paidAdsMeta.path },
    {
      parents: [{ name: servicesHero.label, path: servicesMeta.path }],
      lists: [
        {
          name: 'Platforms we manage',
          entries: paidAdsPlatforms.map((platform) => ({
            name: platform.title,
            path: platform.link,
            description: platform.description,
          })),
        },
      ],
    },
  ),
];

export default function PaidAdsPage() {
  return (
    <>
      <PageMeta
        title={paidAdsMeta.title}
        description={paidAdsMeta.description}
        canonical={paidAdsMeta.path}
        jsonLd={jsonLd}
      />
      <PageHero
        label={paidAdsHero.label}
        title={paidAdsHero.title}
        lead={paidAdsHero.lead}
        actions={
          <Button to={links.bookDemo} variant="secondary" size="lg">
            Book a Demo
          </Button>
        }
      >
        <Typography sx={{ color: '#dbe4f0' }}>{paidAdsHero.pricing}</Typography>
      </PageHero>
      <Section id="platforms" title="Platforms we manage">
        <CardGrid columns={4}>
          {paidAdsPlatforms.map((platform) => (
            <FeatureCard
              key={platform.link}
              title={platform.title}
              description={platform.description}
              icon={<SiteIcon name={platform.icon} />}
            >
              <Typography sx={{ fontWeight: 700 }}>{platform.budget}</Typography>
              <CardLink to={platform.link}>{`Explore ${platform.title}`}</CardLink>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      <Section id="how-it-works" title="How it works" tone="muted">
        <StepList steps={paidAdsSteps} />
      </Section>
      <Section id="faq" title="Paid ads FAQs" maxWidth="md">
        <FaqList items={paidAdsFaqs} />
      </Section>
      <BookDemoCta title={paidAdsCta.title} text={paidAdsCta.text} />
    </>
  );
}
