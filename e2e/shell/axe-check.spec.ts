/**
 * The one axe check (e2e/axe.ts) asks axe for violations only, which spares it an excerpt and a
 * selector for every passing node. This holds it equal to axe's full run over generated pages:
 * each page mixes well-formed parts with planted faults of many rules, and both runs must report
 * the same serious and critical violations, node by node.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@playwright/test';
import { blockingViolations } from '../axe';
import { createRandom } from '../../src/features/neuroslice/engine/random';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Parts of a page that break a rule (serious, critical and lesser ones alike). */
const FAULTS = [
  '<p style="color:#777;background:#888">Grey on grey</p>',
  '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">',
  '<input type="text">',
  '<button></button>',
  '<a href="#top"></a>',
  '<div role="button">Go</div>',
  '<select><option>One</option></select>',
  '<ul><div>Not an item</div></ul>',
  '<div aria-hidden="true"><button>Hidden but focusable</button></div>',
  '<span role="checkbox">Agree</span>',
  '<div role="tablist"><span>Not a tab</span></div>',
  '<label for="nowhere">Orphan</label>',
  '<h4>Skipped a level</h4>',
  '<p id="twice">One</p><p id="twice">Two</p>',
  '<iframe src="about:blank"></iframe>',
  '<table><tr><th></th><td>Cell</td></tr></table>',
];

/** Parts that pass. */
const SOUND = [
  '<p>Plain text</p>',
  '<label>Name <input type="text"></label>',
  '<button type="button">Send</button>',
  '<a href="#top">Back to top</a>',
  '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="A dot">',
  '<h2>Section</h2>',
  '<ul><li>One</li><li>Two</li></ul>',
  '<p style="color:#fff;background:#13315c">White on navy</p>',
];

function pageOf(seed: number): string {
  const random = createRandom(seed);
  const parts = Array.from({ length: random.int(15, 60) }, () =>
    random.chance(0.2) ? random.pick(FAULTS) : random.pick(SOUND),
  );
  const lang = random.chance(0.7) ? ' lang="en"' : '';
  return `<!doctype html><html${lang}><head><title>Page ${seed}</title></head><body><main><h1>Page ${seed}</h1>${parts.join('')}</main></body></html>`;
}

test('the violations-only check reports what axe’s full run reports, over 12 generated pages', async ({
  page,
}) => {
  const found = new Set<string>();
  for (let seed = 1; seed <= 12; seed++) {
    // Odd pages start in a new window (the check puts axe into a document that has none), even
    // pages in the same one after the full run (the check reuses the axe already there).
    const fresh = seed % 2 === 1;
    if (fresh) await page.goto('data:text/html,<title>New window</title>');
    await page.setContent(pageOf(seed));
    expect(await page.evaluate(() => 'axe' in window)).toBe(!fresh);
    const fullRun = async () =>
      (await new AxeBuilder({ page }).setLegacyMode().withTags(TAGS).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target) }));
    const check = async () =>
      (await blockingViolations(page, TAGS)).map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => n.target),
      }));
    const [checked, full] = fresh
      ? [await check(), await fullRun()]
      : await fullRun().then(async (full) => [await check(), full]);
    expect(checked, `page ${seed}`).toEqual(full);
    for (const v of full) found.add(v.id);
  }
  // The pages did plant faults the check must see: a run that found nothing would prove nothing.
  expect(found.size).toBeGreaterThan(6);
});
