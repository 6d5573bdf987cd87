import { expect, test, type Locator, type Page, type Request } from '@playwright/test';

import { PLAYGROUND_PATHS, playgroundHref, type PlaygroundApi } from '../../src/playground/url';
import { axeViolations } from './axe';
import { open, retype } from './helpers';

/** The local GraphQL server playwright.config.ts starts (tests/e2e/graphql-server.ts). */
const SERVER = 'http://127.0.0.1:4190';
/** A port nothing listens on. */
const UNREACHABLE = 'http://127.0.0.1:4191/query';

const API_LABEL: Record<PlaygroundApi, string> = {
  identity: 'Identity API',
  telemetry: 'Telemetry API',
  fetch: 'Fetch API',
};

/** An unsigned JWT with these claims (the test server reads claims without checking signatures). */
function jwt(claims: Record<string, unknown>): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJlLW5vdC1jaGVja2Vk`;
}

const inTenMinutes = () => Math.floor(Date.now() / 1000) + 600;
const vehicleToken = (privileges: number[], exp = inTenMinutes()) =>
  jwt({
    token_id: '12345',
    privilege_ids: privileges,
    exp,
    asset: 'did:erc721:137:0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF:12345',
  });

function playground(page: Page): Locator {
  return page.locator('section#playground');
}

function queryEditor(page: Page, api: PlaygroundApi): Locator {
  return page.getByRole('textbox', { name: `${API_LABEL[api]} query` });
}

/** Opens a playground page at the editor and waits until the editor is there. */
async function openPlayground(page: Page, api: PlaygroundApi, search = ''): Promise<void> {
  await open(page, `${PLAYGROUND_PATHS[api]}${search}#playground`);
  await expect(queryEditor(page, api)).toBeVisible();
}

async function useEndpoint(page: Page, url: string): Promise<void> {
  await playground(page).getByRole('radio', { name: 'Other' }).check();
  await retype(page, playground(page).getByRole('textbox', { name: 'Endpoint URL' }), url);
}

/** Replaces the query with real key presses (closing brackets are typed over, as a reader does). */
async function typeQuery(page: Page, api: PlaygroundApi, text: string): Promise<void> {
  await retype(page, queryEditor(page, api), text);
  await page.keyboard.press('Escape');
}

async function typeToken(page: Page, token: string): Promise<void> {
  await playground(page).getByLabel('Vehicle JWT').click();
  await page.keyboard.type(token);
}

const status = (page: Page) => playground(page).getByRole('status');
const answer = (page: Page) => playground(page).getByLabel('Answer', { exact: true });
const runButton = (page: Page) => playground(page).getByRole('button', { name: 'Run', exact: true });

/** Records the page's requests to the test server and to anywhere but the site itself. */
function watchRequests(page: Page, siteOrigin: string) {
  const toServer: Request[] = [];
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === SERVER) toServer.push(r);
    else if (url.protocol.startsWith('http') && url.origin !== siteOrigin) foreign.push(r.url());
  });
  return { toServer, foreign };
}

test.describe('GraphQL playground', () => {
  test('a query typed with real key presses runs with the Run button and with Ctrl+Enter', async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, new URL(baseURL!).origin);
    await openPlayground(page, 'identity');
    await useEndpoint(page, `${SERVER}/identity/query`);
    await typeQuery(page, 'identity', '{ vehicles(first: 1) { totalCount } }');
    await expect(queryEditor(page, 'identity')).toHaveText('{ vehicles(first: 1) { totalCount } }');
    await expect(playground(page).getByText('No problems found.')).toBeVisible();
    expect(requests.toServer).toHaveLength(0);

    await runButton(page).click();
    await expect(status(page)).toContainText('HTTP 200 from 127.0.0.1:4190');
    await expect(answer(page)).toContainText('"totalCount": 184532');
    expect(requests.toServer).toHaveLength(1);

    // Ctrl+Enter from inside the editor, after an edit: the new query is what is sent.
    await typeQuery(page, 'identity', '{ vehicle(tokenId: 77) { tokenId } }');
    await page.keyboard.press('Control+Enter');
    await expect(answer(page)).toContainText('"tokenId": 77');
    expect(requests.toServer).toHaveLength(2);
    expect(JSON.parse(requests.toServer[1]!.postData()!)).toEqual({
      query: '{ vehicle(tokenId: 77) { tokenId } }',
    });
    expect(requests.foreign).toEqual([]);
  });

  test('completion offers the SDL’s fields while typing, and the Docs tab documents the field under the cursor', async ({
    page,
  }) => {
    await openPlayground(page, 'identity');
    await retype(page, queryEditor(page, 'identity'), '{ vehicle(tokenId: 1) { ow');
    const completions = page.locator('.cm-tooltip-autocomplete');
    await expect(completions.getByRole('option', { name: /^owner/ })).toBeVisible();
    // CodeMirror ignores Enter for 75 ms after the list opens, so a fast typist's Enter stays a new line.
    await page.waitForTimeout(150);
    await page.keyboard.press('Enter');
    await expect(queryEditor(page, 'identity')).toHaveText('{ vehicle(tokenId: 1) { owner}}');
    await playground(page).getByRole('tab', { name: 'Docs' }).click();
    await expect(playground(page).getByRole('heading', { name: /Vehicle\.owner: Address!/ })).toBeVisible();
  });

  test('"Load the live schema" introspects the endpoint only when pressed', async ({ page, baseURL }) => {
    const requests = watchRequests(page, new URL(baseURL!).origin);
    await openPlayground(page, 'identity');
    await useEndpoint(page, `${SERVER}/identity/query`);
    await expect(playground(page).getByText('Schema: built into these docs')).toBeVisible();
    expect(requests.toServer).toHaveLength(0);
    await playground(page).getByRole('button', { name: 'Load the live schema' }).click();
    await expect(playground(page).getByText('Schema: live from 127.0.0.1:4190')).toBeVisible();
    expect(requests.toServer).toHaveLength(1);
    expect(requests.toServer[0]!.postData()).toContain('__schema');
    await playground(page).getByRole('button', { name: 'Use the built-in schema' }).click();
    await expect(playground(page).getByText('Schema: built into these docs')).toBeVisible();
  });

  test('validation marks a mistake with its line and column before anything is sent', async ({ page }) => {
    await openPlayground(page, 'identity');
    await typeQuery(page, 'identity', '{ vehicle(tokenId: 1) { colour } }');
    await expect(playground(page).getByRole('list', { name: 'Problems in the query' })).toContainText(
      'Line 1, column 25: Cannot query field "colour" on type "Vehicle".',
    );
    await expect(playground(page).locator('.cm-lintRange-error')).toHaveCount(1);
  });

  test('a 401 says the token is missing', async ({ page }) => {
    await openPlayground(page, 'telemetry');
    await useEndpoint(page, `${SERVER}/telemetry/query`);
    await runButton(page).click();
    await expect(status(page)).toContainText('401 Unauthorized');
    await expect(status(page)).toContainText('This API needs a Vehicle JWT');
  });

  test('an expired token is flagged before Run and explained after the 401', async ({ page }) => {
    await openPlayground(page, 'telemetry');
    await useEndpoint(page, `${SERVER}/telemetry/query`);
    await typeToken(page, vehicleToken([1, 4], Math.floor(Date.now() / 1000) - 120));
    await expect(playground(page).getByText(/This token expired 2 min \d+ s ago/)).toBeVisible();
    await runButton(page).click();
    await expect(status(page)).toContainText('401 Unauthorized');
    await expect(status(page)).toContainText(/Your Vehicle JWT expired 2 min \d+ s ago/);
  });

  test('a 403 names the privilege the token lacks', async ({ page }) => {
    await openPlayground(page, 'telemetry');
    await useEndpoint(page, `${SERVER}/telemetry/query`);
    await typeToken(page, vehicleToken([1]));
    await expect(playground(page).getByText('Vehicle 12345')).toBeVisible();
    await typeQuery(
      page,
      'telemetry',
      '{ signalsLatest(tokenId: 12345) { currentLocationCoordinates { timestamp } } }',
    );
    await expect(
      playground(page)
        .getByText(/needs VEHICLE_ALL_TIME_LOCATION \(4\)/)
        .first(),
    ).toBeVisible();
    await runButton(page).click();
    await expect(status(page)).toContainText('403 Forbidden');
    await expect(status(page)).toContainText(
      'currentLocationCoordinates needs VEHICLE_ALL_TIME_LOCATION (4).',
    );
    await expect(status(page)).toContainText('Your token carries VEHICLE_NON_LOCATION_DATA (1).');
  });

  test('an unreachable host and a CORS refusal are explained, and the page stays usable', async ({
    page,
  }) => {
    await openPlayground(page, 'identity');
    await useEndpoint(page, UNREACHABLE);
    await runButton(page).click();
    await expect(status(page)).toContainText('No answer the page can read from 127.0.0.1:4191:');
    await expect(status(page)).toContainText('Content-Security-Policy');

    await useEndpoint(page, `${SERVER}/no-cors/identity/query`);
    await runButton(page).click();
    await expect(status(page)).toContainText('No answer the page can read from 127.0.0.1:4190:');
    await expect(status(page)).toContainText("refused this page's origin (CORS)");

    await useEndpoint(page, `${SERVER}/not-json`);
    await runButton(page).click();
    await expect(status(page)).toContainText('answered HTTP 200 with text/html, not JSON');

    // Still usable: the same query runs against a working endpoint.
    await useEndpoint(page, `${SERVER}/identity/query`);
    await runButton(page).click();
    await expect(status(page)).toContainText('HTTP 200');
  });

  test('GraphQL errors are listed and marked in the editor at their location', async ({ page }) => {
    await openPlayground(page, 'identity');
    await useEndpoint(page, `${SERVER}/identity/query`);
    await typeQuery(page, 'identity', '{ vehicle(tokenId: 0) { owner } }');
    await expect(playground(page).getByText('No problems found.')).toBeVisible();
    await expect(playground(page).locator('.cm-lintRange-error')).toHaveCount(0);
    await runButton(page).click();
    await expect(status(page)).toContainText('answered with 1 GraphQL error and partial data');
    await expect(status(page)).toContainText('Line 1, column 3: No vehicle with tokenId 0.');
    await expect(playground(page).locator('.cm-lintRange-error')).toHaveCount(1);
    await expect(playground(page).locator('.cm-lintRange-error')).toHaveText('vehicle');
  });

  test('the token never reaches the URL, localStorage or the console', async ({ page }) => {
    // A token is typed key by key (about 250 keys) and the page is reloaded: slow on a loaded 2-core machine.
    test.setTimeout(60_000);
    const token = vehicleToken([1]);
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    page.on('pageerror', (e) => logs.push(String(e)));
    const sent: (string | undefined)[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(SERVER)) sent.push(r.headers()['authorization']);
    });

    await openPlayground(page, 'telemetry');
    await useEndpoint(page, `${SERVER}/telemetry/query`);
    await typeToken(page, token);
    await runButton(page).click();
    await expect(status(page)).toContainText('HTTP 200');
    await typeQuery(
      page,
      'telemetry',
      '{ signalsLatest(tokenId: 12345) { currentLocationCoordinates { timestamp } } }',
    );
    await page.keyboard.press('Control+Enter');
    await expect(status(page)).toContainText('403 Forbidden');
    await page.waitForTimeout(1000); // past the URL's update delay

    // It was used…
    expect(sent).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
    // …and kept nowhere it must not be. Any of its three parts would be a leak.
    const parts = token.split('.').filter((p) => p.length > 20);
    const url = page.url();
    const local = await page.evaluate(() => JSON.stringify(Object.entries(window.localStorage)));
    const text = await playground(page).innerText();
    for (const part of parts) {
      expect(url).not.toContain(part);
      expect(decodeURIComponent(url)).not.toContain(part);
      expect(local).not.toContain(part);
      expect(logs.join('\n')).not.toContain(part);
      expect(text).not.toContain(part);
    }
    expect(url).toContain('query=');
    // This tab's sessionStorage is where it lives, so a reload keeps it.
    await page.reload();
    await expect(playground(page).getByLabel('Vehicle JWT')).toHaveValue(token);
  });

  test('a shared URL opens with its query, variables and endpoint restored', async ({ page }) => {
    const query = 'query Owner($id: Int!) {\n  vehicle(tokenId: $id) {\n    tokenId\n  }\n}';
    const href = playgroundHref('identity', {
      query,
      variables: '{"id": 4242}',
      endpoint: `${SERVER}/identity/query`,
    });
    await open(page, href);
    await playground(page).scrollIntoViewIfNeeded();
    await expect(queryEditor(page, 'identity')).toHaveText(query.replace(/\n/g, ''));
    expect(await queryEditor(page, 'identity').evaluate((el) => (el as HTMLElement).innerText)).toBe(query);
    await expect(playground(page).getByRole('radio', { name: 'Other' })).toBeChecked();
    await expect(playground(page).getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue(
      `${SERVER}/identity/query`,
    );
    await expect(page.getByRole('textbox', { name: 'Variables (JSON)' })).toHaveText('{"id": 4242}');
    await runButton(page).click();
    await expect(answer(page)).toContainText('"tokenId": 4242');

    // And the URL follows an edit, so the reader can share what they see.
    await queryEditor(page, 'identity').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n# edited');
    await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe(`${query}\n# edited`);
  });

  test('"Open in playground" on a doc page opens the right playground with that query', async ({ page }) => {
    await open(page, '/docs/api-references/telemetry-api/signals');
    const link = page.getByRole('link', { name: /^Open in playground/ }).first();
    // The code block the link belongs to: its nearest ancestor that holds a <pre>.
    const code = await link.locator('xpath=ancestor::*[.//pre][1]').locator('pre code').innerText();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${PLAYGROUND_PATHS.telemetry}\\?query=`));
    await expect(queryEditor(page, 'telemetry')).toBeVisible();
    expect((await queryEditor(page, 'telemetry').innerText()).trim()).toBe(code.trim());
    await expect(playground(page)).toBeInViewport();
  });

  test('an example on the playground page loads into its editor with one click', async ({ page }) => {
    await openPlayground(page, 'identity');
    const link = page.getByRole('link', { name: /^Open in playground: GetRewardsByOwner,/ });
    await link.click();
    await expect(queryEditor(page, 'identity')).toContainText(
      'rewards(user: "0x4f2b1cD5E8A97c03B6aE9d1f7c25b80e3A64D1f9")',
    );
    await expect(playground(page)).toBeInViewport();
  });

  test('nothing is sent before Run, and a linked endpoint gets the token only after the reader agrees', async ({
    page,
    baseURL,
  }) => {
    // Typed key by key, token included: slow on a loaded 2-core machine.
    test.setTimeout(60_000);
    const requests = watchRequests(page, new URL(baseURL!).origin);
    // The default endpoint is production: opening the page and typing contact no API.
    await openPlayground(page, 'telemetry');
    await typeToken(page, vehicleToken([1, 4]));
    await typeQuery(page, 'telemetry', '{ signalsLatest(tokenId: 12345) { lastSeen } }');
    await page.waitForTimeout(1000);
    expect(requests.foreign).toEqual([]);

    // A link that points the playground at another host.
    await open(
      page,
      playgroundHref('telemetry', {
        query: '{ signalsLatest(tokenId: 12345) { lastSeen } }',
        endpoint: `${SERVER}/telemetry/query`,
      }),
    );
    await playground(page).scrollIntoViewIfNeeded();
    await expect(queryEditor(page, 'telemetry')).toBeVisible();
    await page.waitForTimeout(1000);
    expect(requests.toServer).toHaveLength(0);
    await runButton(page).click();
    await expect(
      playground(page).getByText(/The link you followed set the endpoint to 127\.0\.0\.1:4190/),
    ).toBeVisible();
    expect(requests.toServer).toHaveLength(0);
    await playground(page).getByRole('button', { name: 'Trust 127.0.0.1:4190' }).click();
    await runButton(page).click();
    await expect(status(page)).toContainText('HTTP 200');
    expect(requests.toServer).toHaveLength(1);
    expect(requests.foreign).toEqual([]);
  });

  test('the editor loads only when the reader reaches it, in a box of the same size', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/graphql-playground|sdl-/.test(r.url())) chunks.push(r.url());
    });
    await open(page, '/docs/getting-started/authentication');
    await page.waitForTimeout(500);
    expect(chunks).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 720 });
    await open(page, PLAYGROUND_PATHS.identity);
    await page.waitForTimeout(500);
    expect(chunks).toEqual([]);
    const placeholder = playground(page).getByRole('button', { name: 'Load the playground' });
    await expect(placeholder).toBeVisible();
    const before = await playground(page).boundingBox();
    await playground(page).scrollIntoViewIfNeeded();
    await expect(queryEditor(page, 'identity')).toBeVisible();
    const after = await playground(page).boundingBox();
    expect(after!.height).toBe(before!.height);
    expect(chunks.some((u) => /graphql-playground/.test(u))).toBe(true);
    expect(chunks.some((u) => /sdl-identity/.test(u))).toBe(true);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the loaded playground passes axe (WCAG 2.1 AA) in ${mode} mode, with an answer and the docs shown`, async ({
      page,
    }) => {
      await openPlayground(page, 'telemetry');
      if (mode === 'dark') {
        // As a reader does: the navbar's colour toggle (light → dark).
        await page.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
      }
      await expect(page.locator(`html[data-theme="${mode}"]`)).toHaveCount(1);
      await useEndpoint(page, `${SERVER}/telemetry/query`);
      await typeToken(page, vehicleToken([1], Math.floor(Date.now() / 1000) - 60));
      await runButton(page).click();
      await expect(status(page)).toContainText('401 Unauthorized');
      await typeQuery(page, 'telemetry', '{ signalsLatest(tokenId: 12345) { colour } }');
      await expect(playground(page).locator('.cm-lintRange-error')).toHaveCount(1);
      const problems = await axeViolations(page, page.locator('section#playground'));
      await playground(page).getByRole('tab', { name: 'Docs' }).click();
      expect([...problems, ...(await axeViolations(page, page.locator('section#playground')))]).toEqual([]);
    });
  }
});
