/** The JSON backup the owner downloads and imports back (docs/PRODUCT.md#backup). */
import * as v from 'valibot';
import { record } from '../../../lib/validation';
import {
  IMAGE_MIME,
  base64ToBytes,
  bytesToBase64,
  checkImage,
  imageNameOf,
  imagePath,
  isBlogImagePath,
  nameMatchesBytes,
} from './images';
import { withFocusKeyphrase } from './postMigrations';
import { blogDataSchema, describeIssue } from './schema';
import type { BlogData } from './types';

const BACKUP_FORMAT = 'bayshore-signal-blog-backup';
/**
 * 2 added each post's focus_keyphrase; a version 1 file is read as having none.
 * 3 added the owner's uploaded images (optional `images`); a version 2 file is read as having none.
 */
const BACKUP_FORMAT_VERSION = 3;

/** Older backup files brought to the current version's shape before they are checked. */
function upgradeBackup(json: Record<string, unknown>): Record<string, unknown> {
  let upgraded = json;
  if (upgraded.formatVersion === 1) {
    const data = upgraded.data as { posts?: unknown } | null;
    const posts = data && typeof data === 'object' ? data.posts : undefined;
    upgraded = {
      ...upgraded,
      formatVersion: 2,
      data: Array.isArray(posts) ? { ...data, posts: posts.map(withFocusKeyphrase) } : data,
    };
  }
  if (upgraded.formatVersion === 2) upgraded = { ...upgraded, formatVersion: 3 };
  return upgraded;
}

/** An uploaded image in a backup: its path (`/blog/images/{name}`) and its bytes as base64. */
export interface BackupImage {
  path: string;
  base64: string;
}

const backupImageSchema = record(
  {
    path: v.pipe(
      v.string('must be text'),
      v.check(isBlogImagePath, `must be an image path ${imagePath('{name}')}`),
    ),
    base64: v.string('must be text'),
  },
  'must be an image',
);

const backupFileSchema = record({
  format: v.literal(BACKUP_FORMAT),
  formatVersion: v.literal(BACKUP_FORMAT_VERSION, `must be ${BACKUP_FORMAT_VERSION}`),
  exportedAt: v.string('must be text'),
  data: blogDataSchema,
  images: v.optional(v.array(backupImageSchema, 'must be a list')),
});

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  exportedAt: string;
  data: BlogData;
  images?: BackupImage[];
}

export function createBackup(
  data: BlogData,
  now = new Date(),
  images: readonly { path: string; bytes: Uint8Array }[] = [],
): BackupFile {
  const { posts, categories, tags, authors } = data;
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    data: { posts, categories, tags, authors },
    ...(images.length
      ? { images: images.map(({ path, bytes }) => ({ path, base64: bytesToBase64(bytes) })) }
      : {}),
  };
}

export function backupFileName(now = new Date()): string {
  return `bayshore-signal-blog-backup-${now.toISOString().slice(0, 10)}.json`;
}

export type BackupParseResult =
  | { ok: true; data: BlogData; exportedAt: string; images: BackupImage[] }
  | { ok: false; reason: string };

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
  const parsed = v.safeParse(backupFileSchema, upgradeBackup(json as Record<string, unknown>));
  if (!parsed.success) return { ok: false, reason: describeIssue(parsed.issues) };
  return {
    ok: true,
    data: parsed.output.data as unknown as BlogData,
    exportedAt: parsed.output.exportedAt,
    images: parsed.output.images ?? [],
  };
}

export interface RestoredImage {
  path: string;
  blob: Blob;
}

/**
 * A backup's images decoded and checked as an upload is: an accepted format by its bytes, at most
 * 10 MB, and the name its bytes give. One bad image refuses the whole file, naming it.
 */
export async function decodeBackupImages(
  images: readonly BackupImage[],
): Promise<{ ok: true; images: RestoredImage[] } | { ok: false; reason: string }> {
  const restored: RestoredImage[] = [];
  for (const [index, image] of images.entries()) {
    const where = `images.${index}`;
    const bytes = base64ToBytes(image.base64);
    if (!bytes) return { ok: false, reason: `${where}: is not base64` };
    const check = checkImage(bytes);
    if (!check.ok) return { ok: false, reason: `${where}: ${check.reason}` };
    const name = imageNameOf(image.path) ?? '';
    if (!(await nameMatchesBytes(name, bytes)))
      return { ok: false, reason: `${where}: the name does not match the image's bytes` };
    restored.push({
      path: image.path,
      blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: IMAGE_MIME[check.format] }),
    });
  }
  return { ok: true, images: restored };
}
