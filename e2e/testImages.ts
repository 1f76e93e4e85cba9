/**
 * The owner's images in e2e journeys: generated test photos, their content-addressed name part,
 * and the editor's two ways in (the cover's file input, a paste onto the body), each with the
 * alt-text dialog answered.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Page } from '@playwright/test';

/** The 12 hex digits of SHA-256 an uploaded image's file name carries. */
export const hash12 = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 12);

/** A plain-coloured photo of the given size (the colour keeps one spec's files apart from another's). */
export function photo(
  width: number,
  height: number,
  format: 'jpeg' | 'png',
  background = { r: 20, g: 110, b: 160 },
) {
  const image = sharp({ create: { width, height, channels: 3, background } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

/** Paste a file onto the body as a browser does when an image is on the clipboard. */
async function pasteFile(page: Page, name: string, type: string, bytes: Buffer) {
  await page.getByLabel('Body (Markdown)').evaluate(
    (field, { name, type, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], name, { type }));
      field.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
    },
    { name, type, data: [...bytes] },
  );
}

/** Paste a PNG onto the body at the cursor and give it its alt text. */
export async function pasteBodyImage(page: Page, name: string, png: Buffer, alt: string) {
  await pasteFile(page, name, 'image/png', png);
  const dialog = page.getByRole('dialog', { name: 'Describe the image' });
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill(alt);
  await dialog.getByRole('button', { name: 'Add image' }).click();
}
