// @vitest-environment jsdom
/**
 * The XSS corpus (OWASP filter evasion + DOMPurify-style vectors) through every post field, in
 * jsdom: the rendered DOM must hold nothing that can run script.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderMarkdown } from './markdown';
import { isHttpUrl, isOptionalHttpUrl } from './url';
import { PostArticle } from '../components/PostArticle';
import { PostCard } from '../components/PostCard';
import { samplePosts } from '../testing/sampleBlog';
import { xssPayloads, xssUrls } from '../testing/xssCorpus';

const DANGEROUS_TAGS =
  'script, iframe, frame, frameset, object, embed, applet, base, meta, link, style, form, input, button, textarea, select, svg, math, template, noscript, xmp, noembed, dialog, isindex, keygen';
const URL_ATTRS = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'background',
  'lowsrc',
  'dynsrc',
  'poster',
  'srcdoc',
  'srcset',
  'ping',
];

/** Every way a DOM subtree could run script, as a list of findings (empty = safe). */
function scriptVectors(root: Element): string[] {
  const found: string[] = [];
  root.querySelectorAll(DANGEROUS_TAGS).forEach((el) => {
    // Checkboxes of GFM task lists are the one input marked renders: disabled, no handlers.
    if (
      el.tagName === 'INPUT' &&
      el.getAttribute('type') === 'checkbox' &&
      el.hasAttribute('disabled')
    )
      return;
    found.push(`<${el.tagName.toLowerCase()}>`);
  });
  root.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${el.tagName}[${name}]`);
      if (name === 'style' && /expression|url\(/i.test(attr.value))
        found.push(`${el.tagName}[style]`);
      if (URL_ATTRS.includes(name)) {
        const value = Array.from(attr.value)
          .filter((ch) => ch.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (/^(javascript|vbscript|livescript|data):/.test(value) || name === 'srcdoc')
          found.push(`${el.tagName}[${name}=${attr.value}]`);
      }
    }
  });
  return found;
}

let alertSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alertSpy = vi.fn();
  vi.stubGlobal('alert', alertSpy);
  delete (window as { __xssFired?: unknown }).__xssFired;
});
afterEach(() => vi.unstubAllGlobals());

describe('XSS corpus', () => {
  it('has at least 100 body payloads', () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(100);
    expect(new Set(xssPayloads).size).toBe(xssPayloads.length);
  });

  it.each(xssPayloads.map((p, i) => [i, p]))(
    'body payload #%i is neutralised by renderMarkdown',
    (_i, payload) => {
      const host = document.createElement('div');
      host.innerHTML = renderMarkdown(`Intro text\n\n${payload}\n\nOutro`);
      expect(scriptVectors(host)).toEqual([]);
    },
  );

  it('renders every payload in every field of a post page and card without a script vector', async () => {
    for (const payload of xssPayloads) {
      const post = {
        ...samplePosts[0],
        title: payload,
        excerpt: payload,
        alt_text: payload,
        body: payload,
        cover_image: xssUrls[0],
      };
      const { container, unmount } = render(
        <MemoryRouter>
          <PostArticle
            post={post}
            tags={[{ id: 't', name: payload, slug: 'x' }]}
            category={{ id: 'c', name: payload, slug: 'c', description: payload }}
            author={{ id: 'a', name: payload, slug: 'a', avatar: 'javascript:alert(1)' }}
          />
          <PostCard post={post} />
        </MemoryRouter>,
      );
      expect(scriptVectors(container), payload).toEqual([]);
      // Text fields are shown as text, never parsed as markup.
      expect(container.querySelector('h1')?.textContent).toBe(payload);
      unmount();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alertSpy).not.toHaveBeenCalled();
    expect((window as { __xssFired?: unknown }).__xssFired).toBeUndefined();
  });

  it.each(xssUrls.map((u) => [u]))('URL field payload %j is refused', (url) => {
    expect(isHttpUrl(url)).toBe(false);
    expect(isOptionalHttpUrl(url)).toBe(false);
  });

  it('never uses a refused cover URL as an image source', () => {
    for (const url of xssUrls) {
      const { container, unmount } = render(
        <MemoryRouter>
          <PostCard post={{ ...samplePosts[0], cover_image: url }} />
        </MemoryRouter>,
      );
      expect(container.querySelector('img')?.getAttribute('src')).toBe(
        '/images/blog/cover-fallback.svg',
      );
      unmount();
    }
  });
});
