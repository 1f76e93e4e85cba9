/** Every notice and empty text of the blog admin (SPEC §2, §5, §8; PRODUCT.md) in one place. */
export const adminText = {
  welcome: {
    title: 'Welcome to your blog admin',
    description:
      'Posts, categories and tags are saved locally in this browser only. Download a backup from the dashboard to keep a copy or move them to another browser.',
  },
  dashboardNoPublished: 'No published posts yet.',
  dashboardNoDrafts: 'No drafts.',
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
  editMissing: 'This post no longer exists in this browser.',
} as const;
