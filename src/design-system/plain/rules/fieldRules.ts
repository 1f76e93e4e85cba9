/**
 * MUI's outlined TextField (FormControl, InputLabel, OutlinedInput, NotchedOutline,
 * FormHelperText) with the theme's values. MUI sets its focused and filled states by JS; here
 * they are CSS (:focus-within, :placeholder-shown on an input whose placeholder is a space), so
 * the label floats as it should before the island is live. Rules that must win come later at the
 * same specificity: hover, then focus, then error, as MUI orders them.
 */
import type { CSSObject } from '@mui/system';
import { alpha } from '@mui/system/colorManipulator';
import type { Theme } from '@mui/material/styles';
import { plainClass } from '../PlainControls';
import { c, type PlainRules } from './plainRule';

/**
 * What MUI's outlined field hard-codes rather than reads from the theme: its line, its input's
 * padding and the opacity of its idle outline. The theme names them (theme.ts, `outlinedField`)
 * and the parity test holds them to MUI's.
 */
export interface OutlinedFieldMetrics {
  line: string;
  inputPadding: string;
  idleOutlineOpacity: number;
}

export function fieldRules(theme: Theme, metrics: OutlinedFieldMetrics): PlainRules {
  const { palette, typography, shape, transitions } = theme;
  const field = c(plainClass.field);
  const label = c(plainClass.fieldLabel);
  const outline = c(plainClass.fieldOutline);
  const box = c(plainClass.fieldBox);
  const error = `${field}${c(plainClass.fieldError)}`;
  const idleBorder = alpha(
    palette.mode === 'light' ? palette.common.black : palette.common.white,
    metrics.idleOutlineOpacity,
  );
  // The label is up (and the outline notched for it) while the field has focus or text: the form
  // marks a field with text (fieldLabelUp), and before it is live :has() sees the typed text. Two
  // rules, so a browser without :has() drops only the second.
  const up = (part: string, style: CSSObject): Record<string, CSSObject> => ({
    [`${field}:focus-within ${part}, ${field}${c(plainClass.fieldLabelUp)} ${part}`]: style,
    [`${field}:has(${c(plainClass.fieldInput)}:not(:placeholder-shown)) ${part}`]: style,
  });
  const easeOut = transitions.easing.easeOut;
  const body1 = typography.body1 as CSSObject;
  // MUI InputBase's line: the label's, the box's, an input's height and a textarea's line.
  const inputLine = metrics.line;
  return {
    [field]: {
      display: 'inline-flex',
      flexDirection: 'column',
      position: 'relative',
      minWidth: 0,
      padding: 0,
      margin: 0,
      border: 0,
      verticalAlign: 'top',
      width: '100%',
    },
    [label]: {
      ...body1,
      color: palette.text.secondary,
      lineHeight: inputLine,
      padding: 0,
      display: 'block',
      transformOrigin: 'top left',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      pointerEvents: 'none',
      transform: 'translate(14px, 16px) scale(1)',
      maxWidth: 'calc(100% - 24px)',
      transition: transitions.create(['color', 'transform', 'max-width'], {
        duration: transitions.duration.shorter,
        easing: easeOut,
      }),
    },
    ...up(label, {
      userSelect: 'none',
      pointerEvents: 'auto',
      maxWidth: 'calc(133% - 32px)',
      transform: 'translate(14px, -9px) scale(0.75)',
    }),
    [box]: {
      ...body1,
      color: palette.text.primary,
      lineHeight: inputLine,
      boxSizing: 'border-box',
      position: 'relative',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      width: '100%',
      borderRadius: shape.borderRadius,
    },
    [c(plainClass.fieldBoxMultiline)]: { padding: metrics.inputPadding },
    [c(plainClass.fieldInput)]: {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: metrics.inputPadding,
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: inputLine,
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 0,
      width: '100%',
      '&:focus': { outline: 0 },
      '&:-webkit-autofill': { borderRadius: 'inherit' },
      '&:invalid': { boxShadow: 'none' },
      // MUI InputBase's placeholder: shown while the label is up (a space where the field has no
      // placeholder of its own, there only for :placeholder-shown), hidden while it is down.
      '&::placeholder': {
        color: 'currentColor',
        opacity: palette.mode === 'light' ? 0.42 : 0.5,
        transition: transitions.create('opacity', { duration: transitions.duration.shorter }),
      },
      '&[type="search"]': { MozAppearance: 'textfield' },
    },
    // Down while the field is idle and empty: MUI hides the placeholder there (label[data-shrink=
    // false]); focus lifts the label and shows it.
    [`${field}:not(${c(plainClass.fieldLabelUp)}) ${c(plainClass.fieldInput)}:not(:focus)::placeholder`]:
      { opacity: 0 },
    [c(plainClass.fieldBoxAdornedStart)]: {
      paddingLeft: 14,
      [`& ${c(plainClass.fieldInput)}`]: { paddingLeft: 0 },
    },
    [c(plainClass.fieldAdornment)]: {
      display: 'flex',
      maxHeight: '2em',
      alignItems: 'center',
      whiteSpace: 'nowrap',
      color: palette.action.active,
      marginRight: 8,
    },
    // After the input's rule: its padding and radius win (MUI's NativeSelect, outlined).
    [c(plainClass.fieldSelect)]: {
      MozAppearance: 'none',
      WebkitAppearance: 'none',
      userSelect: 'none',
      borderRadius: shape.borderRadius,
      cursor: 'pointer',
      paddingRight: 32,
      '&:not([multiple]) option, &:not([multiple]) optgroup': {
        backgroundColor: palette.background.paper,
      },
    },
    [c(plainClass.fieldSelectIcon)]: {
      position: 'absolute',
      right: 7,
      top: 'calc(50% - .5em)',
      pointerEvents: 'none',
      color: palette.action.active,
    },
    [c(plainClass.fieldTextarea)]: {
      height: 'auto',
      resize: 'none',
      padding: 0,
      // Grows with its text where the browser can (MUI measures it by JS), from `rows` lines.
      fieldSizing: 'content',
      minHeight: `calc(var(--ds-field-rows, 1) * ${inputLine})`,
      // Up to this many lines, then it scrolls (MUI's maxRows). Without the variable the value is
      // invalid, so max-height stays none.
      maxHeight: `calc(var(--ds-field-max-rows) * ${inputLine})`,
    },
    [outline]: {
      textAlign: 'left',
      position: 'absolute',
      bottom: 0,
      right: 0,
      top: -5,
      left: 0,
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      borderColor: idleBorder,
      overflow: 'hidden',
      minWidth: '0%',
      '& legend': {
        float: 'unset',
        width: 'auto',
        overflow: 'hidden',
        display: 'block',
        padding: 0,
        height: 11,
        fontSize: '0.75em',
        visibility: 'hidden',
        maxWidth: 0.01,
        transition: transitions.create('max-width', { duration: 50, easing: easeOut }),
        whiteSpace: 'nowrap',
      },
      '& legend > span': {
        paddingLeft: 5,
        paddingRight: 5,
        display: 'inline-block',
        opacity: 0,
        visibility: 'visible',
      },
    },
    ...up(`${outline} legend`, {
      maxWidth: '100%',
      transition: transitions.create('max-width', { duration: 100, easing: easeOut, delay: 50 }),
    }),
    [`${box}:hover ${outline}`]: {
      borderColor: palette.text.primary,
      '@media (hover: none)': { borderColor: idleBorder },
    },
    [`${field}:focus-within ${label}`]: { color: palette.primary.main },
    [`${box}:focus-within ${outline}`]: { borderColor: palette.primary.main, borderWidth: 2 },
    [`${error} ${label}`]: { color: palette.error.main },
    [`${error} ${box} ${outline}`]: { borderColor: palette.error.main },
    [c(plainClass.fieldHelper)]: {
      ...(typography.caption as CSSObject),
      color: palette.text.secondary,
      textAlign: 'left',
      margin: '3px 14px 0',
    },
    [`${error} ${c(plainClass.fieldHelper)}`]: { color: palette.error.main },
  };
}
