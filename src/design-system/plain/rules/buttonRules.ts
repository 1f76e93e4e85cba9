/**
 * MUI's Button (text, outlined, contained; primary and secondary; large, fullWidth, start and end
 * icons) as the plain classes, with the theme's values (docs/ARCHITECTURE.md#plain-controls).
 * visual/plainParity.spec.ts holds each to the MUI button beside it.
 */
import type { CSSObject } from '@mui/system';
import { alpha } from '@mui/system/colorManipulator';
import type { Theme } from '@mui/material/styles';
import { plainClass } from '../PlainControls';
import { c, type PlainRules } from './plainRule';

/** What ButtonBase sets on every button-like control; `focusRing` is the theme's own ring. */
export function buttonBase(focusRing: CSSObject): CSSObject {
  return {
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
}

/** A button's icon slot: as tall as the text's line, the icon in its middle. */
const iconSlot = (marginLeft: number, marginRight: number): CSSObject => ({
  display: 'inherit',
  alignItems: 'center',
  marginRight,
  marginLeft,
  // MUI's: a zero-width character gives the slot the text's line height.
  '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
  '& > *:nth-of-type(1)': { fontSize: 20 },
});

export function buttonRules(theme: Theme, base: CSSObject): PlainRules {
  const { palette, typography, shape, transitions } = theme;
  const primary = palette.primary.main;
  const hoverBg = alpha(primary, palette.action.hoverOpacity);
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
    [c(plainClass.solidSecondary)]: {
      color: palette.secondary.contrastText,
      backgroundColor: palette.secondary.main,
      '@media (hover: hover)': { '&:hover': { backgroundColor: palette.secondary.dark } },
    },
    // After the variants: a large button's padding wins over theirs (MUI's size comes last too).
    [c(plainClass.large)]: { padding: '8px 22px', fontSize: typography.pxToRem(15) },
    [`${c(plainClass.large)}${c(plainClass.outline)}`]: { padding: '7px 21px' },
    [`${c(plainClass.large)}${c(plainClass.ghost)}`]: { padding: '8px 11px' },
    [c(plainClass.fullWidth)]: { width: '100%' },
    [c(plainClass.nav)]: {
      color: palette.text.primary,
      '&[data-active]': {
        color: palette.secondary.main,
        boxShadow: 'inset 0 -3px 0 currentColor',
        borderRadius: 0,
      },
    },
    [c(plainClass.startIcon)]: iconSlot(-4, 8),
    [c(plainClass.endIcon)]: iconSlot(8, -4),
    [`${c(plainClass.large)} ${c(plainClass.startIcon)} > *:nth-of-type(1)`]: { fontSize: 22 },
    [c(plainClass.stretched)]: {
      ...base,
      // Static, so ::after spans the card (its positioned ancestor), not the button alone.
      position: 'static',
      font: 'inherit',
      textAlign: 'left',
      justifyContent: 'flex-start',
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
      '&:hover': { textDecoration: 'underline', textUnderlineOffset: 3 },
      // The focus ring stays on the title (base): round the card, the card's overflow clips it.
    },
    [c(plainClass.textButton)]: {
      padding: 0,
      margin: 0,
      border: 0,
      background: 'none',
      font: 'inherit',
      color: 'inherit',
      textAlign: 'left',
      cursor: 'pointer',
      // As MUI's Link with underline="hover", the footer's links.
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': base['&:focus-visible'] as CSSObject,
    },
  };
}
