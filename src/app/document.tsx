/**
 * The document entry (docs/ARCHITECTURE.md#documents-and-apps-third-round): a public page is its prerendered HTML;
 * this hydrates only its islands, each on its own root, as its hydration strategy says: `load` at
 * once, `idle` when the browser is idle, `visible` when it scrolls into view; any island the
 * visitor already acted on (the inline script kept the event and woke it) at once. Each island,
 * once live, replays the events kept for it; when every island is live the page sets
 * html[data-app-ready]. No router, no store: links are plain and navigate as documents.
 */
import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  ISLAND_TAG,
  PlainIslandContext,
  type IslandHydration,
} from '../design-system/island/island';
import { islandModules } from './islands';
import {
  hasEarlyEventsIn,
  preventNativeSubmissions,
  replayEarlyEvents,
} from './earlyEvents/earlyEvents';
import { markAppReady, sendSavedLeadsLater } from './shell/appReady';
import { holdsLocalBlogData } from './localBlogData';
import { measureWithConsent } from '../lib/consent/measurement';
import { keepTextTypedBeforeStart } from '../design-system/useTextTypedBeforeStart';

// Live as soon as the hydrating commit is in the page (its handlers attached), not a frame later
// when passive effects run: the events kept for it replay at once.
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useLayoutEffect(onLive, [onLive]);
  return children;
}

/**
 * `idle` islands start once the `load` islands are live, in a task of background priority: they
 * never compete with what the visitor sees first, and they do not wait for an idle period at the
 * end of a frame either (requestIdleCallback held them back for frames on a busy phone).
 */
function whenToHydrate(
  marker: HTMLElement,
  strategy: IslandHydration,
  loadIslandsLive: Promise<unknown>,
): Promise<void> {
  if (strategy === 'load' || hasEarlyEventsIn(marker)) return Promise.resolve();
  return new Promise((start) => {
    let started = false;
    const go = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      start();
    };
    marker.addEventListener('site-island:wake', go, { once: true });
    let observer: IntersectionObserver | undefined;
    if (strategy === 'visible' && 'IntersectionObserver' in window) {
      // The marker itself has no box (display: contents): watch what it holds.
      observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) go();
      });
      for (const child of Array.from(marker.children)) observer.observe(child);
      if (!marker.children.length) go();
    } else {
      void loadIslandsLive.then(() => backgroundTask(go));
    }
  });
}

/** The Scheduler API where the browser has it (Chromium); a timer stands in elsewhere. */
const scheduler = (
  globalThis as {
    scheduler?: {
      postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void>;
      yield?: () => Promise<void>;
    };
  }
).scheduler;

/** Runs `task` when nothing more urgent is queued. */
function backgroundTask(task: () => void) {
  if (scheduler?.postTask) void scheduler.postTask(task, { priority: 'background' });
  else setTimeout(task, 0);
}

/**
 * Islands hydrate back to back in the task that runs the page's script, so each is live before
 * the browser turns to the page's first layout, its images and anything else queued: a visitor's
 * first tap finds it live. Past this much work in one task, the next island waits for a task of
 * its own, so a page with many islands never holds a tap or a scroll for all of them at once
 * (Lighthouse's Total Blocking Time counts each task's time past 50 ms).
 */
const TASK_BUDGET_MS = 30;
let taskStart = performance.now();

async function yieldIfTaskIsLong(): Promise<void> {
  if (performance.now() - taskStart < TASK_BUDGET_MS) return;
  await (scheduler?.yield ? scheduler.yield() : new Promise((resume) => setTimeout(resume, 0)));
  taskStart = performance.now();
}

async function hydrateIsland(
  marker: HTMLElement,
  imported: ImportedIslandModules,
  loadIslandsLive: Promise<unknown>,
): Promise<void> {
  const name = marker.dataset.island ?? '';
  const registered = islandModules[name];
  if (!registered) throw new Error(`No island named ${name} in src/app/islands.ts`);
  const strategy = (marker.dataset.hydrate as IslandHydration | undefined) ?? 'load';
  const [module] = await Promise.all([
    imported[registered.src] ?? registered.load(),
    whenToHydrate(marker, strategy, loadIslandsLive),
  ]);
  const props = JSON.parse(marker.dataset.props ?? '{}') as object;
  const Island = registered.pick(module) as ComponentType<object>;
  await yieldIfTaskIsLong();
  keepTextTypedBeforeStart(marker);
  await new Promise<void>((live) => {
    hydrateRoot(
      marker,
      // No theme and no style engine: islands are plain (their look is in the page's CSS). The
      // mark lets a MUI part one opens later bring the theme itself (themedInDocument).
      <PlainIslandContext.Provider value>
        <Live onLive={live}>
          <Island {...props} />
        </Live>
      </PlainIslandContext.Provider>,
      { identifierPrefix: marker.dataset.id },
    );
  });
  marker.setAttribute('data-live', '');
  replayEarlyEvents(window, marker);
}

/**
 * Set on <html> by the 404 page's inline script (scripts/prerender.mjs) when a static host answered
 * an app path with 404.html, which GitHub Pages does for every path without a file: the app starts
 * there instead, and the page stays hidden until it does (docs/PRODUCT.md#hosts).
 */
const STARTING_APP = 'data-starting-app';
const startsTheApp = () => document.documentElement.hasAttribute(STARTING_APP);

/**
 * A blog document in the owner's browser: the app (router, store, local posts) renders the page
 * afresh, as before, so local posts show merged with the published ones. The app is a build of
 * its own (its own copy of Preact, its router and store): the prerender names its entry in
 * data-owner-app.
 */
async function handOverToTheApp(root: HTMLElement, appEntry: string) {
  root.removeAttribute('data-prerendered-path');
  root.replaceChildren();
  document.documentElement.removeAttribute(STARTING_APP);
  await import(/* @vite-ignore */ appEntry);
}

const NOW = Promise.resolve();

/** Island modules the page's script imported with the document entry, by their source path. */
export type ImportedIslandModules = Record<string, unknown>;

/**
 * Called by the page's own module script (the prerender writes it), which imports this entry and
 * the modules of the page's islands in one module graph: the browser fetches them all up front, and
 * every island's code is at hand when this runs, before DOMContentLoaded. Islands loaded on
 * demand (`visible`) come through their registry entry's `load`.
 */
export async function hydrateIslands(imported: ImportedIslandModules = {}) {
  taskStart = performance.now();
  const root = document.getElementById('root');
  const appEntry = root?.dataset.ownerApp;
  // Only the app's own built entry (the prerender's), never a URL from anywhere else.
  if (appEntry?.startsWith('/assets/') && (holdsLocalBlogData() || startsTheApp()))
    return handOverToTheApp(root!, appEntry);
  preventNativeSubmissions();
  const markers = Array.from(document.querySelectorAll<HTMLElement>(ISLAND_TAG));
  const eager = markers.filter((marker) => (marker.dataset.hydrate ?? 'load') === 'load');
  const later = markers.filter((marker) => !eager.includes(marker));
  const eagerLive = Promise.allSettled(eager.map((marker) => hydrateIsland(marker, imported, NOW)));
  const laterLive = Promise.allSettled(
    later.map((marker) => hydrateIsland(marker, imported, eagerLive)),
  );
  const results = [...(await eagerLive), ...(await laterLive)];
  for (const result of results) if (result.status === 'rejected') console.error(result.reason);
  markAppReady();
  sendSavedLeadsLater();
  measureWithConsent();
}
