/**
 * What a page costs the reader, counted from the browser's own responses: the
 * bytes received over the wire (compressed, as the server sent them) for the
 * document, its stylesheets and every script it loads until the network has
 * been quiet for a while. Prefetches of likely next pages (`<link
 * rel="prefetch">`, Docusaurus's link prefetching) are counted apart: the
 * reader's browser fetches them at idle priority for the next navigation.
 * Shared by tests/e2e/weight.spec.ts and scripts/bench-site.ts.
 */
import type { Page, Request } from '@playwright/test';

/** The network counts as settled after this long without a new request: 1 s (Playwright's networkidle uses 500 ms). */
export const QUIET_MS = 1000;

/** Longest a page may take to settle before the measurement gives up on waiting: 20 s. */
const SETTLE_TIMEOUT_MS = 20_000;

/** One file the page loaded, with its compressed size. */
export interface LoadedFile {
  url: string;
  /** Response body bytes as received (gzip-encoded when the server compressed it). */
  bytes: number;
}

/** The weight of one page load. */
export interface PageWeight {
  html: number;
  css: number;
  js: number;
  /** Bytes of chunks prefetched for other pages; not part of this page's weight. */
  prefetch: number;
  /** Every script, largest first. */
  scripts: LoadedFile[];
  stylesheets: LoadedFile[];
}

type Kind = 'html' | 'css' | 'js' | 'prefetch' | 'other';

function kindOf(request: Request): Kind {
  const type = request.resourceType();
  if (type === 'document') return 'html';
  if (type === 'stylesheet') return 'css';
  if (type === 'script') return 'js';
  // Chromium reports <link rel="prefetch"> as "other" (Playwright has no
  // separate type); its purpose is written in the Purpose/Sec-Purpose header.
  const headers = request.headers();
  if (/prefetch/.test(headers['sec-purpose'] ?? headers['purpose'] ?? '')) return 'prefetch';
  if (type === 'other' && /\.js(\?|$)/.test(request.url())) return 'prefetch';
  return 'other';
}

/** Options of {@link measurePageWeight}. */
export interface MeasureOptions {
  /** How long the network must stay quiet before the page counts as settled; default {@link QUIET_MS}. */
  quietMs?: number;
}

/**
 * Opens `url` in `page` and adds up what it loads. Waits for React to hydrate
 * and for the network to stay quiet, so scripts loaded after first paint or at
 * idle time are counted too.
 */
export async function measurePageWeight(
  page: Page,
  url: string,
  options: MeasureOptions = {},
): Promise<PageWeight> {
  const quietMs = options.quietMs ?? QUIET_MS;
  const pending: Promise<void>[] = [];
  const weight: PageWeight = { html: 0, css: 0, js: 0, prefetch: 0, scripts: [], stylesheets: [] };
  let lastActivity = Date.now();
  const onRequest = () => {
    lastActivity = Date.now();
  };
  const onFinished = (request: Request) => {
    lastActivity = Date.now();
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        const kind = kindOf(request);
        const file = { url: request.url(), bytes: responseBodySize };
        if (kind === 'html') weight.html += file.bytes;
        else if (kind === 'css') {
          weight.css += file.bytes;
          weight.stylesheets.push(file);
        } else if (kind === 'js') {
          weight.js += file.bytes;
          weight.scripts.push(file);
        } else if (kind === 'prefetch') weight.prefetch += file.bytes;
      }),
    );
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (Date.now() - lastActivity < quietMs && Date.now() < deadline) {
      await page.waitForTimeout(quietMs / 4);
    }
    await Promise.all(pending);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
  }
  weight.scripts.sort((a, b) => b.bytes - a.bytes);
  weight.stylesheets.sort((a, b) => b.bytes - a.bytes);
  return weight;
}

/** `12.3 KiB` */
export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
