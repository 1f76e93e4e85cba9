/**
 * Under `npm start`, the published post images where the built site serves them (/blog/images/),
 * read from the content folder as they are (the admin shows the browser's own copy of an image
 * not published yet).
 */
import { readFile } from 'node:fs/promises';
import type { Connect } from 'vite';
import {
  IMAGE_MIME,
  imageFormatOf,
  imageNameOf,
  imagePath,
} from '../src/features/blog/model/images.ts';
import { IMAGES_FOLDER, inside } from './contentFolder.ts';

/** The middleware for /blog/images: an image name it knows, by GET or HEAD; anything else passes on. */
export function blogImageServing(dir: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const name = imageNameOf(imagePath((req.url ?? '').split('?')[0].replace(/^\//, '')));
    const format = name ? imageFormatOf(name) : undefined;
    if (!name || !format || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    readFile(inside(dir, `${IMAGES_FOLDER}/${name}`)).then(
      (bytes) => {
        res.setHeader('Content-Type', IMAGE_MIME[format]);
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.end(req.method === 'HEAD' ? undefined : bytes);
      },
      () => next(),
    );
  };
}
