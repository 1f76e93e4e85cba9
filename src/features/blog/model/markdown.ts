/**
 * Post bodies: Markdown (GFM, single line breaks kept as <br>) -> HTML -> DOMPurify. Replaces
 * SPEC §9's "inserted as raw HTML" (docs/PRODUCT.md#safe-post-bodies): raw HTML in a body is sanitised, never run, and
 * link/image targets are limited to the schemes in url.ts.
 */
import { Marked, type Token, type Tokens } from 'marked';
import DOMPurify, { type Config } from 'dompurify';
import { escapeHtml } from '../../../lib/escapeHtml';
import { isSafeImageSource, isSafeLinkTarget } from './url';

const marked: Marked = new Marked({
  gfm: true,
  breaks: true,
  hooks: {
    processAllTokens(tokens) {
      outlineUnderTitle(tokens);
      return tokens;
    },
  },
});

/**
 * The page's h1 is the post title, so a body's outline sits under it and never skips a level (what
 * screen-reader users move by; Lighthouse's heading-order): the body's top heading level becomes
 * h2, deeper ones follow, and a jump such as h2 -> h4 is closed to h3. Whatever levels the author
 * typed, '# Top / ## Sub' and '## Top / ### Sub' both read h2 / h3.
 */
function outlineUnderTitle(tokens: Token[]): void {
  const headings: Tokens.Heading[] = [];
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading') headings.push(token as Tokens.Heading);
  });
  const top = Math.min(...headings.map((h) => h.depth));
  let previous = 1;
  for (const heading of headings) {
    heading.depth = Math.min(heading.depth - top + 2, previous + 1, 6);
    previous = heading.depth;
  }
}

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

/** What the body rules read and change of an element: the DOM's, or the build's parsed tree. */
export interface BodyElement {
  /** Upper case, as the DOM gives it for HTML elements. */
  readonly tagName: string;
  hasAttribute(name: string): boolean;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/**
 * What DOMPurify's config cannot say, applied to each element after its attributes are sanitised:
 * link and image targets limited to url.ts's schemes, external links' rel, an alt on every image,
 * and no target. The build's sanitiser without a DOM applies these same rules
 * (src/app/safeBodyWithoutDom.ts).
 */
export function applyBodyRules(node: BodyElement): void {
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
}

const hooked = new WeakSet<object>();

function installHooks(purifier: typeof DOMPurify) {
  if (hooked.has(purifier)) return;
  hooked.add(purifier);
  purifier.addHook('afterSanitizeAttributes', applyBodyRules);
}

type PurifyWindow = Parameters<typeof DOMPurify>[0];

/** The browser's DOMPurify, or the build's (made on a jsdom window when a body first needs it). */
let purifier: typeof DOMPurify | undefined;
let buildWindow: (() => PurifyWindow) | undefined;
let sanitiseWithoutDom: ((html: string) => string | undefined) | undefined;

/**
 * The build has no browser window. The prerenderer hands in how it makes a body safe, so posts are
 * rendered at build time by this same module, with the same rules, as in the browser: a window
 * (jsdom) for DOMPurify, made only when a body first needs it, and, tried first, a sanitiser
 * without a DOM that answers only where DOMPurify's answer is the parsed HTML itself
 * (src/app/safeBodyWithoutDom.ts; its differential test holds the two equal).
 */
export function setBuildSanitising(build: {
  window: () => PurifyWindow;
  withoutDom?: (html: string) => string | undefined;
}): void {
  buildWindow = build.window;
  sanitiseWithoutDom = build.withoutDom;
  purifier = undefined;
}

/** HTML made safe by DOMPurify and the body rules: the one answer every other path must equal. */
function purifyBodyHtml(html: string, markdown: string): string {
  purifier ??= buildWindow ? DOMPurify(buildWindow()) : DOMPurify;
  if (!purifier.isSupported) {
    // No DOM (Node without a window): show the text, never unsanitised markup.
    return `<p>${escapeHtml(markdown).replace(/\n/g, '<br>')}</p>`;
  }
  installHooks(purifier);
  return purifier.sanitize(html, PURIFY_CONFIG);
}

/** Markdown to HTML that is safe to insert into the page. */
export function renderMarkdown(markdown: string): string {
  // Marked's HTML, before it is made safe: what both sanitisers are given.
  const html = marked.parse(markdown, { async: false });
  return sanitiseWithoutDom?.(html) ?? purifyBodyHtml(html, markdown);
}
