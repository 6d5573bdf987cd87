/**
 * Try it on the generated REST reference pages (docs/api-references/<service>/*.api.mdx), against a local
 * stand-in for the services (./rest-server.ts) that records every request: one operation of each token kind,
 * typed with real key presses and sent, the recorded request and the shown answer compared; the checks of the
 * token before sending; the messages for an unreachable host, a CORS refusal, a 401 and a 403; loading on
 * intent; axe in light and dark mode. The site is served without a Content-Security-Policy here (docusaurus
 * serve), so the page may reach the local server; csp.spec.ts checks the policy itself.
 */
import { createServer } from 'node:net';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { open, retype } from './helpers';
import { LICENSE, startRestServer } from './rest-server';

const PAGES = {
  /** Device Definitions: public, two query parameters typed. */
  search: '/docs/api-references/device-definitions-api/search-device-definitions',
  /** Vehicle Triggers: Developer JWT, a JSON body. */
  webhook: '/docs/api-references/vehicle-triggers-api/register-webhook',
  /** Attestation: Vehicle JWT with privilege 5, the vehicle in the path. */
  vin: '/docs/api-references/attestation-api/create-vin-credential',
};

/** An unsigned JWT with these claims (the test server reads claims without checking signatures). */
function jwt(claims: Record<string, unknown>): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJlLW5vdC1jaGVja2Vk`;
}

const inMinutes = (m: number) => Math.floor(Date.now() / 1000) + m * 60;
const developerToken = (exp = inMinutes(60), license = LICENSE) =>
  jwt({ iss: 'https://auth.dimo.zone', ethereum_address: license, provider_id: 'web3', exp });
const vehicleToken = (tokenId: number, privileges: number[], exp = inMinutes(10)) =>
  jwt({
    iss: 'https://auth-roles-rights.dimo.zone',
    contract_address: '0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF',
    token_id: tokenId,
    privilege_ids: privileges,
    exp,
  });

let server: Awaited<ReturnType<typeof startRestServer>>;

test.beforeAll(async () => {
  server = await startRestServer();
});
test.afterAll(async () => {
  await server?.close();
});
test.beforeEach(() => {
  server.requests.length = 0;
});

/** A port nothing listens on: one the system hands out, closed again. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const section = (page: Page): Locator => page.locator('section[aria-label^="Try it:"]');
const result = (page: Page) => section(page).getByRole('status', { name: 'Result' });
const responseBody = (page: Page) => section(page).getByLabel('Response body');
const sendButton = (page: Page) => section(page).getByRole('button', { name: 'Send', exact: true });
const field = (page: Page, name: string) =>
  section(page).getByRole('textbox', { name: new RegExp(`^${name} (Path|Query|Header) ·`) });
const bodyEditor = (page: Page) => section(page).getByRole('textbox', { name: 'Request body (JSON)' });

/** Opens an operation page and Try it on it. */
async function openTryIt(page: Page, route: string): Promise<void> {
  await open(page, route);
  await section(page).getByRole('button', { name: 'Try it', exact: true }).click();
  await expect(sendButton(page)).toBeVisible();
}

async function useEndpoint(page: Page, url: string): Promise<void> {
  await section(page).getByRole('radio', { name: 'Other' }).check();
  await retype(page, section(page).getByRole('textbox', { name: 'Endpoint URL' }), url);
}

async function typeToken(page: Page, label: 'Developer JWT' | 'Vehicle JWT', token: string): Promise<void> {
  await retype(page, section(page).getByLabel(label, { exact: true }), token);
}

test.describe('Try it on a REST reference page', () => {
  test('a public operation, driven by the keyboard alone: query parameters sent, answer, status, headers and time shown', async ({
    page,
  }) => {
    await open(page, PAGES.search);
    const tryIt = section(page).getByRole('button', { name: 'Try it', exact: true });
    await tryIt.focus();
    await page.keyboard.press('Enter');
    await expect(sendButton(page)).toBeVisible();
    // The focus moved into the panel that replaced the button; from there the keyboard reaches every control.
    await page.keyboard.press('Tab');
    await expect(section(page).getByRole('radio', { name: 'Production' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(section(page).getByRole('radio', { name: 'Other' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(section(page).getByRole('textbox', { name: 'Endpoint URL' })).toBeFocused();
    await page.keyboard.type(server.origin);
    await page.keyboard.press('Tab'); // Send
    await page.keyboard.press('Tab');
    await expect(field(page, 'query')).toBeFocused();
    await expect(field(page, 'query')).toHaveAttribute('placeholder', 'Honda Accord 2020');
    await page.keyboard.type('Honda Accord');
    for (const _ of ['makeSlug', 'modelSlug', 'year']) await page.keyboard.press('Tab');
    await expect(field(page, 'year')).toBeFocused();
    await page.keyboard.type('2020');
    expect(server.requests).toEqual([]);

    await page.keyboard.press('Control+Enter');
    await expect(result(page)).toContainText(
      new RegExp(`HTTP 200 OK from ${server.origin.replace('http://', '')} in \\d+ ms\\.`),
    );
    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent).toMatchObject({
      method: 'GET',
      path: '/device-definitions/search?query=Honda+Accord&year=2020',
      body: '',
    });
    expect(sent!.headers.accept).toBe('application/json');
    expect(sent!.headers.authorization).toBeUndefined();
    expect(sent!.headers.cookie).toBeUndefined();

    await expect(section(page).getByText(/^Status\s+200 OK · \d+ ms$/)).toBeVisible();
    await expect(responseBody(page)).toContainText(
      '"deviceDefinitions": [\n    {\n      "id": "honda_accord_2020"',
    );
    const headers = section(page).getByText(/^Response headers \(\d+\)$/);
    await headers.focus();
    await page.keyboard.press('Enter');
    const table = section(page).getByRole('table');
    await expect(table.getByRole('row', { name: 'content-type application/json' })).toBeVisible();
    await expect(table.getByRole('row', { name: 'x-request-id req-1' })).toBeVisible();
  });

  test('a Developer JWT operation: body written with completion, sent with Ctrl+Enter, token as a Bearer header only', async ({
    page,
  }) => {
    // The token is typed key by key (about 250 keys): slow on a loaded 2-core machine.
    test.setTimeout(60_000);
    const token = developerToken();
    await openTryIt(page, PAGES.webhook);
    await useEndpoint(page, server.origin);
    await typeToken(page, 'Developer JWT', token);
    await expect(section(page).getByText(`License ${LICENSE}`)).toBeVisible();
    await expect(section(page).getByRole('list', { name: 'Token checks' })).toHaveCount(0);

    await retype(page, bodyEditor(page), '{"ser');
    const completions = page.locator('.cm-tooltip-autocomplete');
    await expect(completions.getByRole('option', { name: /^service/ })).toBeVisible();
    // CodeMirror ignores Enter for 75 ms after the list opens, so a fast typist's Enter stays a new line.
    await page.waitForTimeout(150);
    await page.keyboard.press('Enter');
    // The property takes one of two values: their list opens by itself.
    await expect(completions.getByRole('option', { name: /^signals/ })).toBeVisible();
    await expect(completions.getByRole('option', { name: /^events/ })).toBeVisible();
    await page.waitForTimeout(150);
    await page.keyboard.press('Enter');
    await page.keyboard.type(
      ', "metricName": "vss.speed", "condition": "value > 120", "coolDownPeriod": 300, "targetURL": "https://hooks.example.com/dimo", "verificationToken": "verify-8c41"',
    );
    await page.keyboard.press('Escape');
    const expected = {
      service: 'signals',
      metricName: 'vss.speed',
      condition: 'value > 120',
      coolDownPeriod: 300,
      targetURL: 'https://hooks.example.com/dimo',
      verificationToken: 'verify-8c41',
    };
    expect(JSON.parse(await bodyEditor(page).innerText())).toEqual(expected);
    await expect(section(page).getByText('The body matches the schema.')).toBeVisible();
    expect(server.requests).toEqual([]);

    await page.keyboard.press('Control+Enter');
    await expect(result(page)).toContainText('HTTP 201 Created from 127.0.0.1');
    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/webhooks' });
    expect(sent!.headers.authorization).toBe(`Bearer ${token}`);
    expect(sent!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent!.body)).toEqual(expected);
    await expect(responseBody(page)).toContainText('"message": "Webhook registered successfully"');

    // The token stays in this tab: not in the URL, not in localStorage, not on the page; a reload keeps it.
    const parts = token.split('.').filter((p) => p.length > 20);
    const local = await page.evaluate(() => JSON.stringify(Object.entries(window.localStorage)));
    const text = await section(page).innerText();
    for (const part of parts) {
      expect(page.url()).not.toContain(part);
      expect(local).not.toContain(part);
      expect(text).not.toContain(part);
    }
    await page.reload();
    await section(page).getByRole('button', { name: 'Try it', exact: true }).click();
    await expect(section(page).getByLabel('Developer JWT', { exact: true })).toHaveValue(token);
  });

  test('the body is checked against its schema as it is typed, and a 400 quotes the server', async ({
    page,
  }) => {
    await openTryIt(page, PAGES.webhook);
    await useEndpoint(page, server.origin);
    await typeToken(page, 'Developer JWT', developerToken());
    await retype(page, bodyEditor(page), '{"service": "webhook", "coolDownPeriod": "5 min", "colour": 1');
    const problems = section(page).getByRole('list', { name: 'Problems in the body' });
    await expect(problems).toContainText(
      'The body: missing required properties "metricName", "condition", "targetURL", "verificationToken".',
    );
    await expect(problems).toContainText('service: must be one of "signals", "events".');
    await expect(problems).toContainText('coolDownPeriod: expected an integer, got a string.');
    await expect(problems).toContainText('Warning: colour: not a property this operation describes');
    await expect(section(page).locator('.cm-lintRange-error')).toHaveCount(3);
    await expect(section(page).locator('.cm-lintRange-warning')).toHaveText('"colour"');

    // The schema is advice: the request still goes, and the service's own answer is shown.
    await sendButton(page).click();
    await expect(result(page)).toContainText('HTTP 400 Bad Request');
    await expect(result(page)).toContainText(
      'The server said: missing metricName, condition, targetURL, verificationToken',
    );
  });

  test('a Vehicle JWT operation: the vehicle in the path, the token checked before sending, 200, and 401 for another vehicle', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const token = vehicleToken(21957, [5]);
    await openTryIt(page, PAGES.vin);
    await useEndpoint(page, server.origin);
    await retype(page, field(page, 'tokenId'), '21957');
    await typeToken(page, 'Vehicle JWT', token);
    await expect(section(page).getByText('Vehicle 21957')).toBeVisible();
    await expect(section(page).getByText('Privileges privilege:GetVINCredential')).toBeVisible();
    await expect(section(page).getByRole('list', { name: 'Token checks' })).toHaveCount(0);
    await sendButton(page).click();
    await expect(result(page)).toContainText('HTTP 200 OK');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/v2/attestation/vin/21957', body: '' });
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${token}`);
    expect(server.requests[0]!.headers['content-type']).toBeUndefined();
    await expect(responseBody(page)).toContainText(
      '"vcQuery": "query {vinVCLatest(tokenId: 21957) {rawVC}}"',
    );

    // Another vehicle in the path: said before sending, and again with the service's 401.
    await retype(page, field(page, 'tokenId'), '777');
    const checks = section(page).getByRole('list', { name: 'Token checks' });
    await expect(checks).toContainText('The token is for vehicle 21957, but tokenId is 777');
    await sendButton(page).click();
    await expect(result(page)).toContainText('401 Unauthorized: 127.0.0.1');
    await expect(result(page)).toContainText('Set tokenId to 21957, or exchange a token for vehicle 777.');
    await expect(result(page)).toContainText('The server said: Unauthorized! mismatch token Id provided');

    // A token without the privilege: named before sending.
    await retype(page, field(page, 'tokenId'), '21957');
    await typeToken(page, 'Vehicle JWT', vehicleToken(21957, [1]));
    await expect(checks).toContainText(
      'This operation needs privilege:GetVINCredential; the token carries privilege:GetNonLocationHistory',
    );
  });

  test('a 401 says what is wrong with the token: the wrong kind, or expired', async ({ page }) => {
    test.setTimeout(60_000);
    await openTryIt(page, PAGES.vin);
    await useEndpoint(page, server.origin);
    await retype(page, field(page, 'tokenId'), '21957');
    await typeToken(page, 'Vehicle JWT', developerToken());
    await expect(section(page).getByText('Developer JWT', { exact: true })).toBeVisible();
    const checks = section(page).getByRole('list', { name: 'Token checks' });
    await expect(checks).toContainText('This is a Developer JWT, but this operation takes a Vehicle JWT');
    await sendButton(page).click();
    await expect(result(page)).toContainText('401 Unauthorized: 127.0.0.1');
    await expect(result(page)).toContainText(
      'Exchange your Developer JWT for a Vehicle JWT at the Token Exchange API',
    );
    await expect(result(page)).toContainText('The server said: not a vehicle token');

    await typeToken(page, 'Vehicle JWT', vehicleToken(21957, [5], inMinutes(-2)));
    await expect(checks).toContainText(/This Vehicle JWT expired 2 min \d+ s ago/);
    await page.keyboard.press('Control+Enter');
    await expect(result(page)).toContainText('401 Unauthorized');
    await expect(result(page)).toContainText('The server said: token is expired');
  });

  test('a 403 says the license is not allowed the request, and what to check', async ({ page }) => {
    test.setTimeout(60_000);
    await openTryIt(page, PAGES.webhook);
    await useEndpoint(page, server.origin);
    await typeToken(
      page,
      'Developer JWT',
      developerToken(inMinutes(60), '0x1111111111111111111111111111111111111111'),
    );
    await sendButton(page).click();
    await expect(result(page)).toContainText('403 Forbidden: 127.0.0.1');
    await expect(result(page)).toContainText("the token is not a Developer License's");
    await expect(result(page)).toContainText(
      'The server said: not a dev license: 0x1111111111111111111111111111111111111111',
    );
  });

  test('an unreachable host and a CORS refusal get one message naming both, and the form stays usable', async ({
    page,
  }) => {
    await openTryIt(page, PAGES.search);
    const port = await closedPort();
    await useEndpoint(page, `http://127.0.0.1:${port}`);
    await retype(page, field(page, 'query'), 'Honda');
    await sendButton(page).click();
    await expect(result(page)).toContainText(
      `No answer the page can read from 127.0.0.1:${port}: the host is unreachable, or it refused this page's origin (CORS).`,
    );
    await expect(result(page)).toContainText('Run the cURL command below in a terminal');

    await useEndpoint(page, `${server.origin}/no-cors`);
    await sendButton(page).click();
    await expect(result(page)).toContainText("refused this page's origin (CORS)");
    // The server did answer; the browser kept the answer from the page.
    expect(server.requests.map((r) => r.path)).toEqual(['/device-definitions/search?query=Honda']);

    await page.getByText('The same request with cURL').click();
    await expect(section(page).getByLabel('cURL command')).toHaveText(
      `curl -X GET '${server.origin}/no-cors/device-definitions/search?query=Honda' \\\n  -H 'Accept: application/json'`,
    );

    await useEndpoint(page, server.origin);
    await sendButton(page).click();
    await expect(result(page)).toContainText('HTTP 200 OK');
  });

  test('an incomplete form sends nothing, says what is missing and moves to the field', async ({ page }) => {
    await openTryIt(page, PAGES.search);
    await useEndpoint(page, server.origin);
    await sendButton(page).click();
    await expect(result(page)).toContainText('Nothing was sent: the request is not complete.');
    await expect(result(page)).toContainText('query is required.');
    await expect(field(page, 'query')).toBeFocused();
    await expect(field(page, 'query')).toHaveAttribute('aria-invalid', 'true');
    await page.waitForTimeout(300);
    expect(server.requests).toEqual([]);
  });

  test('the code loads only when the reader asks for Try it, and the editor only for an operation with a body', async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/\/try-it/.test(r.url())) chunks.push(new URL(r.url()).pathname);
    });
    await open(page, PAGES.vin);
    await section(page).scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(chunks).toEqual([]);
    await section(page).getByRole('button', { name: 'Try it', exact: true }).click();
    await expect(sendButton(page)).toBeVisible();
    expect(chunks.some((c) => /\/try-it\.[0-9a-f]+\.js$/.test(c))).toBe(true);
    expect(chunks.some((c) => /try-it-editor/.test(c))).toBe(false);

    await open(page, PAGES.webhook);
    await section(page).getByRole('button', { name: 'Try it', exact: true }).click();
    await expect(bodyEditor(page)).toBeVisible();
    expect(chunks.some((c) => /try-it-editor/.test(c))).toBe(true);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the placeholder and the open panel pass axe (WCAG 2.1 AA) in ${mode} mode, with token checks, body problems and an answer`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await open(page, PAGES.webhook);
      if (mode === 'dark')
        await page.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
      await expect(page.locator(`html[data-theme="${mode}"]`)).toHaveCount(1);
      const placeholder = await axeViolations(page, page.locator('section[aria-label^="Try it:"]'));
      await section(page).getByRole('button', { name: 'Try it', exact: true }).click();
      await expect(sendButton(page)).toBeVisible();
      await useEndpoint(page, server.origin);
      await typeToken(page, 'Developer JWT', developerToken(inMinutes(-1)));
      await retype(page, bodyEditor(page), '{"service": "x", "colour": 1}');
      await expect(section(page).getByRole('list', { name: 'Problems in the body' })).toBeVisible();
      await sendButton(page).click();
      await expect(result(page)).toContainText('401 Unauthorized');
      await section(page)
        .getByText(/^Response headers/)
        .click();
      await section(page).getByText('The same request with cURL').click();
      expect({
        placeholder,
        panel: await axeViolations(page, page.locator('section[aria-label^="Try it:"]')),
      }).toEqual({
        placeholder: [],
        panel: [],
      });
    });
  }
});
