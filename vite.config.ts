import { resolve } from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { blogContentPlugin } from './scripts/blogContentPlugin.ts';
import { reactRouterPurePlugin } from './scripts/reactRouterPurePlugin.ts';

const outDir = process.env.OUT_DIR ?? 'dist';

// Our design system, lib and content modules do nothing when imported, so a barrel import
// (design-system/index.ts) must not drag every primitive into the first load of `/`.
const treeshake = {
  moduleSideEffects: (id: string) =>
    !/[\\/]src[\\/](design-system|lib|features[\\/][^\\/]+[\\/](content|model|engine))[\\/].*\.tsx?$/.test(
      id,
    ),
};

/**
 * Which app each of the app build's chunks carries code of (`.vite/chunk-features.json`: file ->
 * 'admin' / 'neuroslice' / 'blog'): Vite's manifest names a chunk by one module only, and the
 * size budget and a journey check that no app path loads the other app's code (docs/ARCHITECTURE.md#apps-in-pieces).
 * scripts/prerender.mjs moves it beside the manifest, out of what a host serves.
 */
function chunkFeaturesPlugin(): Plugin {
  return {
    name: 'chunk-features',
    apply: 'build',
    generateBundle(_, bundle) {
      if (this.environment.config.build.ssr) return;
      const features: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const names = new Set<string>();
        for (const id of Object.keys(chunk.modules)) {
          const match = /[\\/]src[\\/]features[\\/](admin|neuroslice|blog)[\\/](.*)$/.exec(id);
          // A feature's index.ts is its public face: thin re-exports and on-demand loaders, whose
          // code is counted where it lives (the tool borrows the editor's link suggestions so).
          if (match && match[2] !== 'index.ts') names.add(match[1]);
        }
        features[chunk.fileName] = [...names].sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-features.json',
        source: JSON.stringify(features),
      });
    },
  };
}

/**
 * The public documents' island code (`vite build --mode documents`, docs/ARCHITECTURE.md#documents-and-apps-third-round):
 * the same components as the app, rendered by Preact's React-compatible runtime, which is about a
 * tenth of React DOM's weight. A document only hydrates small islands, so the renderer was most of
 * what a reader downloaded. The prerender (React, server side) writes the HTML; Preact hydrates it.
 * Built into the same dist/ after the app, with its own manifest (.vite/documents-manifest.json),
 * so the app's chunks and the documents' never mix. The apps' client build renders with Preact
 * too (below): React DOM was 60 KiB gzip of every app screen (docs/ARCHITECTURE.md#apps-in-pieces). The dev server, the
 * server build, the tests and Storybook keep React.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * React Router publishes only its development build through its package exports (its dev warnings
 * on); the browser builds take the production one beside it, which is the same code with the
 * warnings off, so the minifier drops them from the app's entry.
 */
const routerProductionAliases = [
  {
    find: /^react-router$/,
    replacement: resolve('node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs'),
  },
];
const browserAliases = [...preactAliases, ...routerProductionAliases];

const documentsConfig: UserConfig = {
  plugins: [react(), reactRouterPurePlugin()],
  publicDir: false,
  resolve: { alias: browserAliases },
  build: {
    outDir,
    emptyOutDir: false,
    sourcemap: false,
    manifest: '.vite/documents-manifest.json',
    rollupOptions: {
      input: { document: resolve('src/app/document.tsx') },
      // Each page's own module script imports `hydrateIslands` from the entry (the prerender writes it);
      // the entry may export more, so the islands' modules import what they share from it.
      preserveEntrySignatures: 'allow-extension',
      treeshake,
    },
  },
};

/**
 * Modules the chunker must keep in chunks of their own: left to it, a module is put with any other
 * that the same pages reach, so the confirm dialog (asked before an import, a delete) shared a chunk
 * with the dashboard's Add icon and brought MUI's Dialog and Modal into the admin's first screen,
 * and the key-phrase extractor shared one with MUI's ToggleButtonGroup, which NeuroSlice's Create
 * tab does not show.
 * Only the module itself: its dependencies stay where the chunker puts them.
 */
const appCodeSplitting = {
  groups: [
    {
      name: 'ConfirmDialog',
      test: /[\\/]src[\\/]design-system[\\/]ConfirmDialog\.tsx$/,
      includeDependenciesRecursively: false,
    },
    {
      name: 'keyPhrases',
      test: /[\\/]src[\\/]lib[\\/]keyPhrases\.ts$/,
      includeDependenciesRecursively: false,
    },
  ],
};

export default defineConfig(({ command, isSsrBuild, mode }) =>
  mode === 'documents'
    ? documentsConfig
    : {
        plugins: [react(), reactRouterPurePlugin(), blogContentPlugin(), chunkFeaturesPlugin()],
        server: { port: 5173, strictPort: false },
        // The server build bundles its dependencies: each prerender thread starts sooner than when
        // Node loads MUI and the rest file by file, and redux-persist's CommonJS must be bundled
        // anyway. jsdom stays external: it reads files of its own at run time
        // (docs/TOOLCHAIN.md#traps-already-found-and-their-fixes).
        ssr: { noExternal: true, external: ['jsdom'] },
        // The apps' client build on Preact's React-compatible runtime, as the documents'
        // (docs/TOOLCHAIN.md#traps-already-found-and-their-fixes): the admin and the tool on a phone.
        resolve: command === 'build' && !isSsrBuild ? { alias: browserAliases } : undefined,
        // OUT_DIR lets parallel work trees build and preview without clobbering each other's dist/.
        build: {
          outDir,
          sourcemap: false,
          chunkSizeWarningLimit: 800,
          manifest: true,
          rollupOptions: {
            // The single-page app; the documents' island entry is built on its own (above).
            input: isSsrBuild ? undefined : { index: resolve('index.html') },
            treeshake,
            output: isSsrBuild ? undefined : { codeSplitting: appCodeSplitting },
          },
        },
      },
);
