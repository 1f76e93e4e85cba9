import type { Preview } from '@storybook/react-vite';
import { withProviders } from './decorators';

const preview: Preview = {
  decorators: [withProviders],
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
