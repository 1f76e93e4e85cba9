// Prints `due=true` when a published post's publish date lies between the last deploy and now, else
// `due=false` (docs/PRODUCT.md#scheduling); under GitHub Actions it also writes that line to
// $GITHUB_OUTPUT, for the deploy workflow's hourly run. No last deploy (empty) means due.
//
//   node scripts/fallen-due.mjs --since 2026-11-27T15:00:00Z [--now <ISO date>] [--content <dir>]
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contentDir } from './contentDir.mjs';
import { fallenDue, postDates } from './fallenDue.mjs';

const { values } = parseArgs({
  options: {
    since: { type: 'string', default: '' },
    now: { type: 'string' },
    content: { type: 'string' },
  },
});

function date(text, name) {
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) {
    console.error(`--${name} "${text}" is not a date`);
    process.exit(2);
  }
  return at;
}

const dir = values.content ? resolve(values.content) : contentDir();
const since = values.since ? date(values.since, 'since') : undefined;
const now = values.now ? date(values.now, 'now') : new Date();

let names = [];
try {
  names = readdirSync(join(dir, 'posts')).filter((name) => name.endsWith('.md'));
} catch (error) {
  if (error.code !== 'ENOENT') throw error;
}
const files = Object.fromEntries(
  names.map((name) => [`posts/${name}`, readFileSync(join(dir, 'posts', name), 'utf8')]),
);
const due = fallenDue(postDates(files), since, now);
for (const file of due) console.log(`fallen due: ${file}`);
const line = `due=${due.length > 0}`;
console.log(line);
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `${line}\n`);
