// Part of `npm run lint`: every GitHub Actions workflow in .github/workflows/ must pass
// action-validator (GitHub's published schema for workflow files, and the `paths` globs must match
// files), so a broken deploy workflow fails here rather than on GitHub. The tool takes one file
// per run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const folder = join(root, '.github', 'workflows');
const files = readdirSync(folder)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => join('.github', 'workflows', name));
if (files.length === 0) throw new Error(`No workflow files in ${folder}`);
let failed = 0;
for (const file of files) {
  const run = spawnSync('action-validator', [file], { cwd: root, stdio: 'inherit', shell: false });
  if (run.error) throw run.error;
  if (run.status !== 0) {
    failed += 1;
    console.error(`${file}: not a valid workflow (action-validator above)`);
  }
}
if (failed > 0) process.exit(1);
console.log(`${files.length} workflow file(s) valid`);
