import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NeuroSliceTool } from '../../src/features/neuroslice/components/NeuroSliceTool';
import {
  emptyPlan,
  initialNeuroSliceState,
  type ToolView,
} from '../../src/features/neuroslice/neurosliceSlice';
import { EMPTY_STATES } from '../../src/features/neuroslice/engine';
import { STORY_BRAIN_DUMP, freshPlan, readyState } from './plans';

/** The whole tool at /neuroslice, in the state the store holds. */
const meta = {
  title: 'NeuroSlice/Tool',
  component: NeuroSliceTool,
  parameters: { route: { path: '/neuroslice' }, store: { neuroslice: initialNeuroSliceState } },
} satisfies Meta<typeof NeuroSliceTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const ready = (view: ToolView, theme: 'dark' | 'light' = 'dark') => ({
  store: { neuroslice: readyState(freshPlan, { activeView: view, theme }) },
});
const readyEmpty = (view: ToolView) => ({
  store: { neuroslice: readyState(emptyPlan(), { activeView: view }) },
});

/** First visit: Create open, every other tab disabled until a slice is READY. */
export const CreateEmpty: Story = {
  play: async () => {
    await expect(
      await body().findByRole('heading', { level: 2, name: 'Create a New Slice' }),
    ).toBeInTheDocument();
    for (const name of ['Neural Map', 'Personas', 'Trends', 'Calendar', 'Settings']) {
      await expect(await body().findByRole('tab', { name })).toBeDisabled();
    }
  },
};

export const CreateFilled: Story = {
  parameters: { store: { neuroslice: { ...initialNeuroSliceState, brainDump: STORY_BRAIN_DUMP } } },
  play: async () => {
    await expect(await body().findByLabelText('Topic or brain dump')).toHaveValue(STORY_BRAIN_DUMP);
  },
};

export const CreateLight: Story = {
  parameters: {
    store: {
      neuroslice: { ...initialNeuroSliceState, brainDump: STORY_BRAIN_DUMP, theme: 'light' },
    },
  },
};

export const MapFilled: Story = {
  parameters: ready('map'),
  play: async () => {
    await expect(
      await body().findByRole(
        'application',
        { name: 'Neural Map of your content plan' },
        { timeout: 10000 },
      ),
    ).toBeInTheDocument();
  },
};

export const MapWithDetailPanel: Story = {
  parameters: {
    store: {
      neuroslice: readyState(freshPlan, {
        activeNodeId: freshPlan.nodes.find((n) => n.level === 3)!.id,
      }),
    },
  },
  play: async () => {
    await expect(await body().findByTestId('detail-panel')).toBeInTheDocument();
    await body().findByRole(
      'application',
      { name: 'Neural Map of your content plan' },
      { timeout: 10000 },
    );
  },
};

export const MapEmpty: Story = {
  parameters: readyEmpty('map'),
  play: async () => {
    await expect(await body().findByText(EMPTY_STATES.map)).toBeInTheDocument();
  },
};

export const PersonasFilled: Story = {
  parameters: ready('personas'),
  play: async () => {
    await expect(await body().findAllByRole('article')).toHaveLength(3);
  },
};

export const PersonasEmpty: Story = {
  parameters: readyEmpty('personas'),
  play: async () => {
    await expect(await body().findByText(EMPTY_STATES.personas)).toBeInTheDocument();
  },
};

export const TrendsFilled: Story = {
  parameters: ready('trends'),
  play: async () => {
    await expect(
      (await body().findAllByRole('meter', { name: 'Velocity' })).length,
    ).toBeGreaterThan(0);
  },
};

export const TrendsEmpty: Story = {
  parameters: readyEmpty('trends'),
  play: async () => {
    await expect(await body().findByText(EMPTY_STATES.trends)).toBeInTheDocument();
  },
};

export const CalendarFilled: Story = {
  parameters: ready('calendar'),
  play: async () => {
    await expect(
      await body().findByRole('heading', { level: 3, name: 'November 2026' }),
    ).toBeInTheDocument();
  },
};

export const CalendarEmpty: Story = {
  parameters: readyEmpty('calendar'),
  play: async () => {
    await expect(await body().findByText(EMPTY_STATES.calendar)).toBeInTheDocument();
  },
};

export const SettingsFilled: Story = {
  parameters: {
    store: {
      neuroslice: readyState(freshPlan, {
        activeView: 'settings',
        activeNodeId: freshPlan.nodes[2].id,
        webhookUrl: 'https://hooks.bayshoresignal.example/blog-draft',
      }),
    },
  },
  play: async () => {
    await expect(
      await body().findByRole('button', { name: 'Download Strategy Pack' }),
    ).toBeEnabled();
    await expect(
      await body().findByRole('button', { name: 'Send Active Node to Blog' }),
    ).toBeEnabled();
  },
};

/** No nodes and no active node: export and send are disabled (SPEC §2). */
export const SettingsEmpty: Story = {
  parameters: readyEmpty('settings'),
  play: async () => {
    await expect(
      await body().findByRole('button', { name: 'Download Strategy Pack' }),
    ).toBeDisabled();
    await expect(
      await body().findByRole('button', { name: 'Send Active Node to Blog' }),
    ).toBeDisabled();
    await expect(await body().findByLabelText('Webhook URL')).toHaveAttribute('type', 'url');
  },
};

export const MapLight: Story = {
  parameters: ready('map', 'light'),
  play: async () => {
    await body().findByRole(
      'application',
      { name: 'Neural Map of your content plan' },
      { timeout: 10000 },
    );
  },
};
export const PersonasLight: Story = { parameters: ready('personas', 'light') };
export const TrendsLight: Story = { parameters: ready('trends', 'light') };
export const CalendarLight: Story = { parameters: ready('calendar', 'light') };
export const SettingsLight: Story = {
  parameters: ready('settings', 'light'),
  play: async () => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  },
};
