/**
 * A short label beside an icon button, shown while the pointer rests on it or the keyboard focuses
 * it, hidden again with Escape (WCAG 1.4.13). Placed with CSS: MUI's Tooltip brought a positioning
 * library (Popper) and its transitions, 13 KiB gzip, into NeuroSlice's first screen for four labels
 * (docs/ARCHITECTURE.md#apps-in-pieces). The button keeps its own accessible name; the label only
 * repeats it for the eye, so screen readers are not told twice.
 */
import { useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export type HintPlacement = 'bottom' | 'bottom-end' | 'right';

const GAP = '6px';
const placements: Record<HintPlacement, SxProps<Theme>> = {
  bottom: { top: `calc(100% + ${GAP})`, left: '50%', transform: 'translateX(-50%)' },
  // At the screen's right edge (the tool's theme switch): the label ends where the button ends.
  'bottom-end': { top: `calc(100% + ${GAP})`, right: 0 },
  right: { left: `calc(100% + ${GAP})`, top: '50%', transform: 'translateY(-50%)' },
};

const label = 'ds-hint-label';
/** The label keeps this far from the window's edges. */
const EDGE = 8;

/**
 * Moves the label sideways into the window when its placement would cut it at an edge (the Create
 * tab's first button sits at a phone's left edge): Popper's job, done once as the label shows.
 */
function keepInWindow(element: HTMLElement | null) {
  if (!element) return;
  element.style.translate = '';
  const { left, right } = element.getBoundingClientRect();
  const room = document.documentElement.clientWidth - EDGE;
  const shift = left < EDGE ? EDGE - left : right > room ? room - right : 0;
  if (shift) element.style.translate = `${Math.round(shift)}px 0`;
}

export function Hint({
  title,
  placement = 'bottom',
  children,
}: {
  title: string;
  placement?: HintPlacement;
  children: ReactNode;
}) {
  // Escape hides the label until the pointer leaves or focus moves on.
  const [dismissed, setDismissed] = useState(false);
  const labelRef = useRef<HTMLElement>(null);
  return (
    <Box
      component="span"
      data-hint-dismissed={dismissed || undefined}
      onPointerEnter={() => keepInWindow(labelRef.current)}
      onFocus={() => keepInWindow(labelRef.current)}
      onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
      onPointerLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
      sx={{
        position: 'relative',
        display: 'inline-flex',
        '@media (hover: hover)': {
          [`&:hover > .${label}`]: { opacity: 1, transitionDelay: '400ms' },
        },
        [`&:has(:focus-visible) > .${label}`]: { opacity: 1 },
        [`&[data-hint-dismissed] > .${label}`]: { opacity: 0, transitionDelay: '0ms' },
      }}
    >
      {children}
      <Box
        component="span"
        aria-hidden="true"
        className={label}
        ref={labelRef}
        sx={{
          position: 'absolute',
          ...placements[placement],
          zIndex: 'tooltip',
          width: 'max-content',
          maxWidth: 240,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          typography: 'caption',
          bgcolor: 'text.primary',
          color: 'background.paper',
          pointerEvents: 'none',
          opacity: 0,
          transition: 'opacity 150ms',
        }}
      >
        {title}
      </Box>
    </Box>
  );
}
