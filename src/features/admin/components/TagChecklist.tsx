/** Tags as a scrolling checklist of small fixed height (SPEC §2): the browser's checkboxes. */
import { useId } from 'react';
import Box from '@mui/material/Box';
import type { Tag } from '../../blog';
import { choicePart as part, choiceStyles } from './nativeChoices';

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
    <Box sx={choiceStyles}>
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
