// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeHost } from './NoticeHost';
import { clearNotices, NOTICE_DURATION_MS, notify } from './noticeStore';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => clearNotices());
  vi.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('NoticeHost', () => {
  it('shows two identical notices once, gone 5 s after the second', async () => {
    render(<NoticeHost />);
    act(() => {
      notify({ title: 'Login Attempted', description: 'Not in this demo.' });
    });
    await advance(3000);
    act(() => {
      notify({ title: 'Login Attempted', description: 'Not in this demo.' });
    });
    await advance(0);
    expect(screen.getAllByText('Login Attempted')).toHaveLength(1);
    // 3 s after the first it would have gone at 5 s; the second restarted the clock.
    await advance(NOTICE_DURATION_MS - 500);
    expect(screen.getByText('Login Attempted')).not.toBeNull();
    await advance(1000);
    expect(screen.queryByText('Login Attempted')).toBeNull();
  });

  it('still shows two different notices one after the other', async () => {
    render(<NoticeHost />);
    act(() => {
      notify({ title: 'Category Added', variant: 'success' });
      notify({ title: 'Tag Added', variant: 'success' });
    });
    await advance(0);
    expect(screen.getByText('Category Added')).not.toBeNull();
    expect(screen.queryByText('Tag Added')).toBeNull();
    await advance(NOTICE_DURATION_MS + 100);
    expect(screen.queryByText('Category Added')).toBeNull();
    expect(screen.getByText('Tag Added')).not.toBeNull();
  });

  it('announces a notice politely, a destructive one at once, and closes one by its button', async () => {
    render(<NoticeHost />);
    act(() => {
      notify({ title: 'Link Copied', description: 'Paste it anywhere.', variant: 'success' });
    });
    await advance(0);
    const notice = screen.getByRole('status');
    expect(notice.getAttribute('aria-live')).toBe('polite');
    expect(notice.textContent).toContain('Paste it anywhere.');
    fireEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByText('Link Copied')).toBeNull();
    act(() => {
      notify({ title: 'Post Deleted', variant: 'destructive' });
    });
    await advance(0);
    expect(screen.getByRole('alert').getAttribute('aria-live')).toBe('assertive');
  });
});
