import { useEffect } from 'react';
import { useSessionStore } from '@/stores/session';
import { SIDEBAR_BREAKPOINT_PX, useUiStore } from '@/stores/ui';

/** Puts class `dark` on <html> while the dark-theme flag is on. */
export function useThemeClass(): void {
  const darkTheme = useSessionStore((state) => state.darkTheme);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', darkTheme);
  }, [darkTheme]);
}

/** Opens the sidebar when the window grows past 1192 px and closes it below. */
export function useSidebarBreakpoint(): void {
  const setSidebarOpen = useUiStore((state) => state.setSidebarOpen);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${SIDEBAR_BREAKPOINT_PX + 1}px)`);
    const onChange = (event: MediaQueryListEvent) => setSidebarOpen(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setSidebarOpen]);
}
