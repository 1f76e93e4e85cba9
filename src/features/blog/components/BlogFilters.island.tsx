/**
 * The blog list's search and filters on a document (docs/PRODUCT.md#static-first-public-pages): the posts are the page's own HTML
 * (a card per post, each marked with data-post-slug); this island shows and hides them. On first
 * use it loads the list's small index (/blog/index.json: title, excerpt, slug, date, category,
 * tags, read time; no bodies). The choice lives in the URL's query (?q=, ?category=, ?tag=), as
 * in the app, replaced rather than pushed. No store, no router, no Markdown, and no style engine:
 * a plain island (design-system/plain).
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type Ref } from 'react';
import { island } from '../../../design-system/island/island';
import { plainClass } from '../../../design-system/plain/PlainControls';
import { PlainSelectField, PlainTextField } from '../../../design-system/plain/PlainTextField';
import { blogText } from '../blogText';

export const BLOG_INDEX_PATH = '/blog/index.json';

/** One post in the list's index (scripts/prerender.mjs writes it from blogBuild.ts). */
export interface BlogIndexEntry {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  category: string;
  tags: string[];
  readTime: string;
}

interface Option {
  slug: string;
  name: string;
}

export interface BlogFiltersProps {
  categories: Option[];
  tags: Option[];
}

export interface Filters {
  q: string;
  category: string;
  tag: string;
}

// The URL's query is the filters' one source: read through a tiny store so the HTML (no query on
// the server) hydrates first, then the visitor's query applies.
const urlListeners = new Set<() => void>();
const subscribeUrl = (listener: () => void) => {
  urlListeners.add(listener);
  return () => urlListeners.delete(listener);
};
const currentQuery = () => window.location.search;
const serverQuery = () => '';

let indexRequest: Promise<BlogIndexEntry[]> | undefined;
function loadIndex(): Promise<BlogIndexEntry[]> {
  indexRequest ??= fetch(BLOG_INDEX_PATH).then((r) =>
    r.ok ? (r.json() as Promise<BlogIndexEntry[]>) : [],
  );
  return indexRequest;
}

/** The slugs the filters let through (title or excerpt contain the search; category; tag). */
export function matchingSlugs(index: readonly BlogIndexEntry[], filters: Filters): Set<string> {
  const needle = filters.q.trim().toLowerCase();
  return new Set(
    index
      .filter(
        (post) =>
          (!needle ||
            post.title.toLowerCase().includes(needle) ||
            post.excerpt.toLowerCase().includes(needle)) &&
          (!filters.category || post.category === filters.category) &&
          (!filters.tag || post.tags.includes(filters.tag)),
      )
      .map((post) => post.slug),
  );
}

function filtersOf(query: string): Filters {
  const params = new URLSearchParams(query);
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    tag: params.get('tag') ?? '',
  };
}

/** Puts one filter in the URL's query (replaced, not pushed), which every reader follows. */
function setFilter(name: keyof Filters, value: string) {
  const params = new URLSearchParams(window.location.search);
  if (value) params.set(name, value);
  else params.delete(name);
  const next = params.toString();
  history.replaceState(history.state, '', `${window.location.pathname}${next ? `?${next}` : ''}`);
  urlListeners.forEach((listener) => listener());
}

/**
 * The search, category and tag fields of /blog: the document's island (BlogFilters) and the app's
 * list (BlogListPage) both render these. `values` are what the fields show; `onChange` gets the
 * filter's query name and its new value.
 */
export function BlogFilterFields({
  values,
  categories,
  tags,
  onChange,
  searchRef,
}: {
  values: Filters;
  categories: readonly Option[];
  tags: readonly Option[];
  onChange: (name: keyof Filters, value: string) => void;
  searchRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div role="search" aria-label="Filter posts" className={plainClass.fieldRow}>
      <PlainTextField
        id="blog-search"
        label="Search posts"
        type="search"
        value={values.q}
        inputRef={searchRef}
        onChange={(event) => onChange('q', event.target.value)}
        startIcon="search"
      />
      {(
        [
          { name: 'category', label: 'Category', all: 'All categories', options: categories },
          { name: 'tag', label: 'Tag', all: 'All tags', options: tags },
        ] as const
      ).map((select) => (
        // The browser's own select: the phone's picker, and a plain element to hydrate.
        <PlainSelectField
          key={select.name}
          id={`blog-${select.name}`}
          label={select.label}
          value={values[select.name]}
          onChange={(event) => onChange(select.name, event.target.value)}
        >
          <option value="">{select.all}</option>
          {select.options.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </PlainSelectField>
      ))}
    </div>
  );
}

export function BlogFilters({ categories, tags }: BlogFiltersProps) {
  // The HTML shows every post and no filter; the URL's choice applies once live.
  const query = useSyncExternalStore(subscribeUrl, currentQuery, serverQuery);
  const filters = useMemo(() => filtersOf(query), [query]);
  const [index, setIndex] = useState<BlogIndexEntry[] | null>(null);
  const active = Boolean(filters.q.trim() || filters.category || filters.tag);
  useEffect(() => {
    if (active && !index) void loadIndex().then(setIndex);
  }, [active, index]);

  const shown = useMemo(
    () => (active && index ? matchingSlugs(index, filters) : null),
    [active, index, filters],
  );
  useEffect(() => {
    for (const card of document.querySelectorAll<HTMLElement>('[data-post-slug]'))
      card.hidden = shown !== null && !shown.has(card.dataset.postSlug ?? '');
  }, [shown]);

  // A search typed before this island was live is in the page's input, not in the URL: it counts,
  // as if typed now (a select cannot be chosen before then).
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = searchRef.current?.value ?? '';
    if (typed && typed !== filtersOf(window.location.search).q) setFilter('q', typed);
  }, []);

  return (
    <>
      <BlogFilterFields
        values={{
          q: filters.q,
          category: categories.some((c) => c.slug === filters.category) ? filters.category : '',
          tag: tags.some((t) => t.slug === filters.tag) ? filters.tag : '',
        }}
        categories={categories}
        tags={tags}
        onChange={setFilter}
        searchRef={searchRef}
      />
      {shown !== null && shown.size === 0 && (
        // The design system's EmptyState, drawn plain.
        <div role="status" className={plainClass.emptyState}>
          <p className={plainClass.emptyStateTitle}>{blogText.listEmptyTitle}</p>
          <p className={plainClass.emptyStateText}>{blogText.listEmptyDescription}</p>
        </div>
      )}
    </>
  );
}

export default island(BlogFilters);
