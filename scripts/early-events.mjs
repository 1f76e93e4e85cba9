// Puts the pre-hydration script (src/app/earlyEvents, exported by the SSR build) inline into the
// page template, minified, at the end of <head>: it runs before the body paints and before any app
// JS, so no click or submission made while the app loads is lost (docs/PRODUCT.md#before-the-app-starts).
import { gzipSync } from 'node:zlib';
import { minify } from 'vite';

// The budget is "well under 1 kB gzip"; fail the build long before that.
export const EARLY_EVENTS_BUDGET = 700;

export async function minifyEarlyEvents(source) {
  if (typeof source !== 'string' || !source)
    throw new Error('No early-events script in the SSR build');
  const { code, errors } = await minify('early-events.js', source, {
    compress: true,
    mangle: true,
  });
  if (errors.length)
    throw new Error(`early-events script: ${errors.map((e) => e.message).join('; ')}`);
  const gzip = gzipSync(code, { level: 9 }).length;
  if (gzip > EARLY_EVENTS_BUDGET)
    throw new Error(
      `early-events script is ${gzip} B gzip, over its ${EARLY_EVENTS_BUDGET} B budget`,
    );
  return code.trim();
}

export async function injectEarlyEvents(html, source) {
  if (!html.includes('</head>')) throw new Error('No </head> in the page template');
  const script = `<script>${await minifyEarlyEvents(source)}</script>\n</head>`;
  // A function: minified code may hold `$&` or `$$`, which a replacement string reads as patterns.
  return html.replace('</head>', () => script);
}
