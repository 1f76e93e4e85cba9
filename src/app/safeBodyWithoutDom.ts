/**
 * The build's fast way to make a post body safe, tried before DOMPurify on jsdom
 * (docs/ARCHITECTURE.md#post-bodies-at-build-time). jsdom's DOM is slow to build, and it was most of a
 * post's render; parse5 alone, the parser jsdom itself uses, reads a body about ten times faster.
 *
 * It answers only for HTML that DOMPurify, with the blog's config, would keep exactly as parsed:
 * nothing but the elements and attributes Markdown itself writes (KEPT), each value one DOMPurify
 * keeps as it is. Then DOMPurify's answer is the parsed body serialised, with the blog's own body
 * rules applied (markdown.ts's applyBodyRules, here on the parsed tree), and jsdom serialises with
 * parse5 too, so the bytes are the same. Anything else (raw HTML, a comment, a value that could
 * break out of its attribute, a script scheme) gets undefined, and DOMPurify decides.
 * `safeBodyWithoutDom.differential.test.ts` holds the two equal over generated bodies.
 */
import { parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { applyBodyRules, type BodyElement } from '../features/blog/model/markdown';
import { isSafeImageSource, isSafeLinkTarget } from '../features/blog/model/url';

type Element = DefaultTreeAdapterTypes.Element;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** A value DOMPurify keeps as it is and no body rule reads: printed text, but never `<` or `>`. */
const anyText = () => true;
/** A link or image target: printable ASCII with no space (as Marked writes it) and an allowed scheme. */
const plainUrl = (allowed: (url: string) => boolean) => (value: string) =>
  /^[\x21-\x7e]*$/.test(value) && allowed(value);

/** A table cell's alignment, as Marked writes it from the header row's colons. */
const cellAlign = (value: string) => /^(left|center|right)$/.test(value);

/** The elements Marked writes for a body, each with the attributes it may carry and their check. */
const KEPT: Record<string, Record<string, (value: string) => boolean>> = {
  p: {},
  br: {},
  hr: {},
  h2: {},
  h3: {},
  h4: {},
  h5: {},
  h6: {},
  blockquote: {},
  ul: {},
  ol: { start: (value) => /^\d+$/.test(value) },
  li: {},
  strong: {},
  em: {},
  del: {},
  pre: {},
  code: { class: (value) => /^language-[\x21-\x7e]+$/.test(value) },
  a: { href: plainUrl(isSafeLinkTarget), title: anyText },
  img: { src: plainUrl(isSafeImageSource), alt: anyText, title: anyText },
  table: {},
  thead: {},
  tbody: {},
  tr: {},
  th: { align: cellAlign },
  td: { align: cellAlign },
};

/** A parsed element as the body rules see a DOM element. */
function asBodyElement(element: Element): BodyElement {
  const find = (name: string) => element.attrs.find((attr) => attr.name === name);
  return {
    tagName: element.tagName.toUpperCase(),
    hasAttribute: (name) => find(name) !== undefined,
    getAttribute: (name) => find(name)?.value ?? null,
    setAttribute(name, value) {
      const attr = find(name);
      // As the DOM does: a new attribute goes last, an existing one keeps its place.
      if (attr) attr.value = value;
      else element.attrs.push({ name, value });
    },
    removeAttribute(name) {
      element.attrs = element.attrs.filter((attr) => attr.name !== name);
    },
  };
}

/** Is this node, and all inside it, what DOMPurify keeps as parsed? Applies the body rules on the way. */
function keptAsParsed(node: ChildNode): boolean {
  if (node.nodeName === '#text') return true;
  if (!('tagName' in node)) return false;
  const allowed = Object.hasOwn(KEPT, node.tagName) ? KEPT[node.tagName] : undefined;
  if (!allowed || node.namespaceURI !== HTML_NAMESPACE) return false;
  for (const attr of node.attrs) {
    const check = Object.hasOwn(allowed, attr.name) ? allowed[attr.name] : undefined;
    if (attr.namespace || attr.prefix || !check) return false;
    // DOMPurify trims values (and writes a trimmed one back), and drops a value that could close a
    // comment or a raw-text element: leave both to it.
    if (attr.value !== attr.value.trim() || /[<>]/.test(attr.value) || !check(attr.value))
      return false;
  }
  applyBodyRules(asBodyElement(node));
  return node.childNodes.every(keptAsParsed);
}

/** The safe HTML of Marked's output for a body, or undefined where DOMPurify must decide. */
export function safeBodyWithoutDom(html: string): string | undefined {
  // DOMPurify returns text without markup as it is, and puts back leading white space: its way.
  if (!html.includes('<') || /^[\r\n\t ]/.test(html)) return undefined;
  // As jsdom's DOMParser parses: a whole document, scripting off.
  const document = parse(html, { scriptingEnabled: false });
  const [root, ...afterRoot] = document.childNodes;
  if (afterRoot.length > 0 || root?.nodeName !== 'html' || root.attrs.length > 0) return undefined;
  const [head, body, ...afterBody] = root.childNodes as Element[];
  if (
    afterBody.length > 0 ||
    head?.nodeName !== 'head' ||
    head.attrs.length > 0 ||
    head.childNodes.length > 0 ||
    body?.nodeName !== 'body' ||
    body.attrs.length > 0
  )
    return undefined;
  return body.childNodes.every(keptAsParsed) ? serialize(body) : undefined;
}
