/**
 * `npm run openapi`: writes docs/openapi.json (and the websocket's docs/asyncapi.json) from the mock
 * API's route registrations and the app's zod schemas. `--check` writes nothing and fails while
 * either committed file differs from a fresh generation.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { contractFiles } from './openapi-files';

const check = process.argv.includes('--check');
let stale = 0;
for (const { path, text } of await contractFiles()) {
  const current = await readFile(path, 'utf8').catch(() => '');
  if (current === text) continue;
  if (check) {
    stale += 1;
    console.error(`${path} is stale: run npm run openapi`);
  } else {
    await writeFile(path, text);
    console.log(`wrote ${path}`);
  }
}
process.exitCode = stale ? 1 : 0;
