/** Shown while this browser's saved blog loads, so pages neither flash empty nor redirect too early. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/system';

const spin = keyframes`to { transform: rotate(360deg); }`;

export function BlogLoading({ label = 'Loading the blog…' }: { label?: string }) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 10,
        color: 'text.secondary',
      }}
    >
      {/* A decorative spinner, not a progressbar: the status text says what is happening, and
          there is no amount of progress to report (a role="progressbar" would promise one). */}
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 24,
          height: 24,
          borderRadius: '50%',
          border: 3,
          borderColor: 'primary.main',
          borderRightColor: 'transparent',
          animation: `${spin} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
      <Typography>{label}</Typography>
    </Box>
  );
}
