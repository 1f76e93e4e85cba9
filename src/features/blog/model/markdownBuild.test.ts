// @vitest-environment jsdom
/**
 * The build renders post bodies with this same module, handed a jsdom window (src/app/blogBuild.ts
 * does this, and tries its sanitiser without a DOM first, held equal to this path by
 * src/app/safeBodyWithoutDom.differential.test.ts): the XSS corpus must come out as the same safe
 * HTML as in the browser.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderMarkdown, setBuildSanitising } from './markdown';
import { xssPayloads, xssUrls } from '../testing/xssCorpus';

const bodies = [
  ...xssPayloads,
  ...xssUrls.map((url) => `[link](${url}) ![image](${url})`),
  '## Heading\n\n**bold** and a [site link](/pricing)\n\n- one\n- two',
];

describe('Markdown at build time and in the browser', () => {
  it('the XSS corpus renders to the same safe HTML in both', () => {
    const inBrowser = bodies.map(renderMarkdown);
    setBuildSanitising({ window: () => new JSDOM('').window as never });
    const atBuild = bodies.map(renderMarkdown);
    expect(atBuild).toEqual(inBrowser);
    const root = new JSDOM('').window.document.body;
    for (const html of atBuild) {
      root.innerHTML = html;
      expect(
        root.querySelector('script, iframe, object, embed, svg, math, style, form'),
      ).toBeNull();
      for (const el of root.querySelectorAll('*')) {
        for (const attr of el.attributes) {
          expect(attr.name).not.toMatch(/^on/i);
          expect(attr.value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
        }
      }
    }
    expect(atBuild.at(-1)).toContain('<strong>bold</strong>');
  });
});
