/**
 * Islands (docs/ARCHITECTURE.md#islands-one-file-each): the parts of a public document a visitor
 * operates. An island is a file, `src/<folder>/Name.island.tsx`, whose default export is
 * `island(Component)`; its name is the file's (`Name`), and the registry (src/app/islands.ts), the
 * prerender and the lint rule find it by that file name alone. The component `island(C)` gives
 * renders `C` as is (in the single-page apps, in Storybook, inside another island) and, while the
 * prerender renders a document, hands it to the prerender's collector instead: the prerender renders
 * it on its own into a <site-island> marker with its props serialised beside it, and the document
 * entry hydrates it on its own, at once (src/app/document.tsx).
 */
import { createContext, createElement, useContext, type ComponentType } from 'react';

export interface IslandCollector {
  /**
   * Records an island to render (`island`, the component `island()` gave, names it); returns its
   * name and the HTML placeholder the prerender replaces.
   */
  add(
    island: ComponentType<never>,
    Component: ComponentType<never>,
    props: object,
  ): { name: string; id: string; placeholder: string };
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

/** The default export of an island's file (`Name.island.tsx`): `Component`, as an island. */
export function island<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const collector = useIslandCollector();
    if (!collector) return <Component {...props} />;
    const { name, id, placeholder } = collector.add(
      Island as ComponentType<never>,
      Component as ComponentType<never>,
      props,
    );
    // React escapes the attribute, so the JSON can hold any text (no markup can break out).
    return createElement(ISLAND_TAG, {
      'data-island': name,
      'data-id': id,
      'data-props': JSON.stringify(props),
      style: { display: 'contents' },
      dangerouslySetInnerHTML: { __html: placeholder },
    });
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  return Island;
}
