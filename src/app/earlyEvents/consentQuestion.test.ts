// @vitest-environment jsdom
// The inline script's consent question against readConsent: the prerendered banner shows from the
// first paint exactly when the island will go on showing it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_QUESTION_ATTRIBUTE } from '../../design-system/plain/PlainControls';
import { earlyEventsScript } from './earlyEventsScript';
import { EARLY_EVENTS_KEY } from './earlyEvents';
import { CONSENT_KEY, readConsent } from '../../lib/consent/consentStorage';

/** Runs exactly what the prerender inlines, and says whether the page now asks. */
function pageAsks(): boolean {
  document.documentElement.removeAttribute(CONSENT_QUESTION_ATTRIBUTE);
  new Function(earlyEventsScript)();
  (window as unknown as Record<string, { take(): unknown }>)[EARLY_EVENTS_KEY].take();
  return document.documentElement.getAttribute(CONSENT_QUESTION_ATTRIBUTE) === 'ask';
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the consent question before the page paints', () => {
  // What an older version, a hand edit or another tab could leave, besides the two choices.
  const stored = [null, 'accepted', 'declined', '', 'Accepted', '"accepted"', 'yes', 'null'];

  it.each(stored)('with %j stored, asks exactly when readConsent has no choice', (value) => {
    if (value !== null) localStorage.setItem(CONSENT_KEY, value);
    expect(pageAsks()).toBe(readConsent() === null);
    expect(pageAsks()).toBe(value !== 'accepted' && value !== 'declined');
  });

  it('asks when storage is disabled, as readConsent answers no choice', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readConsent()).toBeNull();
    expect(pageAsks()).toBe(true);
  });
});
