/**
 * A prerendered form can be typed into before the app is live. React keeps that text in the field
 * while it hydrates, but the component's state still holds the empty initial values, and the next
 * render would write them over the field. This hands the typed text to the component once, in the
 * hydrating commit, before any re-render can clear it.
 */
import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Text typed before an island hydrated, noted just before. The documents' renderer (Preact, see
 * vite.config.ts) writes a textarea's value while it hydrates, so by the hydrating commit a typed
 * message would already be gone from the field; the note keeps it.
 */
const typedBeforeHydration = new WeakMap<TextField, string>();

/** Notes the text typed into every field inside `container`; call it just before hydrating it. */
export function keepTextTypedBeforeStart(container: Element): void {
  for (const field of Array.from(container.querySelectorAll('input, textarea'))) {
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      if (field.value !== '') typedBeforeHydration.set(field, field.value);
  }
}

export function useTextTypedBeforeStart<F extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  fields: readonly F[],
  adopt: (typed: Partial<Record<F, string>>) => void,
): void {
  const hand = useEffectEvent((form: HTMLFormElement) => {
    const typed: Partial<Record<F, string>> = {};
    let any = false;
    for (const field of fields) {
      const input = form.elements.namedItem(field);
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) {
        const value = input.value || typedBeforeHydration.get(input) || '';
        typedBeforeHydration.delete(input);
        if (value !== '') {
          typed[field] = value;
          any = true;
        }
      }
    }
    if (any) adopt(typed);
  });
  useLayoutEffect(() => {
    if (formRef.current) hand(formRef.current);
  }, [formRef]);
}
