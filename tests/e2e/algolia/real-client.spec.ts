import { expect, openSearch, test } from './fixtures';

// The site built with ALGOLIA_* set uses the real algoliasearch 5.19.0 client,
// pointed at two local Algolia-compatible endpoints (see playwright.config.ts).

test('searches through the real client: credentials in the query string, results in the modal', async ({
  page,
  hosts,
}) => {
  const queries: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/1/indexes/')) queries.push(new URL(r.url()));
  });
  await openSearch(page, 'vehicle jwt');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(queries[0]?.pathname).toBe('/1/indexes/*/queries');
  expect(queries[0]?.searchParams.get('x-algolia-application-id')).toBe('LOCALAPP');
  expect(queries[0]?.searchParams.get('x-algolia-api-key')).toBe('local-search-key');
  expect((await hosts.state(0)).hits).toBeGreaterThan(0);
  expect((await hosts.state(1)).hits).toBe(0);
});

test('credits Algolia in Algolia mode: the logo links to algolia.com', async ({ page }) => {
  await openSearch(page, 'vehicle jwt');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Logo')).toContainText('Search by');
  await expect(page.locator('.DocSearch-Logo a[href^="https://www.algolia.com/"]')).toBeVisible();
});

test('first host down: the next host answers', async ({ page, hosts }) => {
  await hosts.set(0, { mode: 'down' });
  await openSearch(page, 'webhooks');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect((await hosts.state(1)).hits).toBeGreaterThan(0);
});

test('all hosts down: the error screen', async ({ page, hosts }) => {
  await hosts.set(0, { mode: 'down' });
  await hosts.set(1, { mode: 'down' });
  await openSearch(page, 'webhooks');
  await expect(page.getByText('Unable to fetch results')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  // Back up: the next query works.
  await hosts.reset();
  await page.locator('.DocSearch-Input').fill('token exchange');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Unable to fetch results')).toHaveCount(0);
});

test('slow host: the stalled state, then results', async ({ page, hosts }) => {
  // 700 ms: past the 300 ms stall threshold, within the client's 1 s connect timeout.
  await hosts.set(0, { mode: 'slow', delayMs: 700 });
  await openSearch(page, 'attestation');
  await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
  expect((await hosts.state(1)).hits).toBe(0); // answered by the slow host, not retried
});

test('a 4xx: the error screen, without a retry on the other host', async ({ page, hosts }) => {
  await hosts.set(0, { mode: 'status', status: 403 });
  await openSearch(page, 'privileges');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  expect((await hosts.state(0)).hits).toBe(1);
  expect((await hosts.state(1)).hits).toBe(0);
});

test('a 5xx: retried on the next host, which answers', async ({ page, hosts }) => {
  await hosts.set(0, { mode: 'status', status: 503 });
  await openSearch(page, 'privileges');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect((await hosts.state(0)).hits).toBe(1);
  expect((await hosts.state(1)).hits).toBeGreaterThan(0);
});

test('the /search page uses the same client', async ({ page, hosts }) => {
  await page.goto('/search?q=signals');
  await expect(page.getByText(/^\d+ results? for “signals”$/)).toBeVisible();
  expect((await hosts.state(0)).hits).toBeGreaterThan(0);
});

test('insights: views are sent, and a click and a later copy send click and conversion events', async ({
  page,
  hosts,
}) => {
  await openSearch(page, 'token exchange');
  await expect(page.locator('.DocSearch-Hit').nth(1)).toBeVisible();
  await expect
    .poll(async () => (await hosts.state(0)).events.map((e) => e.eventType), { timeout: 10_000 })
    .toContain('view');
  const view = (await hosts.state(0)).events.find((e) => e.eventType === 'view');
  expect(view?.objectIDs?.length).toBeGreaterThan(0);
  expect(view?.objectIDs?.length).toBeLessThanOrEqual(20);
  // DocSearch 3.9.0 sends no click for the first hit (its position is 0, read
  // as "no position"), so the reader here picks the second.
  await page.locator('.DocSearch-Hit').nth(1).click();
  await expect
    .poll(async () => (await hosts.state(0)).events.map((e) => e.eventType), { timeout: 10_000 })
    .toContain('click');
  const click = (await hosts.state(0)).events.find((e) => e.eventType === 'click');
  expect(click?.queryID).toMatch(/^[0-9a-f]{32}$/);
  // Copying a code sample on the result page is the conversion.
  await page.locator('button[aria-label="Copy code to clipboard"]').first().click();
  await expect
    .poll(async () => (await hosts.state(0)).events.map((e) => e.eventType), { timeout: 10_000 })
    .toContain('conversion');
  const conversion = (await hosts.state(0)).events.find((e) => e.eventType === 'conversion');
  expect(conversion?.queryID).toBe(click?.queryID);
});

test('no request goes to Algolia’s or a CDN’s hosts', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.hostname !== '127.0.0.1' && u.protocol.startsWith('http')) foreign.push(r.url());
  });
  await openSearch(page, 'telemetry');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(foreign).toEqual([]);
});
