/**
 * The one static server of the tests and benchmarks: a production build served
 * on 127.0.0.1 as the static hosts serve it. serve-handler (the handler
 * `docusaurus serve` runs) sends the files; this module decides which file
 * answers (./routes.ts), adds what a CDN adds (gzip, cache headers) and, when
 * asked, the build's own `_headers` (./headers-file.ts).
 *
 *   `/x`, `/x/`, `/x.html`, `/x/index.html`  the same page, 200, no redirect
 *   a path with no file                     `404.html` with status 404
 *   `/_headers`                              never served (hosts read it, they do not serve it)
 *   outside the base URL                     404 "Not found": another site's paths
 */
import { createReadStream, type ReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import { lstat, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';

import serveHandler from 'serve-handler';

import { headersForPath, parseHeadersFile } from './headers-file';
import { resolveBuiltFile } from './routes';

/** Options of {@link startStaticServer}. */
export interface StaticServerOptions {
  /** The build folder to serve, e.g. `build`. */
  dir: string;
  /** Port; default 0 (the system picks a free one). */
  port?: number;
  /** Interface to listen on; default 127.0.0.1, so nothing beyond this machine reaches it. */
  host?: string;
  /**
   * Send the headers `<dir>/_headers` gives each path, as Netlify and Cloudflare
   * Pages do; re-read on every request, so a rebuild is picked up. Default false.
   */
  headers?: boolean;
  /** The base URL the build was made for (`BASE_URL`); default `/`. */
  baseUrl?: string;
  /** The page sent with status 404 when no file answers, relative to `dir`; default `404.html`. */
  notFoundPage?: string;
  /**
   * gzip level; default 6, the level nginx, Netlify and most CDNs use for
   * on-the-fly compression (level 9 saves under 1 % more on these files).
   */
  gzipLevel?: number;
}

/** A running server and how to stop it. */
export interface StaticServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** The site's home page: the origin plus the base URL. */
  url: string;
  close(): Promise<void>;
}

/** Extensions sent gzipped when the client accepts it; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.md',
  '.txt',
  '.xml',
  '.svg',
  '.webmanifest',
]);

/** Cache lifetime of the content-hashed files under /assets/, as Docusaurus's deployment guide suggests. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files a static host reads as its configuration and never serves. */
const NOT_SERVED = new Set(['/_headers']);

/** A file's gzipped body, kept while the file is unchanged. */
interface Compressed {
  mtimeMs: number;
  size: number;
  body: Buffer;
}

/**
 * The file-system methods serve-handler awaits (its defaults are promisified;
 * @types/serve-handler declares the callback forms).
 */
interface HandlerMethods {
  lstat(file: string): Promise<Stats>;
  createReadStream(file: string, options?: { start?: number; end?: number }): ReadStream | Readable;
}

/** The URL path relative to the base URL (`/docs/faq`), or null for a path outside it. */
function withinBase(pathname: string, baseUrl: string): string | null {
  if (pathname === baseUrl || `${pathname}/` === baseUrl) return '/';
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : null;
}

/** A file of `root` as the URL path serve-handler reads back (each segment percent-encoded). */
function urlOf(root: string, file: string): string {
  return `/${path.relative(root, file).split(path.sep).map(encodeURIComponent).join('/')}`;
}

/** Starts serving `options.dir`; resolves once it listens. */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.dir);
  const host = options.host ?? '127.0.0.1';
  const baseUrl = options.baseUrl ?? '/';
  const level = options.gzipLevel ?? 6;
  const notFoundPage = path.join(root, options.notFoundPage ?? '404.html');
  const cache = new Map<string, Compressed>();

  const compressed = (file: string, stats: Stats): Buffer => {
    const known = cache.get(file);
    if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.body;
    // Compressed once and kept, as a CDN's cache keeps it: gzipping main.js on every request took a core from Chromium.
    const body = gzipSync(readFileSync(file), { level });
    cache.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, body });
    return body;
  };

  /** serve-handler's file system, with `file` reading as its gzipped bytes. */
  const gzipped = (file: string): HandlerMethods => ({
    async lstat(p) {
      const stats = await lstat(p);
      if (p === file) stats.size = compressed(p, stats).length;
      return stats;
    },
    createReadStream(p, streamOptions) {
      return p === file ? Readable.from([compressed(p, statSync(p))]) : createReadStream(p, streamOptions);
    },
  });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    const sitePath = withinBase(pathname, baseUrl);
    if (sitePath === null) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.setHeader('Cache-Control', sitePath.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    // serve-handler names the type of the extensions it knows and leaves others without one.
    res.setHeader('Content-Type', 'application/octet-stream');
    if (options.headers) {
      const file = path.join(root, '_headers');
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(`Cannot apply ${file}: ${(error as Error).message}. Build the site first.`);
        return;
      }
      for (const [name, value] of headersForPath(parseHeadersFile(text), pathname))
        res.setHeader(name, value);
    }
    const file = NOT_SERVED.has(sitePath) ? null : resolveBuiltFile(root, sitePath);
    const served =
      file ?? (statSync(notFoundPage, { throwIfNoEntry: false })?.isFile() ? notFoundPage : null);
    if (!served) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    if (!file) res.statusCode = 404; // serve-handler keeps a status set before it writes the head
    req.url = urlOf(root, served);
    let methods: HandlerMethods | undefined;
    if (COMPRESSIBLE.has(path.extname(served).toLowerCase())) {
      res.setHeader('Vary', 'Accept-Encoding');
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && !req.headers.range) {
        res.setHeader('Content-Encoding', 'gzip');
        methods = gzipped(served);
      }
    }
    await serveHandler(
      req,
      res,
      { public: root, cleanUrls: false, directoryListing: false, etag: false },
      methods as Parameters<typeof serveHandler>[3],
    );
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    origin,
    url: `${origin}${baseUrl}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
