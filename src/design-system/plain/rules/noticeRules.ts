/**
 * MUI's Snackbar (anchored bottom right, as NoticeView places it) holding an Alert, with the
 * theme's values: the standard alert in the info and success colours, the filled one for errors
 * (docs/ARCHITECTURE.md#plain-controls).
 * (The theme's `light` colour for Alert's text and background, as MUI computes them.)
 */
import type { CSSObject } from '@mui/system';
import { alpha, darken, lighten } from '@mui/system/colorManipulator';
import type { Theme } from '@mui/material/styles';
import { plainClass } from '../PlainControls';
import { c, paperSurface, type PlainRules } from './plainRule';

export function noticeRules(theme: Theme, base: CSSObject): PlainRules {
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
      // An Alert is a Paper at elevation 0 (its overlay, none to see); NoticeView raises it to 6.
      backgroundImage: paperSurface(theme, 0).backgroundImage,
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
