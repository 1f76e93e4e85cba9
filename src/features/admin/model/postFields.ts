/**
 * The post editor as data: every field of SPEC §2's Post form, with its label, help text
 * (adminText.ts), kind and whether saving checks it, grouped into the editor's panels and columns.
 * PostEditorPage renders from this table; no React here.
 */
import type { PostDraft } from '../../blog';
import { adminText } from '../adminText';
import {
  BODY_ROWS,
  EXCERPT_SUGGESTED_LENGTH,
  SEO_DESCRIPTION_SUGGESTED_LENGTH,
  SEO_TITLE_SUGGESTED_LENGTH,
  type PostFormErrors,
} from './postForm';

/** How a field is edited: its control, and how its value is shown and read back. */
type PostFieldKind =
  | 'text'
  | 'markdown'
  | 'multiline'
  | 'url'
  | 'datetime'
  | 'status'
  | 'author'
  | 'category'
  | 'tags';

export interface PostField {
  name: keyof PostDraft;
  /** The control's DOM id: labels, focus after a refused save, and tests find it by this. */
  id: string;
  label: string;
  kind: PostFieldKind;
  help?: (draft: PostDraft) => string;
  required?: boolean;
  /** Rows a multi-line field opens with. */
  rows?: number;
  /** Saving checks it (validatePost): its error replaces the help, the first one takes focus. */
  validated?: boolean;
}

export interface PostPanel {
  title: string;
  fields: readonly PostField[];
}

function counted(text: string, suggested: number, value: (draft: PostDraft) => string) {
  return (draft: PostDraft) => {
    const length = value(draft).length;
    return `${length}/${suggested} characters suggested${length > suggested ? ' (over the suggestion)' : ''}. ${text}`;
  };
}

const help = adminText.postHelp;
const always = (text: string) => () => text;

const content: PostPanel = {
  title: 'Content',
  fields: [
    {
      name: 'title',
      id: 'post-title',
      label: 'Title',
      kind: 'text',
      required: true,
      validated: true,
      help: always(help.title),
    },
    {
      name: 'slug',
      id: 'post-slug',
      label: 'Slug',
      kind: 'text',
      required: true,
      validated: true,
      help: (draft) => help.slug(draft.slug),
    },
    {
      name: 'body',
      id: 'post-body',
      label: 'Body (Markdown)',
      kind: 'markdown',
      rows: BODY_ROWS,
      help: always(help.body),
    },
    {
      name: 'excerpt',
      id: 'post-excerpt',
      label: 'Excerpt',
      kind: 'multiline',
      rows: 3,
      help: counted(help.excerpt, EXCERPT_SUGGESTED_LENGTH, (draft) => draft.excerpt),
    },
  ],
};

const searchEngines: PostPanel = {
  title: 'Search engines',
  fields: [
    {
      name: 'focus_keyphrase',
      id: 'post-focus-keyphrase',
      label: 'Focus keyphrase',
      kind: 'text',
      help: always(help.focusKeyphrase),
    },
    {
      name: 'seo_meta_title',
      id: 'post-seo-title',
      label: 'SEO meta title',
      kind: 'text',
      help: counted(help.seoTitle, SEO_TITLE_SUGGESTED_LENGTH, (draft) => draft.seo_meta_title),
    },
    {
      name: 'seo_meta_description',
      id: 'post-seo-description',
      label: 'SEO meta description',
      kind: 'multiline',
      rows: 2,
      help: counted(
        help.seoDescription,
        SEO_DESCRIPTION_SUGGESTED_LENGTH,
        (draft) => draft.seo_meta_description,
      ),
    },
    {
      name: 'canonical_url',
      id: 'post-canonical_url',
      label: 'Canonical URL',
      kind: 'url',
      validated: true,
      help: always(help.canonical),
    },
  ],
};

const publishing: PostPanel = {
  title: 'Publishing',
  fields: [
    {
      name: 'status',
      id: 'post-status',
      label: 'Status',
      kind: 'status',
      help: always(help.status),
    },
    {
      name: 'publish_date',
      id: 'post-publish-date',
      label: 'Publish date',
      kind: 'datetime',
      help: always(help.publishDate),
    },
    {
      name: 'author',
      id: 'post-author',
      label: 'Author',
      kind: 'author',
      help: always(help.author),
    },
  ],
};

const organise: PostPanel = {
  title: 'Organise',
  fields: [
    {
      name: 'category',
      id: 'post-category',
      label: 'Category',
      kind: 'category',
      help: always(help.category),
    },
    // The checklist is its own labelled group, with no help line.
    { name: 'tags', id: 'post-tags', label: 'Tags', kind: 'tags' },
  ],
};

const cover: PostPanel = {
  title: 'Cover image',
  fields: [
    {
      name: 'cover_image',
      id: 'post-cover_image',
      label: 'Cover image URL',
      kind: 'url',
      validated: true,
      help: always(help.coverImage),
    },
    {
      name: 'alt_text',
      id: 'post-alt-text',
      label: 'Alt text',
      kind: 'text',
      help: always(help.altText),
    },
  ],
};

/** The editor's two columns of panels: writing on the left, publishing details on the right. */
export const postEditorColumns: readonly (readonly PostPanel[])[] = [
  [content, searchEngines],
  [publishing, organise, cover],
];

/** The field that takes focus after a refused save: the first refused one, in reading order. */
export function firstRefusedField(errors: PostFormErrors): PostField | undefined {
  return postEditorColumns
    .flat()
    .flatMap((panel) => panel.fields)
    .find((field) => field.validated && errors[field.name as keyof PostFormErrors]);
}
