/** Tags as a scrolling checklist of small fixed height (SPEC §2). */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { Tag } from '../../blog';

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
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((tagId) => tagId !== id));
  return (
    <Box>
      <Typography id={labelId} component="span" sx={{ fontWeight: 600, display: 'block', mb: 0.5 }}>
        Tags
      </Typography>
      <Box
        role="group"
        aria-labelledby={labelId}
        tabIndex={0}
        sx={{
          height: 148,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 0.5,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {tags.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', py: 1 }}>
            No tags yet. Add them on the Tags page.
          </Typography>
        ) : (
          tags.map((tag) => (
            <FormControlLabel
              key={tag.id}
              control={
                <Checkbox
                  size="small"
                  checked={selected.includes(tag.id)}
                  onChange={(event) => toggle(tag.id, event.target.checked)}
                />
              }
              label={tag.name}
            />
          ))
        )}
      </Box>
      <FormHelperText>
        Tick every tag that fits; readers find the post on each tag's page.
      </FormHelperText>
    </Box>
  );
}
