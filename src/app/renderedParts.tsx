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

export function renderAlone(
  element: ReactElement,
  cacheKey: string,
  { identifierPrefix }: { identifierPrefix?: string } = {},
) {
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
/**
 * Parts whose render alone is not what they add to a page: each page renders them in place. React
 * hoists what a part asks for (an image's preload, for an author's avatar) out of it in a page,
 * but not alone; a part that reads its page (a context, an id from useId) renders differently too.
 */
const renderedInPlace = new Set<string>();
// A name may hold any text (a post's title): encoded, the mark reads the same in the HTML. A
// build's own word in every mark: text on a page (a title copying a mark) never passes for one.
const MARK = `@@rendered-once-${globalThis.crypto.randomUUID()}`;
// Encoded with nothing React would escape in text (encodeURIComponent leaves ' as it is).
const partMark = (name: string, at: 'here' | 'start' | 'end') =>
  `${MARK}:${encodeURIComponent(name).replace(/'/g, '%27')}:${at}@@`;

/**
 * How the build's threads share their checks (scripts/prerender.mjs): each part is checked by the
 * one thread that claims it first, and the others render it in place until that thread's answer
 * arrives (takeCheckedPart). Without it (tests, one thread) a part is checked where it is first met.
 */
export interface PartChecks {
  /** Is this thread the one to check `name`? */
  claim(name: string): boolean;
  /** This thread's answer for `name`: its render alone, or null when every page renders it in place. */
  checked(name: string, rendered: RenderedAlone | null): void;
}

let partChecks: PartChecks | undefined;

export function sharePartChecks(checks: PartChecks | undefined): void {
  partChecks = checks;
}

/** Another thread's answer for a part, as if this thread had checked it. */
export function takeCheckedPart(name: string, rendered: RenderedAlone | null): void {
  if (rendered) renderedParts.set(name, rendered);
  else renderedInPlace.add(name);
}

/** A part rendered alone, or why it cannot be: it threw outside its page. */
function tryRenderAlone(part: ReactElement, cacheKey: string): RenderedAlone | undefined {
  try {
    return renderAlone(part, cacheKey);
  } catch {
    return undefined;
  }
}

/**
 * A page's RenderedOnce parts. A part met for the first time renders in place between two marks;
 * after the page it also renders alone, and is kept only if that gives exactly its HTML in the page
 * (otherwise every page renders it in place: a part that cannot be reused costs time, never the
 * page). A part already kept gets a mark and its styles, added where the part sits, so in the same
 * order as its render would add them.
 */
export class PageParts implements RenderedOnceParts {
  private readonly firstSeen = new Map<string, ReactElement>();

  constructor(private readonly pageCache: EmotionCache) {}

  // `kind` groups parts in RenderedOnce's API; each part is checked by its own name here.
  render(name: string, part: ReactElement) {
    if (renderedInPlace.has(name)) return part;
    const rendered = renderedParts.get(name);
    if (rendered) {
      mergeStyles(rendered, this.pageCache);
      return partMark(name, 'here');
    }
    // The same name twice on one page: the second renders in place (its first is checked later).
    if (this.firstSeen.has(name)) return part;
    // Another thread checks this part: in place here until its answer arrives.
    if (partChecks && !partChecks.claim(name)) return part;
    this.firstSeen.set(name, part);
    return (
      <>
        {partMark(name, 'start')}
        {part}
        {partMark(name, 'end')}
      </>
    );
  }

  /** The page's HTML with each part's HTML in its place (one pass each over a long page). */
  fill(html: string): string {
    const inPlace = new RegExp(`${MARK}:([^:@]*):start@@([\\s\\S]*?)${MARK}:\\1:end@@`, 'g');
    const marked = new RegExp(`${MARK}:([^:@]*):here@@`, 'g');
    return html
      .replace(inPlace, (_, encoded: string, partHtml: string) => {
        const name = decodeURIComponent(encoded);
        if (!renderedParts.has(name) && !renderedInPlace.has(name)) {
          const alone = tryRenderAlone(
            this.firstSeen.get(name) as ReactElement,
            this.pageCache.key,
          );
          const kept = alone?.html === partHtml ? alone : null;
          takeCheckedPart(name, kept);
          partChecks?.checked(name, kept);
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
