/**
 * The CSS of the plain controls (PlainControls.tsx), made from the theme: the values MUI's Button,
 * IconButton, SvgIcon, Paper and Stack resolve to with it, so a plain control and its MUI sibling
 * look alike (the stories' baselines show both). The theme puts these rules in its baseline
 * (theme.ts), which every page's critical CSS carries.
 */
import type { CSSObject } from '@mui/system';
import { alpha } from '@mui/system/colorManipulator';
import type { Theme } from '@mui/material/styles';
import { CONSENT_QUESTION_ATTRIBUTE, plainClass } from './PlainControls';

const c = (name: string) => `.${name}`;

// Made once per theme: the baseline asks for them on every render of every page the prerender writes.
const made = new WeakMap<Theme, Record<string, CSSObject>>();

export function plainControlRules(theme: Theme, focusRing: CSSObject): Record<string, CSSObject> {
  let rules = made.get(theme);
  if (!rules) made.set(theme, (rules = makeRules(theme, focusRing)));
  return rules;
}

/** `focusRing`: the theme's own focus ring, which every focusable control shows. */
function makeRules(theme: Theme, focusRing: CSSObject): Record<string, CSSObject> {
  const { palette, typography, shape, transitions, shadows, breakpoints } = theme;
  const primary = palette.primary.main;
  const hoverBg = alpha(primary, palette.action.hoverOpacity);
  // What ButtonBase sets on every button-like control.
  const base: CSSObject = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    backgroundColor: 'transparent',
    outline: 0,
    border: 0,
    margin: 0,
    borderRadius: 0,
    padding: 0,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    MozAppearance: 'none',
    WebkitAppearance: 'none',
    textDecoration: 'none',
    color: 'inherit',
    '&::-moz-focus-inner': { borderStyle: 'none' },
    '@media print': { printColorAdjust: 'exact' },
    '&:focus-visible': focusRing,
  };
  return {
    [c(plainClass.button)]: {
      ...base,
      fontFamily: typography.fontFamily,
      fontWeight: typography.button.fontWeight,
      fontSize: typography.button.fontSize,
      lineHeight: typography.button.lineHeight,
      textTransform: typography.button.textTransform,
      minWidth: 64,
      padding: '6px 16px',
      borderRadius: shape.borderRadius,
      transition: transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: transitions.duration.short,
      }),
    },
    [c(plainClass.ghost)]: {
      padding: '6px 8px',
      color: primary,
      '@media (hover: hover)': { '&:hover': { backgroundColor: hoverBg } },
    },
    [c(plainClass.outline)]: {
      padding: '5px 15px',
      border: `1px solid ${alpha(primary, 0.5)}`,
      color: primary,
      '@media (hover: hover)': { '&:hover': { borderColor: primary, backgroundColor: hoverBg } },
    },
    [c(plainClass.solid)]: {
      color: palette.primary.contrastText,
      backgroundColor: primary,
      '@media (hover: hover)': { '&:hover': { backgroundColor: palette.primary.dark } },
    },
    [c(plainClass.nav)]: {
      color: palette.text.primary,
      '&[data-active]': {
        color: palette.secondary.main,
        boxShadow: 'inset 0 -3px 0 currentColor',
        borderRadius: 0,
      },
    },
    [c(plainClass.endIcon)]: {
      display: 'inherit',
      marginRight: -4,
      marginLeft: 8,
      '& > *:nth-of-type(1)': { fontSize: 20 },
    },
    [c(plainClass.icon)]: {
      userSelect: 'none',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      transition: transitions.create('fill', { duration: transitions.duration.shorter }),
      fill: 'currentColor',
      fontSize: typography.pxToRem(24),
    },
    [c(plainClass.iconSmall)]: { fontSize: typography.pxToRem(20) },
    [c(plainClass.iconButton)]: {
      ...base,
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: typography.pxToRem(24),
      padding: 8,
      borderRadius: '50%',
      color: primary,
      transition: transitions.create('background-color', {
        duration: transitions.duration.shortest,
      }),
      '&:hover': { backgroundColor: hoverBg },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
    },
    [c(plainClass.iconButtonSmall)]: { width: 32, height: 32 },
    [c(plainClass.motionOnly)]: {
      '@media (prefers-reduced-motion: reduce)': { display: 'none' },
    },
    [c(plainClass.floatingPanel)]: {
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      boxShadow: shadows[8],
      position: 'fixed',
      left: 16,
      right: 16,
      bottom: 16,
      zIndex: theme.zIndex.drawer,
      padding: 16,
      maxWidth: 960,
      marginLeft: 'auto',
      marginRight: 'auto',
      borderRadius: Number(shape.borderRadius) * 3,
    },
    [c(plainClass.floatingPanelRoom)]: { height: 180, [breakpoints.up('sm')]: { height: 110 } },
    [c(plainClass.panelRow)]: {
      display: 'flex',
      flexDirection: 'column',
      gap: 16,
      [breakpoints.up('sm')]: { flexDirection: 'row', alignItems: 'center' },
    },
    [c(plainClass.panelText)]: {
      margin: 0,
      fontFamily: typography.fontFamily,
      fontWeight: typography.fontWeightRegular,
      lineHeight: typography.body1.lineHeight,
      flexGrow: 1,
      fontSize: 15,
    },
    [c(plainClass.buttonRow)]: { display: 'flex', gap: 8, flexShrink: 0 },
    [`html:not([${CONSENT_QUESTION_ATTRIBUTE}="ask"]) ${c(plainClass.consentQuestion)}`]: {
      display: 'none',
    },
  };
}
