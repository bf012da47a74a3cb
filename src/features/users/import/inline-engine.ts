/** The import session in-process, for where Web Workers do not exist (jsdom in Vitest). */
import { READ_FAILED, type ImportEngine } from './model/worker-protocol';
import { createImportSession } from './session';

async function readText(file: File): Promise<string> {
  try {
    return await file.text();
  } catch {
    throw new Error(READ_FAILED);
  }
}

export function createInlineEngine(): ImportEngine {
  const session = createImportSession();
  return {
    parse: async (file) => session.parse(await readText(file), file.name),
    prepare: async (mapping, existingEmails) => session.prepare(mapping, existingEmails),
    rejectedCsv: async (rows) => session.rejectedCsv(rows),
    dispose() {},
  };
}
