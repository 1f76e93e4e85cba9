import JSZip from 'jszip';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';
import { applyDeepen, deepen, generateSync } from './generate';
import {
  CALENDAR_CSV_HEADER,
  PACK_FILE_NAMES,
  VARIANTS_CSV_HEADER,
  buildStrategyPack,
  outlineOrder,
  packFiles,
  strategyPackFileName,
} from './strategyPack';
import { BRAIN_DUMPS, FIXED_TODAY, seeds } from './testInputs';
import { emptyStrategy, LEVEL_NAMES } from './types';

const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe('CSV writer (RFC 4180)', () => {
  const tricky = [
    'plain',
    'comma, inside',
    'a "quoted" word',
    'line\nbreak',
    'crlf\r\nbreak',
    '"',
    '',
    ' spaces kept ',
    'emoji 🚀 and accents café',
    '=1+1',
  ];

  it('quotes only fields with commas, quotes or line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('x\ny')).toBe('"x\ny"');
    expect(csvField(null)).toBe('');
    expect(csvField(0.5)).toBe('0.5');
    // A formula a spreadsheet would run is written as text; a number stays a number.
    expect(csvField('=HYPERLINK("https://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""https://evil.example"",""x"")"',
    );
    expect(csvField('+1 tip')).toBe("'+1 tip");
    expect(csvField('@handle')).toBe("'@handle");
    expect(csvField('-5 ideas')).toBe("'-5 ideas");
    expect(csvField(-5)).toBe('-5');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('round-trips every kind of field through papaparse', () => {
    const rows = tricky.map((value, i) => [String(i), value, tricky[(i + 3) % tricky.length]]);
    const csv = toCsv(['id', 'a', 'b'], rows);
    expect(csv.endsWith('\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: 'greedy' }).data;
    // Read back as typed, but for the apostrophe that keeps a formula from running.
    const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
    expect(parsed).toEqual([['id', 'a', 'b'], ...rows.map((row) => row.map(asText))]);
  });
});

describe('strategy pack (SPEC §9 Export)', () => {
  const data = generateSync(BRAIN_DUMPS[0], 4, { now: FIXED_TODAY });

  it('names the file {strategy-name}-{YYYY-MM-DD}.zip from the top node', () => {
    expect(strategyPackFileName(data, FIXED_TODAY)).toBe('med-spa-marketing-2026-11-22.zip');
    expect(strategyPackFileName({ ...emptyStrategy }, FIXED_TODAY)).toBe(
      'neuroslice-strategy-2026-11-22.zip',
    );
    for (const seed of seeds(30)) {
      const name = strategyPackFileName(
        generateSync(BRAIN_DUMPS[seed % BRAIN_DUMPS.length], seed),
        new Date(2027, 0, 5),
      );
      expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-2027-01-05\.zip$/);
    }
  });

  it('writes plan.md as an outline indented by level with summary, hooks and CTA', () => {
    const deep = applyDeepen(
      data,
      deepen(data, data.nodes.find((n) => n.level === 3)!.id, 1, { now: FIXED_TODAY }),
    );
    const md = packFiles(deep)['plan.md'];
    expect(md.startsWith('# Med Spa Marketing\n')).toBe(true);
    for (const node of deep.nodes) {
      const indent = '  '.repeat(node.level - 1);
      expect(md).toContain(
        `\n${indent}- **${node.title}** (${LEVEL_NAMES[node.level]}, ${node.platform})\n`,
      );
      expect(md).toContain(`${indent}  - Summary: ${node.summary}\n`);
      expect(md).toContain(`${indent}  - Hook 1: ${node.hooks[0]}\n`);
      expect(md).toContain(`${indent}  - Hook 2: ${node.hooks[1]}\n`);
      expect(md).toContain(`${indent}  - CTA: ${node.cta}\n`);
    }
    // Children follow their parent, so the outline reads as a tree.
    const order = outlineOrder(deep.nodes);
    order.forEach((node, i) => {
      if (node.parentId) expect(order.findIndex((n) => n.id === node.parentId)).toBeLessThan(i);
    });
    const positions = order.map((n) => md.indexOf(`- **${n.title}** (${LEVEL_NAMES[n.level]}`));
    expect(positions.every((p) => p >= 0)).toBe(true);
  });

  it('writes variants.csv and calendar.csv with the SPEC headers, readable by a CSV parser', () => {
    const files = packFiles(data);
    const variants = parse(files['variants.csv']);
    expect(variants[0]).toEqual([...VARIANTS_CSV_HEADER]);
    expect(variants[0].join(',')).toBe(
      'node_id,persona,platform,title,hook,caption,hashtags,thumbnail_brief',
    );
    expect(variants).toHaveLength(data.variants.length + 1);
    data.variants.forEach((v, i) => {
      const node = data.nodes.find((n) => n.id === v.node_id)!;
      expect(variants[i + 1]).toEqual([
        v.node_id,
        v.personaName,
        node.platform,
        v.title,
        v.hook,
        v.caption,
        v.hashtags.join(' '),
        v.thumbnail_brief,
      ]);
    });
    const calendar = parse(files['calendar.csv']);
    expect(calendar[0].join(',')).toBe('date,platform,node_id,title');
    expect(calendar[0]).toEqual([...CALENDAR_CSV_HEADER]);
    expect(calendar.slice(1)).toEqual(
      data.calendar.map((e) => [e.date, e.node.platform, e.node.id, e.title]),
    );
  });

  it('writes personas.json and trends.json with the SPEC fields', () => {
    const files = packFiles(data);
    expect(JSON.parse(files['personas.json'])).toEqual(data.personas);
    const trends = JSON.parse(files['trends.json']);
    expect(trends).toEqual(data.trends);
    for (const t of trends) {
      expect(Object.keys(t).sort()).toEqual([
        'evidence_url',
        'inferred',
        'nodeId',
        'source',
        'stage',
        'strike_packs',
        'term',
        'velocity',
      ]);
    }
  });

  it('zips the six files, read back with jszip', async () => {
    const pack = await buildStrategyPack(data, FIXED_TODAY);
    expect(pack.fileName).toBe('med-spa-marketing-2026-11-22.zip');
    expect(pack.mimeType).toBe('application/zip');
    const zip = await JSZip.loadAsync(pack.bytes);
    expect(Object.keys(zip.files).sort()).toEqual([...PACK_FILE_NAMES].sort());
    const files = packFiles(data, FIXED_TODAY);
    for (const name of PACK_FILE_NAMES)
      expect(await zip.file(name)!.async('string')).toBe(files[name]);
  });

  it('gives the same bytes for the same plan and day', async () => {
    const a = await buildStrategyPack(data, FIXED_TODAY);
    const b = await buildStrategyPack(
      generateSync(BRAIN_DUMPS[0], 4, { now: FIXED_TODAY }),
      FIXED_TODAY,
    );
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  });

  it('refuses an empty plan', async () => {
    await expect(buildStrategyPack({ ...emptyStrategy }, FIXED_TODAY)).rejects.toThrow();
  });

  it('keeps CSV intact when titles carry commas, quotes and line breaks', () => {
    const tricky = {
      ...data,
      nodes: data.nodes.map((n, i) =>
        i % 2 ? { ...n, title: `${n.title}, "quoted"\nnext line` } : n,
      ),
    };
    tricky.calendar = tricky.calendar.map((e) => ({
      ...e,
      title: tricky.nodes.find((n) => n.id === e.node.id)!.title,
    }));
    const calendar = parse(packFiles(tricky)['calendar.csv']);
    expect(calendar.slice(1).map((row) => row[3])).toEqual(tricky.calendar.map((e) => e.title));
  });
});
