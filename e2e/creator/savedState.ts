/**
 * The tool's saved state as the app itself writes it to localStorage: redux-persist's form (each
 * field JSON, plus `_persist` with the version) inside the safe storage's envelope. Built from the
 * slice's persistence spec, so a new version or key reaches every journey that starts from a plan.
 */
import type { Page } from '@playwright/test';
import type { StrategyData } from '../../src/features/neuroslice';
import { neuroslicePersistence } from '../../src/features/neuroslice/neurosliceSlice';
import { storageKeyOf } from '../../src/lib/persistence/persistence';
import { backupKeyOf } from '../../src/lib/persistence/safeStorage';
import { savedValue } from '../../src/lib/persistence/savedData.testing';
import { seedStorageOnce } from '../seedStorage';

export const NEUROSLICE_KEY = storageKeyOf(neuroslicePersistence.key);
export const NEUROSLICE_BACKUP_KEY = backupKeyOf(NEUROSLICE_KEY);

/** A finished plan as saved: its brain dump, data and seed; the rest as a fresh tool keeps it. */
export function savedNeuroSlice(brainDump: string, data: StrategyData, seed = 7): string {
  const state = {
    brainDump,
    data,
    seed,
    plannedAt: '2026-11-20T10:00:00.000Z',
    activeNodeId: null,
    theme: 'dark',
    webhookUrl: '',
  };
  return savedValue(state, neuroslicePersistence.version);
}

/** Puts a saved state under the tool's key before the app starts, once per tab. */
export const seedSavedNeuroSlice = (page: Page, value: string) =>
  seedStorageOnce(page, NEUROSLICE_KEY, value);
