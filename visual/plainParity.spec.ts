/**
 * The plain controls (src/design-system/plain/) are held to MUI here: the story "Design system/
 * Plain parity" draws each plain control beside the MUI control it stands for, and this test puts
 * both sides in every state they can be in (idle, hover, keyboard focus, filled), reads a fixed list
 * of computed styles of each part and fails on any difference: in both schemes, at a desktop and a
 * phone width. A MUI upgrade or a theme change the plain rules do not follow fails it, and so does
 * a plain rule edited by hand (docs/ARCHITECTURE.md#plain-controls).
 */
import { test, expect, type Page, type Locator } from '@playwright/test';
import { readStoryIndex } from './storybookIndex';

/** The computed styles compared, by what they decide. */
const COMPARED = {
  box: [
    'display',
    'box-sizing',
    'position',
    'top',
    'right',
    'bottom',
    'left',
    'z-index',
    'width',
    'height',
    'min-width',
    'max-width',
    'min-height',
    'max-height',
    'padding-top',
    'padding-right',
    'padding-bottom',
    'padding-left',
    'margin-top',
    'margin-right',
    'margin-bottom',
    'margin-left',
    'flex-direction',
    'align-items',
    'justify-content',
    'vertical-align',
    'overflow-x',
    'overflow-y',
  ],
  border: ['top', 'right', 'bottom', 'left'].flatMap((side) => [
    `border-${side}-width`,
    `border-${side}-style`,
    `border-${side}-color`,
  ]),
  radius: ['top-left', 'top-right', 'bottom-right', 'bottom-left'].map((c) => `border-${c}-radius`),
  paint: [
    'color',
    'background-color',
    'background-image',
    'box-shadow',
    'opacity',
    'fill',
    'outline-style',
    'outline-width',
    'outline-color',
    'outline-offset',
  ],
  text: [
    'font-family',
    'font-size',
    'font-weight',
    'font-style',
    'line-height',
    'letter-spacing',
    'text-transform',
    'text-align',
    'text-decoration-line',
    'white-space',
    'text-overflow',
  ],
  motion: [
    'transition-property',
    'transition-duration',
    'transition-timing-function',
    'transition-delay',
    'transform',
    'transform-origin',
    'cursor',
    'user-select',
    'pointer-events',
    'visibility',
  ],
};
const ALL = Object.values(COMPARED).flat();
// A Paper's pair is its surface only: where the cookie banner floats (fixed, its offsets, width and
// rounder corners) is the banner's own layout, which MUI's Paper has no say in.
const SURFACE = ['color', 'background-color', 'background-image', 'box-shadow', ...COMPARED.text];

type State = 'idle' | 'hover' | 'focus' | 'filled';

interface Kind {
  /** Part name: [selector on the MUI side, selector on the plain side]; '' is the side's root. */
  parts: Record<string, [string, string]>;
  states: State[];
  /** The part the pointer rests on for `hover`. */
  hover?: [string, string];
  /** The part the keyboard moves to for `focus`, and that `filled` types into. */
  focus?: [string, string];
  properties?: string[];
  /** Parts whose <path d> must match too (icons). */
  paths?: string[];
}

const root: [string, string] = ['', ''];
const fieldParts: Record<string, [string, string]> = {
  root,
  label: ['label', 'label'],
  box: ['.MuiInputBase-root', '.ds-field-box'],
  // MUI's multiline field measures itself with a second, hidden textarea: not part of the picture.
  input: ['input, textarea:not([aria-hidden])', 'input, textarea'],
  outline: ['fieldset', 'fieldset'],
  legend: ['legend', 'legend'],
  legendText: ['legend > span', 'legend > span'],
};
const input: [string, string] = [
  'input, textarea:not([aria-hidden]), select',
  'input, textarea, select',
];

/** A button with an icon in its start or end slot: the root, the slot and the icon's shape. */
const buttonWithIconIn = (slot: 'start' | 'end'): Kind => ({
  parts: {
    root,
    [`${slot}Icon`]: [`.MuiButton-${slot}Icon`, `.ds-button-${slot}-icon`],
    icon: [`.MuiButton-${slot}Icon svg`, `.ds-button-${slot}-icon svg`],
  },
  states: ['idle', 'hover', 'focus'],
  hover: root,
  focus: root,
  paths: ['icon'],
});

const kinds: Record<string, Kind> = {
  button: { parts: { root }, states: ['idle', 'hover', 'focus'], hover: root, focus: root },
  buttonWithIcon: buttonWithIconIn('start'),
  buttonWithEndIcon: buttonWithIconIn('end'),
  iconButton: {
    parts: { root, icon: ['svg', 'svg'] },
    states: ['idle', 'hover', 'focus'],
    hover: root,
    focus: root,
    paths: ['icon'],
  },
  // A disabled control takes no pointer and no focus: its one state is idle.
  buttonDisabled: { parts: { root }, states: ['idle'] },
  iconButtonDisabled: { parts: { root, icon: ['svg', 'svg'] }, states: ['idle'] },
  icon: { parts: { root }, states: ['idle'], paths: ['root'] },
  field: {
    parts: {
      ...fieldParts,
      asterisk: ['.MuiFormLabel-asterisk', 'label > span'],
      helper: ['.MuiFormHelperText-root', '.ds-field-helper'],
    },
    states: ['idle', 'hover', 'focus', 'filled'],
    hover: ['.MuiInputBase-root', '.ds-field-box'],
    focus: input,
  },
  fieldWithPlaceholder: {
    parts: {
      ...fieldParts,
      // A part ending in ` ::placeholder` is that pseudo-element of the element the rest selects.
      // Only fields with a placeholder of their own: MUI's field without one has no pseudo-element.
      placeholder: ['textarea:not([aria-hidden]) ::placeholder', 'textarea ::placeholder'],
    },
    states: ['idle', 'hover', 'focus', 'filled'],
    hover: ['.MuiInputBase-root', '.ds-field-box'],
    focus: input,
  },
  fieldWithIcon: {
    parts: {
      ...fieldParts,
      adornment: ['.MuiInputAdornment-root', '.ds-field-adornment'],
      adornmentIcon: ['.MuiInputAdornment-root svg', '.ds-field-adornment svg'],
    },
    states: ['idle', 'hover', 'focus', 'filled'],
    hover: ['.MuiInputBase-root', '.ds-field-box'],
    focus: input,
    paths: ['adornmentIcon'],
  },
  select: {
    parts: {
      root,
      label: ['label', 'label'],
      box: ['.MuiInputBase-root', '.ds-field-box'],
      select: ['select', 'select'],
      icon: ['.MuiNativeSelect-icon', '.ds-field-select-icon'],
      outline: ['fieldset', 'fieldset'],
      legend: ['legend', 'legend'],
      legendText: ['legend > span', 'legend > span'],
    },
    states: ['idle', 'hover', 'focus', 'filled'],
    hover: ['.MuiInputBase-root', '.ds-field-box'],
    focus: input,
    paths: ['icon'],
  },
  paper: { parts: { root }, states: ['idle'], properties: SURFACE },
  emptyState: {
    parts: {
      root,
      title: ['.MuiTypography-h6', '.ds-empty-state-title'],
      text: ['.MuiTypography-body1', '.ds-empty-state-text'],
    },
    states: ['idle'],
  },
  notice: {
    parts: {
      root,
      alert: ['.MuiAlert-root', '.ds-notice-alert'],
      icon: ['.MuiAlert-icon', '.ds-notice-icon'],
      iconSvg: ['.MuiAlert-icon svg', '.ds-notice-icon svg'],
      message: ['.MuiAlert-message', '.ds-notice-message'],
      title: ['.MuiAlertTitle-root', '.ds-notice-title'],
      action: ['.MuiAlert-action', '.ds-notice-action'],
      close: ['.MuiAlert-action button', '.ds-notice-close'],
      closeSvg: ['.MuiAlert-action button svg', '.ds-notice-close svg'],
    },
    states: ['idle', 'hover', 'focus'],
    hover: ['.MuiAlert-action button', '.ds-notice-close'],
    focus: ['.MuiAlert-action button', '.ds-notice-close'],
    paths: ['iconSvg', 'closeSvg'],
  },
};

/**
 * Not compared, each for its reason. (MUI's ripple is a child span no part selects, so it needs no
 * entry. A disabled control is a pair of its own, `buttonDisabled`: it takes no pointer and no
 * focus, so idle is its one state.)
 */
const EXCLUDED: { kind: string; part: string; property: string; reason: string }[] = [
  ...[
    'transition-property',
    'transition-duration',
    'transition-timing-function',
    'transition-delay',
  ].map((property) => ({
    kind: 'notice',
    part: 'alert',
    property,
    reason:
      "MUI's Grow writes its entrance on the alert inline, at 0 ms (NoticeView); the plain notice has none: both show at once",
  })),
  ...['field', 'fieldWithPlaceholder'].flatMap((kind) => [
    {
      kind,
      part: 'input',
      property: 'min-height',
      reason:
        'MUI measures a multiline field by JS and sets its height inline; the plain textarea grows by CSS from its rows (field-sizing). Their heights are compared',
    },
    {
      kind,
      part: 'input',
      property: 'max-height',
      reason:
        'MUI stops a growing field at maxRows by JS (its inline height); the plain textarea by max-height. Their heights are compared, filled past the limit',
    },
    ...['overflow-x', 'overflow-y'].map((property) => ({
      kind,
      part: 'input',
      property,
      reason:
        'MUI sets overflow hidden by JS exactly while the text fills its measured box (between its min and max rows), where no scroll bar shows on either side; past the max both scroll',
    })),
  ]),
];

const sideIndex = { mui: 0, plain: 1 } as const;
type Side = keyof typeof sideIndex;

const sideOf = (pair: string, side: Side) =>
  `[data-parity-pair="${pair}"] > [data-parity-side="${side}"]`;

function within(page: Page, pair: string, side: Side, selector: string): Locator {
  const base = page.locator(sideOf(pair, side));
  return selector ? base.locator(selector).first() : base.locator(':scope > *').first();
}

/** Two frames: a state just set, with transitions off, is committed and drawn. */
async function twoFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Waits until every transition and finite animation has run (hover and focus fade their colours). */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  });
  await twoFrames(page);
}

/**
 * Idle, each side is read with motion on: its transitions (which properties, how long, how) are
 * compared there. In every other state the transitions are switched off first, so a hover or a
 * focus is read at its end value at once instead of after its fade: the same values a finished
 * transition leaves, without a quarter second's wait per side and state.
 */
async function motion(page: Page, on: boolean) {
  await page.evaluate((on) => {
    const id = 'parity-without-transitions';
    document.getElementById(id)?.remove();
    if (on) return;
    const style = document.createElement('style');
    style.id = id;
    style.textContent = '*, *::before, *::after, ::placeholder { transition: none !important; }';
    document.head.append(style);
  }, on);
}

const TRANSITION = /^transition-/;

/**
 * Where the pointer rests while no part may be hovered: a clear layer over the whole viewport
 * (fixed, out of the flow: it moves and restyles nothing), so whatever scrolls under the pointer
 * stays unhovered. Taken away for the hover reads.
 */
async function pointerAway(page: Page, away: boolean) {
  await page.evaluate((away) => {
    const id = 'parity-pointer-rest';
    document.getElementById(id)?.remove();
    if (!away) return;
    const layer = document.createElement('div');
    layer.id = id;
    layer.style.cssText = 'position: fixed; inset: 0; z-index: 2147483647';
    document.body.append(layer);
  }, away);
  if (away) await page.mouse.move(1, 1);
}

type Reading = Record<string, { style: Record<string, string>; path?: string } | null>;

/** What the page needs to read one side: where it is, which parts, which properties. */
interface SideQuery {
  pair: string;
  side: Side;
  /** Part name: its selector on this side ('' is the side's root). */
  parts: Record<string, string>;
  properties: string[];
  paths: string[];
  /** The part that must be hovered or keyboard-focused while it is read, if any. */
  target?: string;
}

const sideQuery = (pair: string, side: Side, kind: Kind, target?: string): SideQuery => ({
  pair,
  side,
  parts: Object.fromEntries(
    Object.entries(kind.parts).map(([name, selectors]) => [name, selectors[sideIndex[side]]]),
  ),
  properties: kind.properties ?? ALL,
  paths: kind.paths ?? [],
  target,
});

/**
 * Puts the reader into the page, once: `__parity.read(query)` reads one side's parts (their computed
 * styles, and the shapes of their icons), `__parity.element(query, selector)` finds a part.
 * Reading many sides in one call spares a round trip to the browser per side and state.
 */
async function installReader(page: Page) {
  await page.evaluate(() => {
    const element = (query: SideQuery, selector: string) => {
      const base = document.querySelector(
        `[data-parity-pair="${query.pair}"] > [data-parity-side="${query.side}"]`,
      );
      if (!base) return null;
      return selector ? base.querySelector(selector) : base.firstElementChild;
    };
    const read = (query: SideQuery) => {
      const out: Record<string, { style: Record<string, string>; path?: string } | null> = {};
      for (const [name, partSelector] of Object.entries(query.parts)) {
        // A part ending in ` ::placeholder` is that pseudo-element of the element the rest selects.
        const [, selector, pseudo] = /^(.*?)(?: (::[a-z-]+))?$/.exec(partSelector)!;
        const part = element(query, selector);
        if (!part) {
          out[name] = null;
          continue;
        }
        const computed = getComputedStyle(part, pseudo);
        const style: Record<string, string> = {};
        for (const p of query.properties) style[p] = computed.getPropertyValue(p);
        out[name] = {
          style,
          // The shape drawn, not the text of its path data (the same path can be written many
          // ways): each path's length and 24 points along it, to a hundredth of a unit.
          path: query.paths.includes(name)
            ? [...part.querySelectorAll('path')]
                .map((p) => {
                  const length = p.getTotalLength();
                  const points = Array.from({ length: 24 }, (_, i) => {
                    const at = p.getPointAtLength((length * i) / 23);
                    return `${at.x.toFixed(2)},${at.y.toFixed(2)}`;
                  });
                  return `${length.toFixed(2)}: ${points.join(' ')}`;
                })
                .join(' | ')
            : undefined,
        };
      }
      return out;
    };
    window.__parity = { element, read };
  });
}

interface Reader {
  element(query: SideQuery, selector: string): Element | null;
  read(query: SideQuery): Reading;
}

declare global {
  interface Window {
    /** The reader installReader puts into the page. */
    __parity: Reader;
  }
}

/** Every side of `queries` read as it stands, in one call (idle). */
function readAll(page: Page, queries: SideQuery[]): Promise<Reading[]> {
  return page.evaluate((queries) => {
    const parity = window.__parity;
    return queries.map((q) => parity.read(q));
  }, queries);
}

/**
 * Hovered: the page scrolls the side's hover part into view and says where its centre is; the real
 * pointer goes there (:hover follows only a pointer the browser moved); the side is read, and the
 * reading fails unless that part is the one under the pointer.
 */
async function readHovered(page: Page, query: SideQuery): Promise<Reading> {
  const centre = await page.evaluate((query) => {
    const part = window.__parity.element(query, query.target!);
    if (!part) return null;
    part.scrollIntoView({ block: 'center', inline: 'center' });
    const box = part.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, query);
  expect(centre, `${query.pair} ${query.side}: the hover part is there`).not.toBeNull();
  await page.mouse.move(centre!.x, centre!.y);
  const { hovered, reading } = await page.evaluate((query) => {
    const parity = window.__parity;
    return {
      hovered: parity.element(query, query.target!)!.matches(':hover'),
      reading: parity.read(query),
    };
  }, query);
  expect(hovered, `${query.pair} ${query.side}: the pointer rests on its hover part`).toBe(true);
  return reading;
}

/**
 * Keyboard focus, every side in one call: after a key press the browser shows the ring of a
 * focus moved by script (:focus-visible), as it does for Tab; each part is focused, its state
 * committed, checked to be :focus-visible and read. A side whose part did not take a visible focus
 * comes back as a failure, never as a reading.
 *
 * Committed means one task later, not two frames: React applies what a focus event sets (MUI's
 * focus-visible class) before the next task, and computed styles need no paint. Every reading of
 * all four tests was byte for byte the one two frames gave (the frames cost 2.3 s of each test).
 */
async function readFocused(page: Page, queries: SideQuery[]) {
  await page.keyboard.press('Shift');
  const results = await page.evaluate(async (queries) => {
    const parity = window.__parity;
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    const out: ({ reading: Reading } | { failure: string })[] = [];
    for (const q of queries) {
      const part = parity.element(q, q.target!) as HTMLElement | null;
      if (!part) {
        out.push({ failure: `${q.pair} ${q.side}: no part to focus` });
        continue;
      }
      part.focus();
      await nextTask();
      if (document.activeElement !== part || !part.matches(':focus-visible'))
        out.push({ failure: `${q.pair} ${q.side}: the part did not take a visible focus` });
      else out.push({ reading: parity.read(q) });
    }
    (document.activeElement as HTMLElement | null)?.blur?.();
    return out;
  }, queries);
  const failures = results.flatMap((r) => ('failure' in r ? [r.failure] : []));
  expect(failures, 'parts that a keyboard user could not focus').toEqual([]);
  return results.map((r) => (r as { reading: Reading }).reading);
}

/** Filled: typed into (or a choice picked), left, read, then emptied again. */
async function readFilled(page: Page, query: SideQuery): Promise<Reading> {
  const target = within(page, query.pair, query.side, query.target!);
  const tag = await target.evaluate((e) => e.tagName);
  if (tag === 'SELECT') await target.selectOption({ index: 1 });
  // A textarea gets more lines than any pair's maxRows: both grow, and stop at the same height.
  else
    await target.fill(
      tag === 'TEXTAREA'
        ? Array.from({ length: 9 }, (_, i) => `Line ${i + 1}`).join('\n')
        : 'Dana Reyes',
    );
  await target.blur();
  await twoFrames(page);
  const [reading] = await readAll(page, [query]);
  if (tag === 'SELECT') await target.selectOption({ index: 0 });
  else await target.fill('');
  await target.blur();
  return reading;
}

const stories = readStoryIndex().filter((e) => e.title === 'Design system/Plain parity');

for (const story of stories.filter((s) => s.type === 'story')) {
  for (const width of [1280, 390]) {
    test(`plain parity: ${story.name} at ${width} px`, async ({ browser }) => {
      // Motion on: transitions are compared too, idle (the stories' run reduces them all to nothing).
      const context = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport: { width, height: 900 },
        deviceScaleFactor: 1,
        reducedMotion: 'no-preference',
      });
      const page = await context.newPage();
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
      await page.locator('[data-parity-pair^="notice-"]').last().waitFor();
      await page.evaluate(() => document.fonts.ready);
      const pairs = await page
        .locator('[data-parity-pair]')
        .evaluateAll((els) =>
          els.map((e) => [
            e.getAttribute('data-parity-pair')!,
            e.getAttribute('data-parity-kind')!,
          ]),
        );
      expect(pairs.length).toBeGreaterThan(20);
      const differences: string[] = [];
      const seenParts = new Set<string>();
      for (const [, kindName] of pairs)
        expect(kinds[kindName], `the spec knows kind "${kindName}"`).toBeDefined();
      await installReader(page);
      await pointerAway(page, true);
      await settle(page);

      /** Compares the two sides of `pair` in `state`. */
      const compare = (pair: string, kindName: string, state: State, readings: Reading[]) => {
        const kind = kinds[kindName];
        for (const part of Object.keys(kind.parts)) {
          const [mui, plain] = [readings[0][part], readings[1][part]];
          if (!mui && !plain) continue;
          seenParts.add(`${kindName}.${part}`);
          if (!mui || !plain) {
            differences.push(
              `${pair} ${state} ${part}: only the ${mui ? 'MUI' : 'plain'} side has it`,
            );
            continue;
          }
          for (const [property, value] of Object.entries(mui.style)) {
            if (
              (state !== 'idle' && TRANSITION.test(property)) ||
              EXCLUDED.some(
                (x) => x.kind === kindName && x.part === part && x.property === property,
              )
            )
              continue;
            if (plain.style[property] !== value)
              differences.push(
                `${pair} ${state} ${part} ${property}: MUI ${value} | plain ${plain.style[property]}`,
              );
          }
          if (mui.path !== plain.path)
            differences.push(`${pair} ${state} ${part}: the icon draws another shape`);
        }
      };
      /** The pairs whose kind has `state`, each as its two sides' queries (MUI, then plain). */
      const sidesIn = (state: State, target?: (kind: Kind) => [string, string] | undefined) =>
        pairs
          .filter(([, kindName]) => kinds[kindName].states.includes(state))
          .map(([pair, kindName]) => {
            const kind = kinds[kindName];
            const sides = (['mui', 'plain'] as const).map((side) =>
              sideQuery(pair, side, kind, target?.(kind)?.[sideIndex[side]]),
            );
            return { pair, kindName, sides };
          });

      // Idle, motion on: every side as the page drew it, in one read.
      const idle = sidesIn('idle');
      const idleReadings = await readAll(
        page,
        idle.flatMap((p) => p.sides),
      );
      idle.forEach(({ pair, kindName }, i) =>
        compare(pair, kindName, 'idle', idleReadings.slice(2 * i, 2 * i + 2)),
      );

      // Every other state with transitions off: read at its end value at once.
      await motion(page, false);
      await pointerAway(page, false);
      for (const { pair, kindName, sides } of sidesIn('hover', (k) => k.hover)) {
        const readings: Reading[] = [];
        for (const side of sides) readings.push(await readHovered(page, side));
        compare(pair, kindName, 'hover', readings);
      }
      await pointerAway(page, true);

      const focus = sidesIn('focus', (k) => k.focus);
      const focusReadings = await readFocused(
        page,
        focus.flatMap((p) => p.sides),
      );
      focus.forEach(({ pair, kindName }, i) =>
        compare(pair, kindName, 'focus', focusReadings.slice(2 * i, 2 * i + 2)),
      );

      for (const { pair, kindName, sides } of sidesIn('filled', (k) => k.focus)) {
        const readings: Reading[] = [];
        for (const side of sides) readings.push(await readFilled(page, side));
        compare(pair, kindName, 'filled', readings);
      }

      // Every part a kind names was found in some pair: a misspelt selector compares nothing.
      const named = Object.entries(kinds).flatMap(([k, { parts }]) =>
        Object.keys(parts).map((p) => `${k}.${p}`),
      );
      expect.soft(named.filter((p) => !seenParts.has(p))).toEqual([]);
      await context.close();
      expect(differences, 'plain controls that no longer look as their MUI controls').toEqual([]);
    });
  }
}
