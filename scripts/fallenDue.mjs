// Has a scheduled post fallen due since the last deploy (docs/PRODUCT.md#scheduling)? The hourly
// run of the deploy workflow asks this before it builds: a published post whose publish date lies
// in (last deploy, now] was held back by that deploy's build and is due now. Pure, so a unit test
// holds it to the build's own rule (isScheduled in src/features/blog/model/content.ts): the same
// Date.parse, so a date without a time falls due at midnight UTC in both.
import { CORE_SCHEMA, load } from 'js-yaml';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * The status and publish date of each post file (path -> Markdown text). A file whose front matter
 * cannot be read is skipped: the build names it, and an hourly check is not the place to.
 * @param {Record<string, string>} files
 * @returns {{ file: string, status: unknown, publishDate: unknown }[]}
 */
export function postDates(files) {
  return Object.entries(files).flatMap(([file, text]) => {
    const match = FRONT_MATTER.exec(text);
    if (!match) return [];
    let data;
    try {
      data = load(match[1], { schema: CORE_SCHEMA });
    } catch {
      return [];
    }
    if (typeof data !== 'object' || data === null) return [];
    return [{ file, status: data.status, publishDate: data.publish_date }];
  });
}

/**
 * The published posts whose publish date lies in (lastDeploy, now]. With no last deploy (nothing
 * deployed yet), every published post is due.
 * @param {{ file: string, status: unknown, publishDate: unknown }[]} posts
 * @param {Date | undefined} lastDeploy
 * @param {Date} now
 * @returns {string[]} their files
 */
export function fallenDue(posts, lastDeploy, now) {
  return posts
    .filter(({ status, publishDate }) => {
      if (status !== 'published' || typeof publishDate !== 'string') return false;
      const at = Date.parse(publishDate);
      if (Number.isNaN(at) || at > now.getTime()) return false;
      return lastDeploy === undefined || at > lastDeploy.getTime();
    })
    .map(({ file }) => file);
}
