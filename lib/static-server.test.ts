import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { startStaticServer, type StaticServer } from './static-server';

/** A build in miniature: both clean-URL layouts, an asset, data, an image, a 404 page and a _headers file. */
const dir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
const FILES: Record<string, string | Buffer> = {
  'index.html': '<h1>Home</h1>',
  'docs/faq/index.html': `<h1>FAQ</h1>${'<p>Questions and answers.</p>'.repeat(50)}`,
  'markdown-page.html': '<h1>Markdown page</h1>',
  'docs/faq.md': '# FAQ',
  'assets/js/main.1a2b.js': 'console.log("main");'.repeat(20),
  'search/manifest.json': '{"records":"records.json"}',
  'img/card.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'pagefind/wasm.en.pagefind': Buffer.from([0, 97, 115, 109]),
  '404.html': '<h1>Page not found</h1>',
  _headers: '/*\n  X-Frame-Options: DENY\n\n/docs/*\n  X-Docs-Rule: applied\n',
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One raw request (no redirect following, no automatic decompression). */
function get(
  origin: string,
  urlPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

let plain: StaticServer;
let withHeaders: StaticServer;
let underBase: StaticServer;

beforeAll(async () => {
  for (const [file, body] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  }
  [plain, withHeaders, underBase] = await Promise.all([
    startStaticServer({ dir }),
    startStaticServer({ dir, headers: true }),
    startStaticServer({ dir, baseUrl: '/docs-site/' }),
  ]);
});

afterAll(async () => {
  await Promise.all([plain, withHeaders, underBase].map((server) => server?.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe('lib/static-server', () => {
  test('listens on 127.0.0.1 and serves the home page at the origin', async () => {
    expect(plain.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const home = await get(plain.origin, '/');
    expect(home.status).toBe(200);
    expect(home.body.toString()).toBe('<h1>Home</h1>');
  });

  test('/x, /x/, /x.html and /x/index.html answer 200 with the same page, without a redirect', async () => {
    for (const form of ['/docs/faq', '/docs/faq/', '/docs/faq.html', '/docs/faq/index.html']) {
      const answer = await get(plain.origin, form);
      expect(answer.status, form).toBe(200);
      expect(answer.body.toString(), form).toContain('<h1>FAQ</h1>');
    }
    for (const form of ['/markdown-page', '/markdown-page.html']) {
      expect((await get(plain.origin, form)).body.toString(), form).toBe('<h1>Markdown page</h1>');
    }
    // A file next to a page's folder is served as itself.
    expect((await get(plain.origin, '/docs/faq.md')).body.toString()).toBe('# FAQ');
  });

  test('sends the content type of each kind of file', async () => {
    const types = {
      '/docs/faq': 'text/html; charset=utf-8',
      '/docs/faq.md': 'text/markdown; charset=utf-8',
      '/assets/js/main.1a2b.js': 'application/javascript; charset=utf-8',
      '/search/manifest.json': 'application/json; charset=utf-8',
      '/img/card.png': 'image/png',
      '/pagefind/wasm.en.pagefind': 'application/octet-stream',
    };
    for (const [urlPath, type] of Object.entries(types)) {
      expect((await get(plain.origin, urlPath)).headers['content-type'], urlPath).toBe(type);
    }
  });

  test('a path with no file gets 404.html with status 404; _headers and paths outside the folder are not served', async () => {
    for (const urlPath of ['/docs/no-such-page', '/_headers', '/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A']) {
      const answer = await get(plain.origin, urlPath);
      expect(answer.status, urlPath).toBe(404);
      expect(answer.body.toString(), urlPath).toBe('<h1>Page not found</h1>');
      expect(answer.headers['content-type'], urlPath).toBe('text/html; charset=utf-8');
    }
  });

  test('with headers on, every answer carries the headers _headers gives its path; with headers off, none', async () => {
    const faq = await get(withHeaders.origin, '/docs/faq');
    expect(faq.headers['x-frame-options']).toBe('DENY');
    expect(faq.headers['x-docs-rule']).toBe('applied');
    const home = await get(withHeaders.origin, '/');
    expect(home.headers['x-frame-options']).toBe('DENY');
    expect(home.headers['x-docs-rule']).toBeUndefined();
    const missing = await get(withHeaders.origin, '/no-such-page');
    expect([missing.status, missing.headers['x-frame-options']]).toEqual([404, 'DENY']);
    expect((await get(plain.origin, '/docs/faq')).headers['x-frame-options']).toBeUndefined();
  });

  test('gzips text for a client that accepts it, and keeps images and byte ranges as they are', async () => {
    const page = await get(plain.origin, '/docs/faq', { 'Accept-Encoding': 'gzip, br' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(Number(page.headers['content-length'])).toBe(page.body.length);
    expect(gunzipSync(page.body).toString()).toBe(FILES['docs/faq/index.html']);
    const again = await get(plain.origin, '/docs/faq', { 'Accept-Encoding': 'gzip' });
    expect(again.body.equals(page.body)).toBe(true);
    const image = await get(plain.origin, '/img/card.png', { 'Accept-Encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    const range = await get(plain.origin, '/docs/faq', { 'Accept-Encoding': 'gzip', Range: 'bytes=0-3' });
    expect([range.status, range.body.toString(), range.headers['content-encoding']]).toEqual([
      206,
      '<h1>',
      undefined,
    ]);
    const identity = await get(plain.origin, '/docs/faq');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(FILES['docs/faq/index.html']);
  });

  test('the content-hashed assets are cached for a year, everything else revalidated', async () => {
    expect((await get(plain.origin, '/assets/js/main.1a2b.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get(plain.origin, '/docs/faq')).headers['cache-control']).toBe('no-cache');
  });

  test('a build made for a base URL answers under it, and nothing outside it', async () => {
    expect(underBase.url).toBe(`${underBase.origin}/docs-site/`);
    expect((await get(underBase.origin, '/docs-site/')).body.toString()).toBe('<h1>Home</h1>');
    expect((await get(underBase.origin, '/docs-site/docs/faq')).status).toBe(200);
    const outside = await get(underBase.origin, '/docs/faq');
    expect([outside.status, outside.body.toString()]).toEqual([404, 'Not found']);
  });

  test('HEAD answers with the headers alone; other methods get 405', async () => {
    const head = await get(plain.origin, '/docs/faq', {}, 'HEAD');
    expect([head.status, head.body.length, head.headers['content-type']]).toEqual([
      200,
      0,
      'text/html; charset=utf-8',
    ]);
    const post = await get(plain.origin, '/docs/faq', {}, 'POST');
    expect([post.status, post.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  test('without a readable _headers, the headers server says so instead of serving without them', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'static-server-bare-'));
    writeFileSync(path.join(bare, 'index.html'), '<h1>Home</h1>');
    const server = await startStaticServer({ dir: bare, headers: true });
    try {
      const answer = await get(server.origin, '/');
      expect(answer.status).toBe(500);
      expect(answer.body.toString()).toMatch(/Cannot apply .*_headers: .*Build the site first\./);
    } finally {
      await server.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
