/** The slug rule of SPEC §5, applied to post titles, categories and tags alike. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .trim()
    .replace(/ +/g, '-')
    .replace(/-+/g, '-');
}

/** A slug not in `taken`: the base itself, else base-2, base-3 ... */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
