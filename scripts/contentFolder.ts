/**
 * The content folder on disk (content/blog/, or CONTENT_DIR): every file read at once, files
 * written so a reader never sees half of one, and paths held inside the folder.
 */
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { parseContent, type PublishedContent } from '../src/features/blog/model/content.ts';
import { HttpError } from './httpError.ts';

/** The folder the post images are kept in, inside the content folder. */
export const IMAGES_FOLDER = 'images';

/** Every content file as path under the folder -> text; no folder reads as empty. */
export async function readContentFiles(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const list = async (sub: string) => {
    try {
      return await readdir(join(dir, sub), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };
  for (const entry of await list('')) {
    if (entry.isFile() && entry.name.endsWith('.yml'))
      files[entry.name] = await readFile(join(dir, entry.name), 'utf8');
  }
  for (const entry of await list('posts')) {
    if (entry.isFile() && entry.name.endsWith('.md'))
      files[`posts/${entry.name}`] = await readFile(join(dir, 'posts', entry.name), 'utf8');
  }
  return files;
}

export async function readContent(dir: string): Promise<PublishedContent> {
  return parseContent(await readContentFiles(dir));
}

/** Write via a temporary file and rename, so a reader never sees half a file. */
export async function writeAtomically(file: string, text: string | Uint8Array) {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, text);
  await rename(temp, file);
}

/** Absolute path of `file` inside `dir`; anything that would land outside is refused. */
export function inside(dir: string, file: string): string {
  const target = resolve(dir, file);
  const rel = relative(dir, target);
  if (rel === '' || rel.startsWith('..') || rel.includes(`..${sep}`) || isAbsolute(rel))
    throw new HttpError(400, 'That path is outside content/blog/.');
  return target;
}

export const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
