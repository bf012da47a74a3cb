// @vitest-environment node
// The import boundaries in eslint.config.js, proven on planted files: each import below is linted as if
// it were written in the named file, and must fail (or pass) `npm run lint`.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RULE = 'boundaries/dependencies';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary messages ESLint reports for `code` written in `filePath` (relative to the repo). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === RULE)
    .map((message) => message.message);
}

const SHARED = 'Shared code (components, lib, stores) never imports a feature, a route or the app.';
const FEATURE =
  "A feature uses another feature only through its index.ts ('@/features/<area>'), and never imports routes or the app.";
const LIVE_BUNDLE =
  'App code never imports the mock API or the test helpers: they must not reach the live bundle.';

describe('shared layers never import a feature, a route or the app', () => {
  it.each([
    ['src/lib/planted.ts', "import { userQueries as x } from '@/features/users';"],
    ['src/lib/planted.ts', "import { tokenPairSchema as x } from '@/features/auth/api/schemas';"],
    ['src/stores/planted.ts', "import { LoginPage as x } from '../features/auth/components/LoginPage';"],
    ['src/components/ui/planted.tsx', "import { Route as x } from '@/routes/_signedOut/login';"],
    ['src/lib/planted.ts', "import { router as x } from '@/router';"],
  ])('fails %s: %s', async (filePath, line) => {
    expect(await boundaryErrors(filePath, `${line}\nexport { x };\n`)).toEqual([SHARED]);
  });

  it('lets them import each other', async () => {
    const code =
      "import { tokenPairSchema } from '@/lib/identity';\nimport { useSessionStore } from '@/stores/session';\nexport const x = [tokenPairSchema, useSessionStore];\n";
    expect(await boundaryErrors('src/components/ui/planted.tsx', code)).toEqual([]);
  });
});

describe("a feature uses another feature only through that feature's index.ts", () => {
  it("fails a deep import into another feature's internals", async () => {
    const code =
      "import { LoginPage } from '@/features/auth/components/LoginPage';\nexport const x = LoginPage;\n";
    expect(await boundaryErrors('src/features/users/components/Planted.tsx', code)).toEqual([FEATURE]);
  });

  it('fails a relative deep import too', async () => {
    const code =
      "import { tenantQueries } from '../../tenants/api/tenant-queries';\nexport const x = tenantQueries;\n";
    expect(await boundaryErrors('src/features/settings/components/Planted.tsx', code)).toEqual([FEATURE]);
  });

  it('fails an import of a route or the app', async () => {
    const code =
      "import { Route } from '@/routes/_signedOut/login';\nimport { router } from '@/router';\nexport const x = [Route, router];\n";
    expect(await boundaryErrors('src/features/users/planted.ts', code)).toEqual([FEATURE, FEATURE]);
  });

  it("passes the other feature's index.ts and the feature's own files", async () => {
    const code = [
      "import { tenantQueries } from '@/features/tenants';",
      "import { userQueries } from '@/features/users/api/user-queries';",
      "import { UserFormDialog } from './UserFormDialog';",
      'export const x = [tenantQueries, userQueries, UserFormDialog];',
      '',
    ].join('\n');
    expect(await boundaryErrors('src/features/users/components/Planted.tsx', code)).toEqual([]);
  });
});

describe('routes compose the app', () => {
  it("may import a feature's page and query options directly (one route chunk per page)", async () => {
    const code =
      "import { LoginPage } from '@/features/auth/components/LoginPage';\nimport { userQueries } from '@/features/users/api/user-queries';\nexport const x = [LoginPage, userQueries];\n";
    expect(await boundaryErrors('src/routes/planted.tsx', code)).toEqual([]);
  });
});

describe('test helpers', () => {
  it('use a feature only through its index.ts', async () => {
    const deep = "import { fetchMe } from '@/features/auth/api/auth-api';\nexport const x = fetchMe;\n";
    expect(await boundaryErrors('src/test/planted.ts', deep)).toEqual([
      "Test helpers use a feature only through its index.ts ('@/features/<area>').",
    ]);
    const index = "import { fetchMe } from '@/features/auth';\nexport const x = fetchMe;\n";
    expect(await boundaryErrors('src/test/planted.ts', index)).toEqual([]);
  });
});

describe('the mock API stays out of the live bundle', () => {
  it('fails app code importing the mock API or the test helpers', async () => {
    const mocks = "import { server } from '@mocks/node';\nexport const x = server;\n";
    expect(await boundaryErrors('src/lib/planted.ts', mocks)).toEqual([LIVE_BUNDLE]);
    expect(await boundaryErrors('src/features/users/planted.ts', mocks)).toEqual([LIVE_BUNDLE]);
    expect(await boundaryErrors('src/main.tsx', mocks)).toEqual([LIVE_BUNDLE]);
    const helpers = "import { testUser } from '@/test/identity';\nexport const x = testUser;\n";
    expect(await boundaryErrors('src/stores/planted.ts', helpers)).toEqual([LIVE_BUNDLE]);
  });

  it('passes tests and the lazy demo start, but not a static import in the demo start', async () => {
    const staticImport = "import { startMockApi } from '@mocks/browser';\nexport const x = startMockApi;\n";
    expect(await boundaryErrors('src/lib/planted.test.ts', staticImport)).toEqual([]);
    expect(await boundaryErrors('src/lib/demo-mode.ts', staticImport)).toEqual([LIVE_BUNDLE]);
    const lazy = "export const x = () => import('@mocks/browser');\n";
    expect(await boundaryErrors('src/lib/demo-mode.ts', lazy)).toEqual([]);
    expect(await boundaryErrors('src/lib/planted.ts', lazy)).toEqual([LIVE_BUNDLE]);
  });

  it("lets the mock API import a feature's schemas, never its components", async () => {
    const schemas =
      "import { userRowSchema } from '@/features/users/api/schemas';\nexport const x = userRowSchema;\n";
    expect(await boundaryErrors('mocks/handlers/planted.ts', schemas)).toEqual([]);
    const page =
      "import { LoginPage } from '@/features/auth/components/LoginPage';\nexport const x = LoginPage;\n";
    expect(await boundaryErrors('mocks/handlers/planted.ts', page)).toEqual([
      "The mock API imports a feature's schemas and model only (api/**/*schemas.ts, model/**), never its components, hooks or calls.",
    ]);
  });
});

describe("the API contract's generator stays doc-only", () => {
  const generator =
    "import { buildOpenApi } from '@mocks/contract/document';\nexport const x = buildOpenApi;\n";

  it('fails the mock API and app code importing it', async () => {
    expect(await boundaryErrors('mocks/handlers/planted.ts', generator)).toEqual([
      "The mock API never imports the API contract's generator (mocks/contract): it is doc-only.",
    ]);
    expect(await boundaryErrors('src/lib/planted.ts', generator)).toEqual([LIVE_BUNDLE]);
  });

  it('passes the scripts that write and check the contract', async () => {
    expect(await boundaryErrors('scripts/planted.ts', generator)).toEqual([]);
  });

  it("holds the generator to the mock API's rules: a feature's schemas, never its components", async () => {
    const page =
      "import { LoginPage } from '@/features/auth/components/LoginPage';\nexport const x = LoginPage;\n";
    expect(await boundaryErrors('mocks/contract/planted.ts', page)).toEqual([
      "The mock API imports a feature's schemas and model only (api/**/*schemas.ts, model/**), never its components, hooks or calls.",
    ]);
  });
});
