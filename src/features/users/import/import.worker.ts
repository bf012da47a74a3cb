/// <reference lib="webworker" />
/**
 * The import's heavy lifting off the main thread: reads and parses the file (papaparse), validates
 * and de-duplicates the rows, and writes the rejected-rows CSV. Logic lives in the session module.
 */
import { createImportSession } from './session';
import { ROWS_PER_MESSAGE, type WorkerReply, type WorkerRequest } from './model/worker-protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const session = createImportSession();

function reply(message: WorkerReply): void {
  scope.postMessage(message);
}

/** Requests waiting for the dialog to take in their last slice of rows. */
const acks = new Map<number, () => void>();

scope.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  if (event.data.type === 'ack') {
    acks.get(event.data.id)?.();
    return;
  }
  void handle(event.data);
});

function acknowledged(id: number): Promise<void> {
  return new Promise((resolve) =>
    acks.set(id, () => {
      acks.delete(id);
      resolve();
    }),
  );
}

async function handle(request: WorkerRequest): Promise<void> {
  try {
    switch (request.type) {
      case 'parse': {
        const text = await request.file.text();
        reply({ id: request.id, type: 'parsed', summary: session.parse(text, request.file.name) });
        return;
      }
      case 'prepare': {
        const rows = session.prepare(request.mapping, request.existingEmails);
        for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE) {
          const taken = acknowledged(request.id);
          reply({ id: request.id, type: 'rows', rows: rows.slice(i, i + ROWS_PER_MESSAGE) });
          await taken;
        }
        reply({ id: request.id, type: 'prepared', total: rows.length });
        return;
      }
      case 'rejected-csv':
        reply({ id: request.id, type: 'csv', text: session.rejectedCsv(request.rows) });
        return;
      case 'ack':
        return;
    }
  } catch (error) {
    reply({ id: request.id, type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}
