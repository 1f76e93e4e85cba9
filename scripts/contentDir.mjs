// The blog's content folder: CONTENT_DIR (tests, bench) or the repository's content/blog/. One
// place for both the Vite plugin that reads it (blogContentPlugin.ts) and `npm run build`.
import { resolve } from 'node:path';

export function contentDir(root = process.cwd()) {
  return resolve(root, process.env.CONTENT_DIR ?? 'content/blog');
}
