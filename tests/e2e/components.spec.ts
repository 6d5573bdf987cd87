import { expect, test } from '@playwright/test';

import { open } from './helpers';

test.describe('signal table', () => {
  test('lists every signal and filters as the reader types', async ({ page }) => {
    await open(page, '/docs/api-references/telemetry-api/signals');
    const count = page.getByText(/^Showing \d+ of \d+ signals$/);
    const total = Number((await count.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThanOrEqual(80);
    await expect(count).toHaveText(`Showing ${total} of ${total} signals`);
    await page.getByLabel('Filter signals').fill('tire pressure');
    await expect(count).toHaveText(/^Showing 4 of/);
    await expect(page.getByRole('cell', { name: 'chassisAxleRow1WheelLeftTirePressure' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'speed', exact: true })).toHaveCount(0);
    await page.getByLabel('Filter signals').fill('zzz-nothing');
    await expect(page.getByText(/No signal matches “zzz-nothing”/)).toBeVisible();
    await page.getByLabel('Filter signals').fill('');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Location' });
    const located = Number((await count.textContent())!.match(/Showing (\d+)/)![1]);
    expect(located).toBeGreaterThan(3);
    expect(located).toBeLessThan(total);
  });

  test('every signal is in the served HTML, before JavaScript runs', async ({ request }) => {
    const html = await (await request.get('/docs/api-references/telemetry-api/signals')).text();
    for (const name of [
      'powertrainTransmissionTravelledDistance',
      'obdDTCList',
      'currentLocationCoordinates',
      'serviceDistanceToService',
    ]) {
      expect(html).toContain(name);
    }
  });
});

test.describe('code tabs', () => {
  test('picking a language once shows it on every API page, and it is remembered', async ({ page }) => {
    await open(page, '/docs/api-references/token-exchange-api');
    await page.getByRole('tab', { name: 'Python' }).first().click();
    await expect(page.getByRole('tab', { name: 'Python' }).first()).toHaveAttribute('aria-selected', 'true');
    await open(page, '/docs/api-references/attestation-api');
    const tabs = page.getByRole('tab', { name: 'Python' });
    const n = await tabs.count();
    expect(n).toBeGreaterThan(1);
    for (let i = 0; i < n; i++) await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
  });
});
