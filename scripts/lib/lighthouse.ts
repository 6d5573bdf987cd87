/**
 * Lighthouse 12.8.2 in Debian's Chromium, for `npm run bench`: mobile (the
 * default configuration: a mid-range phone, simulated slow 4G and a 4× slower
 * CPU), run against a page served on 127.0.0.1. The browser is Playwright's
 * launch of /usr/bin/chromium with the project's flags plus a DevTools port
 * Lighthouse connects to.
 */
import { createServer } from 'node:net';

import { chromium, type Browser } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../lib/chromium';

/** The figures of one Lighthouse run; scores 0–100, times in ms. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Categories run: the four the project keeps at their targets. */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A free TCP port on 127.0.0.1, for Chromium's DevTools endpoint. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A Chromium Lighthouse can drive, and the port it listens on. */
export interface LighthouseBrowser {
  browser: Browser;
  port: number;
}

export async function launchForLighthouse(): Promise<LighthouseBrowser> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  return { browser, port };
}

/** Lighthouse's SEO audit that fails any page marked noindex, whatever else the page does. */
const CRAWLABLE_AUDIT = 'is-crawlable';

/** One Lighthouse run of `url`, mobile; `noindex` pages skip the crawlability audit. */
export async function runLighthouse(
  url: string,
  port: number,
  options: { noindex?: boolean } = {},
): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ...(options.noindex ? { skipAudits: [CRAWLABLE_AUDIT] } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** The median of each figure over several runs (each figure on its own). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const median = (pick: (f: LighthouseFigures) => number) => {
    const values = runs.map(pick).sort((a, b) => a - b);
    const mid = Math.floor(values.length / 2);
    return values.length % 2 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
  };
  return {
    performance: median((f) => f.performance),
    accessibility: median((f) => f.accessibility),
    bestPractices: median((f) => f.bestPractices),
    seo: median((f) => f.seo),
    lcp: median((f) => f.lcp),
    tbt: median((f) => f.tbt),
    cls: median((f) => f.cls),
  };
}
