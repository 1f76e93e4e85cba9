/** Helpers for the owner's blog journeys: seeding this browser's saved blog and using the editor. */
import type { Page } from '@playwright/test';
import { seedStorageOnce } from '../seedStorage';
import {
  BLOG_LOCAL_STORAGE_KEY,
  persistedBlogValue,
} from '../../src/features/blog/testing/sampleBlog';
import type { BlogState } from '../../src/features/blog/model/types';

export const BLOG_KEY = BLOG_LOCAL_STORAGE_KEY;
export const BLOG_BACKUP_KEY = `${BLOG_LOCAL_STORAGE_KEY}:backup`;

/** Put raw text under the blog key before the first page load only (reloads keep what the app saved). */
export const seedRawBlogStorage = (page: Page, raw: string) => seedStorageOnce(page, BLOG_KEY, raw);

export const seedBlog = (page: Page, state: BlogState) =>
  seedRawBlogStorage(page, persistedBlogValue(state));

/** Close whatever notice is showing (the welcome notice would otherwise queue the next one). */
export async function closeNotice(page: Page) {
  const close = page.getByRole('button', { name: 'Close notice' });
  // The welcome notice appears just after the admin mounts: give it a moment.
  await close.waitFor({ state: 'visible', timeout: 2000 }).catch(() => undefined);
  // A notice also closes itself after 5 s; on a loaded machine that can come before the click.
  if (await close.isVisible())
    await close.click({ timeout: 5_000 }).catch(async (error: unknown) => {
      if (await close.isVisible()) throw error;
    });
}

export async function chooseOption(page: Page, label: string, option: string) {
  // The blog's filters and the editor's author and category are the browser's own selects.
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

export interface PostInput {
  title: string;
  body?: string;
  excerpt?: string;
  category?: string;
  tags?: string[];
  publish?: boolean;
  coverImage?: string;
  altText?: string;
}

/** Fill the editor (already open) and save. */
export async function fillAndSavePost(page: Page, input: PostInput) {
  await page.getByLabel('Title', { exact: false }).first().fill(input.title);
  if (input.body !== undefined) await page.getByLabel('Body (Markdown)').fill(input.body);
  if (input.excerpt !== undefined) await page.getByLabel('Excerpt').fill(input.excerpt);
  if (input.category) await chooseOption(page, 'Category', input.category);
  for (const tag of input.tags ?? [])
    await page.getByRole('group', { name: 'Tags' }).getByLabel(tag, { exact: true }).check();
  if (input.coverImage !== undefined)
    await page.getByLabel('Cover image URL').fill(input.coverImage);
  if (input.altText !== undefined) await page.getByLabel('Alt text').fill(input.altText);
  if (input.publish) await page.getByRole('radio', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save post' }).last().click();
}
