/** The contract's generated files and their text, formatted as prettier would (the repo's config). */
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildAsyncApi } from '../mocks/contract/asyncapi';
import { buildOpenApi } from '../mocks/contract/document';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const OPENAPI_PATH = `${ROOT}docs/openapi.json`;
export const ASYNCAPI_PATH = `${ROOT}docs/asyncapi.json`;

async function formatted(path: string, document: unknown): Promise<string> {
  const options = await resolveConfig(path);
  return format(JSON.stringify(document, null, 2), { ...options, filepath: path });
}

export async function contractFiles(): Promise<{ path: string; text: string }[]> {
  return [
    { path: OPENAPI_PATH, text: await formatted(OPENAPI_PATH, buildOpenApi()) },
    { path: ASYNCAPI_PATH, text: await formatted(ASYNCAPI_PATH, buildAsyncApi()) },
  ];
}
