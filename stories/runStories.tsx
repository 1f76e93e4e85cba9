/**
 * Runs every story of a group as a Vitest test (portable stories, docs/TOOLCHAIN.md#traps-already-found-and-their-fixes): each story renders
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
            await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
          } finally {
            spy.mockRestore();
            act(() => clearNotices());
          }
          // React's complaint that act() ran outside an act environment is about the harness, not
          // the story: Storybook's run() turns the environment off during play and restores it in
          // a cleanup that, on a busy machine, can come after our act() calls above.
          const harness = /current testing environment is not configured to support act/;
          expect(
            errors.map((args) => args.map(String).join(' ')).filter((e) => !harness.test(e)),
          ).toEqual([]);
        });
      }
    });
  }
}
