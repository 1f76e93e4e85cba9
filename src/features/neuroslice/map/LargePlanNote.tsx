/** The note a large plan opens with: it is shown folded, and "Expand all" shows everything. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Button } from '../../../design-system';
import { LARGE_PLAN_OPEN_LEVEL } from './mapView';

export function LargePlanNote({
  planCount,
  onExpandAll,
}: {
  planCount: number;
  onExpandAll: () => void;
}) {
  return (
    <Paper
      role="note"
      elevation={3}
      sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', maxWidth: 560 }}
    >
      <Typography variant="body2">
        This plan has {planCount.toLocaleString('en-US')} nodes, so the map opens with levels 1 to{' '}
        {LARGE_PLAN_OPEN_LEVEL} shown and deeper branches collapsed.
      </Typography>
      <Button size="sm" onClick={onExpandAll}>
        Expand all
      </Button>
    </Paper>
  );
}
