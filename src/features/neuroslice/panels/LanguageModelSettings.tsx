/** The "Language model" section with its state: the form, the connection test and the saved connection. */
import { useRef, useState, useSyncExternalStore } from 'react';
import type { PlanAuthor } from '../engine';
import {
  clearConnection,
  readConnection,
  saveConnection,
  subscribeConnection,
  type ModelConnection,
} from '../languageModel/connection';
import { testConnection, type ConnectionTestResult } from '../languageModel/client';
import { builtInAvailable } from '../languageModel/builtIn';
import { ModelRequestError } from '../languageModel/errors';
import { availableProviders, hasBuiltInModel, providerById } from '../languageModel/providers';
import { LanguageModelSection, type ConnectionTest } from './LanguageModelSection';

const openAi = providerById('openai');
const EMPTY: ModelConnection = {
  provider: openAi.id,
  baseUrl: openAi.baseUrl,
  model: openAi.defaultModel,
  apiKey: '',
};

/** What is wrong with the form before any request is made, or null. */
function connectionProblem(draft: ModelConnection): string | null {
  if (draft.provider === 'chrome') return null;
  let url: URL | null;
  try {
    url = new URL(draft.baseUrl.trim());
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    return 'Enter a Base URL that starts with http:// or https://, for example https://api.openai.com/v1.';
  if (!draft.model.trim()) return 'Enter the Model to use, for example gpt-4o-mini.';
  if (!providerById(draft.provider).local && draft.provider !== 'custom' && !draft.apiKey.trim())
    return `Enter your ${providerById(draft.provider).label} API key.`;
  return null;
}

const tidy = (draft: ModelConnection): ModelConnection => ({
  provider: draft.provider,
  baseUrl: draft.baseUrl.trim(),
  model: draft.model.trim(),
  apiKey: draft.apiKey.trim(),
});

export interface LanguageModelSettingsProps {
  planAuthor?: PlanAuthor;
  /** Replaceable for stories and tests. */
  runTest?: (connection: ModelConnection) => Promise<ConnectionTestResult>;
}

async function defaultTest(connection: ModelConnection): Promise<ConnectionTestResult> {
  if (connection.provider === 'chrome')
    return (await builtInAvailable())
      ? { ok: true }
      : {
          ok: false,
          error: new ModelRequestError(
            'unreachable',
            "this browser's built-in model is not available.",
          ),
        };
  return testConnection(connection);
}

const noServerSnapshot = () => null;
const noSubscription = () => () => undefined;
const noBuiltInOnServer = () => false;

export function LanguageModelSettings({
  planAuthor,
  runTest = defaultTest,
}: LanguageModelSettingsProps) {
  const connected = useSyncExternalStore(
    subscribeConnection,
    () => readConnection(),
    noServerSnapshot,
  );
  const [draft, setDraft] = useState<ModelConnection>(() => connected ?? EMPTY);
  const [test, setTest] = useState<ConnectionTest>({ state: 'idle' });
  // The Prompt API is a browser fact: false in a server render, looked up in the browser.
  const builtIn = useSyncExternalStore(noSubscription, () => hasBuiltInModel(), noBuiltInOnServer);
  const run = useRef(0);

  const invalid = (problem: string) =>
    setTest({ state: 'failed', kind: 'badSettings', message: problem });

  const onTest = async () => {
    const problem = connectionProblem(draft);
    if (problem) return invalid(problem);
    const id = ++run.current;
    setTest({ state: 'testing' });
    const result = await runTest(tidy(draft));
    if (id !== run.current) return;
    setTest(
      result.ok
        ? { state: 'connected' }
        : { state: 'failed', kind: result.error.kind, message: result.error.message },
    );
  };
  const onConnect = () => {
    const problem = connectionProblem(draft);
    if (problem) return invalid(problem);
    if (!saveConnection(tidy(draft)))
      return invalid('This browser does not allow saving here, so the connection cannot be kept.');
    setTest({ state: 'idle' });
  };
  const onDisconnect = () => {
    clearConnection();
    run.current++;
    setDraft((d) => ({ ...d, apiKey: '' }));
    setTest({ state: 'idle' });
  };

  return (
    <LanguageModelSection
      providers={availableProviders(builtIn)}
      draft={draft}
      onDraftChange={setDraft}
      connected={connected}
      test={test}
      onTest={() => void onTest()}
      onConnect={onConnect}
      onDisconnect={onDisconnect}
      planAuthor={planAuthor}
    />
  );
}
