/** A check's or a list's light: a coloured dot plus its word, so the state never rests on colour alone. */
import Box from '@mui/material/Box';
import type { OverallState } from '../../analysis/analysis';

export const stateLabel: Record<OverallState, string> = {
  good: 'Good',
  improve: 'Improve',
  problem: 'Problem',
  none: 'Not analysed',
};

const stateColour: Record<OverallState, string> = {
  good: 'success.main',
  improve: 'warning.main',
  problem: 'error.main',
  none: 'text.disabled',
};

export function LightDot({ state }: { state: OverallState }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flex: 'none',
        width: 12,
        height: 12,
        borderRadius: '50%',
        bgcolor: stateColour[state],
        border: state === 'none' ? 1 : 0,
        borderColor: 'text.secondary',
      }}
    />
  );
}

/** Dot and word, e.g. for the posts table: "SEO: Good". */
export function Light({ state, label }: { state: OverallState; label?: string }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}
    >
      <LightDot state={state} />
      <span>
        {label ? `${label}: ` : ''}
        {stateLabel[state]}
      </span>
    </Box>
  );
}
