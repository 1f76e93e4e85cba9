// Visitor journey: the contact form refuses empty and malformed input, then sends and clears (SPEC §5, §7, §8).
import { test, expect, withoutJs } from '../fixtures';
import { gotoHydrated } from './hydrated';
import { contactFormText } from '../../src/features/site/content/contact';
import { messageSentNotice } from '../../src/features/site/content/notices';

test('contact form: empty blocked, bad e-mail blocked, valid submit shows Message Sent! and clears', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact');
  // With no lead endpoint built in (SPEC's demo), nothing the visitor types may leave the page.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() !== 'GET' ||
      !['document', 'script', 'image'].includes(request.resourceType())
    )
      sent.push(`${request.method()} ${request.resourceType()} ${request.url()}`);
  });
  const name = page.getByRole('textbox', { name: 'Name' });
  const email = page.getByRole('textbox', { name: 'Email' });
  const message = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send Message' });

  await send.click();
  await expect(page.getByText(contactFormText.errors.nameMissing)).toBeVisible();
  await expect(page.getByText(contactFormText.errors.emailMissing)).toBeVisible();
  await expect(page.getByText(contactFormText.errors.messageMissing)).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(messageSentNotice.title)).toHaveCount(0);

  await name.fill('Maria Lopez');
  await email.fill('maria@');
  await message.fill(
    'We run two med spa locations in South Tampa and want more booked consultations.',
  );
  await send.click();
  await expect(page.getByText(contactFormText.errors.emailInvalid)).toBeVisible();
  expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  await expect(email).toBeFocused();
  await expect(page.getByText(messageSentNotice.title)).toHaveCount(0);

  await email.fill('maria@sohoaesthetics.example');
  await expect(page.getByText(contactFormText.errors.emailInvalid)).toHaveCount(0);
  await send.click();
  await expect(page.getByText(messageSentNotice.title)).toBeVisible();
  await expect(page.getByText(messageSentNotice.description!)).toBeVisible();
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');
  expect(sent).toEqual([]);
});

test('login placeholder: required fields, then Login Attempted; the page is noindex', async ({
  page,
}) => {
  await gotoHydrated(page, '/login');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Attempted')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Email' }).fill('owner@bayshoresignal.example');
  await page.getByLabel('Password').fill('correct horse');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Attempted')).toBeVisible();
  await expect(
    page.getByText('This is a placeholder login form. Functionality can be added.'),
  ).toBeVisible();
});

test('with JavaScript off a field reads right: its label sits in the empty field and floats above what is typed', async ({
  browser,
  baseURL,
}) => {
  // The fields' states are CSS (design-system/plain): before the island is live, or with JS off,
  // a label left inside the box would sit on top of the visitor's text.
  await withoutJs(browser, baseURL, async (page) => {
    await page.goto('/contact');
    const name = page.getByRole('textbox', { name: 'Name' });
    const label = page.locator('label[for="contact-name"]');
    // Where the label ends up, once its float transition (200 ms) is over.
    const labelInsideBox = async () => {
      await label.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const [box, text] = [await name.boundingBox(), await label.boundingBox()];
      return text!.y > box!.y && text!.y + text!.height < box!.y + box!.height;
    };
    const email = page.getByRole('textbox', { name: 'Email' });
    expect(await labelInsideBox()).toBe(true);
    await name.focus();
    expect(await labelInsideBox()).toBe(false);
    await name.pressSequentially('Maria Lopez');
    // Text in it, focus elsewhere: the label stays up.
    await email.focus();
    expect(await labelInsideBox()).toBe(false);
    // Emptied and left: back inside.
    await name.fill('');
    await email.focus();
    expect(await labelInsideBox()).toBe(true);
  });
});
