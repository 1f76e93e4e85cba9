/**
 * Leads (docs/PRODUCT.md#leads) on a build made with VITE_LEAD_ENDPOINT pointing at a real HTTP server on this
 * machine (playwright.config.ts, project `leads`): delivered, kept while the server is down and sent
 * once from the next page, refused with the text kept, and a bot's honeypot sending nothing.
 */
import { test, expect } from '../fixtures';
import type { Page } from '@playwright/test';
import { createLeadServer } from './leadServer';
import { contactForm, sendAsAVisitor, typeAsAVisitor, visitor } from './contactForm';
import {
  leadDeliveredNotice,
  leadRejectedNotice,
  leadSavedNotice,
  messageSentNotice,
} from '../../src/features/site/content/notices';
import { OUTBOX_KEY } from '../../src/features/site/leads/outbox';

// One endpoint port for the whole file, so its journeys take turns.
test.describe.configure({ mode: 'serial' });

const server = createLeadServer(Number(process.env.LEAD_ENDPOINT_PORT));
test.beforeEach(async () => {
  server.received.length = 0;
  server.answerWith(201);
  await server.start();
});
test.afterEach(() => server.stop());

const savedLeads = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { id: string }[],
    OUTBOX_KEY,
  );

test('delivered: one JSON POST with the typed fields and an id; the notice says nothing of a demo', async ({
  page,
}) => {
  await page.goto('/contact');
  const fields = await sendAsAVisitor(page);

  const notice = page.getByRole('status').filter({ hasText: leadDeliveredNotice.title });
  await expect(notice).toContainText(leadDeliveredNotice.description!);
  await expect(notice).not.toContainText(/demo/i);
  await expect(fields.name).toHaveValue('');
  await expect(fields.email).toHaveValue('');
  await expect(fields.message).toHaveValue('');

  expect(server.received).toHaveLength(1);
  const [{ headers, body }] = server.received;
  expect(headers['content-type']).toMatch(/^application\/json/);
  expect(headers.accept).toMatch(/application\/json/);
  expect(body).toMatchObject({ ...visitor, page: '/contact' });
  expect(typeof body.id).toBe('string');
  expect(String(body.id).length).toBeGreaterThan(8);
  expect(new Date(String(body.submitted_at)).toString()).not.toBe('Invalid Date');
  expect(await savedLeads(page)).toEqual([]);
});

test('server down: saved for later; once it is back, the next page sends it exactly once, same id', async ({
  page,
}) => {
  await server.stop();
  await page.goto('/contact');
  const fields = await sendAsAVisitor(page);

  await expect(page.getByText(leadSavedNotice.title)).toBeVisible();
  await expect(page.getByText(leadSavedNotice.description!)).toBeVisible();
  await expect(fields.message).toHaveValue('');
  const [kept] = await savedLeads(page);
  expect(kept?.id).toEqual(expect.any(String));

  await server.start();
  await page.goto('/pricing');
  await expect.poll(() => server.received.length, { timeout: 15_000 }).toBe(1);
  expect(server.received[0].body).toMatchObject({ ...visitor, id: kept.id, page: '/contact' });
  await expect.poll(() => savedLeads(page)).toEqual([]);

  // Sent means gone from the outbox: yet another page sends nothing more.
  await page.goto('/services');
  expect(await savedLeads(page)).toEqual([]);
  expect(server.received).toHaveLength(1);
});

test('server refuses (400): an error notice, every field keeps its text, nothing is retried', async ({
  page,
}) => {
  server.answerWith(400);
  await page.goto('/contact');
  const fields = await sendAsAVisitor(page);

  await expect(page.getByText(leadRejectedNotice.description!)).toBeVisible();
  await expect(fields.name).toHaveValue(visitor.name);
  await expect(fields.email).toHaveValue(visitor.email);
  await expect(fields.message).toHaveValue(visitor.message);
  expect(server.received).toHaveLength(1);
  expect(await savedLeads(page)).toEqual([]);

  await page.goto('/pricing');
  expect(await savedLeads(page)).toEqual([]);
  expect(server.received).toHaveLength(1);
});

test('a bot fills the hidden honeypot: nothing reaches the server, and it sees the usual success', async ({
  page,
}) => {
  await page.goto('/contact');
  await typeAsAVisitor(page);
  const fields = contactForm(page);
  // A bot fills every input it finds in the DOM, the one hidden from people included.
  await page.locator('form input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://cheap-backlinks.example';
  });
  // Typed at a person's pace, past the form's 2 s minimum: only the honeypot can give it away.
  await fields.send.click();

  await expect(page.getByText(leadDeliveredNotice.description!)).toBeVisible();
  await expect(page.getByText(messageSentNotice.description!)).toHaveCount(0);
  await page.goto('/pricing');
  expect(await savedLeads(page)).toEqual([]);
  expect(server.received).toHaveLength(0);
});
