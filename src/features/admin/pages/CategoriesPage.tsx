/** Categories: add (name and optional description) and delete after confirmation. */
import { notify, HeadingRow } from '../../../design-system';
import {
  categoryAdded,
  categoryDeleted,
  selectCategories,
  selectPosts,
  slugify,
  useBlogDispatch,
  useBlogSelector,
} from '../../blog';
import { adminText } from '../adminText';
import { adminPaths } from '../../../lib/appPaths';
import { AdminMeta } from '../components/AdminMeta';
import { TaxonomyManager } from '../components/TaxonomyManager';

export default function CategoriesPage() {
  const categories = useBlogSelector(selectCategories);
  const posts = useBlogSelector(selectPosts);
  const dispatch = useBlogDispatch();
  return (
    <>
      <AdminMeta title="Categories" path={adminPaths.categories} />
      <HeadingRow
        level={1}
        title="Categories"
        intro="Each post sits in one category; readers browse them at /category/{slug}."
      />
      <TaxonomyManager
        noun="category"
        items={categories}
        withDescription
        emptyText={adminText.categoriesEmpty}
        usage={(id) => posts.filter((post) => post.category === id).length}
        publicPath={(slug) => `/category/${slug}`}
        onAdd={({ name, description }) => {
          const slug = slugify(name);
          if (!slug) {
            notify({ ...adminText.nameWithoutLetters('Category'), variant: 'destructive' });
            return false;
          }
          if (categories.some((category) => category.slug === slug)) {
            notify({ ...adminText.categoryExists(name), variant: 'destructive' });
            return false;
          }
          dispatch(categoryAdded({ name, description }));
          notify({ ...adminText.categoryAdded(name), variant: 'success' });
          return true;
        }}
        onDelete={(category) => {
          dispatch(categoryDeleted(category.id));
          notify({ ...adminText.categoryDeleted(category.name), variant: 'success' });
        }}
      />
    </>
  );
}
