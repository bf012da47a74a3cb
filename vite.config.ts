/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const src = fileURLToPath(new URL('./src', import.meta.url));
const mocks = fileURLToPath(new URL('./mocks', import.meta.url));
// MSW's cookie jar: a small stand-in for tough-cookie and its Public Suffix List (see the file). Unit
// tests keep the real package, which the stand-in's own tests compare it with.
const cookieJar = fileURLToPath(new URL('./mocks/vendor/cookie-jar.ts', import.meta.url));
const cookieJarAlias: Record<string, string> = process.env.VITEST ? {} : { 'tough-cookie': cookieJar };

/**
 * A strict Content-Security-Policy for built pages. Dev is left without it because
 * the React refresh preamble is an inline script.
 */
/**
 * Each chunk's static imports, recorded as the bundle is written, so that a lazy import's preload
 * list can leave out what its importer has already loaded (below).
 */
/** Node tests that replace a global (the socket test's WebSocket) run in a module graph of their own. */
const NODE_TESTS_WITH_OWN_GLOBALS = ['mocks/realtime/socket.test.ts'] as const;
/**
 * App tests that need modules of their own: they mock a module (`vi.mock`), reset the module registry
 * to load Google's script afresh, or stub the build's mode for a module that reads it once.
 */
const APP_TESTS_WITH_OWN_MODULES = [
  'src/components/charts/Chart.test.tsx',
  'src/features/auth/components/GoogleSignInButton.test.tsx',
  'src/features/auth/components/MsAuthPage.test.tsx',
  'src/features/auth/components/MicrosoftSignInButton.test.tsx',
  'src/features/directory-reports/components/DirectoryReportsPage.test.tsx',
  'src/features/reports/components/EmbeddedReport.test.tsx',
  'src/features/settings/components/IntegrationsSettingsPage.test.tsx',
  'src/lib/google-identity.test.ts',
  'src/lib/api-query.test.ts',
  'src/lib/lasting-write.test.ts',
  // Window listeners or elements a module sets up once (the write journal's page-leave watch,
  // recharts' text-measuring span) belong to the first file's document.
  'src/lib/write-journal.test.ts',
  'src/components/charts/BarPlot.test.tsx',
  'src/features/dashboard/components/TrialNotice.test.tsx',
  // A one-off refused reply for the page's first load was met by another request when these ran
  // after other files in one module graph (1 or 2 of them in each of three full runs).
  'src/features/admin/components/AdminPages.test.tsx',
  'src/features/activity-logs/components/ActivityLogsPage.test.tsx',
  'src/features/optimize/components/BoardPage.test.tsx',
] as const;

const staticImports = new Map<string, readonly string[]>();
function recordStaticImports(): Plugin {
  return {
    name: 'stackwise:record-static-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      staticImports.clear();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') staticImports.set(output.fileName, output.imports);
      }
    },
  };
}

/** A chunk and everything it imports statically, directly or not: loaded once the chunk runs. */
function loadedWith(fileName: string): Set<string> {
  const loaded = new Set<string>();
  const pending = [fileName];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (loaded.has(next)) continue;
    loaded.add(next);
    pending.push(...(staticImports.get(next) ?? []));
  }
  return loaded;
}

function contentSecurityPolicy(apiOrigin: string): Plugin {
  // The identity providers: Microsoft's token endpoint (MSAL), Google's sign-in script, its token
  // revocation and the Admin SDK reports API (/test). The demo's mock layer answers the same URLs.
  const identityProviders = [
    'https://login.microsoftonline.com',
    'https://oauth2.googleapis.com',
    'https://admin.googleapis.com',
  ];
  const connect = ["'self'", apiOrigin, apiOrigin.replace(/^http/, 'ws'), ...identityProviders]
    .filter(Boolean)
    .join(' ');
  const policy = [
    "default-src 'self'",
    "script-src 'self' https://accounts.google.com/gsi/client",
    // Sonner injects its stylesheet at run time; Google's sign-in script brings its own.
    "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "frame-src 'self' https://app.powerbi.com https://accounts.google.com/gsi/",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    name: 'stackwise-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    recordStaticImports(),
    contentSecurityPolicy(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL ?? ''),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders travel with their page: query factories and their schemas stay out of the entry that
      // /login needs up front, and a chunk that never arrives still fails through the component's timeout.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.tsx?$',
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
  ],
  resolve: { alias: { '@': src, '@mocks': mocks, ...cookieJarAlias } },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173, strictPort: false },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // Browsers without <link rel=modulepreload> (Firefox before 115, Safari before 17) still load every
    // chunk, only without the head start; the polyfill cost every visitor's /login bytes for that.
    modulePreload: {
      polyfill: false,
      // A lazy import's preload list names only the chunks the imported chunk imports directly and
      // its importer has not loaded already. The lists travel in the entry, which /login pays for up
      // front: repeating React, the router and zod for every route, or every chunk a route reaches
      // two imports down (two thirds of all the names), cost 1.3 KB gzip; a deeper chunk is fetched
      // as soon as the first level arrives, and a link's chunks are fetched on hover anyway.
      resolveDependencies: (fileName, deps, { hostId, hostType }) => {
        if (hostType !== 'js') return deps;
        const loaded = loadedWith(hostId);
        const direct = new Set(staticImports.get(fileName) ?? []);
        // A stylesheet is only ever loaded through this list, so it always stays in it.
        return deps.filter((dep) => dep.endsWith('.css') || (direct.has(dep) && !loaded.has(dep)));
      },
    },
    rolldownOptions: {
      // Everything the entry needs up front travels in one chunk. Left to itself, rolldown splits
      // off each module that a lazy chunk shares with the entry (react, the router's hooks, zod's
      // checks…): /login fetched about twenty such files, and each file costs gzip its own header
      // and a dictionary that starts empty. Tried and rejected: merging lazily shared modules too
      // (pages then load code they do not use, and larger thresholds created cyclic chunks).
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
      // Feature modules only declare things (components, schemas, queries, rules): importing one runs
      // nothing that matters. Saying so lets the bundle drop whatever a feature's index.ts re-exports
      // and the importer does not use, so an import through an area's public surface costs only what
      // it names. A worker's entry is the exception: it installs its message handler when it loads.
      treeshake: {
        moduleSideEffects: [
          { test: /\/src\/features\/.+\.worker\.ts$/, sideEffects: true },
          { test: /\/src\/features\/.+\.tsx?$/, sideEffects: false },
        ],
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    // The mock API's and the scripts' tests need no DOM: they run in Node, which spares each file
    // jsdom's set-up (a file that needs a window says so with `@vitest-environment jsdom`).
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...APP_TESTS_WITH_OWN_MODULES],
          // Files share one module graph per worker: importing the app once per file took about a third
          // of the project's time. jsdom still starts afresh for each file, but module state outlives
          // its file, so the set-up file resets it (the session, the layout, the clock, stubs).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'app-isolated', include: [...APP_TESTS_WITH_OWN_MODULES] } },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...NODE_TESTS_WITH_OWN_GLOBALS],
          environment: 'node',
          // These files share one module graph per worker: the mock API is imported once, not once per
          // file (its import took longer than most files' tests). Every file resets the mock's data
          // and faults before each test, so sharing its modules changes nothing a test can see.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'node-isolated', include: [...NODE_TESTS_WITH_OWN_GLOBALS], environment: 'node' },
      },
      {
        // The conformance suite: HTTP only, against the mock API started by its global set-up or the
        // server `API_BASE_URL` names (README, "Running the conformance suite against your server").
        resolve: { alias: { '@': src, '@mocks': mocks } },
        test: {
          name: 'contract',
          include: ['e2e/contract/**/*.contract.ts'],
          environment: 'node',
          globalSetup: ['./e2e/contract/support/global-setup.ts'],
          // Files share one module graph per worker: the schemas are imported once, not once per file.
          isolate: false,
          testTimeout: 30000,
        },
      },
    ],
    css: false,
    restoreMocks: true,
    // Whole-app renders (router, loaders, mock API) on a 2-core machine shared with other jobs have
    // been measured past 15 s; a budget that fails only a hung test, with every assertion unchanged.
    testTimeout: 30000,
    // Vitest leaves a core free by default; on CI's 2 cores both workers finish the suite ~25% sooner.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
}));
