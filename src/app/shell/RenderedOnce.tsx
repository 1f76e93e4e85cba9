/**
 * A part of the frame that is the same on many public documents (the footer, the header's logo,
 * links and calls to action): while the prerender
 * renders documents it renders such a part once per build and reuses its HTML and styles on every
 * other page (src/app/prerender.tsx); everywhere else it is simply its children.
 */
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

export interface RenderedOnceParts {
  /** What stands in the page for the part called `name` (its HTML is put in after the render). */
  render(name: string, part: ReactElement): ReactNode;
}

const RenderedOnceContext = createContext<RenderedOnceParts | null>(null);

/** Provided by the prerender around a document. */
export const RenderedOnceProvider = RenderedOnceContext.Provider;

/**
 * `children` depend on nothing that differs between pages, `name` says which part they are, and
 * the part sits among elements (its stand-in is text, which React would join to a text sibling).
 */
export function RenderedOnce({ name, children }: { name: string; children: ReactElement }) {
  const parts = useContext(RenderedOnceContext);
  return parts ? parts.render(name, children) : children;
}
