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
  it('moves body headings one level down (the post title is the h1)', () => {
    expect(renderMarkdown('# Top\n## Sub')).toBe('<h2>Top</h2>\n<h3>Sub</h3>\n');
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
