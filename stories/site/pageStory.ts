// Shared play step for the page stories: the page renders exactly one h1 (SPEC §2, docs/PRODUCT.md#prerendered-pages).
import { expect, within } from 'storybook/test';

export async function expectOneH1({ canvasElement }: { canvasElement: HTMLElement }) {
  const headings = await within(canvasElement).findAllByRole('heading', { level: 1 });
  await expect(headings).toHaveLength(1);
}
