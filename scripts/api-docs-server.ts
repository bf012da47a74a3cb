/**
 * A small static server for the API contract: Swagger UI's own files (swagger-ui-dist, no CDN) with
 * docs/openapi.json, and docs/asyncapi.json beside it. Loopback only; nothing is fetched from outside
 * (Swagger UI's online validator badge is off).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ASYNCAPI_PATH, OPENAPI_PATH } from './openapi-files';

const require = createRequire(import.meta.url);
const SWAGGER_UI = (require('swagger-ui-dist') as { getAbsoluteFSPath: () => string }).getAbsoluteFSPath();

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
};

const INITIALIZER = `window.onload = () => {
  window.ui = SwaggerUIBundle({
    url: './openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'BaseLayout',
  });
};
`;

/** The files served, by path; anything else is a 404. */
const FILES: Record<string, () => Promise<Buffer | string>> = {
  '/': () =>
    readFile(join(SWAGGER_UI, 'index.html'), 'utf8').then((html) =>
      html.replace('<title>Swagger UI', '<title>Stackwise API'),
    ),
  '/swagger-initializer.js': async () => INITIALIZER,
  '/openapi.json': () => readFile(OPENAPI_PATH),
  '/asyncapi.json': () => readFile(ASYNCAPI_PATH),
};
for (const name of [
  'swagger-ui.css',
  'index.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'favicon-32x32.png',
  'favicon-16x16.png',
]) {
  FILES[`/${name}`] = () => readFile(join(SWAGGER_UI, name));
}

const typeOf = (path: string) =>
  TYPES[path === '/' ? '.html' : path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream';

/** Serves the viewer on 127.0.0.1:`port` (0: any free port); resolves with its URL. */
export async function startApiDocs(port: number): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = FILES[path];
    if (!file) {
      response.writeHead(404).end('Not found');
      return;
    }
    file().then(
      (body) => response.writeHead(200, { 'Content-Type': typeOf(path) }).end(body),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}
