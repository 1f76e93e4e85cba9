/**
 * The document entry (docs/ARCHITECTURE.md#documents-and-apps-third-round): a public page is its prerendered HTML;
 * this hydrates only its islands, each on its own root, all at once (docs/ARCHITECTURE.md#islands-one-file-each).
 * Each island, once live, replays the events kept for it; when every island is live the page sets
 * html[data-app-ready]. No router, no store: links are plain and navigate as documents.
 */
import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_TAG, PlainIslandContext } from '../design-system/island/island';
import { islandModules, type IslandFile } from './islands';
import { preventNativeSubmissions, replayEarlyEvents } from './earlyEvents/earlyEvents';
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

/** The Scheduler API where the browser has it (Chromium); a timer stands in elsewhere. */
const scheduler = (
  globalThis as {
    scheduler?: {
      yield?: () => Promise<void>;
    };
  }
).scheduler;

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

async function hydrateIsland(marker: HTMLElement, imported: ImportedIslandModules): Promise<void> {
  const name = marker.dataset.island ?? '';
  const registered = islandModules[name];
  if (!registered) throw new Error(`No island file named ${name}.island.tsx`);
  const module = imported[registered.src] ?? (await registered.load());
  const props = JSON.parse(marker.dataset.props ?? '{}') as object;
  const Island = module.default as ComponentType<object>;
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

/** Island modules the page's script imported with the document entry, by their source path. */
export type ImportedIslandModules = Record<string, IslandFile>;

/**
 * Called by the page's own module script (the prerender writes it), which imports this entry and
 * the modules of the page's islands in one module graph: the browser fetches them all up front, and
 * every island's code is at hand when this runs, before DOMContentLoaded. An island the script
 * did not name (a page written by an older build) loads through its registry entry.
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
  const results = await Promise.allSettled(
    markers.map((marker) => hydrateIsland(marker, imported)),
  );
  for (const result of results) if (result.status === 'rejected') console.error(result.reason);
  markAppReady();
  sendSavedLeadsLater();
  measureWithConsent();
}
