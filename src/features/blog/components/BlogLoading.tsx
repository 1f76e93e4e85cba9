/** Shown while this browser's saved blog loads, so pages neither flash empty nor redirect too early. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

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
      <CircularProgress size={24} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}
