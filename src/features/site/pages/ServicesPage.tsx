/** Services overview (SPEC §2): hero, six service cards with Learn More, CTA to /book-demo and /pricing. */
import { Button, CtaBand, PageHero, PageMeta, Section } from '../../../design-system';
import { breadcrumbJsonLd } from '../../../lib/structuredData';
import { ServiceCardGrid } from '../components/ServiceCardGrid';
import { links } from '../content/links';
import { serviceCards, servicesCta, servicesHero, servicesMeta } from '../content/services';
import { DeferredHydration } from '../components/DeferredHydration';

const jsonLd = [
  breadcrumbJsonLd([
    { name: 'Home', path: links.home },
    { name: 'Services', path: servicesMeta.path },
  ]),
];

export default function ServicesPage() {
  return (
    <>
      <PageMeta
        title={servicesMeta.title}
        description={servicesMeta.description}
        canonical={servicesMeta.path}
        jsonLd={jsonLd}
      />
      <DeferredHydration>
        <PageHero label={servicesHero.label} title={servicesHero.title} lead={servicesHero.lead} />
        <Section id="services" title="Our services">
          <ServiceCardGrid cards={serviceCards} />
        </Section>
        <CtaBand
          title={servicesCta.title}
          text={servicesCta.text}
          actions={
            <>
              <Button to={links.bookDemo} variant="secondary" size="lg">
                Book a Demo
              </Button>
              <Button
                to={links.pricing}
                variant="outline"
                size="lg"
                sx={{ color: '#ffffff', borderColor: 'rgba(255,255,255,0.7)' }}
              >
                View Pricing
              </Button>
            </>
          }
        />
      </DeferredHydration>
    </>
  );
}
