/** `npm run api-docs` serves the contract in Swagger UI from local files only (no CDN). */
import type { Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiDocs } from './api-docs-server';

let url = '';
let server: Server | undefined;

beforeAll(async () => {
  ({ url, server } = await startApiDocs(0));
});
afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

it('serves the viewer, its scripts and the contract documents from this machine', async () => {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<title>Stackwise API');
  const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
  expect(assets.filter((asset) => /^(https?:)?\/\//.test(asset))).toEqual([]);
  for (const asset of [...assets, 'swagger-initializer.js', 'openapi.json', 'asyncapi.json']) {
    const reply = await fetch(new URL(asset, url));
    expect(reply.status, asset).toBe(200);
  }
  const initializer = await (await fetch(new URL('swagger-initializer.js', url))).text();
  expect(initializer).toContain("url: './openapi.json'");
  expect(initializer).toContain('validatorUrl: null');
  const openapi = (await (await fetch(new URL('openapi.json', url))).json()) as { openapi: string };
  expect(openapi.openapi).toBe('3.1.0');
});

it('answers 404 for anything else', async () => {
  expect((await fetch(new URL('../package.json', url))).status).toBe(404);
  expect((await fetch(new URL('nope.js', url))).status).toBe(404);
});
