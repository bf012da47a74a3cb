import { useUiStore } from '@/stores/ui';
import { DEMO_READ_ONLY_MESSAGE, DemoReadOnlyError, extractErrorText, successText } from './errors';

/** Toasts close after 5000 ms and sit top-right. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_POSITION = 'top-right' as const;

/** Sonner loads on first use so it stays out of the initial JavaScript; its toaster mounts then too. */
function withToast(show: (toast: typeof import('sonner').toast) => void): void {
  useUiStore.getState().wantToaster();
  void import('sonner').then(({ toast }) => show(toast));
}

export function notifySuccess(reply?: unknown): void {
  withToast((toast) => toast.success(successText(reply)));
}

/** A failed call: the server's text or the call's fallback text; the demo's refusal is a warning. */
export function notifyError(error: unknown, fallback?: string): void {
  if (error instanceof DemoReadOnlyError) {
    withToast((toast) => toast.warning(DEMO_READ_ONLY_MESSAGE, { id: 'demo-read-only' }));
    return;
  }
  const text = extractErrorText(error, fallback);
  withToast((toast) => toast.error(text));
}
