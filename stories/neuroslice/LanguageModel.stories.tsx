import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import Box from '@mui/material/Box';
import { NeuroSliceTool } from '../../src/features/neuroslice/components/NeuroSliceTool';
import { ProcessingOverlay } from '../../src/features/neuroslice/components/ProcessingOverlay';
import {
  FAILURE_TITLES,
  LanguageModelSection,
  type ConnectionTest,
} from '../../src/features/neuroslice/panels/LanguageModelSection';
import {
  errorForStatus,
  unreachableError,
} from '../../src/features/neuroslice/languageModel/errors';
import {
  PROVIDERS,
  availableProviders,
} from '../../src/features/neuroslice/languageModel/providers';
import type { ModelConnection } from '../../src/features/neuroslice/languageModel/connection';
import { STORY_BRAIN_DUMP, freshPlan, readyState } from './plans';

/** Settings' "Language model" section in each connection state (docs/PRODUCT.md#a-real-language-model). */
const meta = {
  title: 'NeuroSlice/Language model',
  component: LanguageModelSection,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 720, p: 2 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LanguageModelSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const draft: ModelConnection = {
  provider: 'ollama',
  baseUrl: 'http://localhost:11434/v1',
  model: 'llama3.1',
  apiKey: '',
};

const base = {
  providers: availableProviders(false),
  draft,
  onDraftChange: fn(),
  connected: null,
  test: { state: 'idle' } as ConnectionTest,
  onTest: fn(),
  onConnect: fn(),
  onDisconnect: fn(),
};

const failed = (error: ReturnType<typeof errorForStatus>): ConnectionTest => ({
  state: 'failed',
  kind: error.kind,
  message: error.message,
});

export const Disconnected: Story = {
  args: base,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('model-connection-status')).toHaveTextContent(
      'Not connected: the offline engine writes your plans.',
    );
    await expect(canvas.getByLabelText('API key')).toHaveAttribute('type', 'password');
    await expect(canvas.getByText(/kept only in this browser/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Disconnect' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Provider' })).toHaveTextContent(
      'Ollama (local)',
    );
  },
};

export const Testing: Story = {
  args: { ...base, test: { state: 'testing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Testing the connection…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Test connection' })).toBeDisabled();
  },
};

export const Connected: Story = {
  args: { ...base, connected: draft, test: { state: 'connected' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('model-connection-status')).toHaveTextContent(
      'Connected: llama3.1 (Ollama (local))',
    );
    await expect(canvas.getByText('Connected: the model answered.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Disconnect' })).toBeEnabled();
  },
};

const failureStory = (error: ReturnType<typeof errorForStatus>): Story => ({
  args: { ...base, test: failed(error) },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(FAILURE_TITLES[error.kind]);
    await expect(alert).toHaveTextContent(error.message);
  },
});

export const WrongKey = failureStory(errorForStatus(401, 'llama3.1'));
export const ModelNotFound = failureStory(errorForStatus(404, 'llama3.1'));
export const RateLimited = failureStory(errorForStatus(429, 'llama3.1'));
export const ServerError = failureStory(errorForStatus(503, 'llama3.1'));
export const UnreachableOrCors: Story = {
  ...failureStory(unreachableError('http://localhost:11434/v1', true)),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Unreachable or blocked by CORS');
    await expect(alert).toHaveTextContent('OLLAMA_ORIGINS');
    await expect(alert).toHaveTextContent('lms server start --cors');
  },
};

export const BuiltInOffered: Story = {
  args: { ...base, providers: PROVIDERS },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Provider' }),
    ).toBeInTheDocument();
  },
};

const modelPlan = {
  ...freshPlan,
  writtenBy: { provider: 'OpenRouter', model: 'openai/gpt-4o-mini' },
};

/** The tool's Settings tab after a model wrote the plan: who wrote it is shown. */
export const ModelWrittenPlan: StoryObj<typeof NeuroSliceTool> = {
  render: () => <NeuroSliceTool />,
  parameters: {
    route: { path: '/neuroslice' },
    store: { neuroslice: readyState(modelPlan, { activeView: 'settings' }) },
  },
  play: async () => {
    await expect(await within(document.body).findByTestId('plan-author')).toHaveTextContent(
      'The current plan was written by openai/gpt-4o-mini (OpenRouter).',
    );
  },
};

/** The Create tab after the model failed: the cause, the brain dump kept, the offline way out. */
export const ModelFailedOnCreate: StoryObj<typeof NeuroSliceTool> = {
  render: () => <NeuroSliceTool />,
  parameters: {
    route: { path: '/neuroslice' },
    store: {
      neuroslice: readyState(freshPlan, {
        status: 'IDLE',
        activeView: 'create',
        plannedAt: null,
        brainDump: STORY_BRAIN_DUMP,
        modelFailure: errorForStatus(401, 'gpt-4o-mini').message,
      }),
    },
  },
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByTestId('model-failure')).toHaveTextContent(
      'refused the API key (HTTP 401)',
    );
    await expect(body.getByRole('button', { name: 'Generate offline instead' })).toBeEnabled();
    await expect(body.getByLabelText('Topic or brain dump')).toHaveValue(STORY_BRAIN_DUMP);
  },
};

/** The overlay while a model streams the topic tree: its progress shows as text arrives. */
export const OverlayWhileModelWrites: StoryObj<typeof ProcessingOverlay> = {
  render: () => (
    <ProcessingOverlay statusMessage="Parsing Input..." onSkip={fn()} modelReceived={1840} />
  ),
  play: async () => {
    const overlay = within(document.body).getByRole('dialog', { name: 'Taking your slice' });
    await expect(overlay).toHaveTextContent(
      'The language model has written 1,840 characters of this stage.',
    );
    await expect(within(overlay).getByRole('button', { name: 'Skip' })).toBeEnabled();
  },
};
