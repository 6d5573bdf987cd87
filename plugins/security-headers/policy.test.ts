import { liteClient } from 'algoliasearch/lite';
import { createInsightsClient } from 'search-insights';
import { describe, expect, it } from 'vitest';

import { ALGOLIA_TEST_ENV } from '../../lib/algolia-test-env';
import { SERVICES } from '../../openapi';
import { readAnalyticsConfig } from '../../src/analytics/config';
import { API_ENDPOINTS, endpointChoice, endpointUrl } from '../../src/playground/endpoints';
import type { PlaygroundApi } from '../../src/playground/url';
import { readSearchConfig, type SearchConfig } from '../../src/search/config';
import { readDescriptions } from '../openapi-reference';
import { readOperations, tryItOperation } from '../openapi-reference/render';
import {
  ALGOLIA_INSIGHTS_ORIGIN,
  cspDirectives,
  DENIED_FEATURES,
  PolicyError,
  type PolicyOptions,
  securityHeaders,
} from './policy';

const SITE = 'https://build.example';

/** CSP3 specification's example: the hash source of `alert('Hello, world.');`. */
const SPEC_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
const HASHES = [SPEC_HASH, "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='"];

function options(env: Record<string, string> = {}): PolicyOptions {
  return { scriptHashes: HASHES, search: readSearchConfig(env), analytics: readAnalyticsConfig(env) };
}

function directives(env: Record<string, string> = {}): Map<string, readonly string[]> {
  return new Map(cspDirectives(options(env)));
}

/** Every source that is a URL rather than a keyword, a hash or a scheme: the hosts the page may reach. */
function hostsIn(map: Map<string, readonly string[]>): string[] {
  return [...map.values()].flat().filter((s) => /^https?:\/\//.test(s));
}

/**
 * Whether a source list lets the page fetch `url`, as CSP Level 3 matches a URL: `'self'` is the
 * site's origin; a host source needs the same scheme, host and port, and a path in the source
 * must equal the URL's path (or be its prefix when it ends in `/`).
 */
function admits(sources: readonly string[] | undefined, url: string): boolean {
  const target = new URL(url);
  return (sources ?? []).some((source) => {
    if (source === "'self'") return target.origin === new URL(SITE).origin;
    if (!/^https?:\/\//.test(source)) return false;
    const allowed = new URL(source);
    if (allowed.protocol !== target.protocol || allowed.host !== target.host) return false;
    const path = source.replace(/^https?:\/\/[^/]+/, '');
    if (path === '') return true;
    return path.endsWith('/') ? target.pathname.startsWith(path) : target.pathname === path;
  });
}

/** The URLs the GraphQL playground posts to when the reader presses Run, on production and Dev. */
const playgroundUrls = (Object.keys(API_ENDPOINTS) as PlaygroundApi[]).flatMap((api) =>
  [undefined, 'dev'].map((choice) => endpointUrl(api, endpointChoice(choice))),
);

/** The URLs Try it sends each REST operation to, on production and Dev, as the generated pages give them. */
const tryItUrls = (() => {
  const descriptions = readDescriptions();
  return SERVICES.flatMap((service) =>
    readOperations(descriptions[service.key], service).flatMap((op) => {
      const { servers, path } = tryItOperation(op);
      const filled = path.replace(/\{[^}]+\}/g, '1');
      return [`${servers.production}${filled}`, `${servers.development}${filled}`];
    }),
  );
})();

/** The origins the real algoliasearch lite client contacts for one search, every host failing in turn. */
async function algoliaOrigins(config: SearchConfig): Promise<string[]> {
  const tried: string[] = [];
  const client = liteClient(config.appId, config.apiKey, {
    ...(config.hosts ? { hosts: config.hosts } : {}),
    requester: {
      send: async (request) => {
        tried.push(new URL(request.url).origin);
        return { status: 500, content: '{}', isTimedOut: false };
      },
    },
  });
  await expect(
    client.search({ requests: [{ indexName: config.indexName, query: 'vin' }] }),
  ).rejects.toThrow();
  return [...new Set(tried)];
}

/** The URL search-insights sends a click event to, initialised as src/search/insights.ts does. */
async function insightsUrl(config: SearchConfig): Promise<string> {
  let sent = '';
  const aa = createInsightsClient(async (url: string) => {
    sent = url;
    return true;
  });
  aa('init', {
    appId: config.appId,
    apiKey: config.apiKey,
    useCookie: false,
    anonymousUserToken: true,
    ...(config.insightsHost ? { host: config.insightsHost } : {}),
  });
  aa('clickedObjectIDsAfterSearch', {
    index: config.indexName,
    eventName: 'Result clicked',
    queryID: 'q',
    objectIDs: ['o'],
    positions: [1],
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (!sent) throw new Error('search-insights sent no event');
  return sent;
}

describe('Content-Security-Policy, default build', () => {
  const csp = directives();
  const connect = csp.get('connect-src');

  it('allows the site itself and nothing else by default', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets through connect-src every request the playground and Try it send, production and Dev', () => {
    expect(playgroundUrls.length).toBeGreaterThan(0);
    expect(tryItUrls.length).toBeGreaterThan(0);
    const blocked = [...playgroundUrls, ...tryItUrls].filter((url) => !admits(connect, url));
    expect(blocked, 'requests the policy would block').toEqual([]);
    expect(admits(connect, `${SITE}/search/manifest.json`)).toBe(true);
  });

  it('blocks what no tool sends: other paths on a GraphQL host, plain http, look-alike hosts, other sites', () => {
    const graphql = new URL(API_ENDPOINTS.telemetry.prod);
    const rest = new URL(tryItUrls[0]!);
    for (const url of [
      `${graphql.origin}/mcp`,
      `http://${graphql.host}${graphql.pathname}`,
      `https://${graphql.host}.evil.test${graphql.pathname}`,
      `http://${rest.host}${rest.pathname}`,
      `https://evil-${rest.host}${rest.pathname}`,
      'https://example.com/query',
    ]) {
      expect(admits(connect, url), url).toBe(false);
    }
    expect(connect!.join(' ')).not.toContain('*');
  });

  it('names no host in any directive that no tool calls', () => {
    const called = [...playgroundUrls, ...tryItUrls];
    const unused = hostsIn(csp).filter((source) => !called.some((url) => admits([source], url)));
    expect(unused).toEqual([]);
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

  it('admits every host the algoliasearch client tries for the app, and no Insights when it is off', async () => {
    const connect = directives(APP).get('connect-src');
    const tried = await algoliaOrigins(readSearchConfig(APP));
    expect(tried.length, 'the client retries on more than one host').toBeGreaterThan(1);
    expect(tried.filter((origin) => !admits(connect, `${origin}/1/indexes/*/queries`))).toEqual([]);
    const otherApps = connect!.filter((s) => /algolia/.test(s) && !new URL(s).hostname.startsWith('app123'));
    expect(otherApps, 'Algolia hosts of another app').toEqual([]);
    expect(admits(connect, await insightsUrl(readSearchConfig(APP)))).toBe(false);
  });

  it('admits the endpoint search-insights sends events to when SEARCH_INSIGHTS=true', async () => {
    const env = { ...APP, SEARCH_INSIGHTS: 'true' };
    const url = await insightsUrl(readSearchConfig(env));
    expect(new URL(url).origin).toBe(ALGOLIA_INSIGHTS_ORIGIN);
    expect(admits(directives(env).get('connect-src'), url)).toBe(true);
  });

  it('admits only the configured hosts and Insights host when they are set (the test site)', async () => {
    const csp = directives(ALGOLIA_TEST_ENV);
    const config = readSearchConfig(ALGOLIA_TEST_ENV);
    const searchHosts = await algoliaOrigins(config);
    const insights = new URL(await insightsUrl(config)).origin;
    expect(searchHosts).toEqual(ALGOLIA_TEST_ENV.ALGOLIA_HOSTS!.split(','));
    for (const origin of [...searchHosts, insights])
      expect(admits(csp.get('connect-src'), `${origin}/x`)).toBe(true);
    const extra = hostsIn(csp).filter((h) => ![...playgroundUrls, ...tryItUrls].some((u) => admits([h], u)));
    expect(extra.sort()).toEqual(searchHosts.sort());
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
    expect(csp.get('connect-src')).toEqual([...directives().get('connect-src')!, 'https://events.example']);
  });
});

describe('security headers', () => {
  const headers = new Map(securityHeaders(options()));

  it('sends the policy and the five hardening headers, each once', () => {
    expect([...headers.keys()].sort()).toEqual(
      [
        'Content-Security-Policy',
        'Permissions-Policy',
        'Referrer-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'X-Frame-Options',
      ].sort(),
    );
    expect(headers.size).toBe(securityHeaders(options()).length);
  });

  it('pins HTTPS for at least a year on every subdomain, and leaves preloading to the domain owner', () => {
    const hsts = headers.get('Strict-Transport-Security')!;
    const maxAge = Number(/(?:^|;\s*)max-age=(\d+)(?:;|$)/.exec(hsts)?.[1]);
    expect(maxAge, hsts).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(hsts.split(/;\s*/)).toContain('includeSubDomains');
    expect(hsts).not.toMatch(/preload/);
  });

  it('refuses framing in old browsers too, as frame-ancestors does, and MIME sniffing', () => {
    expect(directives().get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('never sends the page path to another site', () => {
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
      headers.get('Referrer-Policy'),
    );
  });

  it('serialises the policy as directive lists separated by semicolons', () => {
    const csp = headers.get('Content-Security-Policy')!;
    expect(csp.split('; ').map((d) => d.split(' '))).toEqual(
      cspDirectives(options()).map(([name, sources]) => [name, ...sources]),
    );
  });

  it('denies camera, microphone, geolocation and the other unused features, but not the clipboard', () => {
    const entries = headers.get('Permissions-Policy')!.split(', ');
    for (const entry of entries) expect(entry).toMatch(/^[a-z-]+=\(\)$/);
    const denied = entries.map((e) => e.replace('=()', ''));
    expect(new Set(denied).size).toBe(denied.length);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(denied).toContain(feature);
    }
    expect(denied.filter((f) => f.startsWith('clipboard'))).toEqual([]);
    expect(denied).toEqual([...DENIED_FEATURES]);
  });
});
