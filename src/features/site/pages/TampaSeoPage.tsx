/** Tampa SEO page (SPEC §2): three pillars (technical, local, content and links), four FAQs, related links. */
import { FeatureCard, Section } from '../../../design-system';
import { CardGrid } from '../components/CardGrid';
import { CheckList } from '../components/CheckList';
import { SiteIcon } from '../components/SiteIcon';
import { TampaPageLayout } from '../components/TampaPageLayout';
import { tampaSeo } from '../content/tampa';

export default function TampaSeoPage() {
  return (
    <TampaPageLayout content={tampaSeo}>
      <Section id="pillars" title={tampaSeo.pillarsTitle} intro={tampaSeo.pillarsIntro}>
        <CardGrid columns={3}>
          {tampaSeo.pillars.map((pillar) => (
            <FeatureCard
              key={pillar.title}
              title={pillar.title}
              description={pillar.description}
              icon={<SiteIcon name={pillar.icon} />}
            >
              <CheckList items={pillar.points} dense />
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
    </TampaPageLayout>
  );
}
