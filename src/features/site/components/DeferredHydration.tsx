/**
 * Wraps a prerendered page body in a Suspense boundary. React hydrates a server-rendered boundary
 * at offscreen priority, in a pass it can interrupt, instead of in the one long blocking task that
 * hydrates the root: the page's markup is already on screen, so there is no rush, and phones keep
 * their main thread free (Lighthouse's Total Blocking Time). A click inside the boundary before it
 * has hydrated makes React hydrate it at once and replay the click.
 */
import { Suspense, type ReactNode } from 'react';

export function DeferredHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
