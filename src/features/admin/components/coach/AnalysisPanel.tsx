/**
 * One analysis list as a labelled region ("SEO analysis", "Readability analysis"): the overall
 * light, then each check with its state word before its sentence.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CheckList, CheckState } from '../../analysis/analysis';
import { Light, LightDot, stateLabel } from './CheckLight';
import { CoachSection } from './CoachSection';

const ORDER: Record<CheckState, number> = { problem: 0, improve: 1, good: 2 };

export function AnalysisPanel({
  title,
  list,
  emptyText,
}: {
  title: string;
  list: CheckList;
  emptyText: string;
}) {
  const headingId = useId();
  // Problems first, as Yoast lists them; the analysis's own order within each state.
  const checks = [...list.checks].sort((a, b) => ORDER[a.state] - ORDER[b.state]);
  return (
    <CoachSection headingId={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography component="p" sx={{ mt: 0.5, mb: 2, color: 'text.secondary', fontSize: 14 }}>
        <Light state={list.overall} label="Overall" />
        {list.score !== null && ` (score ${list.score} of 100)`}
      </Typography>
      {checks.length === 0 ? (
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{emptyText}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
          {checks.map((check) => (
            <Box
              component="li"
              key={check.id}
              data-check={check.id}
              data-state={check.state}
              sx={{ display: 'flex', gap: 1, alignItems: 'baseline', fontSize: 14 }}
            >
              <Box component="span" sx={{ position: 'relative', top: 1 }}>
                <LightDot state={check.state} />
              </Box>
              <span>
                <strong>{stateLabel[check.state]}</strong> · <strong>{check.name}</strong>:{' '}
                {check.message}
              </span>
            </Box>
          ))}
        </Box>
      )}
    </CoachSection>
  );
}
