import { expect, test } from '@playwright/test';

import { hydrated, open } from './helpers';

test.describe('crash and error views', () => {
  test('a render crash shows "This page crashed." and Try again recovers', async ({ page }) => {
    // Code blocks start a MutationObserver in an effect: make constructing one
    // fail while the test says so, which crashes the page's React tree.
    await page.addInitScript(() => {
      const Original = window.MutationObserver;
      (window as unknown as { __failRender: boolean }).__failRender = false;
      window.MutationObserver = class extends Original {
        constructor(callback: MutationCallback) {
          if ((window as unknown as { __failRender: boolean }).__failRender) {
            throw new Error('Injected failure while rendering');
          }
          super(callback);
        }
      };
    });
    await open(page, '/docs/');
    await page.evaluate(() => {
      (window as unknown as { __failRender: boolean }).__failRender = true;
    });
    await page.locator('article a[href="/docs/getting-started/authentication"]').first().click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByText('Injected failure while rendering')).toBeVisible();
    // The layout survives: the reader can still navigate.
    await expect(page.locator('nav.navbar')).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as { __failRender: boolean }).__failRender = false;
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('h1').first()).toHaveText('Authentication');
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
  });

  test('a page whose scripts still fail after its one reload shows the error and Retry loads it', async ({
    page,
  }) => {
    // One automatic reload comes first (a new deploy replaces chunks): count the page loads.
    const loads: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads.push(r.url());
    });
    let blocked = true;
    await page.route('**/assets/js/*.js', async (route) => {
      const isEntry = /\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(route.request().url());
      if (blocked && !isEntry) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.goto('/docs/faq');
    // The server-rendered page stays readable…
    await expect(page.locator('h1').first()).toHaveText('FAQs');
    // …and the reader is told it did not finish loading, and why.
    const alert = page.locator('#page-load-error');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(
      /did not finish loading: http:\/\/127\.0\.0\.1:\d+\/assets\/js\/.+\.js could not be fetched/,
    );
    expect(loads).toHaveLength(2);
    blocked = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await hydrated(page);
    await expect(page.locator('#page-load-error')).toHaveCount(0);
    await expect(page.locator('h1').first()).toHaveText('FAQs');
  });
});
