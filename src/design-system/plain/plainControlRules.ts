/**
 * The CSS of the plain controls (PlainControls.tsx), made from the theme, one file per control in
 * rules/: the values MUI's Button, IconButton, SvgIcon, Paper, Stack, outlined TextField, Snackbar
 * and Alert resolve to with it, so a plain control and its MUI sibling look alike; the parity test
 * (visual/plainParity.spec.ts) fails on any computed difference (docs/ARCHITECTURE.md#plain-controls).
 * The theme puts these rules in its baseline (theme.ts), which every page's critical CSS carries.
 */
import type { CSSObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';
import { buttonBase, buttonRules } from './rules/buttonRules';
import { emptyStateRules } from './rules/emptyStateRules';
import { fieldRules, type OutlinedFieldMetrics } from './rules/fieldRules';
import { iconButtonRules } from './rules/iconButtonRules';
import { noticeRules } from './rules/noticeRules';
import { panelRules } from './rules/panelRules';
import type { PlainRules } from './rules/plainRule';

// Made once per theme: the baseline asks for them on every render of every page the prerender writes.
const made = new WeakMap<Theme, PlainRules>();

/** `focusRing`: the theme's own focus ring; `field`: the outlined field's metrics (theme.ts). */
export function plainControlRules(
  theme: Theme,
  focusRing: CSSObject,
  field: OutlinedFieldMetrics,
): PlainRules {
  let rules = made.get(theme);
  if (!rules) {
    const base = buttonBase(focusRing);
    rules = {
      ...buttonRules(theme, base),
      ...iconButtonRules(theme, base),
      ...panelRules(theme),
      ...fieldRules(theme, field),
      ...emptyStateRules(theme),
      ...noticeRules(theme, base),
    };
    made.set(theme, rules);
  }
  return rules;
}
