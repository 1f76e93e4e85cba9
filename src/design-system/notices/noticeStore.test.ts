import { afterEach, describe, expect, it } from 'vitest';
import { clearNotices, getNoticeQueue, notify } from './noticeStore';

afterEach(() => clearNotices());

describe('notify', () => {
  it('queues different notices one after the other', () => {
    notify({ title: 'Category Added', variant: 'success' });
    notify({ title: 'Tag Added', variant: 'success' });
    expect(getNoticeQueue().map((n) => n.title)).toEqual(['Category Added', 'Tag Added']);
  });

  it('keeps one notice when the same one arrives while it is shown, marking the repeat', () => {
    const first = notify({ title: 'Login Attempted', description: 'Not in this demo.' });
    const second = notify({ title: 'Login Attempted', description: 'Not in this demo.' });
    expect(second).toBe(first);
    expect(getNoticeQueue()).toHaveLength(1);
    expect(getNoticeQueue()[0].repeats).toBe(1);
  });

  it('does not queue a copy of a notice already waiting', () => {
    notify({ title: 'Category Added' });
    notify({ title: 'Tag Added' });
    notify({ title: 'Tag Added' });
    expect(getNoticeQueue().map((n) => n.title)).toEqual(['Category Added', 'Tag Added']);
  });

  it('treats a different description as a different notice', () => {
    notify({ title: 'Saved', description: 'Post one' });
    notify({ title: 'Saved', description: 'Post two' });
    expect(getNoticeQueue()).toHaveLength(2);
  });
});
