/**
 * The looping strip of sample client names (SPEC §2, §9: one loop every 20 s). The list is drawn
 * twice so the loop is seamless; the copy is hidden from assistive tech. Motion stops for
 * prefers-reduced-motion, and a pause button satisfies WCAG 2.2.2 for everyone else. On a document
 * only that button is an island: the names are text, and the strip reads the button's pressed
 * state through CSS, so nothing else hydrates.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ClientStripPause from './ClientStripPause.island';

export interface ClientStripProps {
  names: readonly string[];
  loopSeconds: number;
  label?: string;
}

function NameList({ names, hidden }: { names: readonly string[]; hidden?: boolean }) {
  return (
    <Box
      component="ul"
      aria-hidden={hidden || undefined}
      sx={{ display: 'flex', flexShrink: 0, gap: 6, pr: 6, m: 0, p: 0, listStyle: 'none' }}
    >
      {names.map((name) => (
        <Box
          component="li"
          key={name}
          sx={{
            whiteSpace: 'nowrap',
            fontWeight: 700,
            fontSize: '1.15rem',
            color: 'text.secondary',
          }}
        >
          {name}
        </Box>
      ))}
    </Box>
  );
}

export function ClientStrip({
  names,
  loopSeconds,
  label = 'Trusted by businesses across Tampa Bay',
}: ClientStripProps) {
  return (
    <Box
      component="section"
      aria-labelledby="client-strip-heading"
      sx={{
        py: 5,
        borderBottom: 1,
        borderColor: 'divider',
        // The pause button is an island of its own: its pressed state stops the track.
        '&:has([aria-pressed="true"]) [data-testid="client-strip-track"]': {
          animationPlayState: 'paused',
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          mb: 2,
          px: 2,
          textAlign: 'center',
        }}
      >
        <Typography
          id="client-strip-heading"
          component="h2"
          sx={{
            textTransform: 'uppercase',
            letterSpacing: 1.5,
            fontWeight: 700,
            fontSize: 13,
            color: 'text.secondary',
          }}
        >
          {label}
        </Typography>
        <ClientStripPause />
      </Box>
      <Box
        sx={{
          overflow: 'hidden',
          maskImage: 'linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent)',
          '@media (prefers-reduced-motion: reduce)': { maskImage: 'none' },
        }}
      >
        <Box
          data-testid="client-strip-track"
          data-loop-seconds={loopSeconds}
          sx={{
            display: 'flex',
            width: 'max-content',
            animation: `client-strip-loop ${loopSeconds}s linear infinite`,
            '&:hover': { animationPlayState: 'paused' },
            '@keyframes client-strip-loop': {
              from: { transform: 'translateX(0)' },
              to: { transform: 'translateX(-50%)' },
            },
            '@media (prefers-reduced-motion: reduce)': {
              animation: 'none',
              width: 'auto',
              flexWrap: 'wrap',
              justifyContent: 'center',
              '& > ul[aria-hidden]': { display: 'none' },
              '& > ul': { flexWrap: 'wrap', justifyContent: 'center', rowGap: 2, px: 2 },
            },
          }}
        >
          <NameList names={names} />
          <NameList names={names} hidden />
        </Box>
      </Box>
    </Box>
  );
}
