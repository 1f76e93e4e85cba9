import type { Preview } from '@storybook/react-vite';
import {
  ArgTypes,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';
import { configure } from 'storybook/test';
import { clearNotices } from '../src/design-system';
import { withProviders } from './decorators';

// A play step's findBy waits as long as a journey's expect does: screens now load in pieces (the
// tool's dialogs, the editor's side column), and on a loaded machine a piece can take over the
// default second to arrive.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  decorators: [withProviders],
  // Notices live in a module-level queue: one a story showed must not appear in the next story
  // (the stories' Chromium run renders them one after another in the same page).
  beforeEach: () => {
    clearNotices();
  },
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      // The docs page of every primitive (tags: ['autodocs']): usage and accessibility notes from
      // the story file, the props table read-only from the TypeScript types, then each state.
      page: () => (
        <>
          <Title />
          <Subtitle />
          <Description />
          <Primary />
          <h2>Props</h2>
          <ArgTypes />
          <Stories includePrimary={false} />
        </>
      ),
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Design system',
          'Shell',
          'Site',
          'Blog',
          'Admin',
          'NeuroSlice',
        ],
      },
    },
  },
};

export default preview;
