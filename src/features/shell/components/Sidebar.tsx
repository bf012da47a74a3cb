import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { DatabaseZap, FlaskConical } from 'lucide-react';
import { NotificationBell } from '@/features/notifications';
import { tenantQueries } from '@/features/tenants';
import { hasRole, SUPER_ADMIN } from '@/lib/roles';
import { DEMO_MODE, resetDemoData } from '@/lib/demo-mode';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { buildMenu, supportMenu, type MenuItem } from '../model/menu';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { DarkModeSwitch } from './DarkModeSwitch';
import { useDrawer, usePhone } from './drawer';
import { SidebarMenu } from './SidebarMenu';
import { SidebarToggle } from './SidebarToggle';
import { UserCard } from './UserCard';

const WelcomeTour = lazy(() => import('./WelcomeTour').then((module) => ({ default: module.WelcomeTour })));

const DEMO_TOOLS: MenuItem = {
  kind: 'group',
  label: 'Demo tools',
  icon: FlaskConical,
  items: [{ kind: 'action', label: 'Reset demo data', icon: DatabaseZap, action: 'reset-demo-data' }],
};

function Logo({ expanded }: { expanded: boolean }) {
  return (
    <SidebarToggle className="text-left">
      <img src="/favicon.svg" alt="" className="size-8" width={32} height={32} />
      {expanded && (
        <span className="text-lg font-semibold tracking-tight text-slate-900 dark:text-white">Stackwise</span>
      )}
    </SidebarToggle>
  );
}

export function Sidebar() {
  const open = useUiStore((state) => state.sidebarOpen);
  const setSidebarOpen = useUiStore((state) => state.setSidebarOpen);
  const roles = useSessionStore((state) => state.identity.user?.roles ?? []);
  const showTour = useSessionStore((state) => state.identity.newUser && !state.identity.introDone);
  const isSuperAdmin = hasRole(roles, SUPER_ADMIN);
  // Signing out must not start a tenant request: on /logout the menu keeps whatever is cached.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const signingOut = pathname === '/logout';
  const tenant = useQuery({ ...tenantQueries.current(), enabled: !isSuperAdmin && !signingOut });
  const queryClient = useQueryClient();
  const router = useRouter();

  const items = buildMenu({ roles, surveyAgentActive: tenant.data?.tenant.is_survey_agent_active ?? false });
  const footerItems = [...supportMenu(), ...(DEMO_MODE ? [DEMO_TOOLS] : [])];
  const compact = !open;
  // On a phone the open sidebar is a drawer over the page; following a link closes it.
  const phone = usePhone();
  const drawer = phone && open;
  const aside = useRef<HTMLElement>(null);
  const closeSidebar = useCallback(() => setSidebarOpen(false), [setSidebarOpen]);
  useDrawer(aside, drawer, closeSidebar);
  // Only a change of page closes it: the drawer may have been opened before this code arrived.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (phone) closeSidebar();
  }, [pathname, phone, closeSidebar]);

  const onAction = (action: string) => {
    if (action === 'reset-demo-data') {
      void resetDemoData()
        .then(async () => {
          await queryClient.invalidateQueries();
          await router.invalidate();
          notifySuccess({ message: 'Demo data restored' });
        })
        .catch((error: unknown) => notifyError(error));
    }
  };

  return (
    <>
      {drawer && <div aria-hidden="true" className="fixed inset-0 z-30 bg-slate-900/50" />}
      <aside
        ref={aside}
        id="app-sidebar"
        aria-label="Sidebar"
        data-state={open ? 'open' : 'closed'}
        className={`sticky top-0 flex h-dvh shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-300 dark:border-slate-800 dark:bg-slate-900 ${
          open
            ? 'w-64 max-xs:fixed max-xs:inset-y-0 max-xs:left-0 max-xs:z-40 max-xs:shadow-xl'
            : 'w-16 max-xs:hidden'
        }`}
      >
        {/* The bell sits beside the logo, or under it on the collapsed rail. */}
        <div
          className={`flex px-3 ${open ? 'h-16 items-center justify-between' : 'flex-col items-center gap-1 py-3'}`}
        >
          <Logo expanded={open} />
          {!isSuperAdmin && <NotificationBell placement="side" />}
        </div>
        <nav id="app-sidebar-nav" aria-label="Main" className="flex-1 overflow-y-auto px-2 py-2">
          <SidebarMenu items={items} compact={compact} onAction={onAction} />
          <div className="mt-4 border-t border-slate-200 pt-2 dark:border-slate-800">
            <SidebarMenu items={footerItems} compact={compact} onAction={onAction} />
            <DarkModeSwitch compact={compact} />
          </div>
        </nav>
        <UserCard compact={compact} />
        {/* The tour waits for the tenant so its steps match the finished menu. */}
        {showTour && (isSuperAdmin || !tenant.isPending) && (
          <Suspense fallback={null}>
            <WelcomeTour menu={items} />
          </Suspense>
        )}
      </aside>
    </>
  );
}
