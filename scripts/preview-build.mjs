// Serves one of the extra builds the journeys need (playwright.config.ts): the site built with
// other build-time settings into its own folder, e.g. the published blog from the fixture content
// folder (CONTENT_DIR, dist-content) or the contact form with a lead endpoint (VITE_LEAD_ENDPOINT,
// dist-leads). Builds first when needed (scripts/extra-build.mjs says when), then serves it as
// Netlify or Cloudflare Pages would (scripts/static-host.mjs).
//
//   OUT_DIR=dist-leads VITE_LEAD_ENDPOINT=http://127.0.0.1:4300/leads node scripts/preview-build.mjs 4299
import { ensureBuild } from './extra-build.mjs';
import { startStaticHost } from './static-host.mjs';

const port = process.argv[2];
const outDir = process.env.OUT_DIR;
if (!port || !outDir || outDir === 'dist')
  throw new Error('Usage: OUT_DIR=<dist-something> node scripts/preview-build.mjs <port>');
ensureBuild(outDir);
const host = await startStaticHost({ dir: outDir, rules: 'redirects', port: Number(port) });
console.log(`${outDir} served at ${host.origin}`);
