/** Where the admin's screens live (the route table nests them under /admin/blog). */
const ADMIN_ROOT = '/admin/blog';
export const adminPaths = {
  dashboard: ADMIN_ROOT,
  posts: `${ADMIN_ROOT}/posts`,
  newPost: `${ADMIN_ROOT}/posts/new`,
  editPost: (id: string) => `${ADMIN_ROOT}/posts/edit/${id}`,
  categories: `${ADMIN_ROOT}/categories`,
  tags: `${ADMIN_ROOT}/tags`,
  howTo: `${ADMIN_ROOT}/how-to`,
  publishing: `${ADMIN_ROOT}/publishing`,
} as const;
