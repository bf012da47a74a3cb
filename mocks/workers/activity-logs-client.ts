/**
 * Generates activity-log tables in a dedicated worker where the platform has workers (the browser
 * demo); elsewhere (Node, jsdom) the caller generates them in place. One worker per table: a table
 * is built once per tenant and reference day, so there is nothing to keep warm.
 */
import type { ActivityLogTable } from '../fixtures/activity-logs';
import type { ActivityLogRequest } from './activity-logs.worker';

export const canGenerateOffThread = (): boolean =>
  typeof Worker !== 'undefined' && typeof window !== 'undefined';

export function generateOffThread(request: ActivityLogRequest): Promise<ActivityLogTable> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./activity-logs.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<ActivityLogTable>) => {
      worker.terminate();
      resolve(data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`activity-log worker failed: ${event.message}`));
    };
    worker.postMessage(request);
  });
}
