/**
 * The contact form's delivery in the browser: the build's endpoint, the outbox on localStorage,
 * fetch, window timers and the `online` event. Nothing here runs at import time (server-safe).
 */
import { measure } from '../../../lib/consent/measurement';
import { createLeadSender } from './delivery';
import { createOutbox, OUTBOX_KEY, type Outbox } from './outbox';

/**
 * Where leads go, set at build time (README "Leads"). Unset: SPEC's demo, no network call at all.
 * A value that is not an http(s) URL counts as unset rather than sending leads somewhere odd.
 */
export const leadEndpoint: string | undefined = (() => {
  const value = (import.meta.env.VITE_LEAD_ENDPOINT as string | undefined)?.trim();
  return value && /^https?:\/\//i.test(value) ? value : undefined;
})();

let outbox: Outbox | undefined;

export function browserOutbox(endpoint: string): Outbox {
  if (outbox) return outbox;
  const created = createOutbox({
    store: {
      read: () => window.localStorage.getItem(OUTBOX_KEY),
      write: (value) => {
        if (value === '[]') window.localStorage.removeItem(OUTBOX_KEY);
        else window.localStorage.setItem(OUTBOX_KEY, value);
      },
    },
    send: createLeadSender(endpoint),
    // A goal in Plausible, with consent only (measure sends nothing otherwise).
    delivered: (lead) =>
      measure({
        name: 'Lead',
        props: {
          page: lead.page,
          ...(lead.attribution && { channel: lead.attribution.channel }),
        },
      }),
    timers: {
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
  });
  window.addEventListener('online', () => void created.flush());
  outbox = created;
  return created;
}

/** On every page load: send what an earlier visit could not. */
export function sendSavedLeads(): void {
  if (!leadEndpoint) return;
  let waiting: string | null;
  try {
    waiting = window.localStorage.getItem(OUTBOX_KEY);
  } catch {
    return;
  }
  if (waiting) void browserOutbox(leadEndpoint).flush();
}

/** A fresh id per message; randomUUID needs a secure context, so plain http gets random bytes. */
export function newLeadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}
