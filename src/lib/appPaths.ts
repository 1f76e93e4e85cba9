/**
 * Where the admin's screens live: its root and each screen's path under it, written once. The route
 * table (src/app/routeManifest.ts) nests the admin's routes from these, and every link to an admin
 * screen (the admin's own, the NeuroSlice tool's "Open draft") and the analytics' admin filter are
 * built from them (docs/ARCHITECTURE.md#rules-of-the-house). They live in lib/ because every layer
 * reads them and features never import the app layer; and in no feature, so reading a path loads
 * no code of the admin's (`npm run size` fails an app that loads the other's).
 */
export const ADMIN_ROOT = '/admin/blog';

/** Each screen's path below ADMIN_ROOT, as a React Router pattern ('' is the root itself). */
export const adminScreens = {
  dashboard: '',
  posts: 'posts',
  newPost: 'posts/new',
  editPost: 'posts/edit/:postId',
  categories: 'categories',
  tags: 'tags',
  howTo: 'how-to',
  publishing: 'publishing',
} as const;

const under = (screen: string) => (screen ? `${ADMIN_ROOT}/${screen}` : ADMIN_ROOT);

export const adminPaths = {
  dashboard: under(adminScreens.dashboard),
  posts: under(adminScreens.posts),
  newPost: under(adminScreens.newPost),
  editPost: (id: string) => under(adminScreens.editPost).replace(':postId', encodeURIComponent(id)),
  categories: under(adminScreens.categories),
  tags: under(adminScreens.tags),
  howTo: under(adminScreens.howTo),
  publishing: under(adminScreens.publishing),
} as const;
