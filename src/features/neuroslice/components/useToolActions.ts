/**
 * The tool's buttons that run an action (deepen, the downloads, the webhook): each loads the
 * actions on first use (toolParts.ts) and says which one is running, so its button waits.
 */
import { useState } from 'react';
import { useNeuroSliceDispatch } from '../neurosliceSlice';
import { loadThunks } from './toolParts';

export function useToolActions() {
  const dispatch = useNeuroSliceDispatch();
  const [busy, setBusy] = useState<'download' | 'ics' | 'webhook' | null>(null);
  // A language model's deepening is one request: the button waits for it.
  const [deepening, setDeepening] = useState(false);
  // The actions load on idle after the first screen (toolParts.ts); a click before that waits for them.
  const onDeepen = async (id: string) => {
    const { deepenNode } = await loadThunks();
    const result = dispatch(deepenNode(id));
    if (typeof result === 'number') return;
    setDeepening(true);
    try {
      await result;
    } finally {
      setDeepening(false);
    }
  };

  /** Runs an action with its button marked busy until it is done. */
  async function whileBusy(
    action: NonNullable<typeof busy>,
    run: (thunks: Awaited<ReturnType<typeof loadThunks>>) => Promise<unknown>,
  ) {
    setBusy(action);
    try {
      await run(await loadThunks());
    } finally {
      setBusy(null);
    }
  }
  const onDownload = () => whileBusy('download', (t) => dispatch(t.downloadStrategyPack()));
  const onDownloadIcs = () => whileBusy('ics', (t) => dispatch(t.downloadCalendarIcs()));
  const onSend = () => whileBusy('webhook', (t) => dispatch(t.sendActiveNodeToWebhook()));

  return { busy, deepening, onDeepen, onDownload, onDownloadIcs, onSend };
}
