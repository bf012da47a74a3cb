/**
 * The mock API as a loopback HTTP server (`npm run mock-api`), so a live-mode build or any other
 * tool can use it over a real connection. Same handlers and data as the browser demo.
 *
 *   npm run mock-api -- --port 8787 --scenario large
 *   MOCK_API_PORT=8787 MOCK_SCENARIO=slow npm run mock-api
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Duplex } from 'node:stream';
import { getResponse } from 'msw';
import { WebSocketServer } from 'ws';
import { NOTIFICATION_SOCKET_PATH } from '@/features/notifications/api/schemas';
import { API_PREFIX } from '@/lib/api-url';
import { initialise, setLatencyMode } from './control';
import { handlers, loadLaterAreas } from './handlers';
import { openSocketSession } from './realtime/session';
import { isScenarioName, SCENARIO_NAMES, type ScenarioName } from './scenarios';

const HOST = '127.0.0.1';
// The app on loopback, over HTTP or HTTPS (the bench serves the build over HTTP/2, which needs TLS).
const LOOPBACK_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/;

export interface MockApiServerOptions {
  /** 0 picks a free port. */
  port?: number;
  scenario?: ScenarioName;
  /** Realistic per-call latency (default true); tests pass false. */
  latency?: boolean;
}

export interface RunningMockApiServer {
  server: Server;
  port: number;
  /** e.g. http://127.0.0.1:8787/api/v1 */
  url: string;
  close(): Promise<void>;
}

function corsHeaders(origin: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin && LOOPBACK_ORIGIN.test(origin)) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers['Access-Control-Allow-Methods'] = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
    headers['Access-Control-Allow-Headers'] = 'Authorization, Content-Type';
    headers['Access-Control-Expose-Headers'] = 'Content-Disposition';
    headers['Access-Control-Max-Age'] = '600';
  }
  return headers;
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

function toRequest(req: IncomingMessage, body: Buffer | undefined, port: number): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(new URL(req.url ?? '/', `http://${HOST}:${port}`), {
    method: req.method ?? 'GET',
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}

/** Replies smaller than this go as they are: gzip's header and dictionary would not pay for themselves. */
const COMPRESS_FROM_BYTES = 1024;
const COMPRESSIBLE = /^(application\/json|text\/)/;

/** Whether the client named gzip among the encodings it accepts (`Accept-Encoding`, not refused by q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    return (coding === 'gzip' || coding === '*') && !refused;
  });
}

/**
 * Writes `response`, gzipped when the client accepts gzip and it is JSON or text of some size, as a
 * server behind any web server or CDN answers: a list reply travels at a quarter of its size or less.
 */
async function send(
  res: ServerResponse,
  response: Response,
  cors: Record<string, string>,
  acceptEncoding?: string,
): Promise<void> {
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') headers[name] = value;
  });
  let body = Buffer.from(await response.arrayBuffer());
  const negotiable =
    body.length >= COMPRESS_FROM_BYTES &&
    COMPRESSIBLE.test(headers['content-type'] ?? '') &&
    !headers['content-encoding'];
  if (negotiable) {
    headers.Vary = `${headers.Vary ?? 'Origin'}, Accept-Encoding`;
    if (acceptsGzip(acceptEncoding)) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
  }
  res.writeHead(response.status, { ...headers, 'Content-Length': String(body.length) });
  res.end(body);
}

/**
 * `/ws/notifications/` over the `ws` package, the same sessions as MSW's link. Like the CORS rule,
 * only a loopback page (or a client sending no Origin, such as a test) may connect.
 */
function acceptSockets(server: Server, port: () => number): WebSocketServer {
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', `ws://${HOST}:${port()}`);
    const origin = req.headers.origin;
    if (url.pathname !== NOTIFICATION_SOCKET_PATH || (origin && !LOOPBACK_ORIGIN.test(origin))) {
      socket.end(
        `HTTP/1.1 ${url.pathname === NOTIFICATION_SOCKET_PATH ? 403 : 404} \r\nConnection: close\r\n\r\n`,
      );
      return;
    }
    sockets.handleUpgrade(req, socket, head, (client) => {
      const session = openSocketSession(url, {
        send: (text) => client.send(text),
        close: (code, reason) => client.close(code, reason),
      });
      client.on('message', (data, isBinary) => session.receive(isBinary ? null : data.toString()));
      client.on('close', () => session.closed());
    });
  });
  return sockets;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export async function startMockApiServer({
  port = 8787,
  scenario = 'default',
  latency = true,
}: MockApiServerOptions = {}): Promise<RunningMockApiServer> {
  setLatencyMode(latency ? 'realistic' : 'none');
  await initialise(scenario);

  let boundPort = port;
  const server = createServer((req, res) => {
    const cors = corsHeaders(req.headers.origin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    void (async () => {
      try {
        const request = toRequest(req, await readBody(req), boundPort);
        const response = (await getResponse(handlers, request)) ?? json(404, { detail: 'Not found.' });
        await send(res, response, cors, req.headers['accept-encoding']);
      } catch (error) {
        console.error('[mock api]', error);
        if (!res.headersSent) await send(res, json(500, { detail: 'A server error occurred.' }), cors);
        else res.destroy();
      }
    })();
  });

  const sockets = acceptSockets(server, () => boundPort);

  // A server answers every area from its first call: nothing is worth deferring here.
  await loadLaterAreas();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  boundPort = typeof address === 'object' && address ? address.port : port;

  return {
    server,
    port: boundPort,
    url: `http://${HOST}:${boundPort}${API_PREFIX}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Open sockets would keep the server (and a test run) alive.
        sockets.clients.forEach((client) => client.terminate());
        sockets.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function argument(name: string): string | undefined {
  const args = process.argv.slice(2);
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<void> {
  const portText = argument('port') ?? process.env.MOCK_API_PORT ?? '8787';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port "${portText}"`);
  }
  const scenario = argument('scenario') ?? process.env.MOCK_SCENARIO ?? 'default';
  if (!isScenarioName(scenario)) {
    throw new Error(`Unknown scenario "${scenario}"; choose one of ${SCENARIO_NAMES.join(', ')}`);
  }
  const running = await startMockApiServer({ port, scenario });
  console.log(`Mock API listening on ${running.url} (scenario: ${scenario})`);

  const stop = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
