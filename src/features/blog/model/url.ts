/**
 * Which user-supplied URLs the blog will use. cover_image (or an uploaded post image) and
 * canonical_url must be absolute http(s) (docs/PRODUCT.md#safe-post-bodies); links inside a post body may also be mailto: or relative. Everything else
 * (javascript:, data:, vbscript:, and their whitespace/entity disguises) is refused.
 */

import { isHttpUrl, normaliseUrl as normalise } from '../../../lib/url.ts';
import { isBlogImagePath } from './images.ts';

export { isHttpUrl };

/** Empty (the field is optional) or an absolute http(s) URL. */
export function isOptionalHttpUrl(value: string): boolean {
  return value.trim() === '' || isHttpUrl(value);
}

export const HTTP_URL_MESSAGE = 'Enter a full web address starting with http:// or https://.';

/** A cover: empty, an absolute http(s) URL, or an uploaded post image (`/blog/images/{name}`). */
export function isOptionalCoverImage(value: string): boolean {
  return isOptionalHttpUrl(value) || isBlogImagePath(value);
}

/** A link target allowed inside a post body: http(s), mailto, or a relative path/fragment. */
export function isSafeLinkTarget(value: string): boolean {
  const url = normalise(value);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (!scheme) {
    // Relative. A colon before any / ? # would make it a scheme in some parsers: refuse that.
    return !/^[^/?#]*:/.test(url) && !url.startsWith('\\');
  }
  const protocol = scheme[1].toLowerCase();
  if (protocol === 'mailto') return true;
  return (protocol === 'http' || protocol === 'https') && isHttpUrl(url);
}

/** An image source allowed inside a post body or as a cover: http(s) or a same-site path. */
export function isSafeImageSource(value: string): boolean {
  const url = normalise(value);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return isHttpUrl(url);
  return isSafeLinkTarget(url) && !url.startsWith('//');
}
