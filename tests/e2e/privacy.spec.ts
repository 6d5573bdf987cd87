import { expect, test, type Page } from '@playwright/test';

import { builtRoutes, open } from './helpers';

/**
 * Privacy first: no request leaves the site's own origin unless the deployer
 * turns something on or the reader presses Run in a playground (that case is
 * in playground.spec.ts: "nothing is sent before Run…"). Every route the build
 * wrote is loaded, so a new page cannot slip past with a third-party embed.
 */

/** Records every http(s) request to an origin other than the site's. */
function watchForeignRequests(page: Page, baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  const foreign: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.protocol.startsWith('http') && u.origin !== origin) foreign.push(r.url());
  });
  return foreign;
}

/** Splits the routes in a few groups so the two workers share them. */
const GROUPS = 4;
const routes = builtRoutes();
const groups = Array.from({ length: GROUPS }, (_, i) => routes.filter((_, j) => j % GROUPS === i));

test.describe('no request leaves the site on page load', () => {
  for (const [index, group] of groups.entries()) {
    test(`routes, group ${index + 1} of ${GROUPS} (${group.length} routes)`, async ({ page, baseURL }) => {
      test.setTimeout(20_000 + group.length * 4_000);
      const foreign = watchForeignRequests(page, baseURL!);
      for (const path of group) {
        await open(page, path);
        // Scroll to the end so lazy content (the playground editor, images) loads too.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        // Nothing on the page points the browser at a third party to connect to.
        expect(await page.locator('link[rel="preconnect"], link[rel="dns-prefetch"]').count(), path).toBe(0);
      }
      expect(foreign).toEqual([]);
    });
  }
});

test('no request leaves the site while navigating and searching', async ({ page, baseURL }) => {
  const foreign = watchForeignRequests(page, baseURL!);
  await open(page, '/docs/');
  await page.getByRole('link', { name: 'Authentication', exact: true }).first().click();
  await expect(page.locator('h1')).toHaveText('Authentication');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('vehicle jwt');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await page.waitForLoadState('networkidle');
  await open(page, '/search?q=privileges');
  await expect(page.locator('main ol > li').first()).toBeVisible();
  expect(foreign).toEqual([]);
});
