import { expect, type Page, test } from '@playwright/test';

import { startStaticServer, type StaticServer } from '../../lib/static-server';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_NAME_MARK } from '../../src/inlineScripts';
import { hydrated, open } from './helpers';

/** Route chunks and the stylesheet; the two entry scripts (runtime~main, main) are left alone. */
const CHUNK = /\/assets\/js\/(?!(main|runtime~main)\.)[^/]+\.js$/;
/** Long enough for a second reload to have started if the guard did not hold. */
const LOOP_WATCH_MS = 2_000;

/** Counts the page's top-level document loads (the first visit, then each reload). */
function countDocumentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

/** Collects console warnings, for the ones the site must log. */
function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** Makes window.localStorage and window.sessionStorage throw on access, as with storage disabled. */
function disableStorage() {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
}

/** Makes every Storage method throw, as with a full quota or a browser that refuses writes. */
function throwingStorage() {
  for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
    Storage.prototype[method] = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  }
}

test.describe('a chunk that fails to load', () => {
  test('once (after a deploy): the page warns, reloads once and then works', async ({ page }) => {
    const loads = countDocumentLoads(page);
    const warnings = collectWarnings(page);
    // The chunks of the old build are gone until the reload fetches the new page.
    await page.route(CHUNK, (route) =>
      loads.length < 2 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    await open(page, '/docs/faq');
    await expect(page.locator('h1').first()).toHaveText('FAQs');
    expect(loads).toHaveLength(2);
    expect(warnings.filter((w) => /could not be loaded .*reloading the page once/.test(w))).toHaveLength(1);
    await expect(page.locator('#page-load-error')).toHaveCount(0);
    // The guard is cleared once the page works, so a later deploy may reload again.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY)).toBeNull();
    expect(await page.evaluate(() => window.name)).not.toContain(CHUNK_RELOAD_NAME_MARK);
  });

  test('during a navigation: the page reloads once at the new address and shows it', async ({ page }) => {
    await open(page, '/docs/faq');
    const loads = countDocumentLoads(page);
    const warnings = collectWarnings(page);
    await page.route(CHUNK, (route) =>
      loads.length < 1 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    await page.locator('article a[href="/docs/api-references/telemetry-api/events"]').last().click();
    await expect(page.locator('h1').first()).toHaveText('Vehicle Events');
    await hydrated(page);
    expect(loads).toEqual([expect.stringMatching(/\/docs\/api-references\/telemetry-api\/events$/)]);
    expect(warnings.filter((w) => /reloading the page once/.test(w))).toHaveLength(1);
  });

  for (const [storage, breakStorage] of [
    ['working storage', null],
    ['storage that throws', disableStorage],
  ] as const) {
    test(`for good (${storage}): one reload, then the readable page and the notice; never a loop`, async ({
      page,
    }) => {
      if (breakStorage) await page.addInitScript(breakStorage);
      const loads = countDocumentLoads(page);
      const warnings = collectWarnings(page);
      await page.route(CHUNK, (route) => route.fulfill({ status: 404, body: 'gone' }));
      await page.goto('/docs/faq');
      const notice = page.locator('#page-load-error');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(
        /did not finish loading: .*\/assets\/js\/.+\.js could not be fetched/,
      );
      await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.locator('h1').first()).toHaveText('FAQs');
      await page.waitForTimeout(LOOP_WATCH_MS);
      expect(loads).toHaveLength(2);
      expect(warnings.filter((w) => /reloading the page once/.test(w))).toHaveLength(1);
      expect(warnings.some((w) => /again after a reload; showing the notice/.test(w))).toBe(true);
    });
  }
});

test.describe('storage that is disabled or throws', () => {
  for (const [name, breakStorage] of [
    ['disabled (access throws)', disableStorage],
    ['every call throws', throwingStorage],
  ] as const) {
    test(`${name}: colour mode, announcement and code tabs work for the visit, with a warning`, async ({
      page,
    }) => {
      await page.addInitScript(breakStorage);
      const warnings = collectWarnings(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await open(page, '/docs/getting-started/authentication');
      expect(warnings.filter((w) => /browser storage is unavailable/.test(w))).toHaveLength(1);

      // Without storage the light default cannot be stored, so a first visit starts
      // at "system" (light here): the toggle goes system → light → dark.
      const html = page.locator('html');
      const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(toggle).toHaveAccessibleName(/currently (system|light) mode/);
      for (let click = 0; click < 2 && (await html.getAttribute('data-theme')) !== 'dark'; click += 1) {
        const before = await toggle.getAttribute('aria-label');
        await toggle.click();
        await expect(toggle).not.toHaveAttribute('aria-label', before ?? '');
      }
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await expect(toggle).toHaveAccessibleName(/currently dark mode/);

      const bar = page.locator('.theme-announcement-bar');
      await expect(bar).toBeVisible();
      await bar.getByRole('button', { name: 'Close' }).click();
      await expect(bar).toHaveCount(0);

      const firstTabs = page.locator('article [role="tablist"]').first();
      await firstTabs.getByRole('tab', { name: 'Python' }).click();
      await expect(firstTabs.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
      await expect(firstTabs.getByRole('tab', { name: 'cURL' })).toHaveAttribute('aria-selected', 'false');

      // In-app navigation keeps the choices of the visit.
      await page.locator('nav.navbar').getByRole('link', { name: 'Docs', exact: true }).click();
      await expect(page.locator('h1').first()).toHaveText('DIMO Build');
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await expect(bar).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('offline after the page has loaded', () => {
  test('navigating shows the error notice with Retry, and Retry works once back online', async ({
    page,
    context,
  }) => {
    await open(page, '/docs/faq');
    const loads = countDocumentLoads(page);
    await context.setOffline(true);
    await page.locator('article a[href="/docs/api-references/telemetry-api/events"]').last().click();
    const notice = page.locator('#page-load-error');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/You are offline: part of this site .* could not be loaded/);
    // No reload: the reader keeps the page they were reading, not the browser's error page.
    expect(loads).toEqual([]);
    await expect(page.locator('h1').first()).toHaveText('FAQs');

    // Retry while still offline says so and stays.
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(notice).toContainText(/^Still offline\./);
    expect(loads).toEqual([]);

    await context.setOffline(false);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('h1').first()).toHaveText('Vehicle Events');
    await hydrated(page);
    await expect(notice).toHaveCount(0);
  });
});

test.describe('a wrong baseUrl', () => {
  /** Serves build/ (built for baseUrl "/") under /wrong-base/, as a host configured for another base would. */
  const MOUNT = '/wrong-base/';
  let server: StaticServer;

  test.beforeAll(async () => {
    server = await startStaticServer({ dir: 'build', baseUrl: MOUNT });
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test("shows Docusaurus's base-URL banner with the base to try, after at most one reload", async ({
    page,
  }) => {
    const loads = countDocumentLoads(page);
    await page.goto(server.url);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner).toContainText('Current configured baseUrl = / (default value)');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText(MOUNT);
    await page.waitForTimeout(LOOP_WATCH_MS);
    expect(loads.length).toBeLessThanOrEqual(2);
    await expect(banner).toBeVisible();
  });
});
