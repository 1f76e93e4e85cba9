/**
 * Islands (docs/ARCHITECTURE.md#documents-and-apps-third-round): the parts of a public document a visitor
 * operates. `island(name, Component)` gives a component that renders `Component` as is (in the
 * single-page apps, in Storybook, inside another island), and, while the prerender renders a
 * document, hands it to the prerender's collector instead: the prerender renders it on its own
 * into a <site-island> marker with its props serialised beside it, and the document entry hydrates
 * it on its own (src/app/document.tsx, registry in src/app/islands.ts).
 */
import { createContext, createElement, useContext, type ComponentType } from 'react';

/** When an island's code loads and hydrates: at once, when the browser is idle, or when seen. */
export type IslandHydration = 'load' | 'idle' | 'visible';

export interface IslandOptions {
  hydrate?: IslandHydration;
}

export interface IslandCollector {
  /** Records an island to render; returns the HTML placeholder the prerender replaces. */
  add(
    name: string,
    Component: ComponentType<never>,
    props: object,
    options: IslandOptions,
  ): { id: string; placeholder: string };
}

const IslandCollectorContext = createContext<IslandCollector | null>(null);

/**
 * True around a plain island hydrating in a document (src/app/document.tsx): it has no theme or
 * Emotion cache around it, so a MUI part it loads later wraps itself (themedInDocument).
 */
export const PlainIslandContext = createContext(false);

/** Provided by the prerender around a document: islands render as markers. */
export const IslandCollectorProvider = IslandCollectorContext.Provider;

/** Is this render a document's prerender (islands become markers)? */
export function useIslandCollector(): IslandCollector | null {
  return useContext(IslandCollectorContext);
}

/** The marker element's tag: a custom element, valid wherever phrasing or flow content is. */
export const ISLAND_TAG = 'site-island';

export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  options: IslandOptions = {},
): ComponentType<P> {
  function Island(props: P) {
    const collector = useIslandCollector();
    if (!collector) return <Component {...props} />;
    const { id, placeholder } = collector.add(
      name,
      Component as ComponentType<never>,
      props,
      options,
    );
    // React escapes the attribute, so the JSON can hold any text (no markup can break out).
    return createElement(ISLAND_TAG, {
      'data-island': name,
      'data-id': id,
      'data-hydrate': options.hydrate ?? 'load',
      'data-props': JSON.stringify(props),
      style: { display: 'contents' },
      dangerouslySetInnerHTML: { __html: placeholder },
    });
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
