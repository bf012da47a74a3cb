import { DEMO_READ_ONLY_MESSAGE, DemoReadOnlyError, extractErrorText, successText } from './errors';

/** Toasts close after 5000 ms and sit top-right. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_POSITION = 'top-right' as const;

let toasterWanted = false;
const toasterListeners = new Set<() => void>();

/**
 * The toaster mounts with the first toast, not with the page: most visits never raise one, and
 * sonner shows a toast raised before its toaster mounted as soon as it does.
 */
export function isToasterWanted(): boolean {
  return toasterWanted;
}

export function subscribeToToasterWanted(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

/** Sonner loads on first use so it stays out of the initial JavaScript. */
function withToast(show: (toast: typeof import('sonner').toast) => void): void {
  if (!toasterWanted) {
    toasterWanted = true;
    toasterListeners.forEach((listener) => listener());
  }
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
