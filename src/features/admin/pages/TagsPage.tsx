/** Tags: add and delete after confirmation. */
import { notify, HeadingRow } from '../../../design-system';
import {
  selectPosts,
  selectTags,
  slugify,
  tagAdded,
  tagDeleted,
  useBlogDispatch,
  useBlogSelector,
} from '../../blog';
import { adminText } from '../adminText';
import { adminPaths } from '../../../lib/appPaths';
import { AdminMeta } from '../components/AdminMeta';
import { TaxonomyManager } from '../components/TaxonomyManager';

export default function TagsPage() {
  const tags = useBlogSelector(selectTags);
  const posts = useBlogSelector(selectPosts);
  const dispatch = useBlogDispatch();
  return (
    <>
      <AdminMeta title="Tags" path={adminPaths.tags} />
      <HeadingRow
        level={1}
        title="Tags"
        intro="A post can carry several tags; readers browse them at /tag/{slug}."
      />
      <TaxonomyManager
        noun="tag"
        items={tags}
        emptyText={adminText.tagsEmpty}
        usage={(id) => posts.filter((post) => post.tags.includes(id)).length}
        publicPath={(slug) => `/tag/${slug}`}
        onAdd={({ name }) => {
          const slug = slugify(name);
          if (!slug) {
            notify({ ...adminText.nameWithoutLetters('Tag'), variant: 'destructive' });
            return false;
          }
          if (tags.some((tag) => tag.slug === slug)) {
            notify({ ...adminText.tagExists(name), variant: 'destructive' });
            return false;
          }
          dispatch(tagAdded({ name }));
          notify({ ...adminText.tagAdded(name), variant: 'success' });
          return true;
        }}
        onDelete={(tag) => {
          dispatch(tagDeleted(tag.id));
          notify({ ...adminText.tagDeleted(tag.name), variant: 'success' });
        }}
      />
    </>
  );
}
