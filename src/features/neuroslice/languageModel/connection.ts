/**
 * The language-model connection (docs/PRODUCT.md#a-real-language-model): its own small saved record in this browser's
 * localStorage, apart from `persist:neuroslice`, so that the API key is never in the tool's saved
 * state, a backup of it, the strategy pack or the webhook payload. Read only in handlers, effects
 * and thunks (never at import time or in a server render).
 */
import * as v from 'valibot';
import { record } from '../../../lib/validation';
import type { PlanAuthor } from '../engine';
import { providerById, type ProviderId } from './providers';

const CONNECTION_KEY = 'neuroslice:language-model';

const providerIds = ['openai', 'openrouter', 'ollama', 'lmstudio', 'custom', 'chrome'] as const;

/** The saved shape, version 1. Anything else in storage is ignored (the offline engine runs). */
const savedConnectionSchema = record({
  version: v.literal(1),
  provider: v.picklist(providerIds),
  baseUrl: v.pipe(v.string(), v.maxLength(2000)),
  model: v.pipe(v.string(), v.maxLength(300)),
  apiKey: v.pipe(v.string(), v.maxLength(1000)),
});

export interface ModelConnection {
  provider: ProviderId;
  baseUrl: string;
  model: string;
  /** Kept only in this browser; sent only in the provider's Authorization header. */
  apiKey: string;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const defaultStorage = (): StorageLike | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

let cached: { raw: string | null; value: ModelConnection | null } = { raw: null, value: null };
const listeners = new Set<() => void>();

/** The saved connection, or null (not connected, or the saved record is unreadable). */
export function readConnection(storage = defaultStorage()): ModelConnection | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(CONNECTION_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === cached.raw) return cached.value;
  let value: ModelConnection | null = null;
  try {
    const parsed = v.safeParse(savedConnectionSchema, JSON.parse(raw ?? 'null'));
    if (parsed.success) {
      const { provider, baseUrl, model, apiKey } = parsed.output;
      value = { provider, baseUrl, model, apiKey };
    }
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

/** Connect: saved at once; false when this browser refuses to save (the caller says so). */
export function saveConnection(connection: ModelConnection, storage = defaultStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(CONNECTION_KEY, JSON.stringify({ version: 1, ...connection }));
    return true;
  } catch {
    return false;
  } finally {
    listeners.forEach((listener) => listener());
  }
}

/** Disconnect: the record (and with it the key) is removed; the offline engine takes over. */
export function clearConnection(storage = defaultStorage()): void {
  try {
    storage?.removeItem(CONNECTION_KEY);
  } catch {
    // Storage disabled: nothing was saved either.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab connecting or disconnecting.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONNECTION_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** What a model-written plan records: provider and model, never the key. */
export const authorOf = (connection: ModelConnection): PlanAuthor => ({
  provider: providerById(connection.provider).label,
  model: connection.model || providerById(connection.provider).label,
});
