/**
 * What the conformance suite runs against: the API's base URL and the accounts it signs in with.
 * The global set-up builds it (the in-process mock API, or `API_BASE_URL` and the accounts given in
 * the environment) and hands it to the test files through Vitest's `provide`/`inject`.
 */
import { readFileSync } from 'node:fs';

/** The accounts the suite needs; a test that needs an absent one is skipped. */
export const ACCOUNT_ROLES = ['super_admin', 'client_admin', 'user', 'other_admin', 'inactive'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export interface Credentials {
  email: string;
  password: string;
}

export interface ContractTarget {
  /** The API root every path is appended to, e.g. `https://api.example.com/api/v1` (no trailing slash). */
  baseUrl: string;
  /** The suite's own in-process mock API: the demo controls may be used (a reset between files). */
  isMock: boolean;
  accounts: Partial<Record<AccountRole, Credentials>>;
  /** Whether the server has the read-only demo account (`POST /auth/demo/`). */
  demo: boolean;
}

declare module 'vitest' {
  export interface ProvidedContext {
    contractTarget: ContractTarget;
  }
}

/** What each account is for, as the README and a skipped test's reason say it. */
export const ACCOUNT_PURPOSE: Record<AccountRole, string> = {
  super_admin: 'the platform super admin (no company)',
  client_admin: 'a client admin of company A',
  user: 'a plain user (no role, not a buyer) of company A',
  other_admin: 'a client admin of company B',
  inactive: 'a deactivated account of any company, with its password',
};

/** `CONTRACT_CLIENT_ADMIN_EMAIL` and `…_PASSWORD` for `client_admin`. */
export function accountVariables(role: AccountRole): { email: string; password: string } {
  const stem = `CONTRACT_${role.toUpperCase()}`;
  return { email: `${stem}_EMAIL`, password: `${stem}_PASSWORD` };
}

/** An origin alone (`https://api.example.com`) means the API under `/api/v1`, as the app calls it. */
export function apiRoot(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.origin}${path === '' ? '/api/v1' : path}`;
}

function isCredentials(value: unknown): value is Credentials {
  const entry = value as Partial<Credentials> | null;
  return typeof entry?.email === 'string' && typeof entry.password === 'string';
}

/**
 * The accounts for a server of one's own: the JSON file `CONTRACT_ACCOUNTS` names
 * (`{ "client_admin": { "email", "password" }, …, "demo": true }`), then the variables, which win.
 */
export function accountsFromEnvironment(env: NodeJS.ProcessEnv): Pick<ContractTarget, 'accounts' | 'demo'> {
  const file = env.CONTRACT_ACCOUNTS
    ? (JSON.parse(readFileSync(env.CONTRACT_ACCOUNTS, 'utf8')) as Record<string, unknown>)
    : {};
  const accounts: ContractTarget['accounts'] = {};
  for (const role of ACCOUNT_ROLES) {
    const names = accountVariables(role);
    const fromFile = file[role];
    const email = env[names.email] ?? (isCredentials(fromFile) ? fromFile.email : undefined);
    const password = env[names.password] ?? (isCredentials(fromFile) ? fromFile.password : undefined);
    if (email && password) accounts[role] = { email, password };
  }
  const demo = env.CONTRACT_DEMO === undefined ? file.demo === true : env.CONTRACT_DEMO === '1';
  return { accounts, demo };
}
