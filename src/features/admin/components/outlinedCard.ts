/**
 * An admin card's surface: MUI's outlined Paper (paper colour, text colour, a divider-coloured
 * border, its box-shadow transition) with the admin's rounder corners, as one sx rule. Paper's
 * module and its style pass per card left the dashboard's first screen with it
 * (docs/ARCHITECTURE.md#apps-in-pieces).
 */
import type { CSSObject, Theme } from '@mui/material/styles';

export const outlinedCard = (theme: Theme): CSSObject => ({
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  transition: theme.transitions.create('box-shadow'),
  border: `1px solid ${theme.palette.divider}`,
  // A string: sx multiplies a bare number by the theme's radius.
  borderRadius: `${Number(theme.shape.borderRadius) * 3}px`,
});
