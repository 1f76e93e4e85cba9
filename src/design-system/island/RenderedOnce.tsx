/**
 * A part that is the same on many public documents (the footer, the header's logo, links and calls
 * to action, a post's card on every list and beside every post that relates to it): while the
 * prerender renders documents it renders such a part once per build and thread and reuses its HTML
 * and styles on every other page (src/app/renderedParts.tsx); everywhere else it is simply its
 * children.
 */
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

export interface RenderedOnceParts {
  /** What stands in the page for the part called `name` (its HTML is put in after the render). */
  render(name: string, part: ReactElement, kind: string): ReactNode;
}

const RenderedOnceContext = createContext<RenderedOnceParts | null>(null);

/** Provided by the prerender around a document. */
export const RenderedOnceProvider = RenderedOnceContext.Provider;

/**
 * `children` depend on nothing that differs between pages except what `name` says (within its
 * kind, the name is the part's key: two parts with one name must render the same HTML), and the
 * part sits among elements (its stand-in is text, which React would join to a text sibling). The
 * prerender checks each name once against a render of its own, outside any page, and renders a
 * part that differs in place on every page (a slower build, never a different page).
 */
export function RenderedOnce({
  name,
  kind,
  children,
}: {
  name: string;
  kind?: string;
  children: ReactElement;
}) {
  const parts = useContext(RenderedOnceContext);
  if (!parts) return children;
  return kind
    ? parts.render(`${kind} ${name}`, children, kind)
    : parts.render(name, children, name);
}
