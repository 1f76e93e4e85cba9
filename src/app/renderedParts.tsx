/**
 * Parts rendered once per build (RenderedOnce) and islands rendered on their own: their HTML with
 * the Emotion styles they use, kept and added to each page that shows them, as rendering them in
 * that page would have (src/app/prerender.tsx).
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import createCache, { type EmotionCache } from '@emotion/cache';
import { IslandProviders, type RenderedOnceParts } from '../design-system';

/** HTML rendered on its own, with every Emotion style it uses in the order its render inserts them. */
export interface RenderedAlone {
  html: string;
  inserted: [string, EmotionCache['inserted'][string]][];
  registered: [string, EmotionCache['registered'][string]][];
}

export function renderAlone(element: ReactElement, cacheKey: string, identifierPrefix?: string) {
  const cache = createCache({ key: cacheKey });
  cache.compat = true;
  const html = renderToString(<IslandProviders cache={cache}>{element}</IslandProviders>, {
    identifierPrefix,
  });
  return {
    html,
    inserted: Object.entries(cache.inserted),
    registered: Object.entries(cache.registered),
  } satisfies RenderedAlone;
}

/** Adds the styles of HTML rendered alone to a page's, as rendering it in the page would have. */
export function mergeStyles(rendered: RenderedAlone, pageCache: EmotionCache) {
  for (const [name, rules] of rendered.inserted) pageCache.inserted[name] ??= rules;
  for (const [className, styles] of rendered.registered) pageCache.registered[className] ??= styles;
}

/** The parts that are the same on many documents (RenderedOnce), by name, once rendered. */
const renderedParts = new Map<string, RenderedAlone>();
/** Kinds of part whose first one rendered alone as it did in its page (RenderedOnce's `kind`). */
const checkedKinds = new Set<string>();
// A name may hold any text (a post's title): encoded, the mark reads the same in the HTML. A
// build's own word in every mark: text on a page (a title copying a mark) never passes for one.
const MARK = `@@rendered-once-${globalThis.crypto.randomUUID()}`;
// Encoded with nothing React would escape in text (encodeURIComponent leaves ' as it is).
const partMark = (name: string, at: 'here' | 'start' | 'end') =>
  `${MARK}:${encodeURIComponent(name).replace(/'/g, '%27')}:${at}@@`;

interface FirstSeen {
  part: ReactElement;
  kind: string;
  /** The first of its kind: rendered alone too after the page, which must give the same HTML. */
  check: boolean;
  /** Every style the part's render looked up in the page's cache (those it added among them). */
  used: string[];
}

/**
 * A page's RenderedOnce parts. A part met for the first time renders in place between two marks,
 * and is kept with the styles its render used. The first part of each kind also renders alone
 * after the page, which must give the same HTML (the part depends on nothing its page gives it),
 * and is kept as rendered alone. A part already kept gets a mark and its styles, added where the
 * part sits, so in the same order.
 */
export class PageParts implements RenderedOnceParts {
  private readonly firstSeen = new Map<string, FirstSeen>();
  /** Kinds whose first part on this page renders in place (and is checked after the page). */
  private readonly kindsChecking = new Set<string>();

  constructor(private readonly pageCache: EmotionCache) {}

  /**
   * Runs while a part renders in place: the page's cache then records every style the part looks
   * up (Emotion reads `inserted` for each style it uses, whether it inserts it or not).
   */
  private recordStyles(): () => string[] {
    const cache = this.pageCache;
    const inserted = cache.inserted;
    const used = new Set<string>();
    cache.inserted = new Proxy(inserted, {
      get: (target, id) => {
        if (typeof id === 'string') used.add(id);
        return target[id as string];
      },
    });
    return () => {
      cache.inserted = inserted;
      return [...used];
    };
  }

  render(name: string, part: ReactElement, kind: string) {
    const rendered = renderedParts.get(name);
    if (rendered) {
      mergeStyles(rendered, this.pageCache);
      return partMark(name, 'here');
    }
    const check = !checkedKinds.has(kind) && !this.kindsChecking.has(kind);
    if (check) this.kindsChecking.add(kind);
    const seen: FirstSeen = { part, kind, check, used: [] };
    this.firstSeen.set(name, seen);
    // Rendered in order: the start mark, the part, the end mark.
    let stop: (() => string[]) | undefined;
    const Start = () => {
      stop = this.recordStyles();
      return partMark(name, 'start');
    };
    const End = () => {
      seen.used = stop?.() ?? [];
      return partMark(name, 'end');
    };
    return (
      <>
        <Start />
        {part}
        <End />
      </>
    );
  }

  /** A part as rendered in this page: its HTML and the styles it used, from the page's cache. */
  private asRenderedHere(html: string, used: string[]): RenderedAlone {
    const { key, inserted, registered } = this.pageCache;
    const ids = used.filter((id) => inserted[id] !== undefined);
    const classNames = ids.map((id) => `${key}-${id}`);
    return {
      html,
      inserted: ids.map((id) => [id, inserted[id]]),
      registered: classNames.flatMap((name) =>
        registered[name] === undefined ? [] : [[name, registered[name]] as [string, string]],
      ),
    };
  }

  /** The page's HTML with each part's HTML in its place (one pass each over a long page). */
  fill(html: string): string {
    const inPlace = new RegExp(`${MARK}:([^:@]*):start@@([\\s\\S]*?)${MARK}:\\1:end@@`, 'g');
    const marked = new RegExp(`${MARK}:([^:@]*):here@@`, 'g');
    return html
      .replace(inPlace, (_, encoded: string, partHtml: string) => {
        const name = decodeURIComponent(encoded);
        const { part, kind, check, used } = this.firstSeen.get(name) as FirstSeen;
        if (!renderedParts.has(name)) {
          if (check) {
            const alone = renderAlone(part, this.pageCache.key);
            if (alone.html !== partHtml)
              throw new Error(
                `RenderedOnce part ${name} renders differently alone than in the page`,
              );
            renderedParts.set(name, alone);
            checkedKinds.add(kind);
          } else renderedParts.set(name, this.asRenderedHere(partHtml, used));
        }
        return partHtml;
      })
      .replace(
        marked,
        (_, encoded: string) =>
          (renderedParts.get(decodeURIComponent(encoded)) as RenderedAlone).html,
      );
  }
}
