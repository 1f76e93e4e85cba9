/**
 * The owner's post images in this browser (docs/PRODUCT.md#images-in-posts): IndexedDB, because
 * localStorage cannot hold photos. Keyed by the image's path (`/blog/images/{name}`, model/images.ts),
 * so the key, the published file and the public URL are one name. Browser-only: load on use.
 */

const DB_NAME = 'bayshore-signal-blog-images';
const STORE = 'images';

let opening: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      // Another tab deleting or upgrading the database: let it, and reopen on the next call.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request?.result as T);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export async function putImage(path: string, blob: Blob): Promise<void> {
  await run('readwrite', (store) => store.put(blob, path));
  forgetUrl(path);
}

export async function getImage(path: string): Promise<Blob | undefined> {
  const found = await run<unknown>('readonly', (store) => store.get(path));
  return found instanceof Blob ? found : undefined;
}

export async function deleteImages(paths: readonly string[]): Promise<void> {
  await run('readwrite', (store) => {
    for (const path of paths) store.delete(path);
    return undefined;
  });
  paths.forEach(forgetUrl);
}

export async function listImagePaths(): Promise<string[]> {
  const keys = await run<IDBValidKey[]>('readonly', (store) => store.getAllKeys());
  return keys.filter((key): key is string => typeof key === 'string');
}

// One object URL per stored image per page: every view of it shares the URL.
const urls = new Map<string, Promise<string | undefined>>();

function forgetUrl(path: string) {
  const url = urls.get(path);
  urls.delete(path);
  void url?.then((u) => u && URL.revokeObjectURL(u));
}

/** An object URL for the stored image at `path`, or undefined when this browser does not hold it. */
export function localImageUrl(path: string): Promise<string | undefined> {
  let url = urls.get(path);
  if (!url) {
    url = getImage(path).then(
      (blob) => (blob ? URL.createObjectURL(blob) : undefined),
      () => undefined,
    );
    urls.set(path, url);
  }
  return url;
}
