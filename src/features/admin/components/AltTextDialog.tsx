/**
 * The editor's question for an image's alt text (docs/PRODUCT.md#images-in-posts), asked once a
 * file is chosen, dropped or pasted: a module of its own, loaded with the first image
 * (ImageUpload.tsx), so the editor's first screen loads no dialog.
 */
import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Button } from '../../../design-system';

export function AltTextDialog({
  open,
  text,
  required,
  fileName,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  /** The dialog's title, and what it says when a required alt text is missing. */
  text: { dialog: string; altRequired: string };
  /** The cover's alt text is required; a body image's may be empty (decoration). */
  required: boolean;
  fileName: string;
  onCancel: () => void;
  onConfirm: (alt: string) => void;
}) {
  const [alt, setAlt] = useState('');
  const [error, setError] = useState('');
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (required && !alt.trim()) {
      setError(text.altRequired);
      return;
    }
    onConfirm(alt.trim());
  };

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{text.dialog}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {fileName}: say what the image shows for people who cannot see it.
            {required ? '' : ' Leave it empty only if the image is decoration.'}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label="Alt text"
            required={required}
            value={alt}
            onChange={(event) => {
              setAlt(event.target.value);
              setError('');
            }}
            error={error !== ''}
            helperText={error || ' '}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Add image</Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
