/** Service cards (SPEC §3 shape: icon, title, description, link) as FeatureCards with a Learn More link. */
import { FeatureCard } from '../../../design-system';
import type { ServiceCard } from '../content/types';
import { CardGrid } from './CardGrid';
import { SiteIcon } from './SiteIcon';

export function ServiceCardGrid({
  cards,
  columns = 3,
  linkLabel = 'Learn More',
}: {
  cards: readonly ServiceCard[];
  columns?: 2 | 3 | 4;
  linkLabel?: string;
}) {
  return (
    <CardGrid columns={columns}>
      {cards.map((card) => (
        <FeatureCard
          key={card.title}
          title={card.title}
          description={card.description}
          icon={<SiteIcon name={card.icon} />}
          to={card.link}
          linkLabel={linkLabel}
        />
      ))}
    </CardGrid>
  );
}
