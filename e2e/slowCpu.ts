/**
 * A phone's slower CPU for a journey (docs/TOOLCHAIN.md#a-slower-cpu-for-a-journey): the page's
 * main thread gets one part in `rate` of a core, as DevTools' CPU throttling gives it.
 *
 * DevTools' throttling (Emulation.setCPUThrottlingRate) makes the main thread wait by spinning
 * in a signal handler, idle or not: a throttled page burns most of a core for as long as it is
 * open, which on this two-core machine slowed every other journey beside it (the 13 throttled
 * journeys on three workers: 105 and 108 CPU-seconds under DevTools, 41 and 38 under the kernel).
 * Where the kernel's CPU controller (cgroup v1 `cpu`) is writable, as on the CI machine, the
 * kernel holds each renderer's main thread to the same share instead, and a page that waits costs
 * nothing. Elsewhere DevTools' throttling is used.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const CPU_CONTROLLER = '/sys/fs/cgroup/cpu';
const GROUP_PREFIX = 'journey-slow-cpu-';
/** One group per Playwright worker: its browser is its own, and runs one journey at a time. */
const group = join(CPU_CONTROLLER, `${GROUP_PREFIX}${process.pid}`);
/** The kernel's smallest quota; the period is `rate` of them. */
const QUANTUM_US = 1000;

let kernelThrottling: boolean | undefined;
let throttled = false;

/** Whether this machine lets the journeys use the kernel's CPU controller (tried once per worker). */
function canUseKernel(): boolean {
  if (kernelThrottling !== undefined) return kernelThrottling;
  try {
    // Groups of workers that have ended (a group is removed only once its processes are gone, and
    // a worker's browser can outlive it for a moment). A live worker's group stays, tasks or not.
    for (const name of readdirSync(CPU_CONTROLLER)) {
      const owner = name.startsWith(GROUP_PREFIX) ? name.slice(GROUP_PREFIX.length) : undefined;
      if (owner && !existsSync(`/proc/${owner}`))
        try {
          rmdirSync(join(CPU_CONTROLLER, name));
        } catch {
          /* its last processes are still ending */
        }
    }
    mkdirSync(group, { recursive: true });
    writeFileSync(join(group, 'cpu.cfs_quota_us'), '-1');
    process.once('exit', () => {
      try {
        rmdirSync(group);
      } catch {
        /* its browser's processes outlive the worker for a moment; a later worker removes it */
      }
    });
    kernelThrottling = true;
  } catch {
    kernelThrottling = false;
  }
  return kernelThrottling;
}

/** The processes below this worker, each with its parent: its browser's processes among them. */
function descendants(): { pid: number; cmdline: string }[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const siblings = children.get(parent) ?? [];
      siblings.push(Number(entry));
      children.set(parent, siblings);
    } catch {
      /* ended while read */
    }
  }
  const found: { pid: number; cmdline: string }[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      try {
        found.push({ pid: child, cmdline: readFileSync(`/proc/${child}/cmdline`, 'utf8') });
      } catch {
        continue;
      }
      visit(child);
    }
  };
  visit(process.pid);
  return found;
}

/**
 * Puts the main thread of every renderer of this worker's browser under the group. A renderer's
 * main thread has the process's own id; its other threads (compositor, raster) stay free, as
 * under DevTools' throttling. Renderers started later (a page opened later) are added on the
 * page's next navigation.
 */
function holdRenderers(): number {
  let held = 0;
  for (const { pid, cmdline } of descendants())
    if (/(^|[\0 ])--type=renderer([\0 ]|$)/.test(cmdline))
      try {
        writeFileSync(join(group, 'tasks'), String(pid));
        held++;
      } catch {
        /* ended while added */
      }
  return held;
}

/**
 * Slows the page's CPU `rate` times, as a slower phone would run it, until the journey ends
 * (restoreCpu, from e2e/fixtures.ts). Every page of the journey's browser shares the one limit.
 */
export async function slowDownCpu(page: Page, rate: number): Promise<'kernel' | 'devtools'> {
  if (!canUseKernel()) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return 'devtools';
  }
  writeFileSync(join(group, 'cpu.cfs_period_us'), String(QUANTUM_US * rate));
  writeFileSync(join(group, 'cpu.cfs_quota_us'), String(QUANTUM_US));
  throttled = true;
  // A browser not started by this worker (a changed Playwright) would leave the page at full speed.
  if (holdRenderers() === 0)
    throw new Error(`No renderer of this worker's browser found under process ${process.pid}`);
  page.on('framenavigated', (frame) => {
    if (throttled && frame === page.mainFrame()) holdRenderers();
  });
  return 'kernel';
}

/** Lifts the kernel's limit at the end of a journey (DevTools' throttling ends with its page). */
export function restoreCpu() {
  if (!throttled) return;
  throttled = false;
  writeFileSync(join(group, 'cpu.cfs_quota_us'), '-1');
}

/** How often the kernel has held this worker's renderers back since the group was made. */
export function timesHeldBack(): number | undefined {
  if (!kernelThrottling) return undefined;
  const stat = readFileSync(join(group, 'cpu.stat'), 'utf8');
  return Number(/^nr_throttled (\d+)$/m.exec(stat)?.[1] ?? 0);
}
