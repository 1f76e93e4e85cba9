/**
 * Categories and Tags pages share this: an add form (a name empty after trimming does nothing, a
 * taken slug is refused and the input kept) and a list with delete after confirmation.
 */
import { useState, type FormEvent } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import AddIcon from '@mui/icons-material/Add';
import { Button, ConfirmDialog, EmptyState } from '../../../design-system';
import { slugify } from '../../blog';

export interface TaxonomyItem {
  id: string;
  name: string;
  slug: string;
  description?: string;
}

export interface TaxonomyManagerProps {
  /** 'category' or 'tag', as said in labels and the confirm message. */
  noun: 'category' | 'tag';
  items: readonly TaxonomyItem[];
  /** How many posts use each item, shown beside it. */
  usage: (id: string) => number;
  withDescription?: boolean;
  emptyText: string;
  /** Returns false when the item was refused (slug taken); the form then keeps its input. */
  onAdd: (input: { name: string; description: string }) => boolean;
  onDelete: (item: TaxonomyItem) => void;
  publicPath: (slug: string) => string;
}

export function TaxonomyManager({
  noun,
  items,
  usage,
  withDescription,
  emptyText,
  onAdd,
  onDelete,
  publicPath,
}: TaxonomyManagerProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [toDelete, setToDelete] = useState<TaxonomyItem | null>(null);
  const Noun = noun === 'category' ? 'Category' : 'Tag';
  const slugPreview = slugify(name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return; // SPEC §5: nothing happens.
    if (onAdd({ name: name.trim(), description: description.trim() })) {
      setName('');
      setDescription('');
    }
  };

  return (
    <Stack spacing={4}>
      <Paper
        component="form"
        variant="outlined"
        onSubmit={submit}
        aria-label={`Add ${noun}`}
        sx={{ p: 3, borderRadius: 3 }}
      >
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Add a {noun}
        </Typography>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'flex-start' } }}
        >
          <TextField
            label={`${Noun} name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            helperText={
              slugPreview
                ? `Address: ${publicPath(slugPreview)}`
                : 'Shown to readers; the address is made from it.'
            }
            sx={{ flex: 1 }}
          />
          {withDescription && (
            <TextField
              label="Description (optional)"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              helperText="Shown under the name on the category page."
              sx={{ flex: 2 }}
            />
          )}
          <Button type="submit" startIcon={<AddIcon />} sx={{ mt: { md: 1 }, flexShrink: 0 }}>
            Add {noun}
          </Button>
        </Stack>
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-label={`${Noun === 'Category' ? 'Categories' : 'Tags'}`}
        sx={{ p: 3, borderRadius: 3 }}
      >
        {items.length === 0 ? (
          <EmptyState title={emptyText} />
        ) : (
          <List disablePadding>
            {items.map((item) => {
              const count = usage(item.id);
              return (
                <ListItem
                  key={item.id}
                  divider
                  disableGutters
                  secondaryAction={
                    <Button
                      size="icon"
                      variant="destructive"
                      aria-label={`Delete ${noun} ${item.name}`}
                      onClick={() => setToDelete(item)}
                    >
                      <DeleteIcon />
                    </Button>
                  }
                >
                  <ListItemText
                    primary={item.name}
                    secondary={[
                      publicPath(item.slug),
                      item.description,
                      `${count} ${count === 1 ? 'post' : 'posts'}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    sx={{ pr: 6, overflowWrap: 'anywhere' }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </Paper>
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${noun}`}
        message={
          toDelete
            ? `Are you sure you want to delete the ${noun} "${toDelete.name}"? Posts that use it stay, without this ${noun}.`
            : ''
        }
        onConfirm={() => {
          if (toDelete) onDelete(toDelete);
          setToDelete(null);
        }}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
