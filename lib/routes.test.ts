import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { builtRoutes, normalizeRoute, resolveBuiltFile, routeOfHtmlFile } from './routes';

const dir = mkdtempSync(path.join(tmpdir(), 'routes-'));
const FILES = [
  'index.html',
  '404.html',
  'docs/index.html',
  'docs/faq/index.html',
  'docs/faq.md',
  'markdown-page.html',
  'both/index.html',
  'both.html',
  'img/a b.png',
];

beforeAll(() => {
  for (const file of FILES) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), file);
  }
  mkdirSync(path.join(dir, 'empty-folder'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The file a URL path resolves to, relative to the build, or null. */
const resolved = (urlPath: string) => {
  const file = resolveBuiltFile(dir, urlPath);
  return file === null ? null : path.relative(dir, file).split(path.sep).join('/');
};

describe('lib/routes', () => {
  test('a page is reached as /x, /x/, /x.html and /x/index.html, whichever layout the build wrote', () => {
    for (const form of ['/docs/faq', '/docs/faq/', '/docs/faq.html', '/docs/faq/index.html']) {
      expect(resolved(form), form).toBe('docs/faq/index.html');
    }
    for (const form of ['/markdown-page', '/markdown-page.html']) {
      expect(resolved(form), form).toBe('markdown-page.html');
    }
    expect(resolved('/')).toBe('index.html');
    expect(resolved('')).toBe('index.html');
    expect(resolved('/docs')).toBe('docs/index.html');
  });

  test('the file itself comes first, then <path>/index.html, then <path>.html', () => {
    expect(resolved('/docs/faq.md')).toBe('docs/faq.md');
    expect(resolved('/both')).toBe('both/index.html');
    expect(resolved('/both.html')).toBe('both.html');
  });

  test('percent-encoded names are decoded; what does not exist, does not decode or leaves the build is null', () => {
    expect(resolved('/img/a%20b.png')).toBe('img/a b.png');
    expect(resolved('/docs/no-such-page')).toBeNull();
    expect(resolved('/empty-folder')).toBeNull();
    expect(resolved('/markdown-page/')).toBeNull();
    expect(resolved('/%E0%A4%A')).toBeNull();
    expect(resolved('/../routes-secret')).toBeNull();
    expect(resolved('/%2e%2e/etc/passwd')).toBeNull();
    expect(resolved('/index.html%00.png')).toBeNull();
  });

  test('every HTML file of the build is one route, and the route resolves back to its file', () => {
    const routes = builtRoutes(dir);
    expect(routes).toEqual(['/', '/404', '/both', '/docs', '/docs/faq', '/markdown-page']);
    for (const route of routes) expect(resolved(route), route).toMatch(/\.html$/);
    expect(routeOfHtmlFile(path.join('docs', 'faq', 'index.html'))).toBe('/docs/faq');
  });

  test('/a/b/, /a/b/index.html and /a/b.html normalize to /a/b; the root stays /', () => {
    for (const form of ['/a/b', '/a/b/', '/a/b/index.html', '/a/b.html'])
      expect(normalizeRoute(form)).toBe('/a/b');
    expect(normalizeRoute('/')).toBe('/');
    expect(normalizeRoute('/index.html')).toBe('/');
  });
});
