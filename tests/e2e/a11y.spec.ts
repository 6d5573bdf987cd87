// axe-core on every route of the built site, in light mode and then in dark
// mode chosen the way a reader chooses it (the navbar's colour toggle), and on
// the open search modal in both modes. Routes come from the build itself
// (builtRoutes), so a new page, changelog entry or tag page is checked without
// touching this file.
import path from 'node:path';

import { expect, test as base, type Page } from '@playwright/test';

import { builtRoutes, open, sitemapRoutes } from './helpers';

const axePath = path.join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js');

/** The rule sets the site promises: WCAG 2.0 and 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** How many failing nodes of one rule a failure message names (the rest are counted). */
const NODES_SHOWN = 3;

/** The query the search page and the modal are checked with; it has results in every section. */
const QUERY = 'vehicle';

/** A path no page lives at: the reader sees the site's 404 view. */
const MISSING_PAGE = '/docs/this-page-does-not-exist';

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
}

/**
 * One browser page per worker, reused by every test of this file: the pages
 * share one HTTP cache, so each route loads only its own chunks (measured: a
 * third of the time of a fresh context per route). Every load starts in light
 * mode, as on a first visit; a test switches to dark with the toggle.
 */
const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        serviceWorkers: 'block',
      });
      await context.addInitScript(() => {
        try {
          window.localStorage.setItem('theme', 'light');
        } catch {
          // Storage disabled: the site's default, light, applies anyway.
        }
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Loads axe into the page once; later runs on the same document reuse it. */
async function injectAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: axePath });
}

/**
 * Runs axe on the whole document and returns one line per violated rule
 * ("rule (impact) ×count: selector | selector"), so a failure reads as a list
 * of what a reader meets.
 */
async function violations(page: Page): Promise<string[]> {
  await injectAxe(page);
  // A colour change animates some elements (links, the navbar); contrast is
  // only meaningful once those transitions have ended.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe.run(
        document,
        {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
          // Media only (for no-autoplay-audio): no rule of these tags reads the
          // CSSOM, and preloading it re-fetches every stylesheet on each run.
          preload: { assets: ['media'] },
        },
      ),
    AXE_TAGS,
  );
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes
        .slice(0, NODES_SHOWN)
        .map((n) => n.target.map(String).join(' '))
        .join(' | ')}`,
  );
}

/** Switches to dark mode with the navbar's colour toggle, as a reader does (light → dark → system). */
async function chooseDarkMode(page: Page): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  // The choice is the one the toggle stores, so the next visit opens dark too.
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
}

/** The address a route is checked at, and what it needs before it is complete. */
function visitOf(route: string): { path: string; ready?: (page: Page) => Promise<void> } {
  if (route === '/404') return { path: MISSING_PAGE };
  if (route === '/search') {
    return {
      path: `/search?q=${QUERY}`,
      ready: (page) => expect(page.locator('main ol > li').first()).toBeVisible(),
    };
  }
  return { path: route };
}

const routes = builtRoutes();

/** Per test: one route in two modes. The largest page (9,500 elements) took 13–28 s on the shared 2-core machine. */
const ROUTE_TIMEOUT = 60_000;

test.describe.configure({ mode: 'parallel', timeout: ROUTE_TIMEOUT });

test.describe('axe finds no violations in light or dark mode', () => {
  for (const route of routes) {
    const visit = visitOf(route);
    test(visit.path, async ({ sharedPage: page }) => {
      await open(page, visit.path);
      await visit.ready?.(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const light = await violations(page);
      await chooseDarkMode(page);
      const dark = await violations(page);
      expect({ light, dark }).toEqual({ light: [], dark: [] });
    });
  }

  test('every route of the sitemap is among the routes checked', () => {
    expect(sitemapRoutes().filter((route) => !routes.includes(route))).toEqual([]);
    expect(routes).toEqual(expect.arrayContaining(['/', '/404', '/search', '/changelog']));
  });

  test('the open search modal, empty, with results and with a recent search, in light and dark mode', async ({
    sharedPage: page,
  }) => {
    const input = page.locator('.DocSearch-Input');
    const hit = page.locator('.DocSearch-Hit').first();
    const openSearch = async () => {
      await page.keyboard.press('Control+k');
      await expect(input).toBeFocused();
    };
    const found: Record<string, string[]> = {};

    await open(page, '/docs/');
    await openSearch();
    found.empty = await violations(page);
    await page.keyboard.type(QUERY);
    await expect(hit).toBeVisible();
    found.light = await violations(page);

    await open(page, '/docs/');
    await chooseDarkMode(page);
    await openSearch();
    found.emptyDark = await violations(page);
    await page.keyboard.type(QUERY);
    await expect(hit).toBeVisible();
    found.dark = await violations(page);

    // Choosing a hit makes it a recent search: the start screen then lists it.
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await openSearch();
    await expect(hit).toBeVisible();
    found.recentDark = await violations(page);

    // DocSearch's markup is adjusted by src/theme/SearchBar/useDialogSemantics.ts and
    // Hit.tsx; the start screen with recent searches is ours (StartScreen.tsx).
    expect(found).toEqual({
      empty: [],
      light: [],
      emptyDark: [],
      dark: [],
      recentDark: [],
    });
  });
});
