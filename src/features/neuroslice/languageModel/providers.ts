/** The providers a creator can connect (docs/PRODUCT.md#a-real-language-model), with the Base URL each preset fills in. */
export type ProviderId = 'openai' | 'openrouter' | 'ollama' | 'lmstudio' | 'custom' | 'chrome';

export interface Provider {
  id: ProviderId;
  /** The label in the "Provider" choice. */
  label: string;
  /** What the preset puts in "Base URL" (editable). */
  baseUrl: string;
  /** A server on this computer: the API key is optional. */
  local: boolean;
  /** A model id to start from. */
  defaultModel: string;
}

export const PROVIDERS: readonly Provider[] = [
  {
    id: 'openai',
    label: 'OpenAI',
    baseUrl: 'https://api.openai.com/v1',
    local: false,
    defaultModel: 'gpt-4o-mini',
  },
  {
    id: 'openrouter',
    label: 'OpenRouter',
    baseUrl: 'https://openrouter.ai/api/v1',
    local: false,
    defaultModel: 'openai/gpt-4o-mini',
  },
  {
    id: 'ollama',
    label: 'Ollama (local)',
    baseUrl: 'http://localhost:11434/v1',
    local: true,
    defaultModel: 'llama3.1',
  },
  {
    id: 'lmstudio',
    label: 'LM Studio (local)',
    baseUrl: 'http://localhost:1234/v1',
    local: true,
    defaultModel: '',
  },
  { id: 'custom', label: 'Custom', baseUrl: '', local: false, defaultModel: '' },
  // The browser's own model (Prompt API): listed only where `LanguageModel` exists.
  { id: 'chrome', label: 'Built-in (Chrome)', baseUrl: '', local: true, defaultModel: '' },
];

export const providerById = (id: ProviderId): Provider =>
  PROVIDERS.find((p) => p.id === id) ?? PROVIDERS[4];

/** The providers to offer in this browser (call at render time, never at import). */
export function availableProviders(hasBuiltInModel: boolean): Provider[] {
  return PROVIDERS.filter((p) => p.id !== 'chrome' || hasBuiltInModel);
}

/** Whether the browser exposes the Prompt API's `LanguageModel`. */
export const hasBuiltInModel = (scope: object = globalThis): boolean => 'LanguageModel' in scope;

/** `{base}/chat/completions`, whatever trailing slashes the creator typed. */
export const chatCompletionsUrl = (baseUrl: string) =>
  `${baseUrl.trim().replace(/\/+$/, '')}/chat/completions`;
