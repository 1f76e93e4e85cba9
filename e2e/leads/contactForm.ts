/**
 * The contact form as a visitor fills it, for the journeys that send a lead (e2e/leads and
 * e2e/analytics): one visitor, the form's fields by role and name, and typing key by key.
 */
import type { Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/features/site/leads/lead';

export const visitor = {
  name: 'Maria Lopez',
  email: 'maria@sohoaesthetics.example',
  message: 'We run two med spa locations in South Tampa and want more booked consultations.',
};

export function contactForm(page: Page) {
  return {
    name: page.getByRole('textbox', { name: 'Name' }),
    email: page.getByRole('textbox', { name: 'Email' }),
    message: page.getByRole('textbox', { name: 'Message' }),
    send: page.getByRole('button', { name: 'Send Message' }),
  };
}

/**
 * The pause between keys: the form takes a message sent within MIN_FILL_MS of its showing for a
 * bot's (sends nothing, says "sent"), so the keys alone take a quarter longer than that, whatever
 * the machine's speed. With 10 ms the typing took 2.4 s here, and on a quieter moment the last
 * journey of a run was taken for a bot.
 */
const KEY_DELAY_MS = Math.ceil(
  (MIN_FILL_MS * 1.25) / (visitor.name + visitor.email + visitor.message).length,
);

/** Types the visitor's name, email and message key by key, as a person does. */
export async function typeAsAVisitor(page: Page) {
  const fields = contactForm(page);
  await fields.name.pressSequentially(visitor.name, { delay: KEY_DELAY_MS });
  await fields.email.pressSequentially(visitor.email, { delay: KEY_DELAY_MS });
  await fields.message.pressSequentially(visitor.message, { delay: KEY_DELAY_MS });
}

/** Types as a visitor, then sends the form; returns its fields for what the journey checks next. */
export async function sendAsAVisitor(page: Page) {
  await typeAsAVisitor(page);
  const fields = contactForm(page);
  await fields.send.click();
  return fields;
}
