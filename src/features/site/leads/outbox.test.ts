// The lead outbox with fake storage, sender and timers: nothing lost, same id, backoff, storage full.
import { describe, expect, it } from 'vitest';
import { backoffDelay, createOutbox, type OutboxStore, type OutboxTimers } from './outbox';
import { resultOfStatus, type DeliveryResult } from './delivery';
import { createLead, looksLikeBot, MIN_FILL_MS, type Lead } from './lead';

const lead = (id: string): Lead =>
  createLead(
    { name: ' Maria ', email: 'maria@example.com', message: 'Two med spas' },
    { id, page: '/contact', now: new Date('2026-11-23T10:00:00Z') },
  );

function memoryStore(): OutboxStore & { value: string | null; full: boolean } {
  return {
    value: null,
    full: false,
    read() {
      return this.value;
    },
    write(value) {
      if (this.full) throw new DOMException('full', 'QuotaExceededError');
      this.value = value;
    },
  };
}

function fakeTimers() {
  const queued: { run: () => void; ms: number }[] = [];
  const timers: OutboxTimers = {
    setTimeout: (run, ms) => queued.push({ run, ms }),
    clearTimeout: () => {},
  };
  return { timers, queued };
}

function scriptedSender(answers: DeliveryResult[]) {
  const sent: Lead[] = [];
  return {
    sent,
    send: async (l: Lead) => {
      sent.push(l);
      return answers.shift() ?? { kind: 'delivered' as const };
    },
  };
}

const down: DeliveryResult = { kind: 'retry', reason: 'Failed to fetch' };

describe('lead outbox', () => {
  it('a 2xx delivers and leaves nothing behind', async () => {
    const store = memoryStore();
    const { send, sent } = scriptedSender([{ kind: 'delivered' }]);
    const outbox = createOutbox({ store, send, timers: fakeTimers().timers });
    expect(await outbox.submit(lead('a'))).toBe('delivered');
    expect(sent.map((l) => l.name)).toEqual(['Maria']);
    expect(outbox.pending()).toEqual([]);
  });

  it('keeps a failed lead and retries with a growing delay, always under the same id', async () => {
    const store = memoryStore();
    const { timers, queued } = fakeTimers();
    const { send, sent } = scriptedSender([down, down, resultOfStatus(503), resultOfStatus(201)]);
    const outbox = createOutbox({ store, send, timers });
    expect(await outbox.submit(lead('same'))).toBe('saved');
    expect(outbox.pending().map((l) => l.id)).toEqual(['same']);
    for (let i = 0; i < 3; i++) {
      const next = queued.shift()!;
      expect(next.ms).toBe(backoffDelay(i));
      next.run();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(sent.map((l) => l.id)).toEqual(['same', 'same', 'same', 'same']);
    expect(backoffDelay(1)).toBeGreaterThan(backoffDelay(0));
    expect(outbox.pending()).toEqual([]);
    expect(queued).toEqual([]);
  });

  it('a new page (a new outbox on the same storage) sends what is waiting, once', async () => {
    const store = memoryStore();
    const first = createOutbox({
      store,
      send: scriptedSender([down]).send,
      timers: fakeTimers().timers,
    });
    await first.submit(lead('kept'));
    const { send, sent } = scriptedSender([]);
    const next = createOutbox({ store, send, timers: fakeTimers().timers });
    await Promise.all([next.flush(), next.flush()]); // page load and `online` at once
    expect(sent.map((l) => l.id)).toEqual(['kept']);
    await next.flush();
    expect(sent).toHaveLength(1);
  });

  it('a 4xx is refused for good: not kept, not retried; 429 is retried', async () => {
    const store = memoryStore();
    const { timers, queued } = fakeTimers();
    const outbox = createOutbox({
      store,
      send: scriptedSender([resultOfStatus(400)]).send,
      timers,
    });
    expect(await outbox.submit(lead('bad'))).toBe('rejected');
    expect(outbox.pending()).toEqual([]);
    expect(queued).toEqual([]);
    expect(resultOfStatus(429).kind).toBe('retry');
    expect(resultOfStatus(422).kind).toBe('rejected');
  });

  it('full storage never blocks a send, and says so only when the send fails too', async () => {
    const store = memoryStore();
    store.full = true;
    const ok = createOutbox({ store, send: scriptedSender([]).send, timers: fakeTimers().timers });
    expect(await ok.submit(lead('x'))).toBe('delivered');
    const failing = createOutbox({
      store,
      send: scriptedSender([down]).send,
      timers: fakeTimers().timers,
    });
    expect(await failing.submit(lead('y'))).toBe('unsent');
  });

  it('a lead with attribution keeps it, and its id, when a later page sends it from the outbox', async () => {
    const touch = {
      landing_page: '/tampa/seo',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring-seo',
      at: '2026-11-23T09:40:00.000Z',
    };
    const attributed = createLead(
      { name: 'Maria', email: 'maria@example.com', message: 'Two med spas' },
      {
        id: 'ad-lead',
        page: '/contact',
        now: new Date('2026-11-23T10:00:00Z'),
        attribution: { first_touch: touch, last_touch: touch, channel: 'Paid Search' },
      },
    );
    const store = memoryStore();
    await createOutbox({
      store,
      send: scriptedSender([down]).send,
      timers: fakeTimers().timers,
    }).submit(attributed);
    const { send, sent } = scriptedSender([]);
    const told: string[] = [];
    const later = createOutbox({
      store,
      send,
      timers: fakeTimers().timers,
      delivered: (l) => told.push(l.id),
    });
    await later.flush();
    expect(sent).toEqual([attributed]);
    expect(told).toEqual(['ad-lead']);
  });

  it('a lead without consent has no attribution key at all, before and after the outbox', async () => {
    const plain = lead('plain');
    expect(Object.keys(plain)).toEqual(['id', 'name', 'email', 'message', 'page', 'submitted_at']);
    const store = memoryStore();
    const outbox = createOutbox({
      store,
      send: scriptedSender([down]).send,
      timers: fakeTimers().timers,
    });
    await outbox.submit(plain);
    expect(outbox.pending()).toEqual([plain]);
    expect(Object.keys(outbox.pending()[0])).not.toContain('attribution');
  });

  it('ignores stored text that is not a list of leads', () => {
    const store = memoryStore();
    store.value = '[{"id":"x"}, 3, null]';
    expect(
      createOutbox({ store, send: scriptedSender([]).send, timers: fakeTimers().timers }).pending(),
    ).toEqual([]);
    store.value = '{not json';
    expect(
      createOutbox({ store, send: scriptedSender([]).send, timers: fakeTimers().timers }).pending(),
    ).toEqual([]);
  });
});

describe('spam guard', () => {
  it('a filled honeypot or a send under 2 s looks like a bot', () => {
    expect(looksLikeBot({ honeypot: 'http://spam', shownAt: 0, sentAt: 60_000 })).toBe(true);
    expect(looksLikeBot({ honeypot: '', shownAt: 1000, sentAt: 1000 + MIN_FILL_MS - 1 })).toBe(
      true,
    );
    expect(looksLikeBot({ honeypot: '', shownAt: 1000, sentAt: 1000 + MIN_FILL_MS })).toBe(false);
  });
});
