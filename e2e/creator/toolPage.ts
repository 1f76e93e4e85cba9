/** Helpers for the creator journeys: notices, taking a slice, the map's nodes, a local webhook server. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { closeNotice, noticeShown } from '../fixtures';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  buildCalendar,
  generateSync,
  type ContentNode,
  type StrategyData,
} from '../../src/features/neuroslice/engine';
import { savedNeuroSlice, seedSavedNeuroSlice } from './savedState';

export const BRAIN_DUMP =
  'Roofing leads in Tampa after storm season: insurance claims, drone videos of repairs, Google reviews, financing offers and hurricane prep checklists.';

export const STAGES = [
  'Parsing Input...',
  'Building Content Pillars...',
  'Analyzing Trends...',
  'Generating Personas...',
  'Building Calendar...',
];

export const TABS = ['Create', 'Neural Map', 'Personas', 'Trends', 'Calendar', 'Settings'] as const;

export async function openTool(page: Page): Promise<void> {
  await page.goto('/neuroslice');
  await expect(page.getByRole('heading', { level: 1, name: 'NeuroSlice' })).toBeVisible();
}

export const tab = (page: Page, name: (typeof TABS)[number]) => page.getByRole('tab', { name });

const BIG_PLAN_TOPIC = 'Growth marketing for Tampa clinics';
const BIG_PLAN_DAY = new Date('2026-11-20T10:00:00Z');

/** A saved plan around a large map (syntheticPlan): the rest generated for one topic on a fixed day. */
export function bigPlan(nodes: ContentNode[]): StrategyData {
  const base = generateSync(BIG_PLAN_TOPIC, 7, { now: BIG_PLAN_DAY });
  return {
    ...base,
    nodes,
    variants: [],
    trends: [],
    calendar: buildCalendar(nodes, BIG_PLAN_DAY),
  };
}

/** Opens the tool on a saved big plan: it comes back on the Neural Map tab. */
export async function openBigPlan(page: Page, data: StrategyData): Promise<void> {
  await seedSavedNeuroSlice(page, savedNeuroSlice(BIG_PLAN_TOPIC, data));
  await openTool(page);
  await expect(tab(page, 'Neural Map')).toHaveAttribute('aria-selected', 'true');
}

/**
 * Takes a slice of the brain dump and skips the simulated delays (the full run and Skip are
 * journeys of their own, creator.spec.ts). On a loaded machine the run's 4.5 s can end before the
 * click on Skip lands: the slice then completes on its own, which serves the journeys that only
 * need a plan as well.
 */
export async function takeQuickSlice(page: Page, text = BRAIN_DUMP): Promise<void> {
  await page.getByLabel('Topic or brain dump').fill(text);
  await page.getByRole('button', { name: 'Take a slice?' }).click();
  const overlay = page.getByRole('dialog', { name: 'Taking your slice' });
  await overlay
    .getByRole('button', { name: 'Skip' })
    .click({ timeout: 20_000 })
    .catch(async (error: unknown) => {
      if (await overlay.count()) throw error;
    });
  const shown = await noticeShown(page, /Skipped Ahead|NeuroSlice Complete/);
  const skipped = shown.includes('Skipped Ahead');
  expect(shown).toContain(
    skipped ? 'Displaying final generated strategy.' : 'Your AI-powered content strategy is ready.',
  );
  await closeNotice(page, skipped ? 'Skipped Ahead' : 'NeuroSlice Complete');
  await expect(overlay).toHaveCount(0);
  await expect(tab(page, 'Settings')).toBeEnabled();
}

export const mapNodes = (
  page: Page,
  type?: 'pillar' | 'cluster' | 'asset' | 'microAsset' | 'detail',
): Locator => page.locator(type ? `.react-flow__node-${type}` : '.react-flow__node');

/** Opens a node with the keyboard (focus, Enter), as the map promises; returns the detail panel. */
export async function openNode(page: Page, node: Locator): Promise<Locator> {
  await node.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('detail-panel');
  await expect(panel).toBeVisible();
  return panel;
}

export interface WebhookServer {
  url: string;
  received: { method: string; body: string; contentType?: string }[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 that answers the CORS preflight and records POSTs. */
export async function startWebhookServer(status: number): Promise<WebhookServer> {
  const received: WebhookServer['received'] = [];
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => resolve(body));
    });
  const server: Server = createServer(async (req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'content-type',
      // Chromium's Private Network Access preflight for requests between local addresses.
      'Access-Control-Allow-Private-Network': 'true',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    received.push({
      method: req.method ?? '',
      body: await readBody(req),
      contentType: req.headers['content-type'],
    });
    res
      .writeHead(status, { ...cors, 'content-type': 'application/json' })
      .end(JSON.stringify({ ok: status < 400 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/blog-draft`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
