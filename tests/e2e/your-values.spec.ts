import { type Locator, type Page, expect, test } from '@playwright/test';

import { STORAGE_KEY } from '../../src/values/store';
import { axeViolations } from './axe';
import { hydrated, open, openInTheme, retype, watchErrors } from './helpers';

/**
 * "Your values" (src/values, src/components/YourValues): the reader sets a
 * Client ID, redirect URI and vehicle token ID, and every sample on every page
 * shows them in place of the placeholders, copies them, and shows the
 * placeholders again when the switch is off. The server render keeps the
 * placeholders; tokens and keys are refused and never stored.
 */

/** Has all three placeholders: the Client ID (two letter cases), http://localhost:3000 (also URL-encoded) and 12345. */
const FIRST_APP = '/docs/build/building-your-first-app';
/** Reached from FIRST_APP by a link in its text: client-side navigation. */
const TELEMETRY = '/docs/api-references/telemetry-api/introduction';
const TELEMETRY_PLAYGROUND = '/docs/api-references/telemetry-api/telemetry-playground';

const MINE = {
  clientId: '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01',
  redirectUri: 'https://fleet.test/dimo/return',
  vehicleTokenId: '4242',
};
const PLACEHOLDER_CLIENT_ID = '0x7f3d9a5c1e2b4c6d8e0f1a2b3c4d5e6f7a8b9c0d';
const JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ5b3VyLXZhbHVlcy10ZXN0In0.c2lnbmF0dXJl';
const API_KEY = `0x${'5e'.repeat(32)}`;

/** The page's samples: its code blocks, apart from the builders' output, which is the reader's own input. */
const samples = (page: Page): Promise<string[]> =>
  page
    .locator('.theme-code-block pre code')
    .evaluateAll((codes) =>
      codes.filter((c) => !c.closest('section[aria-labelledby]')).map((c) => c.textContent ?? ''),
    );

/** Whether a text holds the token ID placeholder as a number of its own. */
const hasTokenPlaceholder = (text: string) => /(^|[^0-9])12345([^0-9]|$)/.test(text);

/** Everything stored in localStorage, values only. */
const stored = (page: Page): Promise<string> =>
  page.evaluate(() =>
    Object.keys(window.localStorage)
      .map((k) => window.localStorage.getItem(k))
      .join('\n'),
  );

const panelOf = (page: Page): Locator => page.getByRole('dialog', { name: 'Your values' });

/** Opens the panel from the first code block's "Your values" button, with the keyboard. */
async function openPanel(page: Page): Promise<Locator> {
  const opener = page.getByRole('button', { name: /^Your values/ }).first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  return panel;
}

/** Values stored before the page loads, as a reader who set them on another visit. */
async function storeBeforeLoad(
  page: Page,
  enabled = true,
  values: Record<string, string> = MINE,
): Promise<void> {
  await page.addInitScript(([key, state]) => window.localStorage.setItem(key, state), [
    STORAGE_KEY,
    JSON.stringify({ enabled, values }),
  ] as const);
}

test('values typed in the panel show in the samples of two pages, after client-side navigation too, and are copied', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = watchErrors(page);
  await open(page, FIRST_APP);
  const before = (await samples(page)).join('\n');
  expect(before.toLowerCase()).toContain(PLACEHOLDER_CLIENT_ID);
  expect(before).toContain('http%3A%2F%2Flocalhost%3A3000');
  expect(hasTokenPlaceholder(before)).toBe(true);

  const panel = await openPanel(page);
  await retype(page, panel.getByLabel('Client ID'), MINE.clientId);
  await retype(page, panel.getByLabel('Redirect URI'), MINE.redirectUri);
  await retype(page, panel.getByLabel('Vehicle token ID'), MINE.vehicleTokenId);
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toHaveText('Saved. Samples on every page now show your values.');
  await expect(panel.getByRole('switch', { name: 'Show my values in samples' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // Focus goes back to the button that opened the panel, which now says the values are on.
  await expect(page.getByRole('button', { name: 'Your values (on)' }).first()).toBeFocused();

  const after = (await samples(page)).join('\n');
  expect(after.toLowerCase()).not.toContain(PLACEHOLDER_CLIENT_ID);
  expect(after).toContain(MINE.clientId);
  expect(after).toContain(`redirectUri: '${MINE.redirectUri}'`);
  expect(after).toContain(`redirectUri=${encodeURIComponent(MINE.redirectUri)}&`);
  expect(after).not.toContain('localhost:3000');
  expect(hasTokenPlaceholder(after)).toBe(false);
  expect(after).toContain(`tokenId: ${MINE.vehicleTokenId}`);
  // Kept for the next visit, as typed.
  expect(JSON.parse((await page.evaluate((k) => window.localStorage.getItem(k), STORAGE_KEY))!)).toEqual({
    enabled: true,
    values: MINE,
  });

  // Copying copies what the block shows.
  const block = page.locator('.theme-code-block').filter({ hasText: 'ShareButton.tsx' });
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`clientId: '${MINE.clientId}'`);
  expect(copied).toContain(`redirectUri: '${MINE.redirectUri}'`);
  expect(copied.toLowerCase()).not.toContain(PLACEHOLDER_CLIENT_ID);

  // Client-side navigation: the next page is rendered in the browser, with the values.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator(`article a[href$="${TELEMETRY}"]`).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${TELEMETRY}$`));
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await expect(
    page.locator('.theme-code-block').filter({ hasText: `tokenId: ${MINE.vehicleTokenId}` }),
  ).not.toHaveCount(0);
  expect(hasTokenPlaceholder((await samples(page)).join('\n'))).toBe(false);

  // A full load of that page: the server's HTML has the placeholders, the page then shows the values.
  const html = await (await page.request.get(TELEMETRY)).text();
  expect(hasTokenPlaceholder(html)).toBe(true);
  expect(html).not.toContain(`tokenId: ${MINE.vehicleTokenId}`);
  await page.reload();
  await hydrated(page);
  await expect(
    page.locator('.theme-code-block').filter({ hasText: `tokenId: ${MINE.vehicleTokenId}` }),
  ).not.toHaveCount(0);
  expect(hasTokenPlaceholder((await samples(page)).join('\n'))).toBe(false);
  expect(errors).toEqual([]);
});

test('values stored on an earlier visit come in after hydration, with no hydration error and the server blocks kept', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await storeBeforeLoad(page);
  await page.addInitScript(() => {
    // 'interactive': the HTML is parsed and no script of the page has run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      document.querySelectorAll('pre').forEach((pre) => pre.setAttribute('data-from-server', ''));
    });
  });
  await open(page, TELEMETRY);
  await expect(
    page.locator('.theme-code-block').filter({ hasText: `tokenId: ${MINE.vehicleTokenId}` }),
  ).not.toHaveCount(0);
  expect(hasTokenPlaceholder((await samples(page)).join('\n'))).toBe(false);
  // The values changed the text of the server's blocks; no block was built again.
  await expect(page.locator('.theme-code-block pre:not([data-from-server])')).toHaveCount(0);
  // Still coloured: the value sits in the token it replaced.
  await expect(
    page
      .locator('.theme-code-block .token.number', { hasText: new RegExp(`^${MINE.vehicleTokenId}$`) })
      .first(),
  ).toBeAttached();
  expect(errors).toEqual([]);
});

test('a JWT or an API key is refused in the panel, removed from the field and never stored', async ({
  page,
}) => {
  await open(page, FIRST_APP);
  const panel = await openPanel(page);
  const clientId = panel.getByLabel('Client ID');
  await retype(page, clientId, JWT);
  await retype(page, panel.getByLabel('Vehicle token ID'), MINE.vehicleTokenId);
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toHaveText(
    'Nothing was saved: correct the fields that show a message.',
  );
  await expect(clientId).toHaveValue('');
  await expect(clientId).toHaveAttribute('aria-invalid', 'true');
  await expect(clientId).toBeFocused();
  await expect(clientId).toHaveAccessibleDescription(/looks like a JWT .*never stores them/);
  expect(await stored(page)).not.toContain('eyJ');
  // Nothing at all was saved: the token ID waits for a valid form.
  expect(await page.evaluate((k) => window.localStorage.getItem(k), STORAGE_KEY)).toBeNull();

  const redirect = panel.getByLabel('Redirect URI');
  await retype(page, redirect, API_KEY);
  await page.keyboard.press('Enter');
  await expect(redirect).toHaveValue('');
  await expect(redirect).toHaveAccessibleDescription(/API key or private key.*never stores them/);
  expect(await stored(page)).not.toContain(API_KEY.slice(2));
  // The samples still show the placeholders.
  expect(hasTokenPlaceholder((await samples(page)).join('\n'))).toBe(true);
});

test('invalid values get a message that says what the field takes; markup is refused', async ({ page }) => {
  await open(page, FIRST_APP);
  const panel = await openPanel(page);
  await retype(page, panel.getByLabel('Client ID'), '0x1234');
  await retype(page, panel.getByLabel('Redirect URI'), 'https://app.test/<script>alert(1)</script>');
  await retype(page, panel.getByLabel('Vehicle token ID'), '0');
  await page.keyboard.press('Enter');
  await expect(panel.getByLabel('Client ID')).toHaveAccessibleDescription(/0x followed by 40 hex characters/);
  await expect(panel.getByLabel('Redirect URI')).toHaveAccessibleDescription(/http:\/\/ or https:\/\//);
  await expect(panel.getByLabel('Vehicle token ID')).toHaveAccessibleDescription(/whole number from 1 to/);
  await expect(panel.getByLabel('Client ID')).toBeFocused();
  expect(await page.evaluate((k) => window.localStorage.getItem(k), STORAGE_KEY)).toBeNull();
});

test('a stored value with characters that mean something in markup or in a replacement shows exactly as typed', async ({
  page,
}) => {
  // Valid: & and $ are URL characters. Escaped twice it would read &amp;; put in with String.replace, $& would
  // become the placeholder again.
  const redirectUri = 'https://fleet.test/cb?a=1&b=$&c=%3Cb%3E';
  await storeBeforeLoad(page, true, { ...MINE, redirectUri });
  await open(page, FIRST_APP);
  await expect(page.locator('.theme-code-block').filter({ hasText: MINE.clientId })).not.toHaveCount(0);
  const shown = (await samples(page)).join('\n');
  expect(shown).toContain(`redirectUri: '${redirectUri}'`);
  expect(shown).toContain(`redirectUri=${encodeURIComponent(redirectUri)}&`);
  expect(shown).not.toContain('&amp;');
  expect(shown).not.toContain('localhost:3000');
});

test('the switch turns the values off and on: placeholders come back, and copying copies them', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await storeBeforeLoad(page);
  await open(page, FIRST_APP);
  await expect(page.locator('.theme-code-block').filter({ hasText: MINE.clientId })).not.toHaveCount(0);

  const panel = await openPanel(page);
  const toggle = panel.getByRole('switch', { name: 'Show my values in samples' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');

  const off = (await samples(page)).join('\n');
  expect(off).not.toContain(MINE.clientId);
  expect(off.toLowerCase()).toContain(PLACEHOLDER_CLIENT_ID);
  expect(hasTokenPlaceholder(off)).toBe(true);
  const block = page.locator('.theme-code-block').filter({ hasText: 'ShareButton.tsx' });
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  expect((await page.evaluate(() => navigator.clipboard.readText())).toLowerCase()).toContain(
    PLACEHOLDER_CLIENT_ID,
  );
  // The values are kept while off.
  expect(await page.evaluate((k) => window.localStorage.getItem(k), STORAGE_KEY)).toContain(MINE.clientId);

  await openPanel(page);
  await panelOf(page).getByRole('switch', { name: 'Show my values in samples' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.theme-code-block').filter({ hasText: MINE.clientId })).not.toHaveCount(0);
});

test('the GraphQL playground opens the same panel from its token panel', async ({ page }) => {
  await open(page, `${TELEMETRY_PLAYGROUND}#playground`);
  const playground = page.locator('section#playground');
  const opener = playground.getByRole('button', { name: /^Your values/ });
  await expect(opener).toBeVisible();
  await opener.click();
  const panel = panelOf(page);
  await retype(page, panel.getByLabel('Vehicle token ID'), MINE.vehicleTokenId);
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toHaveText('Saved. Samples on every page now show your values.');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await expect(opener).toHaveText('Your values (on)');
  await expect.poll(async () => hasTokenPlaceholder((await samples(page)).join('\n'))).toBe(false);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the open panel is axe-clean in ${theme} mode, with and without error messages`, async ({ page }) => {
    await openInTheme(page, FIRST_APP, theme);
    const panel = await openPanel(page);
    expect(await axeViolations(page, panel)).toEqual([]);
    await retype(page, panel.getByLabel('Client ID'), JWT);
    await retype(page, panel.getByLabel('Vehicle token ID'), 'abc');
    await page.keyboard.press('Enter');
    await expect(panel.getByLabel('Client ID')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page, panel)).toEqual([]);
  });
}
