/** Pricing (SPEC §2, §9): three automation packages, two standalone services, four FAQs (also FAQPage JSON-LD), CTA to /book-demo. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { FaqList, PageHero, PageMeta, Section } from '../../../design-system';
import { faqPageJsonLd } from '../../../lib/structuredData';
import { CardGrid } from '../components/CardGrid';
import { CheckList } from '../components/CheckList';
import { PackageCard } from '../components/PackageCard';
import { links } from '../content/links';
import {
  automationPackages,
  pricingFaqs,
  pricingHero,
  pricingMeta,
  pricingNotes,
  standaloneServices,
} from '../content/pricing';
import { pageJsonLd } from '../seo/jsonLd';
import { BookDemoCta } from '../components/BookDemoCta';

const jsonLd = [
  faqPageJsonLd(pricingFaqs),
  ...pageJsonLd({ name: pricingHero.label, path: pricingMeta.path }),
];

export default function PricingPage() {
  return (
    <>
      <PageMeta
        title={pricingMeta.title}
        description={pricingMeta.description}
        canonical={pricingMeta.path}
        jsonLd={jsonLd}
      />
      <PageHero label={pricingHero.label} title={pricingHero.title} lead={pricingHero.lead} />
      <Section id="packages" title="Automation packages" intro={pricingNotes.contracts}>
        <CardGrid columns={3}>
          {automationPackages.map((pkg) => (
            <PackageCard key={pkg.name} pkg={pkg} to={links.bookDemo} />
          ))}
        </CardGrid>
      </Section>
      <Section
        id="standalone"
        title="Standalone services"
        intro={`${pricingNotes.typicalAdBudget} ${pricingNotes.retainersFrom}`}
        tone="muted"
      >
        <CardGrid columns={2}>
          {standaloneServices.map((service) => (
            <Card
              key={service.name}
              component="article"
              aria-label={service.name}
              variant="outlined"
              sx={{ p: 3.5, borderRadius: 4 }}
            >
              <Typography variant="h3" component="h3">
                {service.name}
              </Typography>
              <Typography sx={{ mt: 1.5, fontSize: '1.75rem', fontWeight: 800 }}>
                {service.price}
              </Typography>
              {service.minimum && (
                <Typography sx={{ color: 'text.secondary', fontWeight: 600 }}>
                  {service.minimum}
                </Typography>
              )}
              <Typography sx={{ mt: 2 }}>{service.description}</Typography>
              <Box sx={{ mt: 2.5 }}>
                <CheckList items={service.features} dense />
              </Box>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="faq" title="Pricing FAQs" maxWidth="md">
        <FaqList items={pricingFaqs} />
      </Section>
      <BookDemoCta
        title="Find the right package for your business"
        text={`${pricingNotes.integratedFrom} Book a demo and we will recommend a plan based on your goals and budget.`}
      />
    </>
  );
}
