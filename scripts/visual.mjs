// `npm run test:visual`: builds the static Storybook, then checks every story in Chromium (axe and
// a screenshot against visual/__screenshots__, playwright.visual.config.ts).
// `npm run test:visual:update` (`--update`): same run, rewriting the baselines that changed or are
// missing, then deleting baselines of stories that no longer exist, so it can be run again and
// again after merges. Extra arguments go to Playwright (e.g. `-- --grep Button`).
// VISUAL_SKIP_BUILD=1 reuses an existing storybook-static/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const update = process.argv.includes('--update');
const extra = process.argv.slice(2).filter((a) => a !== '--update');
const baselines = 'visual/__screenshots__';

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false, env: process.env });
  return result.status ?? 1;
}

if (!process.env.VISUAL_SKIP_BUILD) {
  const built = run('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
  if (built !== 0) process.exit(built);
}

const status = run('npx', [
  'playwright',
  'test',
  '-c',
  'playwright.visual.config.ts',
  ...(update ? ['--update-snapshots=changed'] : []),
  ...extra,
]);

if (update && extra.length === 0 && existsSync('storybook-static/index.json')) {
  const { entries } = JSON.parse(readFileSync('storybook-static/index.json', 'utf8'));
  const stories = new Set(Object.values(entries).map((e) => e.id));
  let removed = 0;
  for (const file of readdirSync(baselines)) {
    // <story id>-<platform>.png; every platform's copy goes when its story is gone.
    const id = /^(.+)-(linux|darwin|win32)\.png$/.exec(file)?.[1];
    if (id && !stories.has(id)) {
      rmSync(join(baselines, file));
      removed++;
    }
  }
  console.log(`Removed ${removed} baseline(s) of stories that no longer exist.`);
}
process.exit(status);
