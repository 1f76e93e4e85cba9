/**
 * Under `npm start`, the local content API (like Keystatic's local mode) at /__content/blog: reads
 * the content folder for anyone, and writes and deletes files inside it only, for the dev server's
 * own origin only (docs/PRODUCT.md#publishing).
 */
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, ViteDevServer } from 'vite';
import {
  ContentError,
  isSlugRuleOutput,
  parseContent,
  postFileName,
  serializePost,
  serializeTaxonomy,
  type PublishedContent,
} from '../src/features/blog/model/content.ts';
import { unionBySlug } from '../src/features/blog/model/publishedMerge.ts';
import {
  MAX_IMAGE_BYTES,
  checkImage,
  imageNameOf,
  imagePath,
  imagePathsOf,
  nameMatchesBytes,
} from '../src/features/blog/model/images.ts';
import {
  IMAGES_FOLDER,
  exists,
  inside,
  readContent,
  readContentFiles,
  writeAtomically,
} from './contentFolder.ts';
import { HttpError } from './httpError.ts';

async function readBytes(req: IncomingMessage, limit: number, tooLarge: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    // Read on to the end (keeping nothing), so the client gets the answer, not a reset connection.
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit) throw new HttpError(413, tooLarge);
  return Buffer.concat(chunks);
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const bytes = await readBytes(req, 5_000_000, 'The post is larger than 5 MB.');
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not JSON.');
  }
}

/** The origins the dev server itself serves the app from. */
function ownOrigins(server: ViteDevServer): Set<string> {
  const origins = new Set<string>();
  const urls = server.resolvedUrls;
  for (const url of [...(urls?.local ?? []), ...(urls?.network ?? [])])
    origins.add(new URL(url).origin);
  const port = server.config.server.port;
  const address = server.httpServer?.address();
  const actual = address && typeof address === 'object' ? address.port : port;
  for (const host of ['localhost', '127.0.0.1', '[::1]']) origins.add(`http://${host}:${actual}`);
  return origins;
}

interface PublishRequest {
  post: PublishedContent['posts'][number];
  categories: PublishedContent['categories'];
  tags: PublishedContent['tags'];
  authors: PublishedContent['authors'];
}

function isPublishRequest(value: unknown): value is PublishRequest {
  const v = value as Partial<PublishRequest> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.post === 'object' &&
    v.post !== null &&
    Array.isArray(v.categories) &&
    Array.isArray(v.tags) &&
    Array.isArray(v.authors)
  );
}

/**
 * PUT /images/{name}: the raw bytes of a post image. The name must be the one its bytes give
 * (model/images.ts), so a file can never be replaced by other bytes under the same name.
 */
async function putImage(dir: string, req: IncomingMessage, rawName: string) {
  let name: string;
  try {
    name = decodeURIComponent(rawName);
  } catch {
    throw new HttpError(400, 'The image name is not valid.');
  }
  if (!imageNameOf(imagePath(name)))
    throw new HttpError(
      400,
      `"${name}" is not an image name: base-{12 hex}.{jpg|png|webp|avif|gif}.`,
    );
  const bytes = new Uint8Array(
    await readBytes(req, MAX_IMAGE_BYTES, 'That image is larger than 10 MB; the limit is 10 MB.'),
  );
  const check = checkImage(bytes);
  if (!check.ok) throw new HttpError(415, check.reason);
  if (!(await nameMatchesBytes(name, bytes)))
    throw new HttpError(400, `"${name}" is not the name these bytes give.`);
  const file = inside(dir, `${IMAGES_FOLDER}/${name}`);
  // Same name, same bytes: already there means nothing to write.
  if (!(await exists(file))) await writeAtomically(file, bytes);
  return readContent(dir);
}

/** Removes the images among `candidates` that no post in `posts` uses any more. */
async function removeUnusedImages(
  dir: string,
  candidates: readonly string[],
  posts: PublishedContent['posts'],
) {
  const used = new Set(posts.flatMap(imagePathsOf));
  for (const path of candidates) {
    const name = imageNameOf(path);
    if (name && !used.has(path)) await rm(inside(dir, `${IMAGES_FOLDER}/${name}`), { force: true });
  }
}

async function handleApi(server: ViteDevServer, dir: string, req: IncomingMessage, path: string) {
  const method = req.method ?? 'GET';
  if (method === 'GET' && path === '') return readContent(dir);
  const origin = req.headers.origin;
  if (!origin || !ownOrigins(server).has(origin))
    throw new HttpError(403, 'Only the admin served by this dev server may change content/blog/.');
  const image = /^\/images\/([^/]*)$/.exec(path);
  if (image) {
    if (method !== 'PUT') throw new HttpError(405, `${method} is not supported here.`);
    return putImage(dir, req, image[1]);
  }
  const match = /^\/posts\/([^/]*)$/.exec(path);
  if (!match) throw new HttpError(404, 'No such content API address.');
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    throw new HttpError(400, 'The slug is not valid.');
  }
  if (!isSlugRuleOutput(slug))
    throw new HttpError(400, `"${slug}" is not a slug: lowercase words joined by -.`);
  const file = inside(dir, postFileName(slug));
  const files = await readContentFiles(dir);

  if (method === 'DELETE') {
    if (!(postFileName(slug) in files))
      throw new HttpError(404, `content/blog/${postFileName(slug)} does not exist.`);
    const before = parseContent(files);
    const removed = before.posts.find((p) => p.slug === slug);
    await rm(file);
    // Its images go too, unless another published post uses them.
    if (removed)
      await removeUnusedImages(
        dir,
        imagePathsOf(removed),
        before.posts.filter((p) => p !== removed),
      );
    return readContent(dir);
  }
  if (method !== 'PUT') throw new HttpError(405, `${method} is not supported here.`);
  const body = await readBody(req);
  if (!isPublishRequest(body))
    throw new HttpError(400, 'Send { post, categories, tags, authors }.');
  if (body.post.slug !== slug)
    throw new HttpError(400, 'The post slug does not match the address.');
  // Taxonomy already published stays (other published posts may use it); the admin's entries win.
  const current = parseContent(files);
  const taxonomy = {
    categories: unionBySlug(body.categories, current.categories),
    tags: unionBySlug(body.tags, current.tags),
    authors: unionBySlug(body.authors, current.authors),
  };
  const next: Record<string, string> = { ...files, ...serializeTaxonomy(taxonomy) };
  // A renamed post: its file under the old slug goes.
  const renamedFrom = current.posts.find((p) => p.id === body.post.id && p.slug !== slug);
  if (renamedFrom) delete next[postFileName(renamedFrom.slug)];
  next[postFileName(slug)] = serializePost(body.post);
  // Validate the folder as it would be, before writing anything; its images must be there already
  // (the admin sends them first).
  const nextContent = parseContent(next);
  for (const path of imagePathsOf(body.post)) {
    if (!(await exists(inside(dir, `${IMAGES_FOLDER}/${imageNameOf(path)}`))))
      throw new HttpError(400, `The image ${path} has not been sent to content/blog/images/.`);
  }
  for (const [name, text] of Object.entries(serializeTaxonomy(taxonomy)))
    await writeAtomically(inside(dir, name), text);
  await writeAtomically(file, next[postFileName(slug)]);
  if (renamedFrom) await rm(inside(dir, postFileName(renamedFrom.slug)), { force: true });
  // Images the earlier version used that no published post uses now.
  const earlier = current.posts.find((p) => p.id === body.post.id);
  if (earlier) await removeUnusedImages(dir, imagePathsOf(earlier), nextContent.posts);
  return readContent(dir);
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * The middleware for the content API's path: every answer that succeeds carries the folder's
 * content as it is now, after `answered` has run (the plugin drops its built content module there).
 */
export function contentApi(
  server: ViteDevServer,
  dir: string,
  answered: () => void,
): Connect.NextHandleFunction {
  return (req, res) => {
    const path = (req.url ?? '').split('?')[0].replace(/\/$/, '');
    handleApi(server, dir, req, path).then(
      (content) => {
        answered();
        send(res, 200, { content });
      },
      (error: unknown) => {
        if (error instanceof HttpError) send(res, error.status, { error: error.message });
        else if (error instanceof ContentError) send(res, 400, { error: error.message });
        else send(res, 500, { error: `Could not write content/blog/: ${String(error)}` });
      },
    );
  };
}
