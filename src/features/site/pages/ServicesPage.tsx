/** Services overview (SPEC §2): hero, six service cards with Learn More, CTA to /book-demo and /pricing. */
import { PageHero, PageMeta, Section } from '../../../design-system';
import { breadcrumbJsonLd } from '../../../lib/structuredData';
import { ServiceCardGrid } from '../components/ServiceCardGrid';
import { links } from '../content/links';
import { serviceCards, servicesCta, servicesHero, servicesMeta } from '../content/services';
import { DeferredHydration } from '../components/DeferredHydration';
import { BookDemoCta, viewPricing } from '../components/BookDemoCta';

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
        <BookDemoCta {...servicesCta} secondary={viewPricing} />
      </DeferredHydration>
    </>
  );
}
