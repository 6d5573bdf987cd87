import { expect, test } from '@playwright/test';

import { ANALYTICS_PROVIDERS } from '../../src/analytics/config';
import { open } from './helpers';

/** Every analytics script path a provider could add (src/analytics/config.ts). */
const ANALYTICS_PATHS: string[] = Object.values(ANALYTICS_PROVIDERS).map((p) => p.scriptPath);

test('the default build has no web analytics: no page carries its script and none is requested', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (ANALYTICS_PATHS.includes(pathname) || pathname.startsWith('/_vercel/')) requested.push(r.url());
  });
  for (const path of ['/', '/docs/', '/docs/getting-started/authentication']) {
    await open(page, path);
    for (const scriptPath of ANALYTICS_PATHS) {
      await expect(page.locator(`script[src$="${scriptPath}"]`)).toHaveCount(0);
    }
  }
  // A client-side navigation does not load it either.
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.locator('h1').first()).toHaveText('FAQs');
  expect(requested).toEqual([]);
});
