import { create } from 'zustand';

/** The sidebar breakpoint: open above it, closed below. */
export const SIDEBAR_BREAKPOINT_PX = 1192;

function wideEnoughForSidebar(): boolean {
  return typeof window === 'undefined' ? true : window.innerWidth > SIDEBAR_BREAKPOINT_PX;
}

/** Layout flags. Not persisted: only identity and the theme are. */
interface UiState {
  sidebarOpen: boolean;
  /** Defaults: side bar on, banner on, header off. */
  showSidebar: boolean;
  showBanner: boolean;
  showHeader: boolean;
  /** The sidebar item the welcome tour is pointing at. */
  tourTarget: string | null;
  /**
   * Set by the first toast: the toaster mounts then, not with the page (most visits raise none, and
   * sonner shows a toast raised before its toaster mounted as soon as it does).
   */
  toasterWanted: boolean;
  toggleSidebar: () => void;
  setSidebarOpen: (open: boolean) => void;
  setLayoutFlags: (flags: Partial<Pick<UiState, 'showSidebar' | 'showBanner' | 'showHeader'>>) => void;
  setTourTarget: (to: string | null) => void;
  wantToaster: () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  sidebarOpen: wideEnoughForSidebar(),
  showSidebar: true,
  showBanner: true,
  showHeader: false,
  tourTarget: null,
  toasterWanted: false,
  toggleSidebar: () => set((state) => ({ sidebarOpen: !state.sidebarOpen })),
  setSidebarOpen: (open) => set({ sidebarOpen: open }),
  setLayoutFlags: (flags) => set(flags),
  setTourTarget: (to) => set({ tourTarget: to }),
  wantToaster: () => set({ toasterWanted: true }),
}));
