import { expect, test } from '@playwright/test';

import { JS_BUDGET, ROUTE_BUDGETS } from '../../scripts/lib/budgets';
import { kib, measurePageWeight } from '../../scripts/lib/page-weight';
import { startStaticServer, type StaticServer } from '../../lib/static-server';

import { COMPILE_HINT } from '../../plugins/compile-hints';
import { darkCodeTheme, lightCodeTheme } from '../../src/prismThemes';

import { CATEGORY_ROUTES, DOC_ROUTES, hydrated } from './helpers';

/**
 * The JavaScript budget (scripts/lib/budgets.ts): the gzipped bytes of every script a page
 * loads, counted from Chromium's own responses while the page loads, hydrates
 * and settles, served compressed as a CDN serves them (lib/static-server.ts).
 * Prefetches of next pages are not part of a page's weight. Times
 * and Lighthouse scores vary from run to run and live in `npm run bench`.
 */

/** The production build the other browser tests use. */
const BUILD_DIR = 'build';

/** Quiet network this long counts as settled here: 500 ms, Playwright's networkidle (the benchmark waits 1 s). */
const QUIET_MS = 500;

let server: StaticServer;

test.beforeAll(async () => {
  server = await startStaticServer({ dir: BUILD_DIR });
});

test.afterAll(async () => {
  await server?.close();
});

const budgeted = new Set(ROUTE_BUDGETS.map((r) => r.path));
const everyOther = [
  ...DOC_ROUTES.map(([path]) => path),
  ...CATEGORY_ROUTES.map(([path]) => path),
  '/changelog',
]
  .filter((path) => !budgeted.has(path))
  .map((path) => ({ name: path, path, js: JS_BUDGET }));

test.describe('every route stays within its JavaScript budget', () => {
  for (const route of [...ROUTE_BUDGETS, ...everyOther]) {
    test(`${route.path} loads at most ${kib(route.js)} of gzipped JavaScript`, async ({ page }) => {
      const weight = await measurePageWeight(page, server.origin + route.path, { quietMs: QUIET_MS });
      // The measurement really saw the page: the entry scripts and the page's own chunk.
      expect(weight.scripts.length).toBeGreaterThanOrEqual(3);
      expect(weight.js).toBeGreaterThan(50 * 1024);
      const largest = weight.scripts
        .slice(0, 5)
        .map((s) => `${new URL(s.url).pathname} ${kib(s.bytes)}`)
        .join(', ');
      expect(
        weight.js,
        `${route.path} loads ${kib(weight.js)} of JavaScript; largest: ${largest}`,
      ).toBeLessThanOrEqual(route.js);
    });
  }
});

test('the gzip server compresses what it sends, so the bytes counted are the bytes a CDN sends', async ({
  request,
}) => {
  const response = await request.get(`${server.origin}/docs/`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
  const missing = await request.get(`${server.origin}/docs/no-such-page`);
  expect(missing.status()).toBe(404);
});

test('Docusaurus prefetches the pages linked in view, each chunk once (patches/@docusaurus+core)', async ({
  page,
}) => {
  // The signals page links many doc pages that share chunks (figures: ARCHITECTURE.md, patches).
  await page.goto(`${server.origin}/docs/api-references/telemetry-api/signals`);
  await hydrated(page);
  await page.mouse.wheel(0, 3000);
  await page.waitForLoadState('networkidle');
  const prefetched = await page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) => link.getAttribute('href')),
  );
  // Prefetching stays on: linked pages' chunks are requested ahead of a click.
  expect(prefetched.length).toBeGreaterThanOrEqual(5);
  expect(prefetched.length - new Set(prefetched).size, `duplicates among ${prefetched.length}`).toBe(0);
});

test("the page's startup scripts, and only those, ask V8 to compile them while they stream (plugins/compile-hints)", async ({
  page,
}) => {
  /** The first line (80 characters at most) of each script the page loads, by its path. */
  const firstLines = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const text = await response.text().catch(() => '');
    firstLines.set(new URL(response.url()).pathname, text.split('\n', 1)[0]!.slice(0, 80));
  });
  await page.goto(`${server.origin}/docs/api-references/telemetry-api/signals`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const inHtml = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (s) => new URL(s.src).pathname),
  );
  const entry = inHtml.filter((path) => /\/(runtime~)?main\.[0-9a-f]+\.js$/.test(path));
  expect(entry).toHaveLength(2);
  for (const path of entry) expect(firstLines.get(path), path).toBe(COMPILE_HINT);
  // The page's route chunks, loaded by the runtime: compiled lazily, as most of their functions never run here.
  const others = [...firstLines.keys()].filter((path) => !entry.includes(path));
  expect(others.length).toBeGreaterThanOrEqual(2);
  for (const path of others) expect(firstLines.get(path), path).not.toContain('allFunctionsCalledOnLoad');
});

test.describe('hydrating a doc page does no work it can skip', () => {
  // A phone-sized viewport: the doc sidebar becomes the mobile menu there, which also used the collator.
  test.use({ viewport: { width: 412, height: 823 } });
  const route = '/docs/getting-started/authentication';

  test("the server's code blocks are kept, not built again (src/theme/CodeBlock, src/theme/Tabs)", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // 'interactive': the HTML is parsed and no script of the page has run yet.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        document.querySelectorAll('pre').forEach((pre) => pre.setAttribute('data-from-server', ''));
      });
    });
    await page.goto(`${server.origin}${route}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const blocks = page.locator('.theme-code-block pre');
    expect(await blocks.count()).toBeGreaterThanOrEqual(3);
    // The theme's CodeBlock and Tabs re-mounted every block after hydration: new <pre> elements without the mark.
    await expect(page.locator('.theme-code-block pre:not([data-from-server])')).toHaveCount(0);
    // Kept blocks keep their colours.
    await expect(blocks.first().locator('.token').first()).toBeAttached();
  });

  test('no localeCompare while the page loads and hydrates (patches/@docusaurus+theme-common)', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      const stock = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof stock>) {
        calls.push(new Error().stack ?? '');
        return stock.apply(this, args);
      };
      (window as unknown as { localeCompareCalls: string[] }).localeCompareCalls = calls;
    });
    await page.goto(`${server.origin}${route}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The mobile menu's sidebar is filled in after hydration: wait for it.
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(
      page.locator('.navbar-sidebar').getByRole('link', { name: 'Create Your Account' }),
    ).toBeAttached();
    const calls = await page.evaluate(
      () => (window as unknown as { localeCompareCalls: string[] }).localeCompareCalls,
    );
    // The first call sets up ICU's collator: about 110 ms at 4× CPU, in the middle of hydration.
    expect(calls, calls[0]).toEqual([]);
  });

  test('code blocks read no colour mode, and their colours follow it (src/theme/CodeBlock/Container)', async ({
    page,
  }) => {
    /** `#rrggbb` as the computed `rgb(r, g, b)`. */
    const rgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    await page.goto(`${server.origin}${route}`);
    await hydrated(page);
    const block = page.locator('.theme-code-block').first();
    // The theme's container inlined the Prism colours of one mode, so every block re-rendered when the mode settled.
    await expect(block).not.toHaveAttribute('style');
    await expect(block).toHaveCSS('background-color', rgb(lightCodeTheme.plain.backgroundColor!));
    // A reader who chose dark mode: the same markup, the dark colours.
    await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(block).not.toHaveAttribute('style');
    await expect(block).toHaveCSS('background-color', rgb(darkCodeTheme.plain.backgroundColor!));
    await expect(block).toHaveCSS('color', rgb(darkCodeTheme.plain.color!));
  });
});
