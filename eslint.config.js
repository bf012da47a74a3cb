// ESLint flat config. Fast (no type-aware rules): `npm run lint` runs it over the whole repo.
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE = ['src/**/*.{ts,tsx}'];
const IMPORT_RESOLVER = fileURLToPath(new URL('./scripts/eslint-import-resolver.cjs', import.meta.url));

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
      // One zod: the app and the mock API validate with zod/mini. Classic zod would ship a second
      // layer of zod with the demo and keep more of zod's core in the chunk /login loads.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import from 'zod/mini': the app and the mock API share its small build.",
            },
            {
              name: 'zod/v4',
              message: "Import from 'zod/mini': the app and the mock API share its small build.",
            },
            {
              // Every menu's keys (type-ahead, page moves) are set once, in the kit's menu.
              name: '@headlessui/react',
              importNames: ['Menu', 'MenuButton', 'MenuItem', 'MenuItems', 'MenuSeparator'],
              message: "Import menus from '@/components/ui/Menu': every menu shares its keys there.",
            },
          ],
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
    // CommonJS files (the ESLint import resolver, which eslint-module-utils loads with require()).
    name: 'stackwise/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  {
    // Test files set up helpers like `useMockApi()` at the top level of a suite (not React hooks).
    name: 'stackwise/tests',
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },

  // Layers and who may import whom (eslint-plugin-boundaries). A policy later in the list wins over an
  // earlier one for the same import.
  // - app (main.tsx, router.tsx) and routes compose the app: they may import any file of a feature, so
  //   a route file names exactly the page and query options it needs and each route chunk pulls only
  //   those (an index.ts re-exporting a whole area would tie the chunks together).
  // - a feature imports its own files freely and another feature only through that feature's index.ts,
  //   its public surface; never routes or app.
  // - components, lib and stores are shared: they never import a feature, routes or app.
  // - test helpers (src/test) and *.test files may use the mock API; other app code reaches it only
  //   through the lazy imports of the demo start (lib/demo-mode.ts) and the identity stand-ins
  //   (lib/google-identity.ts, auth's msal-client.ts), which the live build drops.
  // - the mock API (mocks/) may import shared code and a feature's schemas and model (the contract
  //   and its rules), never its components, hooks or calls.
  // - the conformance suite (e2e/contract) talks HTTP only: it may import lib and a feature's schemas,
  //   never the mock API (but for its default target, support/mock-target.ts) or app code.
  {
    name: 'stackwise/boundaries',
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'e2e/contract/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [IMPORT_RESOLVER]: {} },
      'boundaries/elements': [
        { type: 'routes', pattern: 'src/routes' },
        { type: 'feature', pattern: 'src/features/*', capture: ['area'] },
        { type: 'components', pattern: 'src/components' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'stores', pattern: 'src/stores' },
        { type: 'test-helpers', pattern: 'src/test' },
        // The API contract's generator: doc-only code that the browser must never load.
        { type: 'mock-contract', pattern: 'mocks/contract' },
        { type: 'mocks', pattern: 'mocks' },
        { type: 'contract', pattern: 'e2e/contract' },
      ],
      // main.tsx and router.tsx are single files, so the app is a file category, not a folder element.
      'boundaries/files': [
        { category: 'app', pattern: ['src/main.tsx', 'src/router.tsx'] },
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { types: ['components', 'lib', 'stores'] } },
              disallow: [
                { to: { element: { types: ['feature', 'routes'] } } },
                { to: { file: { categories: 'app' } } },
              ],
              message: 'Shared code (components, lib, stores) never imports a feature, a route or the app.',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: [
                { to: { element: { types: ['feature', 'routes'] } } },
                { to: { file: { categories: 'app' } } },
              ],
              message:
                "A feature uses another feature only through its index.ts ('@/features/<area>'), and never imports routes or the app.",
            },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { type: 'feature' } }, dependency: { relationship: { to: 'internal' } } },
                { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
              ],
            },
            {
              from: { element: { types: ['mocks', 'mock-contract'] } },
              disallow: [{ to: { element: { type: 'routes' } } }, { to: { file: { categories: 'app' } } }],
              message: 'The mock API never imports routes or the app.',
            },
            {
              from: { element: { type: 'mocks' } },
              disallow: { to: { element: { type: 'mock-contract' } } },
              message:
                "The mock API never imports the API contract's generator (mocks/contract): it is doc-only.",
            },
            {
              from: { element: { type: 'test-helpers' } },
              disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.ts' } } },
              message: "Test helpers use a feature only through its index.ts ('@/features/<area>').",
            },
            {
              from: { element: { types: ['mocks', 'mock-contract'] } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                "The mock API imports a feature's schemas and model only (api/**/*schemas.ts, model/**), never its components, hooks or calls.",
            },
            {
              from: { element: { types: ['mocks', 'mock-contract'] } },
              allow: {
                to: {
                  element: {
                    type: 'feature',
                    fileInternalPath: [
                      'api/**/*schemas.ts',
                      '*/api/**/*schemas.ts',
                      'model/**',
                      '*/model/**',
                    ],
                  },
                },
              },
            },
            {
              from: [
                { element: { types: ['routes', 'feature', 'components', 'lib', 'stores'] } },
                { file: { categories: 'app' } },
              ],
              disallow: { to: { element: { types: ['mocks', 'mock-contract', 'test-helpers'] } } },
              message:
                'App code never imports the mock API or the test helpers: they must not reach the live bundle.',
            },
            {
              from: { file: { categories: 'test' } },
              allow: { to: { element: { types: ['mocks', 'test-helpers'] } } },
            },
            {
              from: { element: { type: 'contract' } },
              disallow: [
                { to: { element: { types: ['mocks', 'test-helpers', 'routes', 'components', 'stores'] } } },
                { to: { file: { categories: 'app' } } },
                { to: { element: { type: 'feature', fileInternalPath: '!api/**/*schemas.ts' } } },
              ],
              message:
                "The conformance suite talks HTTP only: lib and a feature's api schemas, never the mock API or app code.",
            },
            {
              from: { file: { path: 'e2e/contract/support/mock-target.ts' } },
              allow: { to: { element: { type: 'mocks' } } },
            },
            {
              from: [
                { file: { path: ['src/lib/demo-mode.ts', 'src/lib/google-identity.ts'] } },
                { file: { path: 'src/features/auth/api/msal-client.ts' } },
              ],
              allow: { to: { element: { type: 'mocks' } }, dependency: { nodeKind: 'dynamic-import' } },
            },
          ],
        },
      ],
    },
  },
]);
