import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { TOAST_DURATION_MS, TOAST_POSITION } from '@/lib/notify';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { documentTitle, NOT_FOUND_TITLE } from '../model/title';
import { AppShell } from './AppShell';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * The document title: the 404 page's on a path no page has, else a route's own title from its data
 * (`head`'s `meta: [{ title }]`: a product's name, or its own not-found wording), else the deepest
 * static title.
 */
function useRouteTitle(): void {
  const title = useRouterState({
    select: (state) => {
      // A path below a page's own (`/cards/<id>/extra`) is the 404 page, whatever that page's data says.
      const notFound = state.matches.some((match) => match.status === 'notFound' || match._notFound);
      if (notFound) return NOT_FOUND_TITLE;
      const fromHead = state.matches.findLast((match) => match.meta?.[0]?.title)?.meta?.[0]?.title;
      if (fromHead) return fromHead;
      const titled = state.matches.findLast((match) => match.staticData?.title);
      return titled?.staticData.title ?? null;
    },
  });
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** The page scrolls to the top on each location change. */
function useScrollToTopOnNavigate(): void {
  const href = useRouterState({ select: (state) => state.location.href });
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [href]);
}

export function RootLayout() {
  useRouteTitle();
  useScrollToTopOnNavigate();
  const darkTheme = useSessionStore((state) => state.darkTheme);
  const toasterWanted = useUiStore((state) => state.toasterWanted);
  return (
    <>
      <AppShell>
        <Outlet />
      </AppShell>
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster
            position={TOAST_POSITION}
            duration={TOAST_DURATION_MS}
            theme={darkTheme ? 'dark' : 'light'}
            richColors
            closeButton
          />
        </Suspense>
      )}
    </>
  );
}
