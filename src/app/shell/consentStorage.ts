/** Where the cookie choice is remembered. Browser only: called from effects and handlers. */
export type ConsentChoice = 'accepted' | 'declined';
export const CONSENT_KEY = 'bayshore-signal:cookie-consent';

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
const listeners = new Set<() => void>();

export function writeConsent(
  choice: ConsentChoice,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  choiceThisVisit = choice;
  try {
    storage?.setItem(CONSENT_KEY, choice);
  } catch {
    // Storage disabled: the banner hides for this visit, which is all we can do.
  }
  listeners.forEach((listener) => listener());
}

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
