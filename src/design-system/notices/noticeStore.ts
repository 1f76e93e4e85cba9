/**
 * The one notice queue of the app (SPEC §4: at most one shown at once, each auto-dismissing after
 * 5 seconds). A plain module store so that thunks, event handlers and pages can all `notify()`
 * without React context; the host subscribes with useSyncExternalStore.
 */
export type NoticeVariant = 'default' | 'success' | 'destructive' | 'info';

/** A button in the notice that takes back what it reports (the calendar's "Undo"). */
interface NoticeAction {
  label: string;
  onAction: () => void;
}

export interface NoticeInput {
  title: string;
  description?: string;
  variant?: NoticeVariant;
  /** Shown by the tool's notice view; no page of the site reports something it can take back. */
  action?: NoticeAction;
}

export interface Notice extends Required<Omit<NoticeInput, 'description' | 'action'>> {
  id: number;
  description?: string;
  action?: NoticeAction;
  /** Times an identical notice arrived while this one was shown: each restarts its 5 s. */
  repeats: number;
}

export const NOTICE_DURATION_MS = 5000;

/** How a notice of each variant shows (both notice views): the alert's colour and icon. */
export const noticeSeverity: Record<NoticeVariant, 'info' | 'success' | 'error'> = {
  default: 'info',
  info: 'info',
  success: 'success',
  destructive: 'error',
};

/** How a screen reader hears it: a destructive notice at once, any other when it is idle. */
export function noticeAnnouncement(variant: NoticeVariant) {
  return variant === 'destructive'
    ? ({ role: 'alert', 'aria-live': 'assertive' } as const)
    : ({ role: 'status', 'aria-live': 'polite' } as const);
}

type Listener = () => void;

let queue: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

const sameText = (notice: Notice, title: string, description: string | undefined) =>
  notice.title === title && (notice.description ?? '') === (description ?? '');

/**
 * Queue a notice; it shows when every earlier one has gone. Returns its id. A notice identical
 * (title and description) to the one on screen restarts that one's 5 s instead of queueing a copy
 * (a double click must not keep the same message up twice as long); one identical to a queued
 * notice is already on its way.
 */
export function notify({ title, description, variant = 'default', action }: NoticeInput): number {
  const [shown, ...waiting] = queue;
  if (shown && sameText(shown, title, description)) {
    queue = [{ ...shown, repeats: shown.repeats + 1 }, ...waiting];
    emit();
    return shown.id;
  }
  const queued = waiting.find((n) => sameText(n, title, description));
  if (queued) return queued.id;
  const id = nextId++;
  queue = [...queue, { id, title, description, variant, action, repeats: 0 }];
  emit();
  return id;
}

/** Remove a notice (the shown one or a queued one). */
export function dismissNotice(id: number): void {
  const next = queue.filter((n) => n.id !== id);
  if (next.length === queue.length) return;
  queue = next;
  emit();
}

export function clearNotices(): void {
  queue = [];
  emit();
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getNoticeQueue(): readonly Notice[] {
  return queue;
}

const emptyQueue: readonly Notice[] = [];
export function getServerNoticeQueue(): readonly Notice[] {
  return emptyQueue;
}
