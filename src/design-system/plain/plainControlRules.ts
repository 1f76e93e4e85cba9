/**
 * The CSS of the plain controls (PlainControls.tsx), made from the theme: the values MUI's Button,
 * IconButton, SvgIcon, Paper, Stack, outlined TextField, Snackbar and Alert resolve to with it, so a plain control and its MUI sibling
 * look alike (the stories' baselines show both). The theme puts these rules in its baseline
 * (theme.ts), which every page's critical CSS carries.
 */
import type { CSSObject } from '@mui/system';
import { alpha, darken, lighten } from '@mui/system/colorManipulator';
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
    [c(plainClass.startIcon)]: {
      display: 'inherit',
      marginRight: 8,
      marginLeft: -4,
      '& > *:nth-of-type(1)': { fontSize: 20 },
    },
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
    [c(plainClass.videoThumbnail)]: {
      position: 'relative',
      display: 'block',
      width: '100%',
      padding: 0,
      border: 0,
      borderRadius: Number(shape.borderRadius) * 3,
      overflow: 'hidden',
      cursor: 'pointer',
      backgroundColor: 'transparent',
      '& > img': { display: 'block', width: '100%', height: 'auto' },
      [`&:hover ${c(plainClass.playBadge)}, &:focus-visible ${c(plainClass.playBadge)}`]: {
        transform: 'translate(-50%, -50%) scale(1.08)',
      },
    },
    [c(plainClass.playBadge)]: {
      position: 'absolute',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      transition: 'transform 150ms',
      color: '#ffffff',
      display: 'grid',
      placeItems: 'center',
      [`& ${c(plainClass.icon)}`]: {
        fontSize: 76,
        filter: 'drop-shadow(0 4px 12px rgba(0,0,0,0.45))',
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
    [c(plainClass.iconInherit)]: { fontSize: 'inherit' },
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
    // Until the banner's island fits it to the banner (CookieConsent.tsx): its height on a phone and
    // from `sm` up, with the longest text, plus its 16 px offset.
    [c(plainClass.floatingPanelRoom)]: { height: 300, [breakpoints.up('sm')]: { height: 190 } },
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
      '&:focus-visible': focusRing,
    },
    [c(plainClass.formStack)]: { display: 'grid', gap: 20 },
    [c(plainClass.fieldRow)]: {
      display: 'grid',
      gap: 16,
      gridTemplateColumns: '1fr',
      marginBottom: 32,
      [breakpoints.up('md')]: { gridTemplateColumns: '2fr 1fr 1fr' },
    },
    [c(plainClass.offscreen)]: {
      position: 'absolute',
      left: '-10000px',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
    },
    ...textFieldRules(theme),
    ...noticeRules(theme, base),
  };
}

/**
 * MUI's Snackbar (anchored bottom right, as NoticeView places it) holding an Alert, with the
 * theme's values: the standard alert in the info and success colours, the filled one for errors.
 * (The theme's `light` colour for Alert's text and background, as MUI computes them.)
 */
function noticeRules(theme: Theme, base: CSSObject): Record<string, CSSObject> {
  const { palette, typography, shape, shadows, breakpoints, transitions, zIndex } = theme;
  const dark = palette.mode === 'dark';
  // What Alert computes from each colour's `light` (standard) or `main` (filled).
  const textOf = (color: string) => (dark ? lighten(color, 0.6) : darken(color, 0.6));
  const backgroundOf = (color: string) => (dark ? darken(color, 0.9) : lighten(color, 0.9));
  const standard = (color: typeof palette.info): CSSObject => ({
    color: textOf(color.light),
    backgroundColor: backgroundOf(color.light),
    [c(plainClass.noticeIcon)]: { color: color.main },
  });
  return {
    [c(plainClass.notice)]: {
      zIndex: zIndex.snackbar,
      position: 'fixed',
      display: 'flex',
      left: 8,
      right: 8,
      bottom: 88,
      justifyContent: 'flex-end',
      alignItems: 'center',
      [breakpoints.up('sm')]: { bottom: 96, right: 24, left: 'auto' },
    },
    [c(plainClass.noticeAlert)]: {
      ...(typography.body2 as CSSObject),
      display: 'flex',
      padding: '6px 16px',
      minWidth: 280,
      maxWidth: 440,
      borderRadius: shape.borderRadius,
      boxShadow: shadows[6],
    },
    [c(plainClass.noticeInfo)]: standard(palette.info),
    [c(plainClass.noticeSuccess)]: standard(palette.success),
    // The theme's filled error alert (theme.ts says why it is not MUI's own).
    [c(plainClass.noticeError)]: {
      fontWeight: typography.fontWeightMedium,
      backgroundColor: palette.error.main,
      color: palette.error.contrastText,
    },
    [c(plainClass.noticeIcon)]: {
      marginRight: 12,
      padding: '7px 0',
      display: 'flex',
      fontSize: 22,
      opacity: 0.9,
    },
    [c(plainClass.noticeMessage)]: { padding: '8px 0', minWidth: 0, overflow: 'auto' },
    [c(plainClass.noticeTitle)]: {
      ...(typography.body1 as CSSObject),
      fontWeight: 700,
      margin: '-2px 0 0.35em',
    },
    [c(plainClass.noticeAction)]: {
      display: 'flex',
      alignItems: 'flex-start',
      padding: '4px 0 0 16px',
      marginLeft: 'auto',
      marginRight: -8,
    },
    [c(plainClass.noticeClose)]: {
      ...base,
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: typography.pxToRem(18),
      padding: 5,
      borderRadius: '50%',
      transition: transitions.create('background-color', {
        duration: transitions.duration.shortest,
      }),
      '&:hover': { backgroundColor: alpha(palette.action.active, palette.action.hoverOpacity) },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
    },
  };
}

/**
 * MUI's outlined TextField (FormControl, InputLabel, OutlinedInput, NotchedOutline,
 * FormHelperText) with the theme's values. MUI sets its focused and filled states by JS; here
 * they are CSS (:focus-within, :placeholder-shown on an input whose placeholder is a space), so
 * the label floats as it should before the island is live. Rules that must win come later at the
 * same specificity: hover, then focus, then error, as MUI orders them.
 */
function textFieldRules(theme: Theme): Record<string, CSSObject> {
  const { palette, typography, shape, transitions } = theme;
  const field = c(plainClass.field);
  const label = c(plainClass.fieldLabel);
  const outline = c(plainClass.fieldOutline);
  const box = c(plainClass.fieldBox);
  const error = `${field}${c(plainClass.fieldError)}`;
  const idleBorder = palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
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
  const inputLine = '1.4375em';
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
    [c(plainClass.fieldBoxMultiline)]: { padding: '16.5px 14px' },
    [c(plainClass.fieldInput)]: {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '16.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: inputLine,
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 0,
      width: '100%',
      borderRadius: 'inherit',
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      // The placeholder is a space, there only for :placeholder-shown.
      '&::placeholder': { opacity: 0 },
      '&[type="search"]': { MozAppearance: 'textfield' },
    },
    [c(plainClass.fieldBoxAdornedStart)]: {
      paddingLeft: 14,
      [`& ${c(plainClass.fieldInput)}`]: { paddingLeft: 0 },
    },
    [c(plainClass.fieldAdornment)]: {
      display: 'flex',
      height: '0.01em',
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
    [c(plainClass.emptyStateText)]: { ...body1, margin: '8px 0 0' },
  };
}
