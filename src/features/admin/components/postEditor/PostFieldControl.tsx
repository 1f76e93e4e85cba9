/** One field of the post editor's table (model/postFields.ts) as its control. */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  fromDateTimeLocal,
  selectAuthors,
  selectCategories,
  selectTags,
  toDateTimeLocal,
  useBlogSelector,
} from '../../../blog';
import { BODY_ROWS, type PostFormErrors } from '../../model/postForm';
import type { PostField } from '../../model/postFields';
import { ImageUploadControl } from '../ImageUpload';
import { TagChecklist } from '../TagChecklist';
import type { PostDraftState } from './usePostDraft';
import type { PostImages } from './usePostImages';

const MONOSPACE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' };
/** The draft's plain text fields: the ones a text box edits as they are. */
type TextFieldName =
  | 'title'
  | 'slug'
  | 'body'
  | 'excerpt'
  | 'seo_meta_title'
  | 'seo_meta_description'
  | 'focus_keyphrase'
  | 'canonical_url'
  | 'cover_image'
  | 'alt_text';

export function PostFieldControl({
  field,
  post,
  images,
}: {
  field: PostField;
  post: PostDraftState;
  images: PostImages;
}) {
  const categories = useBlogSelector(selectCategories);
  const tags = useBlogSelector(selectTags);
  const authors = useBlogSelector(selectAuthors);
  const { draft, errors, chosenTags, set, onTitle, onSlug } = post;
  const { bodyUpload, coverUpload, rememberBodySelection, bodyFileFrom } = images;
  const helperText =
    (field.validated ? errors[field.name as keyof PostFormErrors] : undefined) ??
    field.help?.(draft);
  const error = field.validated && !!errors[field.name as keyof PostFormErrors];
  switch (field.kind) {
    case 'status':
      return (
        <FormControl>
          <FormLabel id={`${field.id}-label`}>{field.label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${field.id}-label`}
            value={draft.status}
            onChange={(event) =>
              set('status', event.target.value === 'published' ? 'published' : 'draft')
            }
          >
            <FormControlLabel value="draft" control={<Radio />} label="Draft" />
            <FormControlLabel value="published" control={<Radio />} label="Published" />
          </RadioGroup>
          <FormHelperText>{helperText}</FormHelperText>
        </FormControl>
      );
    case 'author':
    case 'category': {
      const options = field.kind === 'author' ? authors : categories;
      const value = draft[field.kind];
      return (
        <TextField
          id={field.id}
          select
          label={field.label}
          value={options.some((option) => option.id === value) ? value : ''}
          onChange={(event) => set(field.kind as 'author' | 'category', event.target.value)}
          helperText={helperText}
        >
          {field.kind === 'category' && <MenuItem value="">No category</MenuItem>}
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'tags':
      return (
        <TagChecklist tags={tags} selected={chosenTags} onChange={(ids) => set('tags', ids)} />
      );
    case 'datetime':
      return (
        <TextField
          id={field.id}
          label={field.label}
          type="datetime-local"
          value={toDateTimeLocal(draft.publish_date)}
          onChange={(event) => set('publish_date', fromDateTimeLocal(event.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText={helperText}
        />
      );
    default: {
      const name = field.name as TextFieldName;
      const onChange =
        name === 'title' ? onTitle : name === 'slug' ? onSlug : (value: string) => set(name, value);
      const control = (
        <TextField
          id={field.id}
          label={field.label}
          required={field.required}
          type={field.kind === 'url' ? 'url' : undefined}
          multiline={field.kind === 'markdown' || field.kind === 'multiline'}
          minRows={field.rows}
          maxRows={field.kind === 'markdown' ? BODY_ROWS : undefined}
          value={draft[name]}
          onChange={(event) => onChange(event.target.value)}
          error={error}
          helperText={helperText}
          slotProps={field.kind === 'markdown' ? { htmlInput: { style: MONOSPACE } } : undefined}
          {...(name === 'body' && {
            onPaste: (event) => bodyFileFrom(event.clipboardData?.files, event),
            onDrop: (event) => bodyFileFrom(event.dataTransfer?.files, event),
            onDragOver: (event) => {
              if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
            },
          })}
        />
      );
      if (name === 'body' || name === 'cover_image')
        return (
          <Stack spacing={1}>
            {control}
            <ImageUploadControl
              upload={name === 'body' ? bodyUpload : coverUpload}
              onChoose={name === 'body' ? rememberBodySelection : undefined}
            />
          </Stack>
        );
      return control;
    }
  }
}
