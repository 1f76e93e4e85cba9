// The lint rules can fail: each fixture under lint-fixtures/ breaks one house rule on purpose, and
// the repository's own ESLint and knip configs must report exactly that rule there (and nothing on
// the fixture that keeps the rules). The fixtures sit outside the normal lint and knip runs.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.error) throw result.error;
  return result;
}

interface EslintFileResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

describe('ESLint on lint-fixtures/boundaries', () => {
  const cwd = resolve(root, 'lint-fixtures/boundaries');
  // Linted from inside the fixture so that the zones' ./src paths point at the fixture's tree.
  const lint = () => {
    const result = run(
      bin('eslint'),
      ['--config', resolve(root, 'eslint.config.js'), '--format', 'json', 'src'],
      cwd,
    );
    const files = JSON.parse(result.stdout) as EslintFileResult[];
    const rulesByFile = Object.fromEntries(
      files.map((file) => [
        file.filePath.slice(cwd.length + 1),
        [...new Set(file.messages.map((message) => message.ruleId))],
      ]),
    );
    return { status: result.status, rulesByFile };
  };

  it('reports each broken boundary, the hook, the browser global and the styled island, and nothing else', () => {
    const { status, rulesByFile } = lint();
    expect(status).toBe(1);
    expect(rulesByFile).toEqual({
      'src/app/routes.ts': [],
      'src/design-system/importsFeature.ts': ['import-x/no-restricted-paths'],
      'src/features/blog/blogSlice.ts': [],
      'src/features/blog/importsApp.ts': ['import-x/no-restricted-paths'],
      'src/features/blog/index.ts': [],
      'src/features/blog/model/usesWindow.ts': ['no-restricted-globals'],
      'src/features/neuroslice/engine/importsPanel.ts': ['import-x/no-restricted-paths'],
      'src/features/neuroslice/panels/Panel.ts': [],
      'src/features/site/components/Styled.island.tsx': ['no-restricted-imports'],
      'src/features/site/hooks/useGreeting.ts': ['react-hooks/rules-of-hooks'],
      'src/features/site/pages/deepImport.ts': ['import-x/no-restricted-paths'],
      'src/features/site/pages/recordsAttribution.ts': ['import-x/no-restricted-paths'],
      'src/features/site/pages/throughIndex.ts': [],
      'src/lib/consent/attribution.ts': [],
      'src/lib/reachesUp.ts': ['import-x/no-restricted-paths'],
    });
  });
});

describe('knip on lint-fixtures/unused-export', () => {
  it('fails on an export nothing imports, naming it', () => {
    const result = run(
      bin('knip'),
      ['--config', resolve(root, 'knip.json'), '--no-progress', '--no-config-hints'],
      resolve(root, 'lint-fixtures/unused-export'),
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/Unused exports \(1\)\s+farewell\s+src\/lib\/greeting\.ts:4:14/);
    expect(result.stdout).not.toMatch(/\bgreet\b/);
  });
});
