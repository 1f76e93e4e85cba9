/** A case study in brief (home "proven results", Tampa hub): headline metrics and a link to /work. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FeatureCard } from '../../../design-system';
import type { CaseStudy } from '../content/types';
import { CardLink } from './CardLink';
import { SiteIcon } from './SiteIcon';

export function CaseStudySummaryCard({ study, to }: { study: CaseStudy; to: string }) {
  return (
    <FeatureCard
      title={study.title}
      description={study.summary}
      icon={<SiteIcon name={study.icon} />}
    >
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
        {study.industry} · {study.location}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 2, m: 0 }}
      >
        {study.results.slice(0, 2).map((result) => (
          <Box key={result.label}>
            <Typography
              component="dt"
              sx={{
                fontWeight: 800,
                fontSize: '1.75rem',
                color: 'secondary.main',
                lineHeight: 1.1,
              }}
            >
              {result.metric}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: 14 }}>
              {result.label}
            </Typography>
          </Box>
        ))}
      </Box>
      <CardLink to={to}>{`Read the ${study.industry} case study`}</CardLink>
    </FeatureCard>
  );
}
