import { useSessionStore } from '@/stores/session';
import { DemoReadOnlyError } from './errors';

export const DEMO_APPID = 'demo';

/** The read-only demo account: its token's appid is `demo`. */
export function isReadOnlyDemo(): boolean {
  return useSessionStore.getState().identity.appid === DEMO_APPID;
}

/** Stops a write from the demo account before anything is sent. */
export function assertWritable(): void {
  if (isReadOnlyDemo()) throw new DemoReadOnlyError();
}
