/** A numbered process or timeline (service pages, paid-ads overview). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Step } from '../content/types';

export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: `repeat(${steps.length}, 1fr)`,
        },
      }}
    >
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{ borderTop: 4, borderColor: 'secondary.main', pt: 2 }}
        >
          <Typography sx={{ fontWeight: 800, color: 'secondary.main' }}>
            Step {index + 1}
          </Typography>
          <Typography variant="h5" component="h3" sx={{ mt: 0.5 }}>
            {step.title}
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>{step.description}</Typography>
        </Box>
      ))}
    </Box>
  );
}
