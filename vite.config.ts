import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  // redux-persist ships CommonJS under lib/ that Vite's SSR build cannot interop with (TOOLCHAIN.md).
  ssr: { noExternal: ['redux-persist'] },
  build: { sourcemap: false, chunkSizeWarningLimit: 800 },
});
