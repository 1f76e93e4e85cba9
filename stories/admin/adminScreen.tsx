// The admin's nested routes for stories: AdminLayout (side menu, welcome notice) around each page.
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { adminText } from '../../src/features/admin/adminText';
import AdminLayout from '../../src/features/admin/pages/AdminLayout';
import CategoriesPage from '../../src/features/admin/pages/CategoriesPage';
import DashboardPage from '../../src/features/admin/pages/DashboardPage';
import HowToPostPage from '../../src/features/admin/pages/HowToPostPage';
import PostEditorPage from '../../src/features/admin/pages/PostEditorPage';
import PostsPage from '../../src/features/admin/pages/PostsPage';
import TagsPage from '../../src/features/admin/pages/TagsPage';

function AdminRoutes({ withLayout }: { withLayout: boolean }) {
  const children = (
    <>
      <Route index element={<DashboardPage />} />
      <Route path="posts" element={<PostsPage />} />
      <Route path="posts/new" element={<PostEditorPage />} />
      <Route path="posts/edit/:postId" element={<PostEditorPage />} />
      <Route path="categories" element={<CategoriesPage />} />
      <Route path="tags" element={<TagsPage />} />
      <Route path="how-to" element={<HowToPostPage />} />
    </>
  );
  return (
    <Routes>
      {withLayout ? <Route element={<AdminLayout />}>{children}</Route> : <Route>{children}</Route>}
    </Routes>
  );
}

/** The whole admin at the story's URL, with its layout (and so its welcome notice). */
export function AdminScreen() {
  return <AdminRoutes withLayout />;
}

/** The admin pages without the layout: a notice a story triggers is then the only one. */
export function AdminPagesOnly() {
  return <AdminRoutes withLayout={false} />;
}

export const adminRoute = (initialEntry: string) => ({ path: '/admin/blog/*', initialEntry });

/** The count of posts that need work has loaded with the analysis (a number, not "…"). */
export async function postsNeedingWorkCounted(canvasElement: HTMLElement) {
  // The loaded count replaces the placeholder's card: look the label up afresh each time.
  await waitFor(
    () =>
      expect(
        within(canvasElement).getByText(adminText.postsNeedingWork).previousElementSibling
          ?.textContent,
      ).toMatch(/^\d+$/),
    { timeout: 10_000 },
  );
}
