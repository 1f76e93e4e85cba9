/**
 * Runs every story of a group as a Vitest test (portable stories, TOOLCHAIN.md): each story renders
 * and plays in jsdom, and fails on a thrown error or any console.error.
 */
import { describe, expect, it, vi } from 'vitest';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { act } from '@testing-library/react';
import { clearNotices } from '../src/design-system';
import * as preview from '../.storybook/preview';

setProjectAnnotations(preview);
// Stories load lazy chunks (menus, notices); on a busy 2-core machine that can take over 1 s.
configure({ asyncUtilTimeout: 5000 });

type RunnableStory = { run: () => Promise<void> };

// Storybook's `run()` turns React's act environment off while a play function runs and restores it
// when its own cleanup runs, which on a busy machine can come after our `act()` calls below: then
// React logs "not configured to support act(...)" and a correct story fails. Our act calls are
// testing-library's, so they say so themselves.
function inActEnvironment<T>(work: () => T): T {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    return work();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

type StoryModule = Parameters<typeof composeStories>[0];

export function runStories(modules: Record<string, unknown>) {
  // A glob that matches nothing (a renamed folder, a typo) must fail loudly: a silent todo would
  // let a whole group of stories go unchecked.
  if (Object.keys(modules).length === 0) {
    it('finds stories for this group', () => {
      throw new Error("No *.stories.tsx file matched this runner's glob: fix the path.");
    });
    return;
  }
  for (const [file, module] of Object.entries(modules)) {
    const stories = composeStories(module as StoryModule);
    if (Object.keys(stories).length === 0) {
      it(`${file} exports stories`, () => {
        throw new Error(`${file} exports no story: add one or delete the file.`);
      });
      continue;
    }
    describe(file.replace(/^\.\//, ''), () => {
      for (const [name, Story] of Object.entries(stories) as [string, RunnableStory][]) {
        it(name, async () => {
          const errors: unknown[][] = [];
          const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
            errors.push(args);
          });
          try {
            await Story.run();
            // Let lazy effects settle so errors they log are caught too.
            await inActEnvironment(() =>
              act(() => new Promise<void>((resolve) => setTimeout(resolve, 0))),
            );
          } finally {
            spy.mockRestore();
            inActEnvironment(() => act(() => clearNotices()));
          }
          expect(errors.map((args) => args.map(String).join(' '))).toEqual([]);
        });
      }
    });
  }
}
