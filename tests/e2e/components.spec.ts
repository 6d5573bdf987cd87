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

  test('arrow keys, Home and End move along the tabs; Enter and Space choose one (src/theme/Tabs)', async ({
    page,
  }) => {
    await open(page, '/docs/getting-started/authentication');
    const list = page.locator('article [role="tablist"]').first();
    const names = (await list.getByRole('tab').allTextContents()).map((name) => name.trim());
    expect(names.length).toBeGreaterThanOrEqual(3);
    const selected = list.locator('[role="tab"][aria-selected="true"]');
    await expect(selected).toHaveText(names[0]!);
    await selected.focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe(names[1]);
    await expect(selected).toHaveText(names[0]!); // focus moves, the choice does not
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft'); // wraps to the last
    expect(await focused()).toBe(names.at(-1));
    await page.keyboard.press('Home');
    expect(await focused()).toBe(names[0]);
    await page.keyboard.press('End');
    expect(await focused()).toBe(names.at(-1));
    await page.keyboard.press('Enter');
    await expect(selected).toHaveText(names.at(-1)!);
    await page.keyboard.press('Home');
    await page.keyboard.press(' ');
    await expect(selected).toHaveText(names[0]!);
    // The chosen panel is the one shown.
    await expect(list.locator('xpath=following-sibling::div/*[@role="tabpanel"][not(@hidden)]')).toHaveCount(
      1,
    );
  });

  test('a remembered language shows on load, without a hydration error or a rebuilt panel', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      window.localStorage.setItem('docusaurus.tab.language', 'python');
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          document
            .querySelectorAll('[role="tabpanel"]')
            .forEach((panel) => panel.setAttribute('data-from-server', ''));
        }
      });
    });
    await open(page, '/docs/getting-started/authentication');
    const tabs = page.getByRole('tab', { name: 'Python' });
    expect(await tabs.count()).toBeGreaterThan(1);
    for (let i = 0; i < (await tabs.count()); i++)
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    // The server rendered cURL first; the same panels now show Python.
    await expect(page.locator('[role="tabpanel"]:not([data-from-server])')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
