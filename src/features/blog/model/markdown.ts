/**
 * Post bodies: Markdown (GFM, single line breaks kept as <br>) -> HTML -> DOMPurify. Replaces
 * SPEC §9's "inserted as raw HTML" (PRODUCT.md): raw HTML in a body is sanitised, never run, and
 * link/image targets are limited to the schemes in url.ts.
 */
import { Marked } from 'marked';
import DOMPurify, { type Config } from 'dompurify';
import { isSafeImageSource, isSafeLinkTarget } from './url';

const marked = new Marked({
  gfm: true,
  breaks: true,
  walkTokens(token) {
    // The page already has its h1 (the post title): body headings start one level lower.
    if (token.type === 'heading') token.depth = Math.min(token.depth + 1, 6);
  },
});

const PURIFY_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'dialog',
    'template',
  ],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'xlink:href', 'ping', 'background'],
  ALLOW_DATA_ATTR: false,
};

const hooked = new WeakSet<object>();

function installHooks(purifier: typeof DOMPurify) {
  if (hooked.has(purifier)) return;
  hooked.add(purifier);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('href') && !isSafeLinkTarget(node.getAttribute('href') ?? ''))
      node.removeAttribute('href');
    if (node.hasAttribute('src') && !isSafeImageSource(node.getAttribute('src') ?? ''))
      node.removeAttribute('src');
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    // Raw <img> without alt would be announced by file name; treat it as decorative instead.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    // A body link may not steer the page into another window or frame.
    node.removeAttribute('target');
  });
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

let purifier: typeof DOMPurify = DOMPurify;

/**
 * The build has no browser window: the prerenderer hands in a DOM (jsdom) so that posts are
 * rendered at build time by this same module, with the same rules, as in the browser.
 */
export function setMarkdownWindow(window: Parameters<typeof DOMPurify>[0]): void {
  purifier = DOMPurify(window);
}

/** Markdown to HTML that is safe to insert into the page. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  if (!purifier.isSupported) {
    // No DOM (Node without a window): show the text, never unsanitised markup.
    return `<p>${escapeHtml(markdown).replace(/\n/g, '<br>')}</p>`;
  }
  installHooks(purifier);
  return purifier.sanitize(html, PURIFY_CONFIG);
}
