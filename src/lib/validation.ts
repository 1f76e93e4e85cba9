/**
 * What the app's schemas share (valibot: each check is its own function, so a first screen carries
 * only the checks it uses; docs/ARCHITECTURE.md#apps-in-pieces).
 */
import * as v from 'valibot';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A missing field is reported as its own check reports nothing (a text field: "must be text"), not
 * as the record's message: the words a backup's or a content file's reader sees for it.
 */
const missingFieldMessage =
  (entries: v.ObjectEntries, message: string | undefined) =>
  (issue: v.BaseIssue<unknown>): string => {
    const key = issue.path?.at(-1)?.key;
    const own = message ?? issue.message;
    if (issue.input !== undefined || typeof key !== 'string' || !Object.hasOwn(entries, key))
      return own;
    return v.safeParse(entries[key], undefined).issues?.[0]?.message ?? own;
  };

/**
 * An object with these fields, unknown ones dropped. A list is not an object here: valibot's
 * `object` alone would read a list's (absent) fields, so `[]` would pass where every field is
 * optional.
 */
export const record = <const T extends v.ObjectEntries>(entries: T, message?: string) =>
  v.pipe(
    v.custom<Record<string, unknown>>(isRecord, message),
    v.object(entries, missingFieldMessage(entries, message)),
  );

/** The same, every field optional (an older save may miss any of them). */
export const partialRecord = <const T extends v.ObjectEntries>(entries: T) =>
  v.pipe(v.custom<Record<string, unknown>>(isRecord), v.partial(v.object(entries)));

/** A finite number: NaN and Infinity never come from JSON, only from a hand edit or a bug. */
export const finiteNumber = (message?: string) => v.pipe(v.number(message), v.finite(message));

/** The first problem of a failed check, as a dotted field path ('posts.3.title') and its message. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[] | undefined): {
  field: string;
  message: string;
} {
  const issue = issues?.[0];
  return {
    field: issue?.path?.map((item) => String(item.key)).join('.') ?? '',
    message: issue?.message ?? 'is not valid',
  };
}
