/** The JSON backup the owner downloads and imports back (docs/PRODUCT.md#backup). */
import * as z from 'zod/mini';
import { withFocusKeyphrase } from './postMigrations';
import { blogDataSchema, describeIssue } from './schema';
import type { BlogData } from './types';

const BACKUP_FORMAT = 'bayshore-signal-blog-backup';
/** 2 added each post's focus_keyphrase; a version 1 file is read as having none. */
const BACKUP_FORMAT_VERSION = 2;

/** Older backup files brought to the current version's shape before they are checked. */
function upgradeBackup(json: Record<string, unknown>): Record<string, unknown> {
  if (json.formatVersion !== 1) return json;
  const data = json.data as { posts?: unknown } | null;
  const posts = data && typeof data === 'object' ? data.posts : undefined;
  return {
    ...json,
    formatVersion: 2,
    data: Array.isArray(posts) ? { ...data, posts: posts.map(withFocusKeyphrase) } : data,
  };
}

const backupFileSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION, { error: `must be ${BACKUP_FORMAT_VERSION}` }),
  exportedAt: z.string({ error: 'must be text' }),
  data: blogDataSchema,
});

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  exportedAt: string;
  data: BlogData;
}

export function createBackup(data: BlogData, now = new Date()): BackupFile {
  const { posts, categories, tags, authors } = data;
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    data: { posts, categories, tags, authors },
  };
}

export function backupFileName(now = new Date()): string {
  return `bayshore-signal-blog-backup-${now.toISOString().slice(0, 10)}.json`;
}

export type BackupParseResult =
  { ok: true; data: BlogData; exportedAt: string } | { ok: false; reason: string };

/** Read a backup file's text. Anything but a valid backup is refused with the reason. */
export function parseBackup(textContent: string): BackupParseResult {
  let json: unknown;
  try {
    json = JSON.parse(textContent);
  } catch {
    return { ok: false, reason: 'the file is not valid JSON' };
  }
  if (
    !json ||
    typeof json !== 'object' ||
    (json as { format?: unknown }).format !== BACKUP_FORMAT
  ) {
    return { ok: false, reason: 'the file is not a blog backup made by this site' };
  }
  const parsed = backupFileSchema.safeParse(upgradeBackup(json as Record<string, unknown>));
  if (!parsed.success) return { ok: false, reason: describeIssue(parsed.error) };
  return {
    ok: true,
    data: parsed.data.data as unknown as BlogData,
    exportedAt: parsed.data.exportedAt,
  };
}
