/** Services overview (SPEC §2): hero, six service cards with Learn More, CTA to /book-demo and /pricing. */
import { PageHero, PageMeta, Section } from '../../../design-system';
import { ServiceCardGrid } from '../components/ServiceCardGrid';
import { serviceCards, servicesCta, servicesHero, servicesMeta } from '../content/services';
import { pageJsonLd } from '../seo/jsonLd';
import { BookDemoCta, viewPricing } from '../components/BookDemoCta';

const jsonLd = pageJsonLd(
  { name: servicesHero.label, path: servicesMeta.path },
  {
    lists: [
      {
        name: 'Our services',
        entries: serviceCards.map((card) => ({
          name: card.title,
          path: card.link,
          description: card.description,
        })),
      },
    ],
  },
);

export default function ServicesPage() {
  return (
    <>
      <PageMeta
        title={servicesMeta.title}
        description={servicesMeta.description}
        canonical={servicesMeta.path}
        jsonLd={jsonLd}
      />
      <PageHero label={servicesHero.label} title={servicesHero.title} lead={servicesHero.lead} />
      <Section id="services" title="Our services">
        <ServiceCardGrid cards={serviceCards} />
      </Section>
      <BookDemoCta {...servicesCta} secondary={viewPricing} />
    </>
  );
}
