/** schema.org Article for a post page, from the same post the page renders. */
import { brand } from '../../../lib/brand';
import { absoluteUrl, type JsonLd } from '../../../lib/structuredData';
import { postDescription } from './queries';
import { isHttpUrl } from './url';
import type { Author, Category, Post, Tag } from './types';

export function postCanonical(post: Post): string {
  return isHttpUrl(post.canonical_url) ? post.canonical_url.trim() : `/blog/${post.slug}`;
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
