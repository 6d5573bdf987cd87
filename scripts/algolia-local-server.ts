// Usage: tsx scripts/algolia-local-server.ts --records build/search --port 4181 [--port 4182] [--app-id ID --api-key KEY]
// A local Algolia-compatible search endpoint for tests: POST /1/indexes/*/queries
// answered by the site's own engine over the built records, with credentials
// in query parameters (as the browser client sends them), CORS, and fault
// injection through /__control. Also accepts Insights events at POST /1/events.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import { normalizeRequests, type SearchInput } from '../src/search/client';
import { SearchEngine } from '../src/search/engine';
import { readBuiltIndex } from './lib/built-index';

export type FaultMode = 'ok' | 'down' | 'slow' | 'status';

export interface Fault {
  mode: FaultMode;
  /** For `status`: the HTTP status to answer with. */
  status?: number;
  /** For `slow`: milliseconds before the body is sent (headers go at once). */
  delayMs?: number;
}

export interface LocalAlgoliaOptions {
  engine: SearchEngine;
  appId: string;
  apiKey: string;
  port: number;
  host?: string;
}

export interface LocalAlgolia {
  server: Server;
  port: number;
  /** Search requests received since the last reset, for assertions. */
  hits: number;
  events: unknown[];
  close(): Promise<void>;
}

export function loadRecords(recordsDir: string): SearchEngine {
  return new SearchEngine(readBuiltIndex(recordsDir).records);
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers':
    'content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent',
  'access-control-max-age': '600',
};

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...CORS });
  res.end(JSON.stringify(body));
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function startLocalAlgolia(options: LocalAlgoliaOptions): Promise<LocalAlgolia> {
  let fault: Fault = { mode: 'ok' };
  const state: LocalAlgolia = {
    server: undefined as unknown as Server,
    port: options.port,
    hits: 0,
    events: [],
    close: () => new Promise((resolve) => state.server.close(() => resolve())),
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS);
        res.end();
        return;
      }
      // Test control: set the fault mode, read and reset counters.
      if (url.pathname === '/__control') {
        if (req.method === 'POST') {
          fault = JSON.parse((await readBody(req)) || '{"mode":"ok"}') as Fault;
          state.hits = 0;
          state.events = [];
        }
        send(res, 200, { fault, hits: state.hits, events: state.events });
        return;
      }
      if (fault.mode === 'down') {
        req.socket.destroy();
        return;
      }
      const appId =
        url.searchParams.get('x-algolia-application-id') ?? req.headers['x-algolia-application-id'];
      const apiKey = url.searchParams.get('x-algolia-api-key') ?? req.headers['x-algolia-api-key'];
      if (req.method === 'POST' && url.pathname === '/1/events') {
        const body = JSON.parse(await readBody(req)) as { events?: unknown[] };
        state.events.push(...(body.events ?? []));
        send(res, 200, { status: 200, message: 'OK' });
        return;
      }
      if (req.method !== 'POST' || !/^\/1\/indexes\/[^/]+\/queries$/.test(url.pathname)) {
        send(res, 404, { message: 'Not found', status: 404 });
        return;
      }
      state.hits += 1;
      if (fault.mode === 'status') {
        send(res, fault.status ?? 500, {
          message: `Injected failure ${fault.status ?? 500}`,
          status: fault.status ?? 500,
        });
        return;
      }
      if (appId !== options.appId || apiKey !== options.apiKey) {
        send(res, 403, { message: 'Invalid Application-ID or API key', status: 403 });
        return;
      }
      let input: SearchInput;
      try {
        input = JSON.parse(await readBody(req)) as SearchInput;
        normalizeRequests(input);
      } catch (error) {
        send(res, 400, { message: `Invalid request body: ${String(error)}`, status: 400 });
        return;
      }
      const results = normalizeRequests(input).map(({ indexName, ...params }) =>
        options.engine.search(params, indexName),
      );
      if (fault.mode === 'slow') {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...CORS });
        res.flushHeaders();
        setTimeout(() => res.end(JSON.stringify({ results })), fault.delayMs ?? 1000);
        return;
      }
      send(res, 200, { results });
    })().catch((error: unknown) => send(res, 500, { message: String(error), status: 500 }));
  });
  state.server = server;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(state));
  });
}

function arg(name: string, all = false): string[] {
  const out: string[] = [];
  process.argv.forEach((a, i) => {
    if (a === `--${name}` && process.argv[i + 1]) out.push(process.argv[i + 1]!);
  });
  return all ? out : out.slice(0, 1);
}

async function main(): Promise<void> {
  const recordsDir = arg('records')[0] ?? 'build/search';
  const ports = arg('port', true).map(Number);
  const engine = loadRecords(recordsDir);
  const appId = arg('app-id')[0] ?? 'LOCALAPP';
  const apiKey = arg('api-key')[0] ?? 'local-search-key';
  for (const port of ports.length > 0 ? ports : [4181]) {
    await startLocalAlgolia({ engine, appId, apiKey, port });
    console.log(`Algolia-compatible endpoint on http://127.0.0.1:${port} (${engine.records.length} records)`);
  }
}

if (process.argv[1] && /algolia-local-server\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
