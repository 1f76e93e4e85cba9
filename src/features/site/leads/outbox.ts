/**
 * The local outbox under the contact form (docs/PRODUCT.md#leads: a lead is never lost). A message is
 * written here before it is sent and leaves only when the endpoint has taken it (a 2xx) or refused
 * it for good (a 4xx other than 429). Until then it is tried again with a growing delay while the
 * page is open, when the browser comes back online, and on the next load of any page; always under
 * the same id. Storage that is full or disabled never blocks a send: the caller learns only that
 * the message could not be kept if the send fails too.
 *
 * Pure of the browser: storage, sending and timers come in as adapters (leadOutbox.ts wires them).
 */
import { parseLead, type Lead } from './lead';
import type { DeliveryResult, SendLead } from './delivery';

/** Reads and writes the outbox's one stored string; either may throw (quota, disabled storage). */
export interface OutboxStore {
  read(): string | null;
  write(value: string): void;
}

export interface OutboxTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type SubmitOutcome =
  /** The endpoint took it. */
  | 'delivered'
  /** Not sent yet, kept on this device; it goes out on its own later. */
  | 'saved'
  /** The endpoint refused it (a 4xx): not kept, the visitor should look at it again. */
  | 'rejected'
  /** Not sent, and this device cannot keep it: the visitor must try again. */
  | 'unsent';

export const OUTBOX_KEY = 'bayshore-signal:lead-outbox';
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 5 * 60_000;

/** 5 s, 10 s, 20 s, ... up to 5 minutes between tries while the page stays open. */
export const backoffDelay = (failedTries: number) =>
  Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** failedTries);

export interface Outbox {
  submit(lead: Lead): Promise<SubmitOutcome>;
  /** Tries every kept lead once; on a failure, schedules the next try. */
  flush(): Promise<void>;
  pending(): Lead[];
}

export function createOutbox({
  store,
  send,
  timers,
  delivered = () => {},
}: {
  store: OutboxStore;
  send: SendLead;
  timers: OutboxTimers;
  /** Told of each lead the endpoint took, sent from the form or from the outbox later. */
  delivered?: (lead: Lead) => void;
}): Outbox {
  const inFlight = new Set<string>();
  let failedTries = 0;
  let retryTimer: unknown;

  function pending(): Lead[] {
    try {
      const raw = store.read();
      const value: unknown = raw ? JSON.parse(raw) : [];
      if (!Array.isArray(value)) return [];
      return value.map(parseLead).filter((lead): lead is Lead => lead !== null);
    } catch {
      return [];
    }
  }

  function save(leads: Lead[]): boolean {
    try {
      store.write(JSON.stringify(leads));
      return true;
    } catch {
      return false;
    }
  }

  const keep = (lead: Lead) => save([...pending().filter((l) => l.id !== lead.id), lead]);

  function drop(id: string) {
    const leads = pending();
    if (leads.some((l) => l.id === id)) save(leads.filter((l) => l.id !== id));
  }

  /** One try; a lead already on its way (another flush, the form itself) is not sent twice. */
  async function attempt(lead: Lead): Promise<DeliveryResult | null> {
    if (inFlight.has(lead.id)) return null;
    inFlight.add(lead.id);
    try {
      const result = await send(lead);
      if (result.kind !== 'retry') drop(lead.id);
      if (result.kind === 'delivered') delivered(lead);
      return result;
    } finally {
      inFlight.delete(lead.id);
    }
  }

  function scheduleRetry() {
    if (retryTimer !== undefined) return;
    retryTimer = timers.setTimeout(() => {
      retryTimer = undefined;
      void flush();
    }, backoffDelay(failedTries));
    failedTries++;
  }

  async function flush() {
    let failed = false;
    for (const lead of pending()) {
      const result = await attempt(lead);
      if (result?.kind === 'retry') failed = true;
    }
    if (failed) scheduleRetry();
    else if (pending().length === 0) failedTries = 0;
  }

  async function submit(lead: Lead): Promise<SubmitOutcome> {
    const kept = keep(lead);
    const result = await attempt(lead);
    if (result?.kind === 'delivered') return 'delivered';
    if (result?.kind === 'rejected') return 'rejected';
    if (!kept) return 'unsent';
    if (result) scheduleRetry();
    return 'saved';
  }

  return { submit, flush, pending };
}
