/**
 * The security headers of the built site, and the Content-Security-Policy in
 * them, from what the build knows: the hashes of its inline scripts, the search
 * mode and the analytics provider. No third-party origin unless configured.
 */
import { SERVICES } from '../../openapi';
import type { AnalyticsConfig } from '../../src/analytics/config';
import { API_ENDPOINTS } from '../../src/playground/endpoints';
import type { SearchConfig } from '../../src/search/config';
import type { Header } from '../../lib/headers-file';

export interface PolicyOptions {
  /** Hash sources (`'sha256-…'`) of every inline script in the built HTML. */
  scriptHashes: readonly string[];
  search: SearchConfig;
  analytics: AnalyticsConfig;
}

/** Directive name → sources, in the order they are written. */
export type Directives = ReadonlyArray<readonly [directive: string, sources: readonly string[]]>;

/**
 * Algolia's fallback hosts for an app (`<app>-1…3.algolianet.com`): the
 * algoliasearch client (5.19.0, `getDefaultHosts`) retries a read there when
 * `<app>-dsn.algolia.net` fails or times out, so blocking them would break its
 * retry.
 */
const ALGOLIA_FALLBACK_HOSTS = 3;

/** Where search-insights sends events when no host is configured (its default endpoint, no region set). */
export const ALGOLIA_INSIGHTS_ORIGIN = 'https://insights.algolia.io';

/** What an Algolia app id may look like: it becomes part of a host name in the policy. */
const APP_ID = /^[A-Za-z0-9]+$/;

/**
 * Permissions-Policy: browser features a documentation site never uses, each
 * denied to the page and to anything it embeds. Clipboard access stays: the
 * Copy buttons write to it. Every name is one Chromium recognises: an unknown
 * name logs an error on every page, which the CSP browser test catches (it
 * caught `bluetooth` and `web-share`, unknown to Debian's Chromium 156 on Linux).
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/**
 * Strict-Transport-Security max-age: two years, the value hstspreload.org
 * recommends. No `preload`: that commits the whole domain, a decision for its
 * owner, not for a docs build.
 */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

export class PolicyError extends Error {
  override name = 'PolicyError';
}

/**
 * The GraphQL endpoints of the in-page playground (src/playground/endpoints.ts):
 * production and dev of each API. The browser reaches them only when the
 * reader presses Run; full URLs, so nothing else on those hosts is allowed.
 */
export function playgroundEndpoints(): string[] {
  return Object.values(API_ENDPOINTS).flatMap((e) => [e.prod, ...(e.dev ? [e.dev] : [])]);
}

/**
 * The REST services Try it calls (openapi/index.ts SERVICES): the production
 * and development origin of each, reached only when the reader presses Send.
 * Origins, not URLs: each operation has its own path.
 */
export function restOrigins(): string[] {
  return SERVICES.flatMap((s) => [`https://${s.production}`, `https://${s.development}`]);
}

/** The origins search talks to: none in embedded mode; the configured or default Algolia hosts, and Insights when on. */
export function searchOrigins(search: SearchConfig): string[] {
  if (search.mode === 'embedded') return [];
  if (!APP_ID.test(search.appId)) {
    throw new PolicyError(
      `ALGOLIA_APP_ID "${search.appId}" is not an Algolia app id (letters and digits only)`,
    );
  }
  const hosts = search.hosts
    ? search.hosts.map((h) => `${h.protocol}://${h.url}${h.port ? `:${h.port}` : ''}`)
    : [
        `https://${search.appId}-dsn.algolia.net`,
        `https://${search.appId}.algolia.net`,
        ...Array.from(
          { length: ALGOLIA_FALLBACK_HOSTS },
          (_, i) => `https://${search.appId}-${i + 1}.algolianet.com`,
        ),
      ];
  const insights = search.insights
    ? [search.insightsHost ? new URL(search.insightsHost).origin : ALGOLIA_INSIGHTS_ORIGIN]
    : [];
  return [...hosts, ...insights];
}

/** The directives of the Content-Security-Policy. */
export function cspDirectives({ scriptHashes, search, analytics }: PolicyOptions): Directives {
  const analyticsScript = analytics.enabled ? analytics.scriptOrigins : [];
  const analyticsConnect = analytics.enabled ? analytics.connectOrigins : [];
  const unique = (sources: string[]) => [...new Set(sources)];
  return [
    // Everything not named below (fonts, manifest, frames, workers, media) only from the site itself.
    ['default-src', ["'self'"]],
    // The site's bundles, and its inline scripts by hash only: never 'unsafe-inline'.
    ['script-src', unique(["'self'", ...scriptHashes, ...analyticsScript])],
    // Inline styles are needed: every highlighted code token carries a style attribute
    // (prism-react-renderer), React style props render as attributes, and Mermaid writes a
    // <style> element into each diagram it draws in the browser, with content no build can hash.
    // Styles cannot run code; a stylesheet from another origin stays blocked.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Images are the site's own; SVG icons inlined as data: URLs by the CSS.
    ['img-src', ["'self'", 'data:']],
    // The playground's GraphQL endpoints (Run) and the REST services (Try it's Send); search and analytics when configured.
    [
      'connect-src',
      unique([
        "'self'",
        ...playgroundEndpoints(),
        ...restOrigins(),
        ...searchOrigins(search),
        ...analyticsConnect,
      ]),
    ],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/** `directive source source; directive …` */
export function serializeCsp(directives: Directives): string {
  for (const [, sources] of directives) {
    const bad = sources.find((s) => /[\s;,]/.test(s) || s === '');
    if (bad !== undefined) throw new PolicyError(`CSP source "${bad}" contains a separator`);
  }
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** Every header the site is served with, in the order they are written. */
export function securityHeaders(options: PolicyOptions): Header[] {
  return [
    ['Content-Security-Policy', serializeCsp(cspDirectives(options))],
    ['Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`],
    ['X-Content-Type-Options', 'nosniff'],
    // Legacy twin of frame-ancestors 'none', for browsers without CSP level 2.
    ['X-Frame-Options', 'DENY'],
    // Other sites see the origin only, never the page path; Algolia still sees the origin
    // its search-only keys may be restricted to.
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', DENIED_FEATURES.map((f) => `${f}=()`).join(', ')],
  ];
}
