/**
 * Tags as a scrolling checklist of small fixed height (SPEC §2): the browser's own checkboxes in
 * their labels, styled by one rule. A MUI Checkbox in a FormControlLabel per tag, with MUI's
 * Typography and FormHelperText around them, was the longest part of the editor's side column on a
 * phone (docs/ARCHITECTURE.md#apps-in-pieces): every MUI component drawn for the first time costs
 * its styles' first serialisation.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import type { CSSObject, Theme } from '@mui/material/styles';
import type { Tag } from '../../blog';

const part = {
  title: 'tag-checklist-title',
  box: 'tag-checklist-box',
  item: 'tag-checklist-item',
  empty: 'tag-checklist-empty',
  help: 'tag-checklist-help',
};

// Lengths as strings: sx reads a bare number as theme spacing or a fraction.
const checklistStyles = ({ palette, typography, shape }: Theme): CSSObject => ({
  [`& .${part.title}`]: {
    ...(typography.body1 as CSSObject),
    fontWeight: 600,
    display: 'block',
    marginBottom: '4px',
  },
  [`& .${part.box}`]: {
    height: '148px',
    overflowY: 'auto',
    border: `1px solid ${palette.divider}`,
    borderRadius: `${shape.borderRadius}px`,
    padding: '4px 12px',
    display: 'flex',
    flexDirection: 'column',
  },
  [`& .${part.item}`]: {
    ...(typography.body1 as CSSObject),
    display: 'flex',
    alignItems: 'center',
    gap: '10px',
    minHeight: '38px',
    flexShrink: 0,
    cursor: 'pointer',
  },
  [`& .${part.item} input`]: {
    width: '18px',
    height: '18px',
    margin: 0,
    flexShrink: 0,
    accentColor: palette.primary.main,
    cursor: 'pointer',
  },
  [`& .${part.empty}`]: {
    ...(typography.body1 as CSSObject),
    color: palette.text.secondary,
    margin: 0,
    padding: '8px 0',
  },
  [`& .${part.help}`]: {
    ...(typography.caption as CSSObject),
    color: palette.text.secondary,
    margin: '3px 0 0',
  },
});

export function TagChecklist({
  tags,
  selected,
  onChange,
}: {
  tags: readonly Tag[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const labelId = useId();
  const helpId = useId();
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((tagId) => tagId !== id));
  return (
    <Box sx={checklistStyles}>
      <span id={labelId} className={part.title}>
        Tags
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={helpId}
        // A scrolling region that a keyboard must reach to scroll it (axe's
        // scrollable-region-focusable), as the MUI Box with this tabIndex was.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={part.box}
      >
        {tags.length === 0 ? (
          <p className={part.empty}>No tags yet. Add them on the Tags page.</p>
        ) : (
          tags.map((tag) => (
            <label key={tag.id} className={part.item}>
              <input
                type="checkbox"
                checked={selected.includes(tag.id)}
                onChange={(event) => toggle(tag.id, event.target.checked)}
              />
              {tag.name}
            </label>
          ))
        )}
      </div>
      <p id={helpId} className={part.help}>
        Tick every tag that fits; readers find the post on each tag's page.
      </p>
    </Box>
  );
}
