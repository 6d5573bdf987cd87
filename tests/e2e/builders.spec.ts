// The three builders as a reader uses them: the Telemetry query builder on the
// Telemetry playground page, the Identity query builder on the Identity
// playground page and the DIMO Connect URL builder on the DIMO Connect page.
// Driven with real clicks and key presses; the produced text is compared with
// what the builders' own pure functions give, Copy is read back from the
// clipboard, and "Open in playground" is followed.
import { expect, test, type Locator, type Page } from '@playwright/test';

import { buildConnectUrl, EXAMPLE_OPTIONS } from '../../src/components/ConnectUrlBuilder/connectUrl';
import { buildIdentityQuery } from '../../src/components/IdentityQueryBuilder/queries';
import { buildTelemetryQuery, INITIAL_OPTIONS } from '../../src/components/TelemetryQueryBuilder/queries';
import { filterSignals, SIGNAL_CATEGORIES, signals } from '../../src/data/signals';
import { readPlaygroundState } from '../../src/playground/url';
import { axeViolations } from './axe';
import { hydrated, open, retype } from './helpers';

const TELEMETRY_PAGE = '/docs/api-references/telemetry-api/telemetry-playground';
const IDENTITY_PAGE = '/docs/api-references/identity-api/identity-playground';
const CONNECT_PAGE = '/docs/build/building-with-tools/client-sdk-dimo-connect';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Fails the test if the page asks any host but the site's own for anything. */
function watchRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.hostname !== '127.0.0.1') foreign.push(request.url());
  });
  return foreign;
}

/** The text of the first code block inside `scope` (Docusaurus renders one line per span). */
async function codeText(scope: Locator): Promise<string> {
  return (await scope.locator('pre code').first().innerText()).replace(/\n+$/, '');
}

/** Checks that an input shows `message` as its error, tied to it with aria-describedby. */
async function expectFieldError(input: Locator, message: string): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ');
  const page = input.page();
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  expect(texts).toContain(message);
}

/** Checks that an input has no error any more. */
async function expectFieldValid(input: Locator): Promise<void> {
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  for (const id of ids) expect(id).not.toMatch(/-error$/);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('Telemetry query builder', () => {
  test('builds a history query with the keyboard, copies it and opens it in the playground', async ({
    page,
  }) => {
    const foreign = watchRequests(page);
    await open(page, TELEMETRY_PAGE);
    const builder = page.getByRole('region', { name: 'Telemetry query builder', exact: true });
    await expect(builder).toBeVisible();
    expect(await codeText(builder)).toBe(buildTelemetryQuery(INITIAL_OPTIONS));

    // Search narrows the list; Tab reaches the first match, Space picks it.
    const search = builder.getByRole('searchbox', { name: 'Search signals' });
    await search.click();
    await page.keyboard.type('tire pressure');
    const matches = filterSignals(signals, 'tire pressure');
    const first = SIGNAL_CATEGORIES.flatMap((c) => matches.filter((s) => s.category === c))[0]!;
    await expect(builder.getByText(`${matches.length} of ${signals.length} signals`)).toBeVisible();
    await page.keyboard.press('Tab'); // the category
    await page.keyboard.press('Tab'); // the first signal listed
    await page.keyboard.press('Space');
    await expect(builder.getByRole('checkbox', { name: new RegExp(`^${first.name}\\b`) })).toBeChecked();
    await expect(builder.locator('pre code')).toContainText(`${first.name} { timestamp value }`);

    // History: the interval takes hours, not days.
    await builder.getByRole('radio', { name: /History/ }).click();
    const interval = builder.getByRole('textbox', { name: 'Interval' });
    await retype(page, interval, '1d');
    await expectFieldError(
      interval,
      'Days and weeks are not units here: write 24h for a day, 168h for a week.',
    );
    await expect(builder.locator('pre code')).toHaveCount(0);
    await expect(builder.getByText(/The query appears here once every field is valid/)).toBeVisible();
    await retype(page, interval, '6h');
    await expectFieldValid(interval);

    // speed: the last value of each bucket, only values above 100 km/h.
    await builder.getByRole('combobox', { name: 'Aggregation of speed' }).focus();
    await page.keyboard.press('End');
    await expect(builder.getByRole('combobox', { name: 'Aggregation of speed' })).toHaveValue('LAST');
    await builder.getByRole('combobox', { name: 'Value filter of speed' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(builder.getByRole('combobox', { name: 'Value filter of speed' })).toHaveValue('gt');
    const threshold = builder.getByRole('textbox', { name: 'Compare speed with (km/h)' });
    await retype(page, threshold, 'fast');
    await expectFieldError(threshold, 'Enter a plain number, e.g. 100 or 12.5.');
    await retype(page, threshold, '100');
    await expectFieldValid(threshold);

    // Remove the odometer with the keyboard; focus stays with the chosen signals.
    await builder.getByRole('button', { name: 'Remove powertrainTransmissionTravelledDistance' }).focus();
    await page.keyboard.press('Enter');
    await expect(builder.getByRole('group', { name: 'Chosen signals (2)' })).toBeFocused();

    const expected = buildTelemetryQuery({
      ...INITIAL_OPTIONS,
      mode: 'history',
      interval: '6h',
      signals: [
        { name: 'speed', aggregation: 'LAST', valueFilter: { operator: 'gt', value: '100' } },
        { name: first.name },
      ],
    });
    expect(await codeText(builder)).toBe(expected);
    expect(expected).toContain('speed(agg: LAST, filter: { gt: 100 })');
    await expect(builder.getByText('VEHICLE_NON_LOCATION_DATA')).toBeVisible();

    await builder.getByRole('button', { name: 'Copy query' }).click();
    await expect(builder.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(builder.getByRole('status')).toHaveText('The query is on the clipboard.');
    expect(await clipboard(page)).toBe(expected);

    await builder.getByRole('link', { name: 'Open in playground' }).click();
    await page.waitForURL((url) => url.pathname === TELEMETRY_PAGE && url.search.startsWith('?query='));
    expect(readPlaygroundState(new URL(page.url()).search)).toEqual({ query: expected });
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Telemetry Playground' })).toBeVisible();
    expect(foreign).toEqual([]);
  });

  test('geofence, source and lastSeen: errors appear on the field and clear', async ({ page }) => {
    await open(page, TELEMETRY_PAGE);
    const builder = page.getByRole('region', { name: 'Telemetry query builder', exact: true });

    const source = builder.getByRole('textbox', { name: 'Source (optional)' });
    await retype(page, source, 'autopi');
    await expectFieldError(
      source,
      'Short names were retired in March 2026: use did:ethr:137:0x5e31bBc786D7bEd95216383787deA1ab0f1c1897 for autopi.',
    );
    await retype(page, source, 'did:ethr:137:0x5e31bBc786D7bEd95216383787deA1ab0f1c1897');
    await expectFieldValid(source);

    await builder.getByRole('searchbox', { name: 'Search signals' }).click();
    await page.keyboard.type('currentLocationCoordinates');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await builder.getByRole('radio', { name: /History/ }).click();
    await builder.getByRole('checkbox', { name: 'Only positions inside a circle' }).click();
    const radius = builder.getByRole('textbox', { name: 'Radius (km)' });
    await retype(page, radius, '0');
    await expectFieldError(radius, 'The radius is a number of kilometres above 0, e.g. 5.');
    await retype(page, radius, '2.5');
    await expectFieldValid(radius);
    await expect(builder.locator('pre code')).toContainText(
      'currentLocationCoordinates(agg: LAST, filter: { inCircle: { center: { latitude: 52.52, longitude: 13.405 }, radius: 2.5 } }) { latitude longitude hdop }',
    );
    await expect(builder.locator('pre code')).toContainText(
      'filter: { source: "did:ethr:137:0x5e31bBc786D7bEd95216383787deA1ab0f1c1897" }',
    );
    await expect(builder.getByText(/VEHICLE_ALL_TIME_LOCATION/)).toBeVisible();

    // lastSeen exists only in the latest query.
    await builder.getByRole('radio', { name: /Latest values/ }).click();
    await retype(page, builder.getByRole('searchbox', { name: 'Search signals' }), 'lastSeen');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(builder.locator('pre code')).toContainText('    lastSeen\n');
    await builder.getByRole('radio', { name: /History/ }).click();
    await expect(builder.locator('pre code')).not.toContainText('lastSeen');
  });
});

test.describe('Identity query builder', () => {
  test('builds a query, shows a bad argument on its field, copies and opens the playground', async ({
    page,
  }) => {
    const foreign = watchRequests(page);
    await open(page, IDENTITY_PAGE);
    const builder = page.getByRole('region', { name: 'Query builder', exact: true });
    const argument = builder.getByRole('textbox', { name: 'Vehicle token ID' });

    await retype(page, argument, '12ab');
    await expect(argument).toHaveAttribute('aria-invalid', 'true');
    await expect(argument).toHaveAccessibleDescription('Vehicle token ID must be a whole number.');
    await expect(builder.getByRole('button', { name: 'Copy query' })).toHaveCount(0);
    await retype(page, argument, '777');
    await expect(argument).toHaveAttribute('aria-invalid', 'false');

    await builder.getByRole('checkbox', { name: 'Owner', exact: true }).focus();
    await page.keyboard.press('Space');
    await builder.getByRole('checkbox', { name: 'Minted at', exact: true }).focus();
    await page.keyboard.press('Space');
    const built = buildIdentityQuery('vehicle', '777', [
      'tokenId',
      'mintedAt',
      'definition { id make model year }',
    ]);
    expect(await codeText(builder)).toBe(built.query);

    await builder.getByRole('button', { name: 'Copy query' }).click();
    await expect(builder.getByRole('status')).toHaveText('The query is on the clipboard.');
    expect(await clipboard(page)).toBe(built.query);

    await builder.getByRole('link', { name: 'Open in playground' }).click();
    await page.waitForURL((url) => url.pathname === IDENTITY_PAGE && url.search.startsWith('?query='));
    expect(readPlaygroundState(new URL(page.url()).search)).toEqual({
      query: built.query,
      variables: '{\n  "tokenId": 777\n}',
    });
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Identity Playground' })).toBeVisible();
    expect(foreign).toEqual([]);
  });
});

test.describe('DIMO Connect URL builder', () => {
  test('builds the login URL from typed values, explains bad input inline, copies it', async ({ page }) => {
    const foreign = watchRequests(page);
    await open(page, CONNECT_PAGE);
    const builder = page.getByRole('region', { name: 'DIMO Connect URL builder', exact: true });
    const url = builder.locator('pre code');
    await expect(url).toHaveText(buildConnectUrl(EXAMPLE_OPTIONS));

    const clientId = builder.getByRole('textbox', { name: 'Client ID' });
    await retype(page, clientId, '0x123');
    await expectFieldError(
      clientId,
      'A Client ID is 0x followed by 40 hexadecimal characters (0–9, a–f), as the Developer Console shows it.',
    );
    await expect(url).toHaveCount(0);
    await page.keyboard.type('4567890abcdef1234567890abcdef12345678');
    await expectFieldValid(clientId);

    const redirect = builder.getByRole('textbox', { name: 'Redirect URI' });
    await retype(page, redirect, 'http://app.example.com/callback');
    await expectFieldError(
      redirect,
      'The Redirect URI must start with https://, or be http://localhost while you develop.',
    );
    await retype(page, redirect, 'http://localhost:3000/callback');
    await expectFieldValid(redirect);

    // Untick the example's three privileges with Space: the group says why there is no URL.
    const permissions = builder.getByRole('group', { name: 'Permissions' });
    for (const name of ['All-time, non-location data', 'All-time location', 'View VIN credentials']) {
      await permissions.getByRole('checkbox', { name: new RegExp(escapeRegExp(name) + '$') }).focus();
      await page.keyboard.press('Space');
    }
    await expect(permissions).toHaveAttribute('aria-invalid', 'true');
    await expect(permissions).toHaveAccessibleDescription('Choose at least one permission.');
    await expect(url).toHaveCount(0);
    await permissions.getByRole('checkbox', { name: /^1 All-time, non-location data$/ }).focus();
    await page.keyboard.press('Space');
    await permissions.getByRole('checkbox', { name: /^8 Approximate location$/ }).focus();
    await page.keyboard.press('Space');
    await expect(permissions).not.toHaveAttribute('aria-invalid', 'true');
    await expect(permissions).toHaveAccessibleDescription(/Bitstring 10000001/);

    // The date input takes the digits of the day in the reader's locale order (en-US: month, day, year).
    await builder.getByLabel('Expiration date (optional)').click();
    await page.keyboard.type('06302030');
    await retype(
      page,
      builder.getByRole('textbox', { name: 'Vehicle makes (optional)' }),
      'Tesla, Land Rover',
    );

    const expected = buildConnectUrl({
      clientId: '0x1234567890abcdef1234567890abcdef12345678',
      redirectUri: 'http://localhost:3000/callback',
      entryState: 'VEHICLE_MANAGER',
      permissions: [1, 8],
      expirationDate: '2030-06-30',
      vehicleMakes: 'Tesla, Land Rover',
    });
    expect(expected).toBe(
      'https://login.dimo.org/?clientId=0x1234567890abcdef1234567890abcdef12345678&redirectUri=http%3A%2F%2Flocalhost%3A3000%2Fcallback&entryState=VEHICLE_MANAGER&permissions=10000001&expirationDate=2030-06-30T00%3A00%3A00Z&vehicleMakes=Tesla&vehicleMakes=Land+Rover',
    );
    await expect(url).toHaveText(expected);

    await builder.getByRole('button', { name: 'Copy URL' }).click();
    await expect(builder.getByRole('status')).toHaveText('The DIMO Connect URL is on the clipboard.');
    expect(await clipboard(page)).toBe(expected);

    // Account sharing: arrow keys move between the entry states; the make filter no longer applies.
    await builder.getByRole('radio', { name: /VEHICLE_MANAGER/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(builder.getByRole('radio', { name: /ACCOUNT_MANAGER/ })).toBeChecked();
    await expect(builder.getByRole('textbox', { name: 'Vehicle makes (optional)' })).toBeDisabled();
    await expect(url).toHaveText(
      expected.replace('VEHICLE_MANAGER', 'ACCOUNT_MANAGER').replace(/&vehicleMakes=.*$/, ''),
    );
    expect(foreign).toEqual([]);
  });

  test('a past expiration date is explained on the field', async ({ page }) => {
    await open(page, CONNECT_PAGE);
    const builder = page.getByRole('region', { name: 'DIMO Connect URL builder', exact: true });
    const expiration = builder.getByLabel('Expiration date (optional)');
    await expiration.click();
    await page.keyboard.type('01012020');
    await expectFieldError(expiration, 'The expiration date must be after today.');
    await expect(builder.locator('pre code')).toHaveCount(0);
  });
});

test.describe('all builders', () => {
  const cases = [
    { name: 'Telemetry query builder', path: TELEMETRY_PAGE },
    { name: 'Query builder', path: IDENTITY_PAGE },
    { name: 'DIMO Connect URL builder', path: CONNECT_PAGE },
  ];

  for (const { name, path: route } of cases) {
    test(`${name}: the server render and the hydrated builder have the same size`, async ({
      page,
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await context.newPage();
      await staticPage.goto(route);
      const before = await staticPage.getByRole('region', { name, exact: true }).boundingBox();
      await context.close();
      await open(page, route);
      const after = await page.getByRole('region', { name, exact: true }).boundingBox();
      expect(before).not.toBeNull();
      expect(after?.height).toBeCloseTo(before!.height, 0);
      expect(after?.width).toBeCloseTo(before!.width, 0);
    });
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`no axe violation in the builders with their errors showing, ${mode} mode`, async ({ page }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      const check = async (region: Locator) => {
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        return axeViolations(page, region);
      };

      await open(page, TELEMETRY_PAGE);
      let builder = page.getByRole('region', { name: 'Telemetry query builder', exact: true });
      await builder.getByRole('radio', { name: /History/ }).click();
      await retype(page, builder.getByRole('textbox', { name: 'Interval' }), '1d');
      await builder.getByRole('combobox', { name: 'Value filter of speed' }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(builder.getByText('Enter a number to compare with, or choose no filter.')).toBeVisible();
      expect(await check(builder)).toEqual([]);

      await open(page, CONNECT_PAGE);
      builder = page.getByRole('region', { name: 'DIMO Connect URL builder', exact: true });
      await retype(page, builder.getByRole('textbox', { name: 'Client ID' }), '0x1');
      await builder.getByRole('radio', { name: /ACCOUNT_MANAGER/ }).click();
      expect(await check(builder)).toEqual([]);

      await open(page, IDENTITY_PAGE);
      builder = page.getByRole('region', { name: 'Query builder', exact: true });
      await retype(page, builder.getByRole('textbox', { name: 'Vehicle token ID' }), 'x');
      expect(await check(builder)).toEqual([]);
    });
  }
});
