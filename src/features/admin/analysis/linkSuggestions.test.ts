import { describe, expect, it } from 'vitest';
import { sitePagesForLinks } from '../../site';
import { linkMarkdown, suggestLinks, type LinkTarget } from './linkSuggestions';

const targets: LinkTarget[] = [
  ...sitePagesForLinks.map((page) => ({
    path: page.path,
    title: page.title,
    text: `${page.title}. ${page.topics}`,
  })),
  {
    path: '/blog/review-replies-that-rank',
    title: 'Review Replies That Rank',
    text: 'Review Replies That Rank. Google Business Profile review replies that help local rankings. review replies',
  },
];

const draft = {
  title: 'Getting More Google Reviews for a Tampa Med Spa',
  focus_keyphrase: 'med spa reviews',
  body: 'Med spa marketing starts with your Google Business Profile. Write review replies every week, and send SMS reminders after each visit.',
};

describe('internal-link suggestions', () => {
  it('lists the pages and posts whose key phrases the draft shares, best first, by word forms', () => {
    const suggestions = suggestLinks(draft, targets);
    const paths = suggestions.map((s) => s.path);
    expect(paths).toContain('/blog/review-replies-that-rank');
    expect(paths).toContain('/tampa/seo');
    expect(suggestions.length).toBeLessThanOrEqual(5);
    const post = suggestions.find((s) => s.path === '/blog/review-replies-that-rank')!;
    expect(post.shared.map((p) => p.toLowerCase())).toContain('review replies');
    for (let i = 1; i < suggestions.length; i++)
      expect(suggestions[i - 1].score).toBeGreaterThanOrEqual(suggestions[i].score);
  });

  it('leaves out the post itself and what the body already links to', () => {
    const linked = {
      ...draft,
      body: `${draft.body} See [replies](/blog/review-replies-that-rank).`,
    };
    expect(suggestLinks(linked, targets).map((s) => s.path)).not.toContain(
      '/blog/review-replies-that-rank',
    );
    expect(
      suggestLinks(draft, targets, { ownPath: '/blog/review-replies-that-rank' }).map(
        (s) => s.path,
      ),
    ).not.toContain('/blog/review-replies-that-rank');
  });

  it('suggests nothing for an unrelated draft, and writes a Markdown link', () => {
    expect(
      suggestLinks(
        { title: 'Quarterly tax dates', focus_keyphrase: '', body: 'File by April.' },
        targets,
      ),
    ).toEqual([]);
    expect(linkMarkdown({ path: '/tampa/seo', title: 'Tampa [SEO]' })).toBe(
      '[Tampa SEO](/tampa/seo)',
    );
  });
});
