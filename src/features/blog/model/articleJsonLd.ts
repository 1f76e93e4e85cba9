/**
 * The blog's schema.org JSON-LD, from the same posts the pages render: BlogPosting for a post page,
 * Blog for /blog, CollectionPage for a category, tag or author page, an ItemList of the cards each
 * list shows, and the breadcrumb trail of every page.
 */
import { brand } from '../../../lib/brand';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  collectionPageJsonLd,
  itemListJsonLd,
  trailOf,
  type Crumb,
  type JsonLd,
} from '../../../lib/structuredData';
import { postDescription } from './queries';
import { isHttpUrl } from './url';
import type { Author, Category, Post, Tag } from './types';

export function postCanonical(post: Post): string {
  return isHttpUrl(post.canonical_url) ? post.canonical_url.trim() : `/blog/${post.slug}`;
}

const blogCrumb: Crumb = { name: 'Blog', path: '/blog' };

/** The cards of a post list, in the order shown. */
function postListJsonLd(name: string, posts: readonly Post[]): JsonLd {
  return itemListJsonLd(
    name,
    posts.map((post) => ({ name: post.title, path: postCanonical(post) })),
  );
}

/** /blog: the Blog with its posts, the list of cards (when there are any), the trail. */
export function blogListJsonLd(
  blog: { name: string; description: string },
  posts: readonly Post[],
): JsonLd[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: blog.name,
      description: blog.description,
      url: absoluteUrl(blogCrumb.path),
      publisher: { '@type': 'Organization', name: brand.name, url: brand.siteUrl },
      blogPost: posts.map((post) => ({
        '@type': 'BlogPosting',
        headline: post.title,
        url: absoluteUrl(postCanonical(post)),
        datePublished: post.publish_date,
      })),
    },
    ...(posts.length ? [postListJsonLd('Posts', posts)] : []),
    breadcrumbJsonLd(trailOf(blogCrumb)),
  ];
}

/** A category, tag or author page: a CollectionPage whose main entity is its list of posts. */
export function postCollectionJsonLd(
  page: Crumb & { description: string; listName: string },
  posts: readonly Post[],
): JsonLd[] {
  return [
    collectionPageJsonLd({
      name: page.name,
      description: page.description,
      path: page.path,
      list: postListJsonLd(page.listName, posts),
    }),
    breadcrumbJsonLd(trailOf({ name: page.name, path: page.path }, [blogCrumb])),
  ];
}

/** A post page: BlogPosting and the trail Home › Blog › the post. */
export function postPageJsonLd(post: Post, context: Parameters<typeof articleJsonLd>[1]): JsonLd[] {
  return [
    breadcrumbJsonLd(trailOf({ name: post.title, path: `/blog/${post.slug}` }, [blogCrumb])),
    articleJsonLd(post, context),
  ];
}

export function articleJsonLd(
  post: Post,
  {
    author,
    category,
    tags,
    image,
  }: {
    author?: Author;
    category?: Category;
    tags: readonly Tag[];
    /** The served social image of an uploaded cover (a site path), when there is one. */
    image?: string;
  },
): JsonLd {
  const canonical = postCanonical(post);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: (post.seo_meta_title.trim() || post.title).slice(0, 110),
    description: postDescription(post),
    datePublished: post.publish_date,
    dateModified: post.updated_date || post.publish_date,
    mainEntityOfPage: {
      '@type': 'WebPage',
      '@id': /^https?:/i.test(canonical) ? canonical : absoluteUrl(canonical),
    },
    ...(isHttpUrl(post.cover_image)
      ? { image: [post.cover_image.trim()] }
      : { image: [absoluteUrl(image ?? '/images/blog/cover-fallback.svg')] }),
    ...(author
      ? {
          author: {
            '@type': 'Person',
            name: author.name,
            url: absoluteUrl(`/author/${author.slug}`),
          },
        }
      : {}),
    publisher: { '@type': 'Organization', name: brand.name, url: brand.siteUrl },
    ...(category ? { articleSection: category.name } : {}),
    ...(tags.length ? { keywords: tags.map((tag) => tag.name).join(', ') } : {}),
  };
}
