import { afterEach, describe, expect, it } from 'vitest';
import { measuringArgs } from './measuring.mjs';

const argv = process.argv;
/** measuringArgs as a script started with `words` after its name sees them. */
const parse = (words: string[], ...rest: Parameters<typeof measuringArgs>) => {
  process.argv = ['node', 'script.mjs', ...words];
  return measuringArgs(...rest);
};
afterEach(() => {
  process.argv = argv;
});

describe('measuringArgs', () => {
  it('takes the defaults when no flag is given, and every page named', () => {
    const args = parse(['/', '/contact'], 5, { defaultCpuSlowdown: 4 });
    expect(args).toMatchObject({ runs: 5, cpuSlowdown: 4, pages: ['/', '/contact'] });
  });

  it('reads --runs and --cpu-slowdown wherever they stand, and no value as a page', () => {
    const args = parse(['/pricing', '--cpu-slowdown', '1', '/', '--runs', '3', '/contact'], 5, {
      defaultCpuSlowdown: 4,
    });
    expect(args).toMatchObject({ runs: 3, cpuSlowdown: 1, pages: ['/pricing', '/', '/contact'] });
  });

  it('keeps at least 1 and falls back to the default on a value that is no number', () => {
    expect(
      parse(['--runs', '0', '--cpu-slowdown', 'fast'], 5, { defaultCpuSlowdown: 4 }),
    ).toMatchObject({
      runs: 5,
      cpuSlowdown: 4,
    });
    expect(parse(['--cpu-slowdown', '0.5'], 1).cpuSlowdown).toBe(1);
    expect(parse([], 1).cpuSlowdown).toBe(1);
  });

  it('says which flags it has', () => {
    const { has } = parse(['--report-only', '/'], 1);
    expect(has('--report-only')).toBe(true);
    expect(has('--runs')).toBe(false);
  });
});
