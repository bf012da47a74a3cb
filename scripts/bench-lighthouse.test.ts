// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loopbackCertificate, previewForLighthouse } from './bench-lighthouse.mjs';

/** GET `url` over HTTP/2, accepting the throwaway certificate: the status and the body. */
function getOverHttp2(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(new URL(url).origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const request = session.request({ ':path': new URL(url).pathname });
    let status = 0;
    let body = '';
    request.on('response', (headers) => (status = Number(headers[':status'])));
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      session.close();
      resolve({ status, body });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the Lighthouse bench’s server', () => {
  it.runIf(loopbackCertificate() !== null)(
    'serves a build over HTTP/2 with a throwaway certificate for 127.0.0.1, the SPA fallback included',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'stackwise-h2-'));
      writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Stackwise</title>');
      const server = await previewForLighthouse(process.cwd(), dir);
      try {
        expect(server.protocol).toBe('h2');
        expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
        const page = await getOverHttp2(`${server.url}/contracts`);
        expect(page.status).toBe(200);
        expect(page.body).toContain('<title>Stackwise</title>');
      } finally {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    30_000,
  );
});
