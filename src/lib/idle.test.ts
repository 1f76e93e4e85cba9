import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle, whenSomeoneActs } from './idle';

// Node's environment: the browser's window is the global object, with or without requestIdleCallback.
beforeEach(() => {
  vi.stubGlobal('window', globalThis);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs the task in an idle callback, with the timeout given, and cancels it', () => {
    const callbacks = new Map<number, () => void>();
    const request = vi.fn((callback: () => void, options?: { timeout: number }) => {
      void options;
      callbacks.set(callbacks.size + 1, callback);
      return callbacks.size;
    });
    const cancel = vi.fn((id: number) => callbacks.delete(id));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();
    whenIdle(task, { timeout: 3000 });
    expect(request).toHaveBeenLastCalledWith(expect.any(Function), { timeout: 3000 });
    expect(task).not.toHaveBeenCalled();
    callbacks.get(1)!();
    expect(task).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    whenIdle(later)();
    expect(request).toHaveBeenLastCalledWith(expect.any(Function), undefined);
    expect(cancel).toHaveBeenCalledWith(2);
    expect(callbacks.has(2)).toBe(false);
  });

  it('without requestIdleCallback, runs the task after the fallback delay unless cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    const task = vi.fn();
    whenIdle(task, { fallbackMs: 300 });
    vi.advanceTimersByTime(299);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('whenSomeoneActs', () => {
  it('runs the task once, at the first sign of a person, and never again', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const task = vi.fn();
    whenSomeoneActs(task, { quietMs: 8000 });
    vi.advanceTimersByTime(7999);
    expect(task).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    expect(task).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('pointermove'));
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task after the quiet while when no one acts, and not when cancelled', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const task = vi.fn();
    whenSomeoneActs(task, { quietMs: 8000 });
    vi.advanceTimersByTime(8000);
    expect(task).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('touchstart'));
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenSomeoneActs(cancelled)();
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
