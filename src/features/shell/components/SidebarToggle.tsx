import type { ReactNode } from 'react';
import { useUiStore } from '@/stores/ui';

/**
 * The logo button that opens and closes the sidebar (the drawer on phones). The sidebar's own logo
 * and the phone bar's are one control, so it keeps one name and state wherever it shows.
 */
export function SidebarToggle({ className, children }: { className: string; children: ReactNode }) {
  const open = useUiStore((state) => state.sidebarOpen);
  const toggleSidebar = useUiStore((state) => state.toggleSidebar);
  return (
    <button
      type="button"
      onClick={toggleSidebar}
      aria-label="Toggle sidebar"
      aria-expanded={open}
      aria-controls="app-sidebar"
      className={`flex items-center gap-2 rounded-md p-1 ${className}`}
    >
      {children}
    </button>
  );
}
