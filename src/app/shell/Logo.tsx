import Box from '@mui/material/Box';
import { palette, useLinkComponent } from '../../design-system';
import { brand } from '../../lib/brand';

/** The wordmark, linking home. */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <Box
      component={useLinkComponent()}
      href="/"
      aria-label={`${brand.name} home`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: onDark ? '#ffffff' : palette.navy,
        fontWeight: 800,
        fontSize: 20,
        whiteSpace: 'nowrap',
      }}
    >
      <svg width="34" height="34" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={palette.navy} />
        <path
          d="M14 40c8-14 16-14 24 0s12 8 12-4"
          fill="none"
          stroke={palette.tealBright}
          strokeWidth="6"
          strokeLinecap="round"
        />
      </svg>
      <span>{brand.name}</span>
    </Box>
  );
}
