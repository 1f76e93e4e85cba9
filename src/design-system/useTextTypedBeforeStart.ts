/**
 * A prerendered form can be typed into before the app is live. React keeps that text in the field
 * while it hydrates, but the component's state still holds the empty initial values, and the next
 * render would write them over the field. This hands the typed text to the component once, in the
 * hydrating commit, before any re-render can clear it.
 */
import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

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
        if (input.value !== '') {
          typed[field] = input.value;
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
