/** The brand's MUI theme in light and dark schemes; every colour pair used for text meets WCAG AA. */
import { createTheme, darken, type Theme } from '@mui/material/styles';
import { plainControlRules } from './plain/plainControlRules';

// The animation names MUI's InputBase listens for (onAnimationStart) to notice autofill.
const AUTOFILL = 'mui-auto-fill';
const AUTOFILL_CANCEL = 'mui-auto-fill-cancel';

export type ThemeMode = 'light' | 'dark';

// Bayshore navy and Gulf teal; the sunset coral is the accent for secondary actions.
export const palette = {
  navy: '#0b2545',
  navyLight: '#13315c',
  teal: '#0f766e', // 5.4:1 on white
  tealBright: '#2ec4b6', // used on dark backgrounds only (8.9:1 on #0a1020)
  coral: '#b4432b', // 5.6:1 on white
  coralBright: '#ff8a65',
  ink: '#0f172a',
  slate: '#475569', // 7.5:1 on white
  mist: '#f1f5f9',
  nightBg: '#0a1020',
  nightPaper: '#111a2e',
  focus: '#1d4ed8',
  focusOnDark: '#fbbf24',
  blue: '#2563eb',
  blueBright: '#60a5fa',
  violet: '#7e22ce',
  violetBright: '#c084fc',
  amber: '#a16207',
  amberBright: '#facc15',
  mistOnDark: '#e2e8f0',
} as const;

/** The Neural Map's level colours, Pillar (1) to Detail (5), for a mode (the map and its minimap). */
export function mapLevelColours(
  mode: ThemeMode,
): readonly [string, string, string, string, string] {
  const dark = mode === 'dark';
  return dark
    ? [
        palette.tealBright,
        palette.blueBright,
        palette.coralBright,
        palette.violetBright,
        palette.amberBright,
      ]
    : [palette.tealBright, palette.blue, palette.coral, palette.violet, palette.amber];
}

/**
 * What MUI's outlined field hard-codes (InputBase's line, OutlinedInput's padding, the opacity of
 * the idle outline), named once for the plain field, which draws the same field without MUI; the
 * parity test (visual/plainParity.spec.ts) fails if MUI's own values move away from these.
 */
const outlinedField = { line: '1.4375em', inputPadding: '16.5px 14px', idleOutlineOpacity: 0.23 };

const systemFont = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  // A solid button's hover is its colour's `dark`. MUI darkens by 0.3, which under the dark
  // scheme's near-black text falls below WCAG AA's 4.5:1 (teal 4.46, coral 4.26, red 3.64); by 0.2
  // each stays above it (5.70, 5.34, 4.52) and still shows the hover.
  const hoverOnDark = (main: string) => ({
    main,
    dark: darken(main, 0.2),
    contrastText: palette.nightBg,
  });
  const errorColors = dark ? hoverOnDark('#f87171') : { main: '#b91c1c', contrastText: '#fff' };
  // One visible focus ring for everything that can take keyboard focus.
  const focusRing = {
    outline: `3px solid ${dark ? palette.focusOnDark : palette.focus}`,
    outlineOffset: '2px',
  };
  return createTheme({
    palette: {
      mode,
      primary: dark
        ? hoverOnDark(palette.tealBright)
        : { main: palette.navy, light: palette.navyLight, contrastText: '#ffffff' },
      secondary: dark
        ? hoverOnDark(palette.coralBright)
        : { main: palette.teal, contrastText: '#ffffff' },
      error: errorColors,
      success: dark ? { main: '#4ade80' } : { main: '#15803d' },
      warning: dark ? { main: palette.amberBright } : { main: palette.amber },
      background: dark
        ? { default: palette.nightBg, paper: palette.nightPaper }
        : { default: '#ffffff', paper: '#ffffff' },
      text: dark
        ? { primary: palette.mistOnDark, secondary: '#a5b4c8' }
        : { primary: palette.ink, secondary: palette.slate },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: systemFont,
      h1: { fontSize: 'clamp(2rem, 4vw + 1rem, 3.25rem)', fontWeight: 800, lineHeight: 1.1 },
      h2: { fontSize: 'clamp(1.6rem, 2vw + 1rem, 2.25rem)', fontWeight: 750, lineHeight: 1.2 },
      h3: { fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.3 },
      h4: { fontSize: '1.15rem', fontWeight: 700 },
      h5: { fontSize: '1.05rem', fontWeight: 700 },
      h6: { fontSize: '1rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 650 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          ':focus-visible': focusRing,
          a: { color: 'inherit' },
          // Global rules live here, not in a stylesheet: they ship inside the prerendered critical
          // CSS, so the first paint waits for no CSS request.
          '.skip-link': {
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: 2000,
            padding: '8px 16px',
            background: palette.navy,
            color: '#ffffff',
            borderRadius: 8,
            fontWeight: 700,
          },
          '.skip-link:focus': { top: 8 },
          // MUI's inputs detect the browser's autofill by these animations. Each input would
          // inject the keyframes itself, and on a public page each island with inputs would add
          // them again (every added rule restyles the page): they live here, once, instead.
          [`@keyframes ${AUTOFILL}`]: { from: { animationName: AUTOFILL } },
          [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { animationName: AUTOFILL_CANCEL } },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
          // The plain controls' rules (plain/PlainControls.tsx): global, so a public page's islands
          // hydrate without the style engine.
          ...plainControlRules(theme, focusRing, outlinedField),
        }),
      },
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        // What MUI sets on the input when it injects the keyframes itself (see MuiCssBaseline).
        styleOverrides: {
          input: {
            animationName: AUTOFILL_CANCEL,
            animationDuration: '10ms',
            '&:-webkit-autofill': { animationName: AUTOFILL, animationDuration: '5000s' },
          },
        },
      },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiButton: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': focusRing },
        },
      },
      MuiIconButton: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': focusRing },
        },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiAlert: {
        styleOverrides: {
          // A filled error alert (a destructive notice) in the scheme's own red with its own text
          // colour: on the dark scheme MUI darkens the red and puts near-black text on it (3.7:1,
          // under WCAG AA's 4.5); the scheme's pair reads at about 7:1. PlainNoticeView matches.
          filled: {
            '&.MuiAlert-colorError': {
              backgroundColor: errorColors.main,
              color: errorColors.contrastText,
            },
          },
        },
      },
    },
  });
}

const themes: Partial<Record<ThemeMode, Theme>> = {};

/**
 * The app's theme for a colour scheme, made on first use: building a theme is some of the heaviest
 * work of the first load, and a marketing page never needs the dark one (bench:hydration).
 */
export function themeFor(mode: ThemeMode): Theme {
  return (themes[mode] ??= createAppTheme(mode));
}
