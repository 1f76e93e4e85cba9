/**
 * The cookie banner's layout (CookieConsent.tsx), the one island laid out by plain classes: MUI's
 * Paper at elevation 8 floating over the page's end, and MUI Stack's rows and columns; and the
 * plain forms' columns and rows (docs/ARCHITECTURE.md#plain-controls).
 */
import type { Theme } from '@mui/material/styles';
import { CONSENT_QUESTION_ATTRIBUTE, plainClass } from '../PlainControls';
import { c, paperSurface, type PlainRules } from './plainRule';

export function panelRules(theme: Theme): PlainRules {
  const { palette, typography, shape, breakpoints, zIndex } = theme;
  return {
    [c(plainClass.floatingPanel)]: {
      // MUI's Paper at elevation 8.
      ...paperSurface(theme, 8),
      color: palette.text.primary,
      position: 'fixed',
      left: 16,
      right: 16,
      bottom: 16,
      zIndex: zIndex.drawer,
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
  };
}
