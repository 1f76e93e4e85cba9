/**
 * The published blog for Vite (docs/PRODUCT.md#publishing):
 * - `virtual:blog-content`: the published posts whose publish date has come and the taxonomy of
 *   content/blog/ (or CONTENT_DIR), parsed and validated at build time, so a malformed file fails
 *   the build naming file and field;
 * - under `npm start`, a local content API (like Keystatic's local mode) at /__content/blog that
 *   writes and deletes files inside the content folder only, for the dev server's own origin only.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import {
  ContentError,
  isSlugRuleOutput,
  parseContent,
  postFileName,
  publishedOnly,
  serializePost,
  serializeTaxonomy,
  type PublishedContent,
} from '../src/features/blog/model/content';
import { withoutScheduled } from '../src/features/blog/model/schedule';
import { unionBySlug } from '../src/features/blog/model/publishedMerge';
import { CONTENT_API_PATH } from '../src/features/blog/model/contentApiPath';
import {
  BLOG_IMAGE_PREFIX,
  IMAGE_MIME,
  MAX_IMAGE_BYTES,
  checkImage,
  imageFormatOf,
  imageNameOf,
  imagePath,
  imagePathsOf,
  nameMatchesBytes,
} from '../src/features/blog/model/images';
import {
  buildBlogImages,
  defaultCacheDir,
  writeBlogImages,
  type BlogImagesResult,
} from './blogImages';
import { contentDir } from './contentDir.mjs';

const CONTENT_MODULE = 'virtual:blog-content';
const RESOLVED = `\0${CONTENT_MODULE}`;
const IMAGES_MODULE = 'virtual:blog-images';
const RESOLVED_IMAGES = `\0${IMAGES_MODULE}`;

/** Every content file as path under the folder -> text; no folder reads as empty. */
async function readContentFiles(dir: string): Promise<Record<string, string>> {
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

async function readContent(dir: string): Promise<PublishedContent> {
  return parseContent(await readContentFiles(dir));
}

/** Write via a temporary file and rename, so a reader never sees half a file. */
async function writeAtomically(file: string, text: string | Uint8Array) {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, text);
  await rename(temp, file);
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Absolute path of `file` inside `dir`; anything that would land outside is refused. */
function inside(dir: string, file: string): string {
  const target = resolve(dir, file);
  const rel = relative(dir, target);
  if (rel === '' || rel.startsWith('..') || rel.includes(`..${sep}`) || isAbsolute(rel))
    throw new HttpError(400, 'That path is outside content/blog/.');
  return target;
}

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

const IMAGES_FOLDER = 'images';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

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

export function blogContentPlugin(): Plugin {
  let dir = contentDir();
  let building = false;
  let ssr = false;
  let outDir = 'dist';
  let root = process.cwd();
  // The image step runs once per build (the cache makes the server build's run cheap).
  let images: Promise<BlogImagesResult> | undefined;
  const blogImages = () =>
    (images ??= (async () => {
      const started = performance.now();
      const cache = process.env.BLOG_IMAGES_CACHE
        ? resolve(root, process.env.BLOG_IMAGES_CACHE)
        : defaultCacheDir(root);
      const result = await buildBlogImages(dir, cache);
      const count = Object.keys(result.served).length;
      // One line per build for the log and for bench:publish, which reads it.
      if (count > 0 && !ssr)
        console.log(
          `blog images: ${count} images (${result.encoded} encoded, ${count - result.encoded} from the cache) in ${((performance.now() - started) / 1000).toFixed(1)} s; originals ${result.bytesIn} B, largest AVIF a reader loads (<= 1200 px) ${result.bytesOut} B, saved ${result.bytesIn - result.bytesOut} B`,
        );
      return result;
    })());
  return {
    name: 'bayshore-blog-content',
    configResolved(config) {
      dir = contentDir(config.root);
      root = config.root;
      building = config.command === 'build';
      ssr = Boolean(config.build.ssr);
      outDir = resolve(config.root, config.build.outDir);
    },
    resolveId(id) {
      if (id === IMAGES_MODULE) return RESOLVED_IMAGES;
      return id === CONTENT_MODULE ? RESOLVED : undefined;
    },
    async writeBundle() {
      // The client build writes the images beside the pages; the server build only needs sizes.
      if (building && !ssr && images) await writeBlogImages(await images, outDir);
    },
    async load(id) {
      if (id === RESOLVED_IMAGES) {
        // Under `npm start` nothing is resized: the admin shows the owner's own copies.
        const served = building ? (await blogImages()).served : {};
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(served))});`;
      }
      if (id !== RESOLVED) return undefined;
      try {
        // The one place a scheduled post is held back (docs/PRODUCT.md#scheduling): every page,
        // list, feed, index and sitemap is made from this module. The content API above still
        // reads every file, so the admin sees its scheduled posts.
        const content = withoutScheduled(publishedOnly(await readContent(dir)), new Date());
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(content))});`;
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
    configureServer(server) {
      // The published images, where the built site serves them (the admin shows the browser's own
      // copy of an image not published yet).
      server.middlewares.use(BLOG_IMAGE_PREFIX, (req, res, next) => {
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
      });
      server.middlewares.use(CONTENT_API_PATH, (req, res) => {
        const path = (req.url ?? '').split('?')[0].replace(/\/$/, '');
        handleApi(server, dir, req, path).then(
          (content) => {
            // The next page load builds the public blog from the files as they are now.
            const mod = server.moduleGraph.getModuleById(RESOLVED);
            if (mod) server.moduleGraph.invalidateModule(mod);
            send(res, 200, { content });
          },
          (error: unknown) => {
            if (error instanceof HttpError) send(res, error.status, { error: error.message });
            else if (error instanceof ContentError) send(res, 400, { error: error.message });
            else send(res, 500, { error: `Could not write content/blog/: ${String(error)}` });
          },
        );
      });
    },
  };
}
