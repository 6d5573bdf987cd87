/**
 * Performance budgets of the site, in one place: `npm run bench`
 * (scripts/bench-site.ts) reports every figure against them, and the browser
 * test tests/e2e/weight.spec.ts fails when a route's JavaScript exceeds its
 * budget. Bytes are what the browser receives from a gzip server
 * (lib/static-server.ts); times and scores are only in the benchmark,
 * because they vary from run to run.
 */

const KIB = 1024;

/**
 * Gzipped JavaScript a page may load, counted from the browser's own script
 * responses (prefetches of likely next pages excluded): 230 KiB, about two
 * thirds of what the original DIMO docs load on a doc page (343–399 KiB).
 */
export const JS_BUDGET = 230 * KIB;

/**
 * Gzipped CSS of a page: 35 KiB. Infima, the theme and our modules come to
 * about 27 KiB; the margin is for new components, not for a second framework.
 */
export const CSS_BUDGET = 35 * KIB;

/**
 * Gzipped HTML of a page: 60 KiB. The heaviest page is the signal table
 * (118 rows server-rendered, about 35 KiB); diagrams are inline SVG.
 */
export const HTML_BUDGET = 60 * KIB;

/** Lighthouse mobile performance score every measured route must reach. */
export const LIGHTHOUSE_MIN_SCORE = 95;

/** Lighthouse accessibility, best practices and SEO scores: 100, kept at the maximum. */
export const LIGHTHOUSE_MIN_OTHER_SCORES = 100;

/** Largest Contentful Paint, Lighthouse mobile: 2.5 s, the "good" threshold of Core Web Vitals. */
export const LCP_BUDGET_MS = 2500;

/** Total Blocking Time, Lighthouse mobile: 200 ms, the lower bound of Lighthouse's "needs improvement". */
export const TBT_BUDGET_MS = 200;

/** Cumulative Layout Shift: 0.1, the "good" threshold of Core Web Vitals. */
export const CLS_BUDGET = 0.1;

/**
 * Cold production build (`docusaurus build` with no cache), wall clock on the
 * project's 2-core machine: 60 s. Measured about 25 s when the budget was set;
 * the original site's webpack build takes several times longer.
 */
export const BUILD_BUDGET_MS = 60_000;

/** A route the benchmark and the weight test measure, with its budgets. */
export interface RouteBudget {
  /** Path with query, without the base URL. */
  path: string;
  /** Short name in reports. */
  name: string;
  /** Gzipped JavaScript loaded by the page, bytes. */
  js: number;
  /** Whether the benchmark runs Lighthouse on it (each run costs ~15 s; three per route). */
  lighthouse: boolean;
  /** Total Blocking Time budget for this route, ms; default {@link TBT_BUDGET_MS}. */
  tbt?: number;
  /**
   * The page asks search engines not to index it (`<meta name="robots" content="noindex">`),
   * so Lighthouse's crawlability audit is skipped there; every other SEO audit still counts.
   */
  noindex?: boolean;
}

/** The routes with budgets: the heaviest pages, the playgrounds, a REST operation page and the search page. */
export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  { name: 'home', path: '/', js: JS_BUDGET, lighthouse: true },
  { name: 'docs index', path: '/docs/', js: JS_BUDGET, lighthouse: true },
  { name: 'authentication', path: '/docs/getting-started/authentication', js: JS_BUDGET, lighthouse: true },
  {
    name: 'signals',
    path: '/docs/api-references/telemetry-api/signals',
    js: JS_BUDGET,
    lighthouse: true,
    // The signal table (118 rows) must hydrate cheaply: 150 ms.
    tbt: 150,
  },
  {
    name: 'identity playground',
    path: '/docs/api-references/identity-api/identity-playground',
    js: JS_BUDGET,
    lighthouse: true,
  },
  {
    name: 'telemetry playground',
    path: '/docs/api-references/telemetry-api/telemetry-playground',
    js: JS_BUDGET,
    lighthouse: false,
  },
  // Search result pages are kept out of search engines' indexes on purpose (src/theme/SearchPage).
  { name: 'search jwt', path: '/search?q=jwt', js: JS_BUDGET, lighthouse: true, noindex: true },
  {
    name: 'fetch intro',
    path: '/docs/api-references/fetch-api/introduction',
    js: JS_BUDGET,
    lighthouse: false,
  },
  { name: 'fetch queries', path: '/docs/api-references/fetch-api/queries', js: JS_BUDGET, lighthouse: false },
  { name: 'segments', path: '/docs/api-references/telemetry-api/segments', js: JS_BUDGET, lighthouse: false },
  // The largest generated REST operation page: request body schema, five responses, samples and Try it.
  {
    name: 'register webhook',
    path: '/docs/api-references/vehicle-triggers-api/register-webhook',
    js: JS_BUDGET,
    lighthouse: true,
  },
];
