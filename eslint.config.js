// Lint: TypeScript, hooks, accessibility, and the house rule that imports point one way
// (app -> features -> design-system -> lib; a feature reaches another only through its index.ts).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const features = ['site', 'blog', 'admin', 'neuroslice'];
const up = '^(\\.\\./)+';

const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: `${up}app(/|$)`, message: 'Features never import the app layer.' },
          {
            regex: `${up}(${features.filter((f) => f !== feature).join('|')})/.+`,
            message: 'Import another feature only through its index.ts.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'storybook-static',
      'node_modules',
      'test-results',
      'playwright-report',
      '.lighthouse',
      '.bench',
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
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // MUI components forward autoFocus deliberately in dialogs.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `${up}(app|features|design-system)(/|$)`,
              message: 'lib/ is the bottom layer: it imports nothing above it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `${up}(app|features)(/|$)`,
              message: 'The design system imports no feature and not the app.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
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
            {
              regex: `${up}(app|features|design-system)(/|$)`,
              message: 'The engine imports only lib/ and itself.',
            },
            {
              regex: `^\\.\\./(map|panels|pages)(/|$)`,
              message: 'The engine imports no UI module.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'navigator',
        'HTMLElement',
      ],
    },
  },
);
