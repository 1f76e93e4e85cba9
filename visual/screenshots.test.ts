// The stories' screenshot shortcut (visual/screenshots.ts) against the plain path, over generated
// images: a story passes by the shortcut only where Playwright's own comparator, with the options
// toHaveScreenshot uses, would pass it too, and every other pair is left to that comparator.
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../src/features/neuroslice/engine/random';
import { sameScreenshot, TO_HAVE_SCREENSHOT } from './screenshots';

type Comparator = (actual: Buffer, expected: Buffer, options: object) => unknown;
const { utils } = createRequire(import.meta.url)('playwright-core/lib/coreBundle') as {
  utils: { getComparator(mimeType: string): Comparator };
};
const compare = utils.getComparator('image/png');
const plain = (actual: Buffer, baseline: Buffer) =>
  compare(actual, baseline, TO_HAVE_SCREENSHOT) === null;
const withShortcut = (actual: Buffer, baseline: Buffer) =>
  sameScreenshot(actual, baseline) || plain(actual, baseline);

async function png(pixels: Buffer, width: number, height: number, options: sharp.PngOptions = {}) {
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png(options)
    .toBuffer();
}

describe('the screenshot shortcut', () => {
  it('passes a story only where the comparator passes it, and decides every pair as the comparator does', async () => {
    let shortcuts = 0;
    let pairs = 0;
    for (let seed = 1; seed <= 24; seed++) {
      // Seeded, so a failure names an image that can be made again.
      const { int } = createRandom(seed);
      const width = int(8, 127);
      const height = int(8, 87);
      const pixels = Buffer.alloc(width * height * 4);
      // Flat fields with a few edges, as a story's screenshot is, and noise in some.
      const noisy = seed % 3 === 0;
      for (let i = 0; i < width * height; i++) {
        const x = i % width;
        const band = Math.floor((x / width) * 4);
        for (let c = 0; c < 3; c++)
          pixels[i * 4 + c] = noisy ? int(0, 255) : (band * 60 + c * 40) % 256;
        pixels[i * 4 + 3] = 255;
      }
      const baseline = await png(pixels, width, height);
      const changed = Buffer.from(pixels);
      changed[int(0, width * height - 1) * 4] ^= 0xff;
      const shifted = Buffer.from(pixels);
      for (let i = 0; i < width * height * 4; i += 4) shifted[i] = (shifted[i] + 1) % 256;
      const actuals = [
        Buffer.from(baseline),
        // The same pixels in other bytes: the shortcut must leave these to the comparator.
        await png(pixels, width, height, { compressionLevel: 1 }),
        await png(pixels, width, height, { adaptiveFiltering: true, compressionLevel: 9 }),
        await png(changed, width, height),
        await png(shifted, width, height),
        await png(pixels.subarray(0, width * (height - 1) * 4), width, height - 1),
      ];
      for (const actual of actuals) {
        pairs++;
        if (sameScreenshot(actual, baseline)) {
          shortcuts++;
          expect(plain(actual, baseline), `seed ${seed}: the shortcut passed a failing pair`).toBe(
            true,
          );
        }
        expect(withShortcut(actual, baseline), `seed ${seed}`).toBe(plain(actual, baseline));
      }
      expect(sameScreenshot(actuals[0], undefined)).toBe(false);
    }
    // Both ways were taken: the shortcut for exact copies, the comparator for all the rest.
    expect(shortcuts).toBe(24);
    expect(pairs - shortcuts).toBe(24 * 5);
  });
});
