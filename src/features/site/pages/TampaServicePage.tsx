/** Tampa digital marketing services page (SPEC §2): what we do locally, areas served, four FAQs, related links. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { FeatureCard, Section } from '../../../design-system';
import { CardGrid } from '../components/CardGrid';
import { SiteIcon } from '../components/SiteIcon';
import { TampaPageLayout } from '../components/TampaPageLayout';
import { tampaService } from '../content/tampa';

export default function TampaServicePage() {
  return (
    <TampaPageLayout content={tampaService}>
      <Section id="services" title={tampaService.offerTitle}>
        <CardGrid columns={3}>
          {tampaService.offers.map((offer) => (
            <FeatureCard
              key={offer.title}
              title={offer.title}
              description={offer.description}
              icon={<SiteIcon name={offer.icon} />}
            />
          ))}
        </CardGrid>
      </Section>
      <Section id="areas" title={tampaService.areasTitle} tone="muted">
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
        >
          {tampaService.areas.map((area) => (
            <li key={area}>
              <Chip
                label={area}
                variant="outlined"
                icon={<SiteIcon name="place" />}
                sx={{ bgcolor: 'background.paper' }}
              />
            </li>
          ))}
        </Box>
      </Section>
    </TampaPageLayout>
  );
}
