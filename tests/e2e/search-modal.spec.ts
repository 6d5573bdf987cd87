import { expect, test, type Page } from '@playwright/test';

import {
  FAVORITE_SEARCHES_LIMIT,
  MAX_QUERY_LENGTH,
  MAX_RESULTS_PER_GROUP,
  MODAL_HITS_PER_PAGE,
  RECENT_SEARCHES_LIMIT,
  RECENT_SEARCHES_WITH_FAVORITES_LIMIT,
} from '../../src/search/constants';
import { open } from './helpers';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

/** Clicks the "Authentication" page hit and waits for that page. */
async function openAuthenticationHit(page: Page): Promise<void> {
  const hit = page.locator('.DocSearch-Hit a[href="/docs/getting-started/authentication"]').first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(modal(page)).toHaveCount(0);
  await expect(page.locator('h1').first()).toHaveText('Authentication');
}

async function search(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await input(page).fill(query);
}

test.describe('opening and closing the search modal', () => {
  test('Ctrl+K opens it and Escape closes it', async ({ page }) => {
    await open(page, '/docs/');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Search/ })).toBeFocused();
  });

  test('"/" opens it, but not while typing in a field', async ({ page }) => {
    await open(page, '/docs/api-references/telemetry-api/signals');
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByLabel('Filter signals').fill('speed/');
    await expect(modal(page)).toHaveCount(0);
  });

  test('the search button opens it, the cancel button closes it, the clear button empties it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 700, height: 800 });
    await open(page, '/');
    await page.getByRole('button', { name: /^Search/ }).click();
    await input(page).fill('token');
    await page.getByRole('button', { name: 'Clear the query' }).click();
    await expect(input(page)).toHaveValue('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal(page)).toHaveCount(0);
  });

  test('the input takes at most 64 characters', async ({ page }) => {
    await open(page, '/');
    await search(page, 'x'.repeat(100));
    await expect(input(page)).toHaveValue('x'.repeat(MAX_QUERY_LENGTH));
  });

  test('the index loads on the first query, not on page load', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/search/')) requested.push(r.url());
    });
    await open(page, '/docs/');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    expect(requested).toEqual([]);
    await input(page).fill('jwt');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(requested.some((u) => u.endsWith('/search/manifest.json'))).toBe(true);
    expect(requested.some((u) => /\/search\/[0-9a-f]{12}\.json$/.test(u))).toBe(true);
  });
});

test.describe('results', () => {
  test('hits are grouped by page, at most 5 per group and 20 in all, and Enter opens the active one', async ({
    page,
  }) => {
    await open(page, '/');
    await search(page, 'vehicle');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const groups = page.locator('.DocSearch-Hits');
    const groupCount = await groups.count();
    expect(groupCount).toBeGreaterThan(1);
    let total = 0;
    for (let i = 0; i < groupCount; i++) {
      const n = await groups.nth(i).locator('.DocSearch-Hit').count();
      expect(n).toBeLessThanOrEqual(MAX_RESULTS_PER_GROUP);
      total += n;
    }
    expect(total).toBeLessThanOrEqual(MODAL_HITS_PER_PAGE);
    // Arrow keys move the selection; Enter follows it.
    await page.keyboard.press('ArrowDown');
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"] a');
    const href = await selected.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    expect(page.url()).toContain(href!.split('#')[0]);
  });

  test('snippets are highlighted and escaped, and "See all" leads to the search page', async ({ page }) => {
    await open(page, '/');
    await search(page, 'rate limit');
    const first = page.locator('.DocSearch-Hit').first();
    await expect(first).toBeVisible();
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    const footer = page.getByRole('link', { name: /^See all \d+ results$/ });
    await expect(footer).toBeVisible();
    await footer.click();
    await expect(page).toHaveURL(/\/search\?q=rate(%20|\+)limit$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('rate limit');
  });

  test('a query with no results shows suggestions and a prefilled issue link', async ({ page }) => {
    await open(page, '/');
    await search(page, 'vehicle');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await input(page).fill('zzqqxxvv');
    await expect(page.getByText('No results for "zzqqxxvv"')).toBeVisible();
    const suggestions = page.locator('.DocSearch-NoResults-Prefill-List li');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    const report = page.getByRole('link', { name: 'Let us know.' });
    const href = await report.getAttribute('href');
    expect(href).toMatch(/^https:\/\/github\.com\/DIMO-Network\/dimo-org\/issues\/new\?/);
    expect(new URL(href!).searchParams.get('title')).toContain('zzqqxxvv');
    await suggestions.first().getByRole('button').click();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('shows the stalled state after 300 ms, then the results', async ({ page }) => {
    await page.route('**/search/*.json', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await open(page, '/');
    await search(page, 'token exchange');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });

  test('a missing index shows the error screen, and search recovers once it is back', async ({ page }) => {
    let broken = true;
    await page.route('**/search/manifest.json', async (route) => {
      if (broken) await route.fulfill({ status: 404, body: 'gone' });
      else await route.continue();
    });
    await open(page, '/');
    await search(page, 'token');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    broken = false;
    await input(page).fill('tokens');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('a corrupt index shows the error screen instead of breaking the page', async ({ page }) => {
    await page.route(/\/search\/[0-9a-f]{12}\.json$/, (route) =>
      route.fulfill({ status: 200, body: '{"version":1,"rec' }),
    );
    await open(page, '/');
    await search(page, 'token');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
  });
});

test.describe('recent and favorite searches', () => {
  test('start screen shows "No recent searches", then the recents, which can be saved and removed', async ({
    page,
  }) => {
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await expect(page.getByText('No recent searches')).toBeVisible();
    // A page-title hit is stored as it is (a section hit is stored as its page).
    await input(page).fill('Authentication');
    await openAuthenticationHit(page);
    await page.keyboard.press('Control+k');
    const recent = page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' });
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await recent.getByRole('button', { name: 'Save this search' }).click();
    const favorites = page.locator('.DocSearch-Hits').filter({ hasText: 'Favorite' });
    await expect(favorites.locator('.DocSearch-Hit')).toHaveCount(1);
    await favorites.getByRole('button', { name: 'Remove this search from favorites' }).click();
    await expect(page.getByText('No recent searches')).toBeVisible();
  });

  test('keeps 7 recent searches, or 4 when favorites exist, and 10 favorites', async ({ page }) => {
    const stored = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({
        objectID: `${prefix}-${i}`,
        url: `/docs/faq#${prefix}-${i}`,
        type: 'lvl2',
        hierarchy: {
          lvl0: 'Documentation',
          lvl1: 'FAQs',
          lvl2: `${prefix} ${i}`,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        content: null,
      }));
    await page.addInitScript(
      ([recents]) => {
        window.localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__dimo-docs', JSON.stringify(recents));
      },
      [stored(12, 'recent')],
    );
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await expect(
      page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' }).locator('.DocSearch-Hit'),
    ).toHaveCount(RECENT_SEARCHES_LIMIT);
    await page.keyboard.press('Escape');
    await page.evaluate(
      ([favorites]) =>
        window.localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__dimo-docs', JSON.stringify(favorites)),
      [stored(14, 'favorite')],
    );
    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await page.keyboard.press('Control+k');
    await expect(
      page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' }).locator('.DocSearch-Hit'),
    ).toHaveCount(RECENT_SEARCHES_WITH_FAVORITES_LIMIT);
    await expect(
      page.locator('.DocSearch-Hits').filter({ hasText: 'Favorite' }).locator('.DocSearch-Hit'),
    ).toHaveCount(FAVORITE_SEARCHES_LIMIT);
  });
});

test.describe('storage that misbehaves', () => {
  test('corrupt JSON in stored searches: the modal opens and search works', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__dimo-docs', '{not json');
      window.localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__dimo-docs', '{"a":1}');
    });
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await expect(page.getByText('No recent searches')).toBeVisible();
    await input(page).fill('Authentication');
    await openAuthenticationHit(page);
    await page.keyboard.press('Control+k');
    await expect(
      page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' }).locator('.DocSearch-Hit'),
    ).toHaveCount(1);
  });

  /** Opens the site with broken storage, searches, and collects uncaught errors. */
  async function searchWithStorage(page: Page, breakStorage: () => void, query: string): Promise<string[]> {
    await page.addInitScript(breakStorage);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await open(page, '/docs/');
    await page.keyboard.press('Control+k');
    await input(page).fill(query);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    return errors;
  }

  test('localStorage that throws: the site and search keep working', async ({ page }) => {
    const errors = await searchWithStorage(
      page,
      () => {
        const fail = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
        Object.defineProperty(window, 'localStorage', { configurable: true, get: fail });
      },
      'odometer',
    );
    expect(errors).toEqual([]);
  });

  test('localStorage absent: the site and search keep working', async ({ page }) => {
    const errors = await searchWithStorage(
      page,
      () => Object.defineProperty(window, 'localStorage', { configurable: true, value: undefined }),
      'attestation',
    );
    expect(errors).toEqual([]);
  });
});

test.describe('small screens', () => {
  test('snippets are shorter on screens up to 768 px', async ({ page }) => {
    const snippetWords = async () => {
      const texts = await page.locator('.DocSearch-Hit-title').allTextContents();
      return Math.max(...texts.map((t) => t.replace(/…/g, ' ').trim().split(/\s+/).length));
    };
    await open(page, '/');
    await search(page, 'signals');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const wide = await snippetWords();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await page.getByRole('button', { name: /^Search/ }).click();
    await input(page).fill('signals');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const narrow = await snippetWords();
    expect(wide).toBeGreaterThan(5);
    expect(narrow).toBeLessThanOrEqual(5 + 1);
  });
});
