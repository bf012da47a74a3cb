import type { AccountName } from './accounts';

type Visitor = AccountName | 'anonymous';
export type Access =
  'signedOut' | 'open' | 'signedIn' | 'clientPages' | 'superAdmin' | 'clientAdmin' | 'notFound';

/** Every route of the app, with a concrete path and its title. */
export const routeTable: { path: string; access: Access; title: string | null }[] = [
  { path: '/login', access: 'signedOut', title: 'Login' },
  { path: '/register', access: 'signedOut', title: 'Register' },
  { path: '/register/azure/abc123', access: 'signedOut', title: null },
  { path: '/register/google/abc123', access: 'signedOut', title: null },
  { path: '/register/user_invite/abc123', access: 'signedOut', title: null },
  { path: '/forgot-password', access: 'signedOut', title: 'Forgot Password' },
  { path: '/reset_password/abc123', access: 'signedOut', title: 'Reset Password' },
  { path: '/shadow-sense/forgot-password', access: 'open', title: null },
  { path: '/shadow-sense/reset_password/abc123', access: 'open', title: null },
  { path: '/msauth', access: 'open', title: null },
  { path: '/test', access: 'open', title: null },
  { path: '/', access: 'clientPages', title: 'Home' },
  { path: '/admin', access: 'superAdmin', title: null },
  { path: '/admin/companies', access: 'superAdmin', title: null },
  { path: '/admin/users', access: 'superAdmin', title: null },
  { path: '/admin/anything/below', access: 'superAdmin', title: null },
  { path: '/activity-logs', access: 'clientAdmin', title: null },
  { path: '/service-now-connect', access: 'signedIn', title: null },
  { path: '/reach', access: 'signedIn', title: 'Reach' },
  { path: '/organize', access: 'clientPages', title: null },
  { path: '/organize/azure/apps', access: 'clientPages', title: null },
  // One segment is an app's page: an id that is no app of the tenant says so in its title.
  { path: '/organize/flow-1', access: 'clientPages', title: 'App not found' },
  { path: '/contracts/slack', access: 'clientPages', title: 'License Management' },
  { path: '/contracts', access: 'clientPages', title: 'Contracts' },
  { path: '/contracts/renewals', access: 'clientPages', title: 'Renewal calendar' },
  { path: '/contracts/renewals/calendar', access: 'clientPages', title: 'Contracts' },
  { path: '/cloud', access: 'clientPages', title: null },
  { path: '/cloud/aws', access: 'clientPages', title: null },
  { path: '/optimize', access: 'clientPages', title: 'Optimize' },
  { path: '/optimize/board', access: 'clientPages', title: 'Optimize' },
  { path: '/optimize/kanban', access: 'clientPages', title: 'Optimize' },
  { path: '/settings', access: 'clientPages', title: null },
  { path: '/settings/integrations', access: 'clientPages', title: null },
  { path: '/manage', access: 'clientPages', title: null },
  { path: '/usage', access: 'clientPages', title: null },
  { path: '/notifications', access: 'clientPages', title: 'Notifications' },
  { path: '/product/slack', access: 'open', title: 'Slack' },
  { path: '/cards', access: 'signedIn', title: 'Cards' },
  { path: '/cards/card-1', access: 'signedIn', title: 'Card not found' },
  { path: '/account/statement', access: 'clientAdmin', title: 'Account Statement' },
  { path: '/ai-survey-agent', access: 'clientAdmin', title: 'AI Survey Agent' },
  { path: '/ai-survey-agent/new', access: 'clientAdmin', title: 'New survey' },
  // Exact routes do not match deeper paths; unknown paths are the 404 page for everyone.
  { path: '/this/does/not/exist', access: 'notFound', title: '404 Not Found' },
  { path: '/usage/extra', access: 'notFound', title: '404 Not Found' },
  { path: '/manage/extra', access: 'notFound', title: '404 Not Found' },
  { path: '/notifications/extra', access: 'notFound', title: '404 Not Found' },
  { path: '/cards/card-1/extra', access: 'notFound', title: '404 Not Found' },
];

const landing: Record<Visitor, string> = {
  anonymous: '/login',
  inactive: '/login',
  user: '/',
  admin: '/',
  globexAdmin: '/',
  root: '/admin',
  newcomer: '/',
};

/** Client admins whose tenant has the AI survey agent off: every page of /ai-survey-agent sends them to /. */
const surveyAgentOff: readonly Visitor[] = ['globexAdmin'];

function signedIn(visitor: Visitor): boolean {
  return visitor !== 'anonymous' && visitor !== 'inactive';
}

/** Where `visitor` ends up after opening `path` under the guards' rules. */
export function expectedPath(visitor: Visitor, path: string, access: Access): string {
  const isRoot = visitor === 'root';
  const isClientAdmin = visitor === 'admin' || visitor === 'globexAdmin';
  switch (access) {
    case 'open':
    case 'notFound':
      return path;
    case 'signedOut':
      return signedIn(visitor) ? landing[visitor] : path;
    case 'signedIn':
      return signedIn(visitor) ? path : '/login';
    case 'clientPages':
      if (!signedIn(visitor)) return '/login';
      return isRoot ? '/admin' : path;
    case 'superAdmin':
      if (!signedIn(visitor)) return '/login';
      return isRoot ? path : '/';
    case 'clientAdmin':
      if (!signedIn(visitor)) return '/login';
      if (!isClientAdmin) return landing[visitor];
      return path.startsWith('/ai-survey-agent') && surveyAgentOff.includes(visitor) ? '/' : path;
  }
}
