/** Full-screen overlay while a slice is generated: the current status message, progress across the five stages, and Skip. */
import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import { Button, VisuallyHidden } from '../../../design-system';
import { STAGE_MESSAGES, STATUS_MESSAGES } from '../engine/messages';

/** 1-based stage of a status message; every stage counts as reached while skipping ahead. */
export function stageOf(statusMessage: string): number {
  if (statusMessage === STATUS_MESSAGES.skipping || statusMessage === STATUS_MESSAGES.ready)
    return STAGE_MESSAGES.length;
  const index = (STAGE_MESSAGES as readonly string[]).indexOf(statusMessage);
  return index < 0 ? 0 : index + 1;
}

// Shown beside each stage: the status message without its trailing dots.
const stageNames = STAGE_MESSAGES.map((m) => m.replace(/\.+$/, ''));

export interface ProcessingOverlayProps {
  statusMessage: string;
  onSkip: () => void;
  /** Skip is pressed already: the button stays but does nothing more. */
  skipping?: boolean;
  /** A language model is writing: characters of its current answer received so far. */
  modelReceived?: number | null;
}

export function ProcessingOverlay({
  statusMessage,
  onSkip,
  skipping = statusMessage === STATUS_MESSAGES.skipping,
  modelReceived = null,
}: ProcessingOverlayProps) {
  const titleId = useId();
  const skipRef = useRef<HTMLButtonElement>(null);
  const stage = stageOf(statusMessage);
  const total = STAGE_MESSAGES.length;
  // The overlay is modal: focus moves into it so keyboard users can reach Skip at once.
  useEffect(() => {
    skipRef.current?.focus();
  }, []);

  return (
    <Box
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (t) => t.zIndex.modal,
        display: 'grid',
        placeItems: 'center',
        bgcolor: (t) =>
          t.palette.mode === 'dark' ? 'rgba(10,16,32,0.94)' : 'rgba(255,255,255,0.95)',
        backdropFilter: 'blur(4px)',
        p: 3,
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 520, textAlign: 'center' }}>
        <AutorenewIcon
          aria-hidden
          sx={{
            fontSize: 56,
            color: 'primary.main',
            '@keyframes ns-spin': { to: { transform: 'rotate(360deg)' } },
            animation: 'ns-spin 1.6s linear infinite',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
        <Typography id={titleId} component="h2" variant="h4" sx={{ mt: 1 }}>
          Taking your slice
        </Typography>
        <Typography
          role="status"
          aria-live="polite"
          sx={{ mt: 1, fontSize: '1.15rem', color: 'text.primary' }}
          data-testid="status-message"
        >
          {statusMessage}
        </Typography>
        {modelReceived !== null && (
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            The language model has written {modelReceived.toLocaleString('en-US')} characters of
            this stage.
          </Typography>
        )}
        <LinearProgress
          variant="determinate"
          value={(stage / total) * 100}
          aria-label="Generation progress"
          aria-valuetext={`Stage ${stage} of ${total}`}
          sx={{ mt: 3, height: 8, borderRadius: 4 }}
        />
        <Box
          component="ol"
          aria-label="Generation stages"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, textAlign: 'left', display: 'inline-block' }}
        >
          {stageNames.map((name, i) => {
            const done = i + 1 < stage;
            const current = i + 1 === stage;
            return (
              <Box
                component="li"
                key={name}
                aria-current={current ? 'step' : undefined}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  py: 0.25,
                  color: done || current ? 'text.primary' : 'text.secondary',
                  fontWeight: current ? 700 : 400,
                }}
              >
                {done ? (
                  <CheckCircleIcon fontSize="small" sx={{ color: 'success.main' }} aria-hidden />
                ) : (
                  <RadioButtonUncheckedIcon
                    fontSize="small"
                    sx={{ color: current ? 'primary.main' : 'text.secondary' }}
                    aria-hidden
                  />
                )}
                <span>
                  {name}
                  <VisuallyHidden>
                    {done ? ' (done)' : current ? ' (in progress)' : ' (waiting)'}
                  </VisuallyHidden>
                </span>
              </Box>
            );
          })}
        </Box>
        <Box sx={{ mt: 3 }}>
          <Button
            ref={skipRef}
            variant="outline"
            startIcon={<SkipNextIcon />}
            onClick={onSkip}
            disabled={skipping}
          >
            Skip
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
