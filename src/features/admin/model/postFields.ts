/**
 * The post editor as data: every field of SPEC §2's Post form, with its label, help text
 * (adminText.ts), How to Post's longer guide, kind and whether saving checks it, grouped into the
 * editor's panels and columns. PostEditorPage and HowToPostPage render from this table; no React here.
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
  /** What How to Post says of the field: what it does and what happens when it is left empty. */
  guide: string;
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
      guide: 'Required. The headline on the post page, on blog cards and in search results.',
      label: 'Title',
      kind: 'text',
      required: true,
      validated: true,
      help: always(help.title),
    },
    {
      name: 'slug',
      id: 'post-slug',
      guide:
        'Required and unique. The end of the post address, /blog/your-slug. It is made from the title as you type (lower-case, spaces become hyphens, punctuation is dropped) until you edit it yourself. Two posts cannot share a slug: saving is refused and your text is kept so you can change it.',
      label: 'Slug',
      kind: 'text',
      required: true,
      validated: true,
      help: (draft) => help.slug(draft.slug),
    },
    {
      name: 'body',
      id: 'post-body',
      guide:
        'The post itself, in Markdown. Use ## for a section heading, **bold**, _italic_, - for list items, [text](https://address) for links and ![description](https://address) for images. A single line break is kept as a line break; leave an empty line between paragraphs. HTML and scripts are cleaned out, and links may only point to http(s) or mailto addresses or to pages of this site.',
      label: 'Body (Markdown)',
      kind: 'markdown',
      rows: BODY_ROWS,
      help: always(help.body),
    },
    {
      name: 'excerpt',
      id: 'post-excerpt',
      guide: `One or two sentences shown on blog cards. Aim for about ${EXCERPT_SUGGESTED_LENGTH} characters; the counter shows where you are.`,
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
      guide: help.focusKeyphrase,
      label: 'Focus keyphrase',
      kind: 'text',
      help: always(help.focusKeyphrase),
    },
    {
      name: 'seo_meta_title',
      id: 'post-seo-title',
      guide: `What search results show as the headline. Aim for about ${SEO_TITLE_SUGGESTED_LENGTH} characters. When empty, the title is used.`,
      label: 'SEO meta title',
      kind: 'text',
      help: counted(help.seoTitle, SEO_TITLE_SUGGESTED_LENGTH, (draft) => draft.seo_meta_title),
    },
    {
      name: 'seo_meta_description',
      id: 'post-seo-description',
      guide: `What search results show under the headline. Aim for about ${SEO_DESCRIPTION_SUGGESTED_LENGTH} characters. When empty, the excerpt is used.`,
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
      guide:
        'Only for a post that was first published on another site: the full http(s) address of that original. Search engines then credit the original. Leave empty otherwise.',
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
      guide:
        'Draft (the default) keeps the post in this admin only. Published puts it on the blog, its category, tag and author pages.',
      label: 'Status',
      kind: 'status',
      help: always(help.status),
    },
    {
      name: 'publish_date',
      id: 'post-publish-date',
      guide:
        'The date readers see and the order of the blog, newest first. Set a future date to schedule a post; a published post with a future date is still listed.',
      label: 'Publish date',
      kind: 'datetime',
      help: always(help.publishDate),
    },
    {
      name: 'author',
      id: 'post-author',
      guide: 'Shown on the post with a link to the author page listing their published posts.',
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
      guide:
        'One per post. Readers can open every published post of a category at /category/its-slug.',
      label: 'Category',
      kind: 'category',
      help: always(help.category),
    },
    // The checklist is its own labelled group, with no help line.
    {
      name: 'tags',
      id: 'post-tags',
      label: 'Tags',
      kind: 'tags',
      guide:
        'Tick as many as fit. Each tag has a page at /tag/its-slug, and posts that share a tag or a category are shown as related posts.',
    },
  ],
};

const cover: PostPanel = {
  title: 'Cover image',
  fields: [
    {
      name: 'cover_image',
      id: 'post-cover_image',
      guide:
        'The full http(s) address of the picture at the top of the post and on its card. Other kinds of address are refused. When empty, or if the picture cannot load, the Bayshore artwork is shown.',
      label: 'Cover image URL',
      kind: 'url',
      validated: true,
      help: always(help.coverImage),
    },
    {
      name: 'alt_text',
      id: 'post-alt-text',
      guide:
        'A short description of the cover image for people using screen readers. When empty, the title is used.',
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

/** Every field in the editor's reading order (How to Post lists them so). */
export const postFieldsInOrder: readonly PostField[] = postEditorColumns
  .flat()
  .flatMap((panel) => panel.fields);

/** The field that takes focus after a refused save: the first refused one, in reading order. */
export function firstRefusedField(errors: PostFormErrors): PostField | undefined {
  return postFieldsInOrder.find(
    (field) => field.validated && errors[field.name as keyof PostFormErrors],
  );
}
