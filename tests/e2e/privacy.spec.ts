import { expect, test } from '@playwright/test';

import { open } from './helpers';

test('no request leaves the site on page load, navigation or search', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.protocol.startsWith('http') && u.origin !== origin) foreign.push(r.url());
  });
  for (const path of [
    '/',
    '/docs/',
    '/docs/getting-started/authentication',
    '/docs/api-references/telemetry-api/signals',
  ]) {
    await open(page, path);
  }
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('vehicle');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await open(page, '/search?q=privileges');
  await expect(page.locator('main ol > li').first()).toBeVisible();
  expect(foreign).toEqual([]);
  // And nothing on the page points the browser at a third party to connect to.
  expect(await page.locator('link[rel="preconnect"], link[rel="dns-prefetch"]').count()).toBe(0);
});
