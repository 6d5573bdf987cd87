// Usage: tsx scripts/serve-with-headers.ts [--dir build] [--port 4175] [--host 127.0.0.1]
// Serves a production build the way Netlify or Cloudflare Pages would: static
// files, clean URLs (/docs/faq → docs/faq/index.html), 404.html for what does
// not exist, and the build's own _headers file applied to every response
// exactly as written (read through plugins/security-headers/headers-file.ts).
// The file is re-read on every request, so a rebuild is picked up at once.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { headersForPath, parseHeadersFile } from '../plugins/security-headers/headers-file';

/** Port the browser tests use for this server (playwright.config.ts). */
export const HEADERS_SERVER_PORT = 4175;

/** Content types of what a Docusaurus build contains; anything else is served as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Files a static host reads as configuration and never serves. */
const NOT_SERVED = new Set(['/_headers']);

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

/** The file a URL path names, trying clean-URL forms; null when there is none (or it is outside `root`). */
async function resolveFile(root: string, pathname: string): Promise<string | null> {
  if (NOT_SERVED.has(pathname)) return null;
  const rel = pathname.replace(/^\/+/, '');
  const candidates = pathname.endsWith('/')
    ? [path.join(rel, 'index.html')]
    : [rel, `${rel}.html`, path.join(rel, 'index.html'), path.join(rel.replace(/\.html$/, ''), 'index.html')];
  for (const candidate of candidates) {
    const file = path.resolve(root, candidate);
    if (file !== root && !file.startsWith(`${root}${path.sep}`)) return null;
    if (await isFile(file)) return file;
  }
  return null;
}

async function handle(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400).end('Bad request');
    return;
  }
  let rules;
  try {
    rules = parseHeadersFile(await readFile(path.join(root, '_headers'), 'utf8'));
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(
      `Cannot apply ${path.join(root, '_headers')}: ${(error as Error).message}. Build the site first.`,
    );
    return;
  }
  const file = await resolveFile(root, pathname);
  const served = file ?? path.join(root, '404.html');
  const body = await readFile(served).catch(() => Buffer.from('Not found'));
  for (const [name, value] of headersForPath(rules, pathname)) res.setHeader(name, value);
  res.setHeader('Content-Type', CONTENT_TYPES[path.extname(served)] ?? 'application/octet-stream');
  res.setHeader('Content-Length', body.length);
  res.setHeader('Cache-Control', 'no-cache');
  res.writeHead(file ? 200 : 404);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Starts the server; resolves once it listens. */
export function serveWithHeaders(options: { dir: string; port: number; host: string }): Promise<Server> {
  const root = path.resolve(options.dir);
  const server = createServer((req, res) => {
    handle(root, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  return new Promise((resolve) => server.listen(options.port, options.host, () => resolve(server)));
}

if (process.argv[1] && /serve-with-headers\.ts$/.test(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'build' },
      port: { type: 'string', default: String(HEADERS_SERVER_PORT) },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const options = { dir: values.dir, port: Number(values.port), host: values.host };
  void serveWithHeaders(options).then(() => {
    console.log(`Serving ${options.dir} with its _headers on http://${options.host}:${options.port}/`);
  });
}
