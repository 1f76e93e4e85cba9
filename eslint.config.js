// Lint: TypeScript, hooks, accessibility, and the house rule that imports point one way
// (app -> features -> design-system -> lib; a feature reaches another only through its index.ts).
// The boundaries are checked on resolved paths (import-x), so `../../../features/blog/blogSlice`
// is caught however many `../` it takes. lint-fixtures/ holds code that breaks each rule on
// purpose; src/test/lint.test.ts lints it and expects every rule to fire.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const features = ['site', 'blog', 'admin', 'neuroslice'];

// Browser-only globals: code that runs in the prerender (pure modules, content, the server entry,
// scripts) must not touch them, even behind a typeof check at import time.
const browserOnly = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'history',
  'self',
  'matchMedia',
  'requestAnimationFrame',
  'HTMLElement',
].map((name) => ({ name, message: 'This module must be server-safe: no browser globals.' }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      // Extra builds the e2e journeys make (fixture content, the lead endpoint).
      'dist-*',
      '.out',
      'storybook-static',
      'node_modules',
      'test-results',
      'playwright-report',
      '.lighthouse',
      '.bench',
      'lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Hooks live in .ts files too (useDictation in input/speech.ts). Not e2e/: Playwright's
    // fixtures call a `use` that is no React hook.
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '**/*.{tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // MUI components forward autoFocus deliberately in dialogs.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      // Circles of files: src/test/importCircles.test.ts, type imports included (docs/ARCHITECTURE.md#rules-of-the-house).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: ['./src/app', './src/features', './src/design-system'],
              message: 'lib/ is the bottom layer: it imports nothing above it.',
            },
            {
              target: './src/design-system',
              from: ['./src/app', './src/features'],
              message: 'The design system imports no feature and not the app.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features never import the app layer.',
            },
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [
                `./${feature}`,
                ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`),
              ],
              message: 'Import another feature only through its index.ts.',
            })),
            {
              target: './src/features/neuroslice/engine',
              from: './src/features/neuroslice',
              except: ['./engine'],
              message: 'The engine imports only lib/ and itself.',
            },
            {
              // docs/ARCHITECTURE.md#consent-gated-code: the tracker, web-vitals and attribution
              // load only through the consent module (src/lib/consent/measurement.ts), after Accept.
              target: ['./src/app', './src/features', './src/design-system'],
              from: [
                './src/lib/consent/analytics.ts',
                './src/lib/consent/attribution.ts',
                './node_modules/@plausible-analytics',
                './node_modules/web-vitals',
              ],
              message: 'Consent-gated code loads only through src/lib/consent/measurement.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/neuroslice/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-redux'],
          patterns: [
            { regex: '^@mui/', message: 'The engine is pure TypeScript: no UI.' },
            { regex: '^@xyflow/', message: 'The engine is pure TypeScript: no UI.' },
          ],
        },
      ],
    },
  },
  {
    // Plain islands (every Name.island.tsx, docs/ARCHITECTURE.md#islands-one-file-each) and their
    // controls (src/design-system/plain): they hydrate with no theme and no style engine, so they
    // import neither; a MUI part they need loads on first use (import()).
    files: [
      'src/design-system/plain/PlainControls.tsx',
      'src/design-system/plain/PlainTextField.tsx',
      'src/design-system/notices/PlainNoticeView.tsx',
      'src/design-system/notices/NoticeHost.tsx',
      'src/**/*.island.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@(mui|emotion)/', message: 'A plain island loads no MUI or Emotion.' },
            {
              regex: '(^|/)design-system$',
              message: "The design system's index brings MUI: import the plain module itself.",
            },
          ],
        },
      ],
    },
  },
  {
    // Server-safe by design: pure modules, content and SEO data, and the prerender.
    files: [
      'src/lib/brand.ts',
      'src/lib/structuredData.ts',
      'src/lib/url.ts',
      'src/features/*/engine/**/*.ts',
      'src/features/*/model/**/*.ts',
      'src/features/site/content/**/*.{ts,tsx}',
      'src/features/site/seo/**/*.{ts,tsx}',
      'src/app/prerender.tsx',
      'src/app/routeManifest.ts',
      'scripts/prerender.mjs',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...browserOnly],
    },
  },
);
