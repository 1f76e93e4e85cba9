/** Every notice and empty text of the blog admin (SPEC §2, §5, §8; docs/PRODUCT.md) in one place. */
export const adminText = {
  welcome: {
    title: 'Welcome to your blog admin',
    description:
      'Posts, categories and tags are saved locally in this browser only. Download a backup from the dashboard to keep a copy or move them to another browser.',
  },
  dashboardNoPublished: 'No published posts yet.',
  dashboardNoDrafts: 'No drafts.',
  /** Posts whose SEO or readability light is not yet good (docs/PRODUCT.md#the-editors-seo-and-readability-analysis). */
  postsNeedingWork: 'Need SEO or readability work',
  postsEmpty: 'No posts found.',
  categoriesEmpty: 'No categories yet. Add one above.',
  tagsEmpty: 'No tags yet. Add one above.',
  postCreated: (title: string, published: boolean) => ({
    title: 'Post Created!',
    description: published
      ? `${title} has been saved and published.`
      : `${title} has been saved as a draft.`,
  }),
  postUpdated: (title: string) => ({
    title: 'Post Updated!',
    description: `${title} has been saved.`,
  }),
  postDeleted: (title: string) => ({
    title: 'Post Deleted',
    description: `${title} has been removed from this browser.`,
  }),
  postNotSaved: 'Post Not Saved',
  missingFields: 'Add a title and a slug before saving. Nothing you typed has been lost.',
  fixFields: 'Fix the highlighted fields and save again. Nothing you typed has been lost.',
  duplicateSlug: 'Another post already uses this slug. Choose a different one.',
  duplicateSlugNotice: (slug: string) =>
    `The slug "${slug}" is already used by another post. Change it and save again; nothing you typed has been lost.`,
  /** The post editor's help text per field (postFields.ts). */
  postHelp: {
    title: 'The headline readers see on the post, on cards and in search results.',
    slug: (slug: string) =>
      `The post's address: /blog/${slug || '{slug}'}. Made from the title until you edit it; lower-case letters, digits and hyphens.`,
    body: 'Markdown: ## Heading, **bold**, _italic_, - list items, [link text](https://example.com), ![image alt](https://…). A single line break stays a line break. HTML and scripts are cleaned out.',
    excerpt:
      'A short summary shown on cards and used as the meta description when the SEO one is empty.',
    focusKeyphrase:
      'The search phrase this post should rank for, e.g. "tampa med spa marketing". The SEO analysis checks the post against it; readers never see it.',
    seoTitle: 'The title in the browser tab and search results; the post title is used when empty.',
    seoDescription: 'The snippet search results show; the excerpt is used when empty.',
    canonical:
      "Only if this post first appeared elsewhere: that page's full http(s) address. Leave empty to use this post's own address.",
    status:
      'Drafts stay in this admin. Published posts appear on the blog, its category, tag and author pages.',
    publishDate:
      'Choose a future date and time to schedule the post. The date is shown to readers and orders the blog, newest first.',
    author: "Shown with the post and linked to the author's page.",
    category: 'One category per post; add more on the Categories page.',
    coverImage:
      'Full http(s) address of the image shown on the post and its card, or upload one. Empty shows the Bayshore artwork.',
    altText:
      'Describes the cover image for people using screen readers; the title is used when empty.',
  },
  titleRequired: 'Title is required.',
  slugRequired: 'Slug is required.',
  categoryAdded: (name: string) => ({
    title: 'Category Added',
    description: `${name} is ready to use on posts.`,
  }),
  categoryDeleted: (name: string) => ({
    title: 'Category Deleted',
    description: `${name} has been removed.`,
  }),
  categoryExists: (name: string) => ({
    title: 'Category Not Added',
    description: `A category with the slug of "${name}" already exists. Choose a different name.`,
  }),
  nameWithoutLetters: (noun: string) => ({
    title: `${noun} Not Added`,
    description: `A ${noun.toLowerCase()} name needs at least one letter or digit to make its address.`,
  }),
  tagAdded: (name: string) => ({
    title: 'Tag Added',
    description: `${name} is ready to use on posts.`,
  }),
  tagDeleted: (name: string) => ({
    title: 'Tag Deleted',
    description: `${name} has been removed.`,
  }),
  tagExists: (name: string) => ({
    title: 'Tag Not Added',
    description: `A tag with the slug of "${name}" already exists. Choose a different name.`,
  }),
  confirmDelete: (what: string) => `Are you sure you want to delete ${what}?`,
  backupDownloaded: (file: string) => ({
    title: 'Backup Downloaded',
    description: `Your blog was saved to ${file}.`,
  }),
  backupImported: (posts: number) => ({
    title: 'Backup Imported',
    description: `The blog now holds the backup's ${posts} ${posts === 1 ? 'post' : 'posts'}, categories and tags.`,
  }),
  importFailed: (reason: string) => ({
    title: 'Import Failed',
    description: `This file is not a valid blog backup (${reason}). Nothing was changed.`,
  }),
  importReadFailed: {
    title: 'Import Failed',
    description: 'The file could not be read. Nothing was changed.',
  },
  importImagesFailed: {
    title: 'Import Failed',
    description: "This browser could not store the backup's images. Nothing was changed.",
  },
  backupImagesUnreadable: {
    title: 'Images Left Out',
    description:
      "This browser's stored images could not be read, so the backup holds the posts without them.",
  },
  imageRefused: (fileName: string, reason: string) => ({
    title: 'Image Not Added',
    description: `${fileName}: ${reason} Nothing was changed.`,
  }),
  imageStoreFailed: {
    title: 'Image Not Added',
    description:
      'This browser could not store the image (its storage may be full). Nothing was changed.',
  },
  confirmDeleteImages: (count: number) =>
    `No other post uses ${count === 1 ? 'the image' : `the ${count} images`} this post had. Delete ${count === 1 ? 'it' : 'them'} from this browser too?`,
  imagesDeleted: (count: number) => ({
    title: 'Images Deleted',
    description: `${count} ${count === 1 ? 'image' : 'images'} no other post used ${count === 1 ? 'was' : 'were'} removed from this browser.`,
  }),
  editMissing: 'This post no longer exists in this browser.',
} as const;
