// `npm run build`: the app's client build first (it empties dist/ and runs the blog's image step,
// whose cache the later builds then read), then the documents' island build and the server build
// side by side (each is mostly one core's work and neither reads what the other writes: the
// documents go into dist/ beside the app, the server build into its own folder), then the
// prerender, which needs all three. A failed step stops the build with its exit code.
import { spawn } from 'node:child_process';

const ssrOutDir = process.env.SSR_OUT_DIR ?? 'dist-ssr';

function run(command, args, env = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0
        ? done()
        : fail(Object.assign(new Error(`${command} ${args.join(' ')}`), { code })),
    );
  });
}

try {
  await run('vite', ['build']);
  await Promise.all([
    run('vite', ['build', '--mode', 'documents']),
    run('vite', ['build', '--ssr', 'src/app/prerender.tsx', '--outDir', ssrOutDir]),
  ]);
  await run('node', ['scripts/prerender.mjs'], { NODE_ENV: 'production' });
} catch (error) {
  console.error(`build failed: ${error.message}`);
  process.exit(error.code || 1);
}
