/**
 * Plain controls (docs/ARCHITECTURE.md#documents-and-apps-third-round): the few controls every
 * public document hydrates (the header's menu buttons and mobile-menu toggle, the client strip's
 * pause button, the cookie banner, the contact and login forms, the coming-soon buttons, the video thumbnails, the notices) drawn as plain elements with
 * class names. Their CSS is global,
 * made from the theme in plainControlRules.ts (one file per control in rules/), and ships in every page's critical CSS with the
 * theme's baseline, so hydrating them needs neither MUI nor Emotion in the browser: a page whose
 * islands are all plain loads no style engine at all. They look as the MUI controls they stand for
 * do, which visual/plainParity.spec.ts checks style by style (docs/ARCHITECTURE.md#plain-controls);
 * anything richer stays a MUI
 * component, loaded with the island that needs it.
 *
 * Nothing here may import MUI or Emotion (an ESLint rule holds every plain module to that).
 */
/** The class names plainControlRules.ts styles. */
export const plainClass = {
  button: 'ds-button',
  /** The design system's `ghost` variant. */
  ghost: 'ds-button-ghost',
  /** `outline`. */
  outline: 'ds-button-outline',
  /** `default`: the solid primary button. */
  solid: 'ds-button-solid',
  /** `secondary`: the solid button in the secondary colour. */
  solidSecondary: 'ds-button-solid-secondary',
  /** `destructive`: the solid button in the error colour. */
  solidError: 'ds-button-solid-error',
  /** `link`: a text button underlined, as narrow as its words. */
  link: 'ds-button-link',
  /** `size="lg"`. */
  large: 'ds-button-large',
  /** `size="sm"`. */
  small: 'ds-button-small',
  /** On a dark band (hero, call to action): outline, ghost and link buttons in white. */
  onDark: 'ds-button-on-dark',
  fullWidth: 'ds-button-full-width',
  /** A header navigation button: text colour; `data-active` marks the section you are in. */
  nav: 'ds-button-nav',
  /** `size="icon"` with the ghost variant; `small` is the 32 px one. */
  iconButton: 'ds-icon-button',
  iconButtonSmall: 'ds-icon-button-small',
  /** An icon button of the solid variants: a tinted disc (`default`, `secondary`, `destructive`). */
  iconButtonFilled: 'ds-icon-button-filled',
  /** An icon button of the `outline` variant: a thin ring. */
  iconButtonOutline: 'ds-icon-button-outline',
  /** An icon button of the `destructive` variant: the error colour. */
  iconButtonError: 'ds-icon-button-error',
  /** Hidden for visitors who ask for reduced motion (a control that only stops motion). */
  motionOnly: 'ds-motion-only',
  startIcon: 'ds-button-start-icon',
  endIcon: 'ds-button-end-icon',
  /**
   * A card's title as its one button, stretched over the card (its nearest positioned ancestor)
   * by ::after: the whole card is clickable, the heading stays a heading around the button.
   */
  stretched: 'ds-stretched-button',
  /** A case study's video thumbnail: the picture as a button, a play badge over its middle. */
  videoThumbnail: 'ds-video-thumbnail',
  playBadge: 'ds-play-badge',
  icon: 'ds-icon',
  iconSmall: 'ds-icon-small',
  iconInherit: 'ds-icon-inherit',
  /** Paper, elevation 8, floating above the bottom of the window. */
  floatingPanel: 'ds-floating-panel',
  /** Room at the end of the page as tall as the floating panel, so it never covers the end. */
  floatingPanelRoom: 'ds-floating-panel-room',
  /** A column on phones, a centred row from `sm` up, 16 px apart. */
  panelRow: 'ds-panel-row',
  panelText: 'ds-panel-text',
  /** A row of buttons 8 px apart. */
  buttonRow: 'ds-button-row',
  /**
   * In the HTML before the page's JS is live, shown only while the page asks for the visitor's
   * consent (CONSENT_QUESTION_ATTRIBUTE on <html>): the cookie banner, prerendered.
   */
  consentQuestion: 'ds-consent-question',
  /** A button that reads as the links beside it (the footer's Cookie settings): their font and colour. */
  textButton: 'ds-text-button',
  /** A form's fields and button in a column, 20 px apart. */
  formStack: 'ds-form-stack',
  /** Out of sight and out of the layout (a form's honeypot): not for text a reader needs. */
  offscreen: 'ds-offscreen',
  /**
   * MUI's outlined TextField as plain elements (PlainTextField.tsx). Its states are CSS: the label
   * floats up while the field has focus or text (:focus-within, :has() on the typed text), so the
   * field looks right before its island is live and with JS off; once live the form also marks a
   * field with text (`fieldLabelUp`) and an invalid one (`fieldError`).
   */
  field: 'ds-field',
  fieldError: 'ds-field-error',
  fieldLabel: 'ds-field-label',
  fieldBox: 'ds-field-box',
  fieldBoxMultiline: 'ds-field-box-multiline',
  fieldBoxAdornedStart: 'ds-field-box-adorned-start',
  fieldAdornment: 'ds-field-adornment',
  /** The label stays up: the field holds text, a start adornment or a select. */
  fieldLabelUp: 'ds-field-label-up',
  fieldSelect: 'ds-field-select',
  fieldSelectIcon: 'ds-field-select-icon',
  /** Fields in a row from `md` up, the first twice as wide (a search and its filters). */
  fieldRow: 'ds-field-row',
  /** What a list shows when nothing matches (the design system's EmptyState). */
  emptyState: 'ds-empty-state',
  emptyStateTitle: 'ds-empty-state-title',
  emptyStateText: 'ds-empty-state-text',
  fieldInput: 'ds-field-input',
  fieldTextarea: 'ds-field-textarea',
  fieldOutline: 'ds-field-outline',
  fieldHelper: 'ds-field-helper',
  /**
   * A notice (MUI's Snackbar holding an Alert): bottom right, above the page; `noticeInfo` and
   * `noticeSuccess` are the standard alert in that colour, `noticeError` the filled one.
   */
  notice: 'ds-notice',
  noticeAlert: 'ds-notice-alert',
  noticeInfo: 'ds-notice-info',
  noticeSuccess: 'ds-notice-success',
  noticeError: 'ds-notice-error',
  noticeIcon: 'ds-notice-icon',
  noticeMessage: 'ds-notice-message',
  noticeTitle: 'ds-notice-title',
  noticeAction: 'ds-notice-action',
  /** The notice's close button: MUI's small IconButton in the text's colour. */
  noticeClose: 'ds-notice-close',
} as const;

/** On <html> while the page asks for the visitor's cookie choice (value `ask`). */
export const CONSENT_QUESTION_ATTRIBUTE = 'data-cookie-consent';

/**
 * The Material icons these controls use, as path data (what @mui/icons-material draws; importing
 * one would bring MUI's SvgIcon, and with it the style engine, to every page).
 */
const plainIconPaths = {
  arrowDropDown: 'm7 10 5 5 5-5z',
  download: 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z',
  keyboardArrowDown: 'M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z',
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  pause: 'M6 19h4V5H6zm8-14v14h4V5z',
  search:
    'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
  playCircle:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M9.5 16.5v-9l7 4.5z',
  playArrow: 'M8 5v14l11-7z',
  // The alert's own icons (@mui/material/internal/svg-icons), not the icons package's.
  successOutlined:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  infoOutlined:
    'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
  errorOutline:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  close:
    'M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
} as const;

export type PlainIconName = keyof typeof plainIconPaths;

export function PlainIcon({
  name,
  size = 'medium',
  className,
}: {
  name: PlainIconName;
  /** `inherit`: as large as the text around it (MUI's fontSize="inherit"). */
  size?: 'small' | 'medium' | 'inherit';
  className?: string;
}) {
  return (
    <svg
      className={classes(
        plainClass.icon,
        size === 'small' && plainClass.iconSmall,
        size === 'inherit' && plainClass.iconInherit,
        className,
      )}
      focusable="false"
      aria-hidden="true"
      viewBox="0 0 24 24"
    >
      <path d={plainIconPaths[name]} />
    </svg>
  );
}

/** Joins class names, leaving out the false ones. */
export function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
