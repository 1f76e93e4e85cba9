/**
 * Global story decorators: theme (toolbar switch), a preloaded Redux store, and a memory router,
 * plus the notice host so notices a story triggers are visible.
 */
import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  AppThemeProvider,
  LinkComponentProvider,
  NoticeHost,
  type ThemeMode,
} from '../src/design-system';
import { RouterPageLink } from '../src/app/shell/RouterPageLink';
import { isBarePath } from '../src/app/shell/shellRules';
import { createAppStore, type PreloadedSlices } from '../src/app/store';
import { toolSlices } from '../src/app/toolStore';
import type { NeuroSliceAdapters } from '../src/features/neuroslice/neurosliceAdapters';

const STORY_NOTICE_MS = 60_000;

interface StoryRoute {
  /** Route pattern the story's component is mounted at, e.g. '/blog/:slug'. */
  path?: string;
  /** URL the memory router starts at. */
  initialEntry?: string;
  /** Extra routes next to the story (e.g. '/404' to show a redirect landing). */
  extra?: { path: string; element: ReactNode }[];
}

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};

function StoreBoundary({
  slices,
  neurosliceAdapters,
  children,
}: {
  slices: PreloadedSlices;
  neurosliceAdapters?: Partial<NeuroSliceAdapters>;
  children: ReactNode;
}) {
  const [bundle] = useState(() => {
    const storage = memoryStorage();
    return createAppStore({
      preloadedState: slices,
      getStorage: () => storage,
      neurosliceAdapters,
      tool: toolSlices,
    });
  });
  return <Provider store={bundle.store}>{children}</Provider>;
}

function RouterBoundary({ route, children }: { route: StoryRoute; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: route.path ?? '*', element: children },
        ...(route.extra ?? []),
        ...(route.path && route.path !== '*'
          ? [{ path: '*', element: <p>Navigated away from the story route.</p> }]
          : []),
      ],
      { initialEntries: [route.initialEntry ?? route.path ?? '/'] },
    ),
  );
  return <RouterProvider router={router} />;
}

export const withProviders: Decorator = (Story, context) => {
  const mode = (context.parameters.themeMode ?? context.globals.theme ?? 'light') as ThemeMode;
  const slices = context.parameters.store as PreloadedSlices | undefined;
  // A story's own NeuroSlice side effects (e.g. no stage delays), given to its store.
  const neurosliceAdapters = context.parameters.neurosliceAdapters as
    Partial<NeuroSliceAdapters> | undefined;
  const route = (context.parameters.route ?? {}) as StoryRoute;
  let tree: ReactNode = (
    <AppThemeProvider mode={mode}>
      {context.viewMode === 'docs' ? (
        // On a docs page the story sits on the docs' white page, not on a themed body: paint the
        // scheme's own background so a dark story reads as it does on its own.
        <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }}>
          <Story />
        </Box>
      ) : (
        <Story />
      )}
      {context.parameters.noticeHost !== false && (
        // As the app's layout places it: the tool's notices follow the tool's own scheme.
        // A story's notice is a screen state to look at: it stays a minute, not the app's 5 s
        // (a reviewer reading it, or a screenshot taken on a busy machine, would otherwise miss it).
        <NoticeHost
          durationMs={STORY_NOTICE_MS}
          followDocumentTheme={isBarePath(route.initialEntry ?? route.path ?? '/')}
        />
      )}
    </AppThemeProvider>
  );
  // Links navigate inside the story's memory router, as in the single-page apps.
  tree = (
    <RouterBoundary route={route}>
      <LinkComponentProvider value={RouterPageLink}>{tree}</LinkComponentProvider>
    </RouterBoundary>
  );
  if (slices || context.parameters.withStore)
    tree = (
      <StoreBoundary slices={slices ?? {}} neurosliceAdapters={neurosliceAdapters}>
        {tree}
      </StoreBoundary>
    );
  return tree;
};
