/**
 * The admin's link to the dev server's content API: asked once per page load whether it answers
 * (it does under `npm start`, not on a deployed static site) and what content/blog/ holds now.
 */
import { useEffect, useState } from 'react';
import { createContentApi, setPublishedContent, type ContentApi } from '../../blog';

export const contentApi: ContentApi = createContentApi();

// One probe per API per page load (stories and tests hand in their own API).
const probes = new WeakMap<ContentApi, Promise<boolean>>();

/** true: publish through the API; false: offer the publish bundle; undefined: still asking. */
export function useContentApiAvailable(api: ContentApi = contentApi): boolean | undefined {
  const [available, setAvailable] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let live = true;
    let probe = probes.get(api);
    if (!probe) {
      probe = api.read().then((content) => {
        if (content) setPublishedContent(content);
        return content !== undefined;
      });
      probes.set(api, probe);
    }
    void probe.then((answer) => {
      if (live) setAvailable(answer);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return available;
}
