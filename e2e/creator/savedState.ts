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
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(state)) fields[field] = JSON.stringify(value);
  fields._persist = JSON.stringify({ version: neuroslicePersistence.version, rehydrated: true });
  return JSON.stringify({ rev: 1, data: JSON.stringify(fields) });
}

/**
 * Puts `value` under the tool's key before the app starts, once per tab: a reload then finds what
 * the app saved since, as it would for a person.
 */
export async function seedSavedNeuroSlice(page: Page, value: string): Promise<void> {
  await page.addInitScript(
    ([key, saved]) => {
      if (sessionStorage.getItem('e2e:neuroslice-seeded')) return;
      localStorage.setItem(key, saved);
      sessionStorage.setItem('e2e:neuroslice-seeded', '1');
    },
    [NEUROSLICE_KEY, value] as const,
  );
}
