import { describe, expect, it } from 'vitest';
import { insertAtSelection } from './bodyInsert';

describe('inserting Markdown at the cursor', () => {
  it('goes at the cursor, spaced from the words around it, caret after it', () => {
    expect(insertAtSelection('See our page. Then call.', '[SEO](/services/seo)', 8)).toEqual({
      body: 'See our [SEO](/services/seo) page. Then call.',
      caret: 29,
    });
  });
  it('replaces a selection, and appends when no cursor is known', () => {
    expect(insertAtSelection('Read this now.', '[this](/x)', 5, 9).body).toBe(
      'Read [this](/x) now.',
    );
    expect(insertAtSelection('Read more', '[x](/x)').body).toBe('Read more [x](/x)');
    expect(insertAtSelection('', '[x](/x)').body).toBe('[x](/x)');
  });
});
