/**
 * Declares the current page's head. In the prerenderer a HeadCollector receives it during render;
 * in the browser an effect writes it into document.head. It renders nothing itself, so hydration
 * never sees a difference.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { applyPageHead, type PageHead } from '../lib/pageHead';

export interface HeadCollector {
  head?: PageHead;
  collect(head: PageHead): void;
}

/** For the prerenderer: remembers the head the rendered page declared. */
export function createHeadCollector(): HeadCollector {
  return {
    head: undefined,
    collect(head) {
      this.head = head;
    },
  };
}

const HeadCollectorContext = createContext<HeadCollector | null>(null);

export function HeadCollectorProvider({
  collector,
  children,
}: {
  collector: HeadCollector;
  children: ReactNode;
}) {
  return (
    <HeadCollectorContext.Provider value={collector}>{children}</HeadCollectorContext.Provider>
  );
}

export type PageMetaProps = PageHead;

export function PageMeta(props: PageMetaProps) {
  const collector = useContext(HeadCollectorContext);
  // Server render: the last PageMeta rendered wins, as the innermost page declares it last.
  collector?.collect(props);
  const serialized = JSON.stringify(props);
  useEffect(() => {
    applyPageHead(document, JSON.parse(serialized) as PageHead);
  }, [serialized]);
  return null;
}
