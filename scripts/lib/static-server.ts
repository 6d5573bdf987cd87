/**
 * A small static server for a production build that compresses what it sends,
 * as a CDN would: the page-weight test and `npm run bench` measure bytes over
 * the wire through it (`docusaurus serve` does not compress). It resolves
 * routes the way static hosts do for a Docusaurus build: `/a/b` serves
 * `a/b/index.html` or `a/b.html`, and anything missing serves `404.html` with
 * status 404. Listens on 127.0.0.1 only.
 *
 * Each file is compressed once and the compressed body kept, as a CDN's
 * cache keeps it: compressing main.js (359 KB) on every request took 8 ms of
 * a core that Chromium, measured on the same two cores, then did not have.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { gzipSync } from 'node:zlib';

/** Options of {@link startStaticServer}. */
export interface StaticServerOptions {
  /** The build folder to serve, e.g. `build`. */
  root: string;
  /** Port on 127.0.0.1; default 0 (the system picks a free one). */
  port?: number;
  /**
   * gzip level; default 6, the level nginx, Netlify and most CDNs use for
   * on-the-fly compression (level 9 saves under 1 % more on these files).
   */
  gzipLevel?: number;
}

/** A running server: its origin (`http://127.0.0.1:<port>`) and how to stop it. */
export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

/** Content types of the files a Docusaurus build holds; anything else is sent as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/** Cache lifetime of the content-hashed files under /assets/, as Docusaurus's deployment guide suggests. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The file a URL path names in `root`, following static-host conventions, or null. */
export function resolveFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const base = path.join(root, path.normalize(decoded));
  if (!base.startsWith(root)) return null;
  const candidates = decoded.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, path.join(base, 'index.html'), `${base}.html`];
  return candidates.find((f) => existsSync(f) && statSync(f).isFile()) ?? null;
}

/** A file's gzipped body, kept while the file is unchanged. */
interface Compressed {
  mtimeMs: number;
  size: number;
  body: Buffer;
}

function compressedBody(cache: Map<string, Compressed>, file: string, level: number): Buffer {
  const { mtimeMs, size } = statSync(file);
  const known = cache.get(file);
  if (known && known.mtimeMs === mtimeMs && known.size === size) return known.body;
  const body = gzipSync(readFileSync(file), { level });
  cache.set(file, { mtimeMs, size, body });
  return body;
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  level: number,
  cache: Map<string, Compressed>,
): void {
  const ext = path.extname(file).toLowerCase();
  const type = CONTENT_TYPES[ext] ?? 'application/octet-stream';
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', req.url?.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (!gzip) {
    res.setHeader('Content-Length', statSync(file).size);
    pipeline(createReadStream(file), res, () => undefined);
    return;
  }
  const body = compressedBody(cache, file, level);
  res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** Starts serving `root` on 127.0.0.1 with gzip; resolves once it listens. */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const level = options.gzipLevel ?? 6;
  const notFound = path.join(root, '404.html');
  const cache = new Map<string, Compressed>();
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    const file = resolveFile(root, pathname);
    if (file) send(req, res, file, 200, level, cache);
    else if (existsSync(notFound)) send(req, res, notFound, 404, level, cache);
    else {
      res.statusCode = 404;
      res.end('Not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
