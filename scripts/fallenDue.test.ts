import { describe, expect, it } from 'vitest';
import { isScheduled } from '../src/features/blog/model/schedule';
import { fallenDue, postDates } from './fallenDue.mjs';

const file = (status: string, publishDate: string) =>
  `---\nid: '1'\ntitle: A post\nstatus: ${status}\npublish_date: '${publishDate}'\nauthor: maya\n---\nBody\n`;

const LAST_DEPLOY = new Date('2026-11-27T14:00:00.000Z');
const NOW = new Date('2026-11-27T15:00:00.000Z');

describe('has a post fallen due since the last deploy', () => {
  it('reads status and publish date from the front matter, skipping unreadable files', () => {
    expect(
      postDates({
        'posts/a.md': file('published', '2026-11-27T14:30:00Z'),
        'posts/b.md': '# no front matter',
        'posts/c.md': '---\ntitle: [unclosed\n---\n',
      }),
    ).toEqual([{ file: 'posts/a.md', status: 'published', publishDate: '2026-11-27T14:30:00Z' }]);
  });

  it('a published post dated after the last deploy and not after now is due', () => {
    const posts = postDates({
      'posts/due.md': file('published', '2026-11-27T14:30:00Z'),
      'posts/at-now.md': file('published', '2026-11-27T15:00:00Z'),
      'posts/at-last-deploy.md': file('published', '2026-11-27T14:00:00Z'),
      'posts/old.md': file('published', '2026-11-01'),
      'posts/future.md': file('published', '2099-01-01'),
      'posts/draft.md': file('draft', '2026-11-27T14:30:00Z'),
    });
    expect(fallenDue(posts, LAST_DEPLOY, NOW).sort()).toEqual(['posts/at-now.md', 'posts/due.md']);
  });

  it('nothing due when every post was already live or is still scheduled', () => {
    const posts = postDates({
      'posts/old.md': file('published', '2026-11-01'),
      'posts/future.md': file('published', '2099-01-01'),
    });
    expect(fallenDue(posts, LAST_DEPLOY, NOW)).toEqual([]);
  });

  it('with no deploy yet, every published post is due', () => {
    const posts = postDates({ 'posts/old.md': file('published', '2026-11-01') });
    expect(fallenDue(posts, undefined, NOW)).toEqual(['posts/old.md']);
  });

  it('agrees with the build: due exactly when the last deploy held the post back and now shows it', () => {
    const dates = [
      '2026-11-27',
      '2026-11-28',
      '2026-11-27T14:00:00.000Z',
      '2026-11-27T14:00:00.001Z',
      '2026-11-27T15:00:00.000Z',
      '2026-11-27T15:00:00.001Z',
      '2026-11-27T09:30:00-05:00',
      '2026-11-27T10:30:00-05:00',
    ];
    for (const publish_date of dates) {
      const post = { status: 'published' as const, publish_date };
      const due = fallenDue(
        postDates({ 'posts/p.md': file('published', publish_date) }),
        LAST_DEPLOY,
        NOW,
      );
      expect(due.length > 0, publish_date).toBe(
        isScheduled(post, LAST_DEPLOY) && !isScheduled(post, NOW),
      );
    }
  });
});
