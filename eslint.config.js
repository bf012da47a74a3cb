// ESLint flat config. Fast (no type-aware rules): `npm run lint` runs it over the whole repo.
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE = ['src/**/*.{ts,tsx}'];

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-live/',
    'dist-*/',
    'node_modules/',
    'coverage/',
    'playwright-report/',
    'playwright-report-*/',
    'test-results/',
    'test-results-*/',
    '.bench/',
    'src/routeTree.gen.ts',
    'public/mockServiceWorker.js',
  ]),

  {
    name: 'stackwise/globals',
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'stackwise/typescript',
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // React: hooks rules (v7 flat preset, incl. the React Compiler rules) and accessibility, for the app
  // source only (Playwright fixtures call `use()`, which the hooks rules would mistake for a hook).
  { ...reactHooks.configs.flat.recommended, name: 'react-hooks/recommended', files: SOURCE },
  { ...jsxA11y.flatConfigs.recommended, files: SOURCE },

  // TanStack Query and Router rules.
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: SOURCE })),
  ...pluginRouter.configs['flat/recommended'].map((config) => ({
    name: 'tanstack/router/flat/recommended',
    ...config,
    files: SOURCE,
  })),

  {
    // Test files set up helpers like `useMockApi()` at the top level of a suite (not React hooks).
    name: 'stackwise/tests',
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
]);
