/** The demo accounts (password for all: Passw0rd!), as in the README. */
export const PASSWORD = 'Passw0rd!';

export const accounts = {
  user: { username: 'user@acme.test', roles: [] as string[], landing: '/' },
  admin: { username: 'admin@acme.test', roles: ['client_admin'], landing: '/' },
  globexAdmin: { username: 'admin@globex.test', roles: ['client_admin'], landing: '/' },
  root: { username: 'root@platform.test', roles: ['super_admin'], landing: '/admin' },
  inactive: { username: 'inactive@acme.test', roles: [] as string[], landing: '/login' },
  /** Has never signed in: the first sign-in shows the welcome tour. */
  newcomer: { username: 'new@acme.test', roles: [] as string[], landing: '/' },
} as const;

export type AccountName = keyof typeof accounts;
