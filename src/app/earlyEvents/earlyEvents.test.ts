// @vitest-environment jsdom
// The pre-hydration script on its own: what it keeps, what it prevents, and a replay that runs once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { minify } from 'vite';
import { EARLY_EVENTS_KEY, replayEarlyEvents } from './earlyEvents';
import { earlyEventsScript } from './earlyEventsScript';

function page() {
  document.body.innerHTML = `
    <form id="contact"><input name="name"><button type="submit">Send Message</button></form>
    <button type="button" id="download">Download All Playbooks</button>
    <a href="#pricing" id="link">Pricing</a>`;
  // Run exactly what prerender inlines.
  new Function(earlyEventsScript)();
}

afterEach(() => {
  // Each test runs the script again on the same document: take() removes the last one's listeners.
  (window as unknown as Record<string, { take(): unknown } | undefined>)[EARLY_EVENTS_KEY]?.take();
  delete (window as unknown as Record<string, unknown>)[EARLY_EVENTS_KEY];
  document.body.innerHTML = '';
});

describe('early events script', () => {
  beforeEach(page);

  it('prevents a native submission and keeps it with its submitter', () => {
    const form = document.getElementById('contact') as HTMLFormElement;
    const send = form.querySelector('button')!;
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: send });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const queue = (window as unknown as Record<string, { events: unknown[] }>)[EARLY_EVENTS_KEY];
    expect(queue.events).toEqual([{ type: 'submit', target: form, submitter: send }]);
  });

  it('keeps button clicks, not link clicks, and stops them before any app listener', () => {
    let reachedApp = 0;
    document.body.addEventListener('click', () => reachedApp++);
    document.getElementById('download')!.click();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    expect(reachedApp).toBe(1); // only the link's click went on
    const queue = (window as unknown as Record<string, { events: { target: Element }[] }>)[
      EARLY_EVENTS_KEY
    ];
    expect(queue.events.map((e) => e.target.id)).toEqual(['download']);
  });

  it('replays once, in order, through the app handlers, and then stops capturing', () => {
    const seen: string[] = [];
    const form = document.getElementById('contact') as HTMLFormElement;
    document.getElementById('download')!.click();
    form.querySelector('button')!.click(); // click on a submit button -> one submit kept
    expect(seen).toEqual([]);

    document.body.addEventListener('click', (e) => seen.push(`click ${(e.target as Element).id}`));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      seen.push('submit');
    });
    expect(replayEarlyEvents()).toBe(2);
    expect(seen).toEqual(['click download', 'click ', 'submit']);

    // A second replay finds nothing; new clicks go straight to the app.
    expect(replayEarlyEvents()).toBe(0);
    document.getElementById('download')!.click();
    expect(seen).toEqual(['click download', 'click ', 'submit', 'click download']);
  });

  it('drops events whose target the app replaced', () => {
    document.getElementById('download')!.click();
    document.body.innerHTML = '<button id="download">Other</button>';
    expect(replayEarlyEvents()).toBe(0);
  });
});

it('stays well under 1 kB gzip once minified', async () => {
  const { code } = await minify('early.js', earlyEventsScript, { compress: true, mangle: true });
  expect(gzipSync(code, { level: 9 }).length).toBeLessThan(700);
});
