import { expect, test } from '@playwright/test';

import { SEARCH_PAGE_HITS_PER_PAGE } from '../../src/search/constants';
import { MAX_QUERY_LENGTH } from '../../src/search/engine';
import { open } from './helpers';

test.describe('the /search page', () => {
  test('reads q, shows the count and results with their hierarchy and snippet', async ({ page }) => {
    await open(page, '/search?q=vehicle%20jwt');
    await expect(page.getByLabel('Search the docs')).toHaveValue('vehicle jwt');
    await expect(page.getByText(/^\d+ results? for “vehicle jwt”$/)).toBeVisible();
    const first = page.locator('main ol > li').first();
    await expect(first.getByRole('heading', { level: 2 })).toBeVisible();
    // The headings above the hit, as plain text (not a landmark).
    await expect(first.locator('p').first()).toContainText('›');
    await expect(first.locator('mark').first()).toBeVisible();
  });

  test('keeps the query in the URL while typing, so the link can be shared', async ({ page }) => {
    await open(page, '/search');
    await expect(page.getByText('Type a word or a phrase')).toBeVisible();
    await page.getByLabel('Search the docs').click();
    await page.keyboard.type('webhook');
    await expect(page).toHaveURL(/\/search\?q=webhook$/);
    await expect(page.getByText(/^\d+ results? for “webhook”$/)).toBeVisible();
    const shared = page.url();
    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(other.getByLabel('Search the docs')).toHaveValue('webhook');
    await expect(other.getByText(/^\d+ results? for “webhook”$/)).toBeVisible();
    await page.getByLabel('Search the docs').fill('');
    await expect(page).toHaveURL(/\/search$/);
  });

  test('shows more results on demand', async ({ page }) => {
    await open(page, '/search?q=vehicle');
    const items = page.locator('main ol > li');
    await expect(items).toHaveCount(SEARCH_PAGE_HITS_PER_PAGE);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(items).toHaveCount(SEARCH_PAGE_HITS_PER_PAGE * 2);
  });

  test('says so when nothing matches', async ({ page }) => {
    await open(page, '/search?q=qqxxzzyy');
    await expect(page.getByText('No results for “qqxxzzyy”.')).toBeVisible();
  });

  test('shows an error with a way to retry when the index cannot load', async ({ page }) => {
    let broken = true;
    await page.route('**/search/manifest.json', async (route) => {
      if (broken) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await open(page, '/search?q=token');
    await expect(page.getByRole('alert')).toContainText('Search is unavailable right now.');
    broken = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/^\d+ results? for “token”$/)).toBeVisible();
  });
});

test.describe('loading', () => {
  test('the search code and index start loading as the page opens, and only what a query needs is fetched', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await open(page, '/search?q=cooldown');
    await expect(page.getByText(/^\d+ results? for “cooldown”$/)).toBeVisible();
    expect(requested).toContain('/search/manifest.json');
    expect(requested.some((u) => u.endsWith('/records.json'))).toBe(false);
  });
});

test.describe('bad input does not break the search page', () => {
  const cases: [string, string][] = [
    ['script tag', '<script>window.__pwned=1</script>'],
    ['image with onerror', '<img src=x onerror="window.__pwned=1">'],
    ['long query', 'a'.repeat(10_000)],
    ['emoji', '🚗⚡️ battery 🔋'],
    ['right-to-left text', 'مرحبا بالعالم vehicle'],
    ['regex metacharacters', '.*+?^${}()|[]\\ signals'],
    ['empty', ''],
  ];
  for (const [name, q] of cases) {
    test(`${name}: no markup injected, no script runs, page usable`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('dialog', (d) => {
        errors.push(`dialog: ${d.message()}`);
        void d.dismiss();
      });
      await open(page, `/search?q=${encodeURIComponent(q)}`);
      const value = await page.getByLabel('Search the docs').inputValue();
      expect(value).toBe(q.slice(0, MAX_QUERY_LENGTH));
      await page.waitForTimeout(400);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
      expect(errors).toEqual([]);
      // Still usable: a normal query works afterwards.
      await page.getByLabel('Search the docs').fill('odometer');
      await expect(page.getByText(/^\d+ results? for “odometer”$/)).toBeVisible();
    });
  }

  test('document text with < > & shows as text in hits', async ({ page }) => {
    await open(page, '/search?q=Authorization%20Bearer');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    const html = await page.locator('main ol').innerHTML();
    // Only <mark> survives as markup inside highlighted values.
    expect(html).not.toMatch(/<(?!\/?(mark|li|h2|a|span|nav|p)\b)[a-z]+[\s>]/i);
  });
});

test('results arriving after the first paint shift nothing in view (CLS < 0.1 with the CPU slowed 4×)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/search?q=jwt');
  await expect(page.locator('main ol > li').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift).toBeLessThan(0.1);
});
