import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { ALGOLIA_TEST_ENV } from '../../scripts/lib/algolia-test-env';
import { readAnalyticsConfig } from '../../src/analytics/config';
import { readSearchConfig } from '../../src/search/config';
import {
  formatHeadersFile,
  formatVercelJson,
  HEADERS_FILE_LIMITS,
  HeadersFileError,
  headersForPath,
  parseHeadersFile,
  type HeaderRule,
} from '../../plugins/security-headers/headers-file';
import {
  collectInlineScripts,
  cspHash,
  InlineScriptError,
  inlineScriptHashes,
} from '../../plugins/security-headers/inline-scripts';
import {
  ALGOLIA_INSIGHTS_ORIGIN,
  cspDirectives,
  DENIED_FEATURES,
  PolicyError,
  type PolicyOptions,
  securityHeaders,
} from '../../plugins/security-headers/policy';

/** The GraphQL endpoints of the playground contract (brief for issues 7–10): all `connect-src` may add by default. */
const PLAYGROUND_ENDPOINTS = [
  'https://identity-api.dimo.zone/query',
  'https://identity-api.dev.dimo.zone/query',
  'https://telemetry-api.dimo.zone/query',
  'https://telemetry-api.dev.dimo.zone/query',
  'https://fetch-api.dimo.zone/query',
  'https://fetch-api.dev.dimo.zone/query',
];

/**
 * The REST services' origins Try it may call (openapi/index.ts SERVICES, production then development):
 * written out here so that a service added, removed or moved changes this test too.
 */
const REST_ORIGINS = [
  'https://token-exchange-api.dimo.zone',
  'https://token-exchange-api.dev.dimo.zone',
  'https://attestation-api.dimo.zone',
  'https://attestation-api.dev.dimo.zone',
  'https://vehicle-triggers-api.dimo.zone',
  'https://vehicle-triggers-api.dev.dimo.zone',
  'https://device-definitions-api.dimo.zone',
  'https://device-definitions-api.dev.dimo.zone',
  'https://valuations-api.dimo.zone',
  'https://valuations-api.dev.dimo.zone',
];

/** Everything connect-src allows by default: the site, the GraphQL endpoints, the REST origins. */
const API_SOURCES = ["'self'", ...PLAYGROUND_ENDPOINTS, ...REST_ORIGINS];

/** CSP3 specification's example: the hash source of `alert('Hello, world.');`. */
const SPEC_SCRIPT = "alert('Hello, world.');";
const SPEC_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

const HASHES = [SPEC_HASH, "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='"];

function options(env: Record<string, string> = {}): PolicyOptions {
  return { scriptHashes: HASHES, search: readSearchConfig(env), analytics: readAnalyticsConfig(env) };
}

function directives(env: Record<string, string> = {}): Map<string, readonly string[]> {
  return new Map(cspDirectives(options(env)));
}

/** Every source that is not a keyword, a hash or a scheme: the hosts the page may reach. */
function hostsIn(map: Map<string, readonly string[]>): string[] {
  return [...map.values()].flat().filter((s) => /^https?:\/\//.test(s));
}

function header(headers: readonly (readonly [string, string])[], name: string): string | undefined {
  return headers.find(([n]) => n === name)?.[1];
}

describe('Content-Security-Policy, default build', () => {
  const csp = directives();

  it('allows the site itself and nothing else by default', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets exactly the playground GraphQL endpoints and the REST origins through connect-src, and no other host anywhere', () => {
    expect(csp.get('connect-src')).toEqual(API_SOURCES);
    expect(hostsIn(csp).sort()).toEqual([...PLAYGROUND_ENDPOINTS, ...REST_ORIGINS].sort());
  });

  it('admits each REST service by origin only, with no wildcard or path', () => {
    for (const origin of REST_ORIGINS) expect(new URL(origin).origin).toBe(origin);
    expect(csp.get('connect-src')!.join(' ')).not.toContain('*');
  });

  it('allows inline scripts by exactly the given hashes, never by unsafe-inline or eval', () => {
    expect(csp.get('script-src')).toEqual(["'self'", ...HASHES]);
    const scriptSrc = csp.get('script-src')!.join(' ');
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(scriptSrc).not.toContain('*');
  });

  it('allows inline styles (code tokens, Mermaid) but styles only from the site itself', () => {
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('names no Algolia or analytics host', () => {
    const text = [...csp.values()].flat().join(' ');
    expect(text).not.toMatch(/algolia|vercel/);
  });
});

describe('Content-Security-Policy, Algolia mode', () => {
  const APP = { ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_API_KEY: 'key' };
  const algoliaHosts = [
    'https://APP123-dsn.algolia.net',
    'https://APP123.algolia.net',
    'https://APP123-1.algolianet.com',
    'https://APP123-2.algolianet.com',
    'https://APP123-3.algolianet.com',
  ];

  it("admits the app's read and write hosts and the client's fallback hosts, and no Insights when it is off", () => {
    expect(directives(APP).get('connect-src')).toEqual([...API_SOURCES, ...algoliaHosts]);
  });

  it('admits Algolia Insights when SEARCH_INSIGHTS=true', () => {
    const connect = directives({ ...APP, SEARCH_INSIGHTS: 'true' }).get('connect-src');
    expect(connect).toEqual([...API_SOURCES, ...algoliaHosts, ALGOLIA_INSIGHTS_ORIGIN]);
  });

  it('admits only the configured ALGOLIA_HOSTS and Insights host when they are set (the test site)', () => {
    const csp = directives(ALGOLIA_TEST_ENV);
    expect(csp.get('connect-src')).toEqual([
      ...API_SOURCES,
      'http://127.0.0.1:4181',
      'http://127.0.0.1:4182',
    ]);
    expect([...csp.values()].flat().join(' ')).not.toMatch(/algolia\.(net|io)|algolianet/);
  });

  it('adds search hosts to connect-src only: scripts stay the site’s own', () => {
    const csp = directives({ ...APP, SEARCH_INSIGHTS: 'true' });
    expect(csp.get('script-src')).toEqual(["'self'", ...HASHES]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it('refuses an app id that would break out of a host name', () => {
    expect(() => cspDirectives(options({ ...APP, ALGOLIA_APP_ID: 'x.evil.com;' }))).toThrow(PolicyError);
  });
});

describe('Content-Security-Policy, web analytics', () => {
  it('Vercel analytics is served from the site’s own origin, so the policy admits no new origin', () => {
    expect(cspDirectives(options({ WEB_ANALYTICS: 'vercel' }))).toEqual(cspDirectives(options()));
  });

  it('a provider with origins of its own gets exactly those, in script-src and connect-src', () => {
    const analytics = {
      enabled: true as const,
      provider: 'vercel' as const,
      scriptPath: '/a.js',
      scriptOrigins: ['https://scripts.example'],
      connectOrigins: ['https://events.example'],
    };
    const csp = new Map(cspDirectives({ ...options(), analytics }));
    expect(csp.get('script-src')).toEqual(["'self'", ...HASHES, 'https://scripts.example']);
    expect(csp.get('connect-src')).toEqual([...API_SOURCES, 'https://events.example']);
  });
});

describe('security headers', () => {
  const headers = securityHeaders(options());

  it('sends the full set, in order', () => {
    expect(headers.map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
    expect(header(headers, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(headers, 'X-Frame-Options')).toBe('DENY');
    expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serialises the policy as directive lists separated by semicolons', () => {
    const csp = header(headers, 'Content-Security-Policy')!;
    expect(csp.startsWith("default-src 'self'; script-src 'self' 'sha256-")).toBe(true);
    expect(csp).toContain("; frame-ancestors 'none'");
    expect(csp.split('; ')).toHaveLength(cspDirectives(options()).length);
  });

  it('denies camera, microphone, geolocation and the other unused features, but not the clipboard', () => {
    const policy = header(headers, 'Permissions-Policy')!;
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy).not.toContain('clipboard');
    expect(policy.split(', ')).toHaveLength(DENIED_FEATURES.length);
  });
});

describe('inline script hashes', () => {
  it('match the CSP specification’s example', () => {
    expect(cspHash(SPEC_SCRIPT)).toBe(SPEC_HASH);
    expect(inlineScriptHashes(`<html><head><script>${SPEC_SCRIPT}</script></head></html>`)).toEqual([
      SPEC_HASH,
    ]);
  });

  it('hash the text exactly: one more space is another hash', () => {
    expect(inlineScriptHashes(`<script> ${SPEC_SCRIPT}</script>`)).not.toEqual([SPEC_HASH]);
  });

  it('hash the raw script text, not HTML-decoded text', () => {
    const text = 'if (a &amp;&amp; b < c) {}';
    expect(inlineScriptHashes(`<script>${text}</script>`)).toEqual([cspHash(text)]);
  });

  it('hash classic and module scripts, skip external scripts and JSON-LD data blocks', () => {
    const html = `<head>
      <script src="/assets/js/main.js"></script>
      <script type="application/ld+json">{"@context":"https://schema.org"}</script>
      <script type="text/javascript">a()</script>
      <script type="module">b()</script>
      <script>c()</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([cspHash('a()'), cspHash('b()'), cspHash('c()')]);
  });

  it('refuse inline event handlers and javascript: URLs, which no hash can allow', () => {
    expect(() => inlineScriptHashes('<button onclick="go()">Go</button>')).toThrow(InlineScriptError);
    expect(() => inlineScriptHashes('<a href="javascript:go()">Go</a>')).toThrow(/javascript:go/);
    expect(inlineScriptHashes('<p title="javascript: a tutorial">x</p>')).toEqual([]);
  });

  describe('across a build folder', () => {
    let dir = '';
    afterEach(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('collect every page’s scripts once, sorted, and name the page that fails', async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'csp-'));
      await mkdir(path.join(dir, 'docs', 'a'), { recursive: true });
      await writeFile(path.join(dir, 'index.html'), '<script>b()</script><script>a()</script>');
      await writeFile(path.join(dir, 'docs', 'a', 'index.html'), '<script>a()</script><script>c()</script>');
      await writeFile(path.join(dir, 'docs', 'a.md'), '<script>not html()</script>');
      const collected = await collectInlineScripts(dir);
      expect(collected.pages).toBe(2);
      expect(collected.hashes).toEqual([cspHash('a()'), cspHash('b()'), cspHash('c()')].sort());

      await writeFile(path.join(dir, 'docs', 'a', 'index.html'), '<div onload="x()"></div>');
      await expect(collectInlineScripts(dir)).rejects.toThrow(/docs\/a\/index\.html: inline handler onload/);
    });
  });
});

describe('header files', () => {
  const rules: HeaderRule[] = [
    { path: '/*', headers: securityHeaders(options()) },
    { path: '/assets/*', headers: [['Cache-Control', 'max-age=31536000']] },
    { path: '/docs/:page', headers: [['X-Frame-Options', 'SAMEORIGIN']] },
  ];

  it('_headers reads back as the rules it was written from', () => {
    const text = formatHeadersFile(rules, ['Generated: do not edit.']);
    expect(text.startsWith('# Generated: do not edit.\n\n/*\n  Content-Security-Policy: ')).toBe(true);
    expect(parseHeadersFile(text)).toEqual(rules.map((r) => ({ path: r.path, headers: r.headers })));
  });

  it('a path gets every matching rule, with repeated headers joined by commas', () => {
    expect(headersForPath(rules, '/')).toEqual(securityHeaders(options()));
    expect(header(headersForPath(rules, '/assets/js/main.js'), 'Cache-Control')).toBe('max-age=31536000');
    expect(header(headersForPath(rules, '/docs/faq'), 'X-Frame-Options')).toBe('DENY, SAMEORIGIN');
    expect(header(headersForPath(rules, '/docs/faq/more'), 'X-Frame-Options')).toBe('DENY');
    expect(headersForPath([{ path: '/docs/*', headers: [['A', 'b']] }], '/blog/')).toEqual([]);
  });

  it('vercel.json carries the same headers under a path-to-regexp source', () => {
    const json = JSON.parse(formatVercelJson(rules)) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(json.headers.map((h) => h.source)).toEqual(['/(.*)', '/assets/(.*)', '/docs/:page']);
    expect(json.headers[0]!.headers).toEqual(
      securityHeaders(options()).map(([key, value]) => ({ key, value })),
    );
  });

  it('refuses a header line longer than Cloudflare Pages accepts, and a malformed file', () => {
    const long = 'x'.repeat(HEADERS_FILE_LIMITS.lineLength);
    expect(() => formatHeadersFile([{ path: '/*', headers: [['X-Long', long]] }])).toThrow(/at most 2000/);
    expect(() => formatHeadersFile([{ path: '/*', headers: [['Bad Name', 'v']] }])).toThrow(HeadersFileError);
    expect(() => parseHeadersFile('  X-Orphan: 1\n')).toThrow(/line 1/);
  });
});
