// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown (GFM, sanitised)', () => {
  it('keeps single line breaks as <br>', () => {
    expect(renderMarkdown('line one\nline two')).toBe('<p>line one<br>line two</p>\n');
  });
  it('renders GFM: tables, strikethrough, task lists, autolinks', () => {
    const html = renderMarkdown(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~ https://example.com\n\n- [x] done',
    );
    expect(html).toContain('<table>');
    expect(html).toContain('<del>old</del>');
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">https://example.com</a>',
    );
    expect(html).toContain('<li> done</li>'); // task-list checkboxes are form inputs: removed
  });
  it('puts the body outline under the title (h1): top level h2, no skipped level', () => {
    expect(renderMarkdown('# Top\n## Sub')).toBe('<h2>Top</h2>\n<h3>Sub</h3>\n');
    expect(renderMarkdown('## Top\n### Sub')).toBe('<h2>Top</h2>\n<h3>Sub</h3>\n');
    expect(renderMarkdown('### Only')).toBe('<h2>Only</h2>\n');
    expect(renderMarkdown('## A\n#### Deep\n## B\n- ##### In a list')).toBe(
      '<h2>A</h2>\n<h3>Deep</h3>\n<h2>B</h2>\n<ul>\n<li><h3>In a list</h3>\n</li>\n</ul>\n',
    );
    expect(renderMarkdown('No headings at all')).toBe('<p>No headings at all</p>\n');
  });
  it('keeps http(s), mailto and relative links; drops others', () => {
    const html = renderMarkdown(
      '[a](https://x.example) [b](mailto:a@b.example) [c](/work) [d](javascript:alert(1)) [e](data:text/html,x)',
    );
    expect(html).toContain('href="https://x.example"');
    expect(html).toContain('href="mailto:a@b.example"');
    expect(html).toContain('href="/work"');
    expect(html).not.toMatch(/javascript:|data:/i);
  });
  it('sanitises raw HTML', () => {
    const html = renderMarkdown(
      '<b onclick="x()">bold</b><script>alert(1)</script><iframe src="https://x.example"></iframe>',
    );
    expect(html).toBe('<p><b>bold</b></p>\n');
  });
});
