import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { checkLinks, fragmentTargets, siteRootFromHomePage } from '../../scripts/check-links';

/** tests/fixtures/links, served the way a static host serves a build (`/guide` → guide/index.html). */
const ROOT = path.resolve('tests/fixtures/links');
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let file = path.join(ROOT, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!file.startsWith(ROOT) || !existsSync(file)) {
      res.writeHead(404, { 'Content-Type': 'text/html' }).end('<p>Not found</p>');
      return;
    }
    res.writeHead(200, {
      'Content-Type': file.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/plain',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('scripts/check-links.ts', () => {
  test('reports broken links, missing fragments and missing assets, each with its page', async () => {
    const report = await checkLinks(`${origin}/`);
    const broken = report.broken
      .map(
        ({ url, reason, parent }) =>
          `${url.replace(origin, '')} | ${reason} | ${parent?.replace(origin, '')}`,
      )
      .sort();
    expect(broken).toEqual([
      '/guide#gone | no id "gone" | /guide',
      '/guide#no-such-heading | no id "no-such-heading" | /',
      '/missing-page | HTTP 404 | /',
      '/missing.png | HTTP 404 | /',
    ]);
    expect(report.pages).toBe(2);
  });

  test('skips and lists other hosts; checks links to its own SITE_URL on the local server', async () => {
    const report = await checkLinks(`${origin}/`);
    expect(report.skipped).toEqual(['https://external.example.test/', 'mailto:someone@example.test']);
    // og:image names https://docs.example.test/card.png: it was requested locally and answered.
    expect(report.broken.some((b) => b.url.includes('card.png'))).toBe(false);
    expect(report.skipped.some((url) => url.includes('docs.example.test'))).toBe(false);
  });

  test('reads the site root from the canonical link and the ids a fragment may name', () => {
    expect(siteRootFromHomePage('<link rel="canonical" href="https://example.test/docs-site">')).toBe(
      'https://example.test/docs-site/',
    );
    expect(siteRootFromHomePage('<p>no canonical</p>')).toBeNull();
    expect([...fragmentTargets('<h2 id="a">A</h2><a name="b"></a><p>c</p>')].sort()).toEqual(['a', 'b']);
  });
});
