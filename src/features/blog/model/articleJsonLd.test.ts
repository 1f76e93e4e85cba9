// @vitest-environment jsdom
// Hostile post text (quotes, `</script>`, an HTML comment opener, line separators) stays data
// inside the page's JSON-LD scripts: parsed by a real HTML parser, the head holds exactly the
// scripts it declared, each reading back to the very object that was built.
import { describe, expect, it } from 'vitest';
import { renderPageHead } from '../../../lib/pageHead';
import { samplePosts } from '../testing/sampleBlog';
import { blogListJsonLd, postCollectionJsonLd, postPageJsonLd } from './articleJsonLd';
import type { Post } from './types';

const hostileTitle =
  'Say "hi" </script><script>alert(1)</script> <!-- & </SCRIPT > \u2028 it\'s <b>bold</b>';
const hostile: Post = {
  ...samplePosts[0],
  title: hostileTitle,
  seo_meta_title: '',
  excerpt: '</script><img src=x onerror=alert(1)>',
};

function parsedHead(jsonLd: Record<string, unknown>[]) {
  const html = `<!doctype html><html><head>${renderPageHead({ title: 't', description: 'd', jsonLd })}</head><body></body></html>`;
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('JSON-LD with hostile post text', () => {
  const cases = {
    'post page': postPageJsonLd(hostile, { tags: [{ id: 't', name: '</script>"', slug: 'x' }] }),
    '/blog': blogListJsonLd({ name: 'Blog', description: 'All posts' }, [hostile]),
    'a tag page': postCollectionJsonLd(
      { name: '#</script>', path: '/tag/x', description: '"quoted"', listName: 'Posts' },
      [hostile],
    ),
  };
  it.each(Object.entries(cases))('%s: no script breaks out, every script reads back', (_, ld) => {
    const doc = parsedHead(ld);
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.map((s) => s.type)).toEqual(ld.map(() => 'application/ld+json'));
    expect(doc.querySelectorAll('img, b').length).toBe(0);
    expect(scripts.map((s) => JSON.parse(s.textContent ?? ''))).toEqual(ld);
    expect(JSON.stringify(ld)).toContain(JSON.stringify(hostileTitle).slice(1, -1));
  });
});
