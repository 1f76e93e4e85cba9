/**
 * Settings' "Language model" section (docs/PRODUCT.md#a-real-language-model): choose a provider, its Base URL, the model and
 * the API key; test, connect or disconnect. Presentational: the container owns the state.
 */
import { useId } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Button } from '../../../design-system';
import type { PlanAuthor } from '../engine';
import type { ModelConnection } from '../languageModel/connection';
import type { ModelFailureKind } from '../languageModel/errors';
import { providerById, type Provider, type ProviderId } from '../languageModel/providers';

export type ConnectionTest =
  | { state: 'idle' }
  | { state: 'testing' }
  | { state: 'connected' }
  | { state: 'failed'; kind: ModelFailureKind; message: string };

/** A short name for each failure, ahead of the plain cause. */
export const FAILURE_TITLES: Record<ModelFailureKind, string> = {
  auth: 'Wrong API key',
  notFound: 'Model not found',
  rateLimited: 'Rate limited',
  server: 'Server error',
  unreachable: 'Unreachable or blocked by CORS',
  stalled: 'The model stopped answering',
  badAnswer: 'The answer could not be read',
  badSettings: 'Check the settings',
};

export interface LanguageModelSectionProps {
  providers: readonly Provider[];
  /** What the form shows (saved once Connect is pressed). */
  draft: ModelConnection;
  onDraftChange: (draft: ModelConnection) => void;
  /** The saved connection, or null when the offline engine writes the plan. */
  connected: ModelConnection | null;
  test: ConnectionTest;
  onTest: () => void;
  onConnect: () => void;
  onDisconnect: () => void;
  /** The model that wrote the current plan, if one did. */
  planAuthor?: PlanAuthor;
}

export function LanguageModelSection(props: LanguageModelSectionProps) {
  const { providers, draft, onDraftChange, connected, test, planAuthor } = props;
  const keyHelpId = useId();
  const provider = providerById(draft.provider);
  const builtIn = draft.provider === 'chrome';
  const choose = (id: ProviderId) => {
    const next = providerById(id);
    onDraftChange({ ...draft, provider: id, baseUrl: next.baseUrl, model: next.defaultModel });
  };
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>
        Connect a language model to write your plans. Without one, the built-in offline engine
        writes them.
      </Typography>
      <Typography role="status" data-testid="model-connection-status">
        {connected
          ? `Connected: ${connected.model || providerById(connected.provider).label} (${providerById(connected.provider).label}). New plans are written by this model.`
          : 'Not connected: the offline engine writes your plans.'}
      </Typography>
      <TextField
        select
        label="Provider"
        value={draft.provider}
        onChange={(e) => choose(e.target.value as ProviderId)}
        fullWidth
      >
        {providers.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.label}
          </MenuItem>
        ))}
      </TextField>
      {!builtIn && (
        <>
          <TextField
            type="url"
            label="Base URL"
            value={draft.baseUrl}
            onChange={(e) => onDraftChange({ ...draft, baseUrl: e.target.value })}
            placeholder="https://example.com/v1"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
          />
          <TextField
            label="Model"
            value={draft.model}
            onChange={(e) => onDraftChange({ ...draft, model: e.target.value })}
            fullWidth
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          <TextField
            type="password"
            label="API key"
            value={draft.apiKey}
            onChange={(e) => onDraftChange({ ...draft, apiKey: e.target.value })}
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { 'aria-describedby': keyHelpId, spellCheck: false } }}
          />
          <Typography id={keyHelpId} variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
            {provider.local ? 'Optional for a server on this computer. ' : ''}
            The key is kept only in this browser and sent only to this provider; it is never part of
            the strategy pack, the webhook or a blog post. Disconnect forgets it.
          </Typography>
        </>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="outline" onClick={props.onTest} disabled={test.state === 'testing'}>
          Test connection
        </Button>
        <Button onClick={props.onConnect} disabled={test.state === 'testing'}>
          Connect
        </Button>
        <Button variant="ghost" onClick={props.onDisconnect} disabled={!connected}>
          Disconnect
        </Button>
      </Stack>
      <div aria-live="polite" data-testid="model-test-result">
        {test.state === 'testing' && <Alert severity="info">Testing the connection…</Alert>}
        {test.state === 'connected' && (
          <Alert severity="success">Connected: the model answered.</Alert>
        )}
        {test.state === 'failed' && (
          <Alert severity="error">
            <strong>{FAILURE_TITLES[test.kind]}:</strong> {test.message}
          </Alert>
        )}
      </div>
      {planAuthor && (
        <Typography data-testid="plan-author">
          The current plan was written by {planAuthor.model} ({planAuthor.provider}).
        </Typography>
      )}
    </Stack>
  );
}
