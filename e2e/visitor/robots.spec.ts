// robots.txt as two kinds of crawler read it (docs/PRODUCT.md#prerendered-pages): Python's urllib.robotparser, where the first
// matching line wins, and robots-parser, which follows RFC 9309 (longest match wins, as Google
// does). Both must allow every URL of the sitemap and keep /login and the admin out. No browser: it
// reads the built files (OUT_DIR, and the published-blog build when it exists).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test, expect } from '@playwright/test';
import robotsParser from 'robots-parser';

const builds = [process.env.OUT_DIR ?? 'dist', process.env.CONTENT_OUT_DIR ?? 'dist-content']
  .map((dir) => resolve(dir))
  .filter((dir) => existsSync(join(dir, 'robots.txt')));
const AGENTS = ['*', 'Googlebot', 'Bingbot'];
const PYTHON = `
import json, sys, urllib.robotparser
robots, agents, urls = json.load(sys.stdin)
parser = urllib.robotparser.RobotFileParser()
parser.parse(robots.splitlines())
print(json.dumps({a: [parser.can_fetch(a, u) for u in urls] for a in agents}))
`;

/** Allowed or not, per agent and URL, as Python reads the file. */
function pythonReads(robots: string, urls: string[]): Record<string, boolean[]> {
  const run = spawnSync('python3', ['-c', PYTHON], {
    input: JSON.stringify([robots, AGENTS, urls]),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr || run.error}`);
  return JSON.parse(run.stdout);
}

test('at least the main build is there to read', () => {
  expect(builds.length).toBeGreaterThan(0);
});

for (const dir of builds) {
  test(`${dir.split('/').at(-1)}: both parsers allow the sitemap and keep out /login and the admin`, () => {
    const robots = readFileSync(join(dir, 'robots.txt'), 'utf8');
    const sitemap = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
    expect(listed.length).toBeGreaterThan(10);
    const origin = new URL(listed[0]).origin;
    const hidden = ['/login', '/admin/blog', '/admin/blog/posts/new'].map((p) => origin + p);
    const urls = [...listed, ...hidden];
    const expected = urls.map((url) => !hidden.includes(url));

    const rfc = robotsParser(`${origin}/robots.txt`, robots);
    const python = pythonReads(robots, urls);
    for (const agent of AGENTS) {
      expect(
        urls.map((url) => rfc.isAllowed(url, agent)),
        `robots-parser as ${agent}`,
      ).toEqual(expected);
      expect(python[agent], `urllib.robotparser as ${agent}`).toEqual(expected);
    }
    expect(rfc.getSitemaps()).toEqual([`${origin}/sitemap.xml`]);
  });

  // Hosts serve dotfiles too: no build artefact (Vite's .vite/manifest.json, a build stamp, a
  // template) may sit in the folder, at any depth.
  test(`${dir.split('/').at(-1)}: holds no hidden file or folder a host would serve`, () => {
    const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    expect(
      entries.filter((path) => path.split(/[\\/]/).some((part) => part.startsWith('.'))),
    ).toEqual([]);
  });
}
