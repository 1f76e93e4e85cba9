/** The design system's EmptyState (EmptyState.tsx) as the plain classes (docs/ARCHITECTURE.md#plain-controls). */
import type { CSSObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';
import { plainClass } from '../PlainControls';
import { c, type PlainRules } from './plainRule';

export function emptyStateRules(theme: Theme): PlainRules {
  const { palette, typography, shape } = theme;
  return {
    [c(plainClass.emptyState)]: {
      textAlign: 'center',
      padding: '48px 24px',
      border: '1px dashed',
      borderColor: palette.divider,
      borderRadius: Number(shape.borderRadius) * 2,
      color: palette.text.secondary,
    },
    [c(plainClass.emptyStateTitle)]: {
      ...(typography.h6 as CSSObject),
      margin: 0,
      color: palette.text.primary,
    },
    [c(plainClass.emptyStateText)]: { ...(typography.body1 as CSSObject), margin: '8px 0 0' },
  };
}
