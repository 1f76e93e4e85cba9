/**
 * Where the cookie choice is remembered, and whether the visitor asked to see it again (Cookie
 * settings). Browser only: called from effects and handlers. What the choice turns on is
 * measurement.ts's business (docs/PRODUCT.md#consent-analytics-and-attribution).
 */
export type ConsentChoice = 'accepted' | 'declined';
export const CONSENT_KEY = 'bayshore-signal:cookie-consent';
/**
 * Where attribution keeps where the visitor came from, only with consent. Named here, beside the
 * choice, so that withdrawing deletes it without loading the attribution code.
 */
export const ATTRIBUTION_KEY = 'bayshore-signal:attribution';

export function readConsent(
  storage: Storage | undefined = globalThis.localStorage,
): ConsentChoice | null {
  try {
    const value = storage?.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : choiceThisVisit;
  } catch {
    return choiceThisVisit;
  }
}

// When storage is disabled the choice still holds for this visit.
let choiceThisVisit: ConsentChoice | null = null;

/** Forgets the choice held for this visit (a story that starts from no choice, in a frame shared with others). */
export function forgetChoiceThisVisit(): void {
  choiceThisVisit = null;
}
const listeners = new Set<() => void>();

export function writeConsent(
  choice: ConsentChoice,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  choiceThisVisit = choice;
  reopened = false;
  try {
    storage?.setItem(CONSENT_KEY, choice);
  } catch {
    // Storage disabled: the banner hides for this visit, which is all we can do.
  }
  listeners.forEach((listener) => listener());
}

// The banner shows again, on this page, after the visitor pressed Cookie settings.
let reopened = false;
// The control that reopened the banner: focus goes back to it once the visitor has answered.
let reopenedFrom: HTMLElement | null = null;

/**
 * Cookie settings: shows the banner again, whatever was chosen, until the visitor chooses; `from`,
 * the control that asked, is where focus goes back then (takeReopenedFrom).
 */
export function reopenConsent(from: HTMLElement | null = null): void {
  reopened = true;
  reopenedFrom = from;
  listeners.forEach((listener) => listener());
}

/** The control that reopened the banner, once: the banner hands focus back to it. */
export function takeReopenedFrom(): HTMLElement | null {
  const from = reopenedFrom;
  reopenedFrom = null;
  return from;
}

export const isConsentReopened = (): boolean => reopened;

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getServerConsent = (): 'unknown' => 'unknown';

/**
 * Before the page paints: marks <html> as asking for a choice (`attribute`="ask") when none is
 * stored, so the prerendered banner shows from the first paint, and never flashes for a visitor who
 * already chose. Inlined into every page's head as source text (earlyEventsScript.ts), so it uses
 * nothing from outside; a unit test holds it to readConsent's answer.
 */
export function askForConsentIfUnchosen(win: Window, key: string, attribute: string): void {
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(key);
  } catch {
    // Storage disabled: nothing can have been chosen before this visit, so ask.
  }
  if (stored !== 'accepted' && stored !== 'declined')
    win.document.documentElement.setAttribute(attribute, 'ask');
}
