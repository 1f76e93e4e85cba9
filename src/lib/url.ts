/**
 * The one check for "an absolute http(s) address with a host", used wherever the product takes a
 * URL from a person or from saved data: the blog's cover and canonical fields and post links, the
 * NeuroSlice webhook and trend evidence. `https:example.com` and `http:/example.com` parse as URLs
 * but are not what anyone meant, so both are refused.
 */

// Browsers ignore ASCII tab/newline anywhere in a URL and leading control characters/spaces;
// strip them the same way before deciding, so "java\tscript:" is seen as javascript:.
export function normaliseUrl(url: string): string {
  let out = url.replace(/[\t\n\r]/g, '');
  while (out !== '' && out.charCodeAt(0) <= 0x20) out = out.slice(1);
  return out;
}

/** Absolute http:// or https:// URL with a host. */
export function isHttpUrl(value: string): boolean {
  const url = normaliseUrl(value.trim());
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}
