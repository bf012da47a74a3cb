import { toast } from 'sonner';
import { beforeAll } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';

// App test files share one module graph per worker (the `app` project in vite.config.ts), so each
// file starts as a fresh page would: the stores at their first state, nothing stored, no toasts.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  toast.dismiss();
  useUiStore.setState(useUiStore.getInitialState(), true);
  useSessionStore.setState(useSessionStore.getInitialState(), true);
});
