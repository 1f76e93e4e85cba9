import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { blogContentPlugin } from './scripts/blogContentPlugin';

export default defineConfig({
  plugins: [react(), blogContentPlugin()],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  // redux-persist ships CommonJS under lib/ that Vite's SSR build cannot interop with (docs/TOOLCHAIN.md#traps-already-found-and-their-fixes).
  ssr: { noExternal: ['redux-persist'] },
  // OUT_DIR lets parallel work trees build and preview without clobbering each other's dist/.
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    manifest: true,
    rollupOptions: {
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
});
