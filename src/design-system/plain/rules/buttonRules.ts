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

/** A button's start icon slot: as tall as the text's line, the icon in its middle. */
const startIconSlot: CSSObject = {
  display: 'inherit',
  alignItems: 'center',
  marginRight: 8,
  marginLeft: -4,
  // MUI's: a zero-width character gives the slot the text's line height.
  '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
  '& > *:nth-of-type(1)': { fontSize: 20 },
};

/** The end icon slot, as MUI draws it: no line-height character, no centring. */
const endIconSlot: CSSObject = {
  display: 'inherit',
  marginRight: -4,
  marginLeft: 8,
  '& > *:nth-of-type(1)': { fontSize: 20 },
};

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
    [c(plainClass.solidError)]: {
      color: palette.error.contrastText,
      backgroundColor: palette.error.main,
      '@media (hover: hover)': { '&:hover': { backgroundColor: palette.error.dark } },
    },
    // MUI's text button with the design system's underline; MUI's root drops it on hover.
    [c(plainClass.link)]: {
      padding: '6px 4px',
      minWidth: 0,
      color: primary,
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      '&:hover': { textDecoration: 'none' },
      '@media (hover: hover)': { '&:hover': { backgroundColor: hoverBg } },
    },
    // After the variants: a size's padding wins over theirs (MUI's size comes last too). One class's
    // weight each, a pair's second class inside :where(): a caller's sx (one class, written after
    // these rules) wins over any of them, as it wins over MUI's own, and loses to a state (:hover,
    // :disabled), as with MUI.
    [c(plainClass.large)]: { padding: '8px 22px', fontSize: typography.pxToRem(15) },
    [`${c(plainClass.large)}:where(${c(plainClass.outline)})`]: { padding: '7px 21px' },
    [`${c(plainClass.large)}:where(${c(plainClass.ghost)})`]: { padding: '8px 11px' },
    [`${c(plainClass.large)}:where(${c(plainClass.link)})`]: { padding: '8px 4px' },
    [c(plainClass.small)]: { padding: '4px 10px', fontSize: typography.pxToRem(13) },
    [`${c(plainClass.small)}:where(${c(plainClass.outline)})`]: { padding: '3px 9px' },
    [`${c(plainClass.small)}:where(${c(plainClass.ghost)})`]: { padding: '4px 5px' },
    [`${c(plainClass.small)}:where(${c(plainClass.link)})`]: { padding: '4px 4px' },
    [c(plainClass.fullWidth)]: { width: '100%' },
    // A disabled button (or a link marked aria-disabled, as MUI's ButtonBase marks one).
    [`${c(plainClass.button)}:disabled, ${c(plainClass.button)}[aria-disabled="true"]`]: {
      color: palette.action.disabled,
      pointerEvents: 'none',
      cursor: 'default',
    },
    [[plainClass.solid, plainClass.solidSecondary, plainClass.solidError]
      .flatMap((name) => [`${c(name)}:disabled`, `${c(name)}[aria-disabled="true"]`])
      .join(', ')]: { backgroundColor: palette.action.disabledBackground },
    [`${c(plainClass.outline)}:disabled, ${c(plainClass.outline)}[aria-disabled="true"]`]: {
      borderColor: palette.action.disabledBackground,
    },
    // After the variants, so white wins on a dark band.
    [c(plainClass.onDark)]: {
      color: '#ffffff',
      borderColor: 'rgba(255,255,255,0.7)',
      '&:hover': { borderColor: '#ffffff', backgroundColor: 'rgba(255,255,255,0.08)' },
    },
    [c(plainClass.nav)]: {
      color: palette.text.primary,
      '&[data-active]': {
        color: palette.secondary.main,
        boxShadow: 'inset 0 -3px 0 currentColor',
        borderRadius: 0,
      },
    },
    [c(plainClass.startIcon)]: startIconSlot,
    [c(plainClass.endIcon)]: endIconSlot,
    [`${c(plainClass.large)} ${c(plainClass.startIcon)} > *:nth-of-type(1), ${c(plainClass.large)} ${c(plainClass.endIcon)} > *:nth-of-type(1)`]:
      { fontSize: 22 },
    [`${c(plainClass.small)} ${c(plainClass.startIcon)}`]: { marginLeft: -2 },
    [`${c(plainClass.small)} ${c(plainClass.endIcon)}`]: { marginRight: -2 },
    [`${c(plainClass.small)} ${c(plainClass.startIcon)} > *:nth-of-type(1), ${c(plainClass.small)} ${c(plainClass.endIcon)} > *:nth-of-type(1)`]:
      { fontSize: 18 },
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
