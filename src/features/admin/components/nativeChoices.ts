/**
 * The editor's choices as the browser's own checkboxes and radios in their labels, styled by one
 * rule from the theme (the tag checklist, the status): a MUI Checkbox or Radio in a
 * FormControlLabel per choice, with MUI's form label and helper text around them, made each the
 * longest part of the editor's first screens on a phone (docs/ARCHITECTURE.md#apps-in-pieces):
 * every MUI component drawn for the first time costs its styles' first serialisation.
 */
import type { CSSObject, Theme } from '@mui/material/styles';

/** The class names of a choice group's parts, which `choiceStyles` styles. */
export const choicePart = {
  /** The group's name above it (a legend or a span the group is labelled by). */
  title: 'choice-title',
  /** The tag checklist's scrolling box. */
  box: 'choice-box',
  /** Choices side by side (the status). */
  row: 'choice-row',
  /** One choice: its label around its input. */
  item: 'choice-item',
  /** What the scrolling box says when there is nothing to choose. */
  empty: 'choice-empty',
  help: 'choice-help',
};

const c = (name: string) => `& .${name}`;

// Lengths as strings: sx reads a bare number as theme spacing or a fraction.
export const choiceStyles = ({ palette, typography, shape }: Theme): CSSObject => ({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  [c(choicePart.title)]: {
    ...(typography.body1 as CSSObject),
    fontWeight: 600,
    display: 'block',
    padding: 0,
    marginBottom: '4px',
  },
  [c(choicePart.box)]: {
    height: '148px',
    overflowY: 'auto',
    border: `1px solid ${palette.divider}`,
    borderRadius: `${shape.borderRadius}px`,
    padding: '4px 12px',
    display: 'flex',
    flexDirection: 'column',
  },
  [c(choicePart.row)]: { display: 'flex', flexWrap: 'wrap', columnGap: '24px' },
  [c(choicePart.item)]: {
    ...(typography.body1 as CSSObject),
    display: 'flex',
    alignItems: 'center',
    gap: '10px',
    minHeight: '38px',
    flexShrink: 0,
    cursor: 'pointer',
  },
  [`${c(choicePart.item)} input`]: {
    width: '18px',
    height: '18px',
    margin: 0,
    flexShrink: 0,
    accentColor: palette.primary.main,
    cursor: 'pointer',
  },
  [c(choicePart.empty)]: {
    ...(typography.body1 as CSSObject),
    color: palette.text.secondary,
    margin: 0,
    padding: '8px 0',
  },
  [c(choicePart.help)]: {
    ...(typography.caption as CSSObject),
    color: palette.text.secondary,
    margin: '3px 0 0',
  },
});
