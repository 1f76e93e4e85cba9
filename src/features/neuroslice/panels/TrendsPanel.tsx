/** Trends tab: each trend's term, source, stage, speed (coloured by SPEC §9's thresholds) and ready-made strike packs. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { EmptyState, VisuallyHidden, HeadingRow } from '../../../design-system';
import {
  EMPTY_STATES,
  isHttpUrl,
  velocityColour,
  type Trend,
  type VelocityColour,
} from '../engine';

const barColour: Record<VelocityColour, 'success.main' | 'warning.main' | 'error.main'> = {
  green: 'success.main',
  yellow: 'warning.main',
  red: 'error.main',
};
const colourWord: Record<VelocityColour, string> = { green: 'fast', yellow: 'steady', red: 'slow' };

function VelocityBar({ velocity }: { velocity: number }) {
  const colour = velocityColour(velocity);
  const shown = velocity.toFixed(2);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Velocity
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-velocity-colour={colour}>
          {shown}
        </Typography>
      </Stack>
      <Box
        role="meter"
        aria-label="Velocity"
        aria-valuemin={0}
        aria-valuemax={1}
        aria-valuenow={Number(shown)}
        aria-valuetext={`${shown} (${colourWord[colour]})`}
        sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
      >
        <Box
          data-testid="velocity-fill"
          sx={{
            height: '100%',
            width: `${Math.round(Math.min(Math.max(velocity, 0), 1) * 100)}%`,
            bgcolor: barColour[colour],
          }}
        />
      </Box>
    </Box>
  );
}

function TrendCard({ trend }: { trend: Trend }) {
  const safeEvidence = isHttpUrl(trend.evidence_url);
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
          <Chip size="small" label={trend.source} color="primary" variant="outlined" />
          <Chip size="small" label={`Stage: ${trend.stage}`} variant="outlined" />
          {trend.inferred && <Chip size="small" label="Inferred" color="secondary" />}
        </Stack>
        <Typography component="h3" variant="h5">
          {trend.term}
        </Typography>
        <Box sx={{ my: 2 }}>
          <VelocityBar velocity={trend.velocity} />
        </Box>
        {safeEvidence ? (
          <Link
            href={trend.evidence_url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            See the evidence on {trend.source}
            <OpenInNewIcon fontSize="inherit" aria-hidden />
            <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </Link>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No evidence link for this trend.
          </Typography>
        )}
        {trend.strike_packs.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography component="h4" variant="subtitle2">
              Strike packs
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, m: 0, mt: 0.5 }}>
              {trend.strike_packs.map((pack) => (
                <li key={pack.title}>
                  <Typography variant="body2" sx={{ fontWeight: 650 }}>
                    {pack.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {pack.hook}
                  </Typography>
                </li>
              ))}
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

export function TrendsPanel({ trends }: { trends: readonly Trend[] }) {
  return (
    <>
      <HeadingRow
        level={2}
        title="Trends"
        intro="What is moving on TikTok, YouTube, Reddit and the news around your topics, and how fast."
      />
      {trends.length === 0 ? (
        <EmptyState title={EMPTY_STATES.trends} icon={<TrendingUpIcon />} />
      ) : (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
        >
          {trends.map((t) => (
            <TrendCard key={`${t.nodeId}-${t.term}`} trend={t} />
          ))}
        </Box>
      )}
    </>
  );
}
