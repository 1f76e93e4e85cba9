/** Service cards (SPEC §3 shape: icon, title, description, link) as FeatureCards with a Learn More link. */
import { FeatureCard } from '../../../design-system';
import type { ServiceCard } from '../content/types';
import { CardGrid } from './CardGrid';
import { CardLink } from './CardLink';
import { SiteIcon } from './SiteIcon';

const learnMoreAbout = (card: ServiceCard) => `Learn More about ${card.title}`;

export function ServiceCardGrid({
  cards,
  columns = 3,
  linkText = learnMoreAbout,
}: {
  cards: readonly ServiceCard[];
  columns?: 2 | 3 | 4;
  linkText?: (card: ServiceCard) => string;
}) {
  return (
    <CardGrid columns={columns}>
      {cards.map((card) => (
        <FeatureCard
          key={card.title}
          title={card.title}
          description={card.description}
          icon={<SiteIcon name={card.icon} />}
        >
          <CardLink to={card.link}>{linkText(card)}</CardLink>
        </FeatureCard>
      ))}
    </CardGrid>
  );
}
