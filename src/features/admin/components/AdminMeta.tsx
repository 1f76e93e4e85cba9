/** Head of an admin page: its own title, kept out of search engines. */
import { PageMeta } from '../../../design-system';
import { brand } from '../../../lib/brand';

export function AdminMeta({ title, path }: { title: string; path: string }) {
  return (
    <PageMeta
      title={`${title} | Blog admin | ${brand.name}`}
      description={`${title} in the ${brand.name} blog admin. Blog data is saved locally in this browser.`}
      canonical={path}
      noindex
    />
  );
}
