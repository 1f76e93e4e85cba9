import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { blogContentPlugin } from './scripts/blogContentPlugin';
import { cleanUrlsPlugin } from './scripts/cleanUrls';

const outDir = process.env.OUT_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), blogContentPlugin(), cleanUrlsPlugin()],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  // redux-persist ships CommonJS under lib/ that Vite's SSR build cannot interop with (docs/TOOLCHAIN.md#traps-already-found-and-their-fixes).
  ssr: { noExternal: ['redux-persist'] },
  // OUT_DIR lets parallel work trees build and preview without clobbering each other's dist/.
  build: {
    outDir,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    manifest: true,
    rollupOptions: {
      // Two entries: the single-page app (index.html) and the public documents' island entry.
      input: isSsrBuild
        ? undefined
        : { index: resolve('index.html'), document: resolve('src/app/document.tsx') },
      // Our design system, lib and content modules do nothing when imported, so a barrel import
      // (design-system/index.ts) must not drag every primitive into the first load of `/`.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]src[\\/](design-system|lib|features[\\/][^\\/]+[\\/](content|model|engine))[\\/].*\.tsx?$/.test(
            id,
          ),
      },
    },
  },
}));
