// axe-core on every route of the built site, in light mode and then in dark
// mode chosen the way a reader chooses it (the navbar's colour toggle), and on
// the open search modal in both modes. Routes come from the build itself
// (builtRoutes), so a new page, changelog entry or tag page is checked without
// touching this file.
import { expect, test as base, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { builtRoutes, open, sitemapRoutes } from './helpers';

/** The query the search page and the modal are checked with; it has results in every section. */
const QUERY = 'vehicle';

/** A path no page lives at: the reader sees the site's 404 view. */
const MISSING_PAGE = '/docs/this-page-does-not-exist';

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
      const light = await axeViolations(page);
      await chooseDarkMode(page);
      const dark = await axeViolations(page);
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
    found.empty = await axeViolations(page);
    await page.keyboard.type(QUERY);
    await expect(hit).toBeVisible();
    found.light = await axeViolations(page);

    await open(page, '/docs/');
    await chooseDarkMode(page);
    await openSearch();
    found.emptyDark = await axeViolations(page);
    await page.keyboard.type(QUERY);
    await expect(hit).toBeVisible();
    found.dark = await axeViolations(page);

    // Choosing a hit makes it a recent search: the start screen then lists it.
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await openSearch();
    await expect(hit).toBeVisible();
    found.recentDark = await axeViolations(page);

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
