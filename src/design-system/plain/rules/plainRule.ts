/** What every plain rule file shares (docs/ARCHITECTURE.md#plain-controls). */
import type { CSSObject } from '@mui/system';
import { alpha } from '@mui/system/colorManipulator';
import { getOverlayAlpha, type Theme } from '@mui/material/styles';

/** Global rules by selector, as the theme's baseline takes them. */
export type PlainRules = Record<string, CSSObject>;

/** The selector of a plain class. */
export const c = (name: string) => `.${name}`;

/**
 * MUI Paper's surface at an elevation: the paper colour, its shadow and, in the dark scheme, the
 * white overlay that lifts a raised surface (as Paper computes it without CSS variables).
 */
export function paperSurface(theme: Theme, elevation: number): CSSObject {
  const overlay = alpha(theme.palette.common.white, getOverlayAlpha(elevation));
  return {
    backgroundColor: theme.palette.background.paper,
    backgroundImage:
      theme.palette.mode === 'dark' ? `linear-gradient(${overlay}, ${overlay})` : 'none',
    boxShadow: theme.shadows[elevation],
  };
}
