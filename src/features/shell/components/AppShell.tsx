import { lazy, Suspense, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { hasRole, SUPER_ADMIN } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { useSidebarBreakpoint, useThemeClass } from './hooks';
import { DemoBanner } from './DemoBanner';
import { SidebarToggle } from './SidebarToggle';

// Signed-in chrome loads after the page itself, keeping it out of /login's initial JavaScript.
const Sidebar = lazy(() => import('./Sidebar').then((module) => ({ default: module.Sidebar })));
const DarkModeSwitch = lazy(() =>
  import('./DarkModeSwitch').then((module) => ({ default: module.DarkModeSwitch })),
);
// The notification socket and the header's bell: signed-in code, loaded after the page.
const loadNotifications = () => import('@/features/notifications');
const LiveNotifications = lazy(() =>
  loadNotifications().then((module) => ({ default: module.LiveNotifications })),
);
const NotificationBell = lazy(() =>
  loadNotifications().then((module) => ({ default: module.NotificationBell })),
);

/** Holds the sidebar's width while its code loads, so the page does not jump. */
function SidebarPlaceholder() {
  const open = useUiStore((state) => state.sidebarOpen);
  return (
    <div
      aria-hidden="true"
      className={`h-dvh shrink-0 border-r border-slate-200 max-xs:hidden dark:border-slate-800 ${open ? 'w-64' : 'w-16'}`}
    />
  );
}

/**
 * Below the small-screen breakpoint the sidebar is a drawer: this bar's logo and menu button open it
 * (the same control as the sidebar's logo, so it keeps its name).
 */
function PhoneBar() {
  return (
    <div className="sticky top-0 z-20 flex h-12 items-center border-b border-slate-200 bg-white px-2 xs:hidden dark:border-slate-800 dark:bg-slate-900">
      <SidebarToggle className="font-semibold text-slate-900 dark:text-white">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        <img src="/favicon.svg" alt="" className="size-7" width={28} height={28} />
        Stackwise
      </SidebarToggle>
    </div>
  );
}

/**
 * The frame around every page: the sidebar only when someone is signed in and the side bar flag is
 * on, the banner and header slots behind their flags.
 */
export function AppShell({ children }: { children: ReactNode }) {
  useThemeClass();
  useSidebarBreakpoint();
  const signedIn = useSessionStore((state) => state.identity.isAuthenticated && state.identity.user !== null);
  // Notifications are for client users; the platform's super admin has none.
  const clientUser = useSessionStore(
    (state) => state.identity.user !== null && !hasRole(state.identity.user.roles, SUPER_ADMIN),
  );
  const withNotifications = signedIn && clientUser;
  // Only the flags: toggling the sidebar must not re-render the whole page frame.
  const { showSidebar, showBanner, showHeader } = useUiStore(
    useShallow((state) => ({
      showSidebar: state.showSidebar,
      showBanner: state.showBanner,
      showHeader: state.showHeader,
    })),
  );
  const withSidebar = signedIn && showSidebar;

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-indigo-700"
      >
        Skip to content
      </a>
      {withNotifications && (
        <Suspense fallback={null}>
          <LiveNotifications />
        </Suspense>
      )}
      {withSidebar && (
        <Suspense fallback={<SidebarPlaceholder />}>
          <Sidebar />
        </Suspense>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {withSidebar && <PhoneBar />}
        {signedIn && showBanner && <DemoBanner />}
        {signedIn && showHeader && (
          <header className="flex h-14 items-center justify-end gap-2 border-b border-slate-200 px-4 dark:border-slate-800">
            <Suspense fallback={null}>
              {/* One bell announces the count: the sidebar's when it shows. */}
              {withNotifications && <NotificationBell placement="below" announce={!withSidebar} />}
              <DarkModeSwitch compact />
            </Suspense>
          </header>
        )}
        <main id="main" className="flex-1 px-4 py-6 max-xs:px-3 max-xs:py-4 sm:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
