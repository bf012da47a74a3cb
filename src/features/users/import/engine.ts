/**
 * The dialog's handle on an import session: in a Web Worker in the browser (parsing and validating
 * never block the page), in-process where Worker does not exist (jsdom in Vitest). papaparse is only
 * ever loaded by the worker (or the in-process fallback), never with the dialog.
 */
import type { PreparedRow } from './model/prepare';
import {
  READ_FAILED,
  type ImportEngine,
  type WorkerReply,
  type WorkerRequest,
} from './model/worker-protocol';

import type { ParseSummary } from './session';

export { READ_FAILED, type ImportEngine } from './model/worker-protocol';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface Pending {
  onReply: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
}

export function createWorkerEngine(): ImportEngine {
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, Pending>();
  let nextId = 1;

  worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    pending.get(event.data.id)?.onReply(event.data);
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    for (const { reject } of pending.values()) reject(new Error(READ_FAILED));
    pending.clear();
  });

  function ask<T>(
    request: DistributiveOmit<WorkerRequest, 'id'>,
    onReply: (reply: WorkerReply, resolve: (value: T) => void) => void,
  ): Promise<T> {
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const done = (value: T) => {
        pending.delete(id);
        resolve(value);
      };
      pending.set(id, {
        reject,
        onReply(reply) {
          if (reply.type === 'error') {
            pending.delete(id);
            reject(new Error(reply.message));
          } else onReply(reply, done);
        },
      });
      worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  return {
    parse: (file) =>
      ask<ParseSummary>({ type: 'parse', file }, (reply, resolve) => {
        if (reply.type === 'parsed') resolve(reply.summary);
      }),
    prepare(mapping, existingEmails) {
      const rows: PreparedRow[] = [];
      return ask<PreparedRow[]>({ type: 'prepare', mapping, existingEmails }, (reply, resolve) => {
        if (reply.type === 'rows') {
          for (const row of reply.rows) rows.push(row);
          worker.postMessage({ id: reply.id, type: 'ack' } satisfies WorkerRequest);
        } else if (reply.type === 'prepared') resolve(rows);
      });
    },
    rejectedCsv: (rows) =>
      ask<string>({ type: 'rejected-csv', rows }, (reply, resolve) => {
        if (reply.type === 'csv') resolve(reply.text);
      }),
    dispose() {
      worker.terminate();
      for (const { reject } of pending.values()) reject(new Error('The import was closed.'));
      pending.clear();
    },
  };
}

/** The worker where there is one; otherwise (Vitest's jsdom) the same session in-process, loaded on demand. */
export async function createImportEngine(): Promise<ImportEngine> {
  if (typeof Worker !== 'undefined') return createWorkerEngine();
  const { createInlineEngine } = await import('./inline-engine');
  return createInlineEngine();
}
