/** One field of the post editor's table (model/postFields.ts) as its control. */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PlainSelectField, PlainTextField } from '../../../../design-system/plain/PlainTextField';
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
import { choicePart, choiceStyles } from '../nativeChoices';
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
      // A fieldset: its legend names the radios' group; the radios share a name, so the arrow
      // keys move between them.
      return (
        <Box component="fieldset" sx={choiceStyles} aria-describedby={`${field.id}-help`}>
          <legend className={choicePart.title}>{field.label}</legend>
          <div className={choicePart.row}>
            {(['draft', 'published'] as const).map((status) => (
              <label key={status} className={choicePart.item}>
                <input
                  type="radio"
                  name={field.id}
                  value={status}
                  checked={draft.status === status}
                  onChange={() => set('status', status)}
                />
                {status === 'draft' ? 'Draft' : 'Published'}
              </label>
            ))}
          </div>
          <p id={`${field.id}-help`} className={choicePart.help}>
            {helperText}
          </p>
        </Box>
      );
    case 'author':
    case 'category': {
      const options = field.kind === 'author' ? authors : categories;
      const value = draft[field.kind];
      const known = options.some((option) => option.id === value);
      // The browser's own select (a phone's picker), drawn as MUI's outlined field: MUI's menu
      // select brought its menu, popover and modal into the editor's first load.
      return (
        <PlainSelectField
          id={field.id}
          label={field.label}
          value={known ? value : ''}
          onChange={(event) => set(field.kind as 'author' | 'category', event.target.value)}
          helperText={helperText}
        >
          {(field.kind === 'category' || !known) && (
            <option value="">{field.kind === 'category' ? 'No category' : 'No author'}</option>
          )}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </PlainSelectField>
      );
    }
    case 'tags':
      return (
        <TagChecklist tags={tags} selected={chosenTags} onChange={(ids) => set('tags', ids)} />
      );
    case 'datetime':
      return (
        <PlainTextField
          id={field.id}
          label={field.label}
          type="datetime-local"
          value={toDateTimeLocal(draft.publish_date)}
          onChange={(event) => set('publish_date', fromDateTimeLocal(event.target.value))}
          labelUp
          helperText={helperText}
        />
      );
    default: {
      const name = field.name as TextFieldName;
      const onChange =
        name === 'title' ? onTitle : name === 'slug' ? onSlug : (value: string) => set(name, value);
      const multiline = field.kind === 'markdown' || field.kind === 'multiline';
      const control = (
        <PlainTextField
          id={field.id}
          label={field.label}
          required={field.required}
          type={field.kind === 'url' ? 'url' : undefined}
          multilineRows={multiline ? (field.rows ?? 1) : undefined}
          maxRows={field.kind === 'markdown' ? BODY_ROWS : undefined}
          value={draft[name]}
          onChange={(event) => onChange(event.target.value)}
          error={error}
          helperText={helperText}
          inputStyle={field.kind === 'markdown' ? MONOSPACE : undefined}
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
