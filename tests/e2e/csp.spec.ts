/**
 * The site served with exactly the headers its build generated (build/_headers,
 * applied by scripts/serve.ts --headers on :4175): every page, search, the
 * colour toggle, the announcement bar and the playgrounds work, and the browser
 * reports no Content-Security-Policy or Permissions-Policy violation.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { test as base, expect, type Page, type Response } from '@playwright/test';

import { headersForPath, parseHeadersFile } from '../../lib/headers-file';
import { PORTS } from '../../playwright.config';
import { PLAYGROUND_ANCHOR, PLAYGROUND_PATHS } from '../../src/playground/url';
import { hydrated } from './helpers';

/** What the browser reported: violation events and policy errors on the console. */
interface PolicyWatch {
  violations: string[];
}

/** Console messages Chromium logs when a Content-Security-Policy or Permissions-Policy blocks or rejects something. */
const POLICY_CONSOLE = /Content Security Policy|Content-Security-Policy|Permissions-Policy|Refused to/i;

const test = base.extend<{ policy: PolicyWatch }>({
  policy: async ({ page }, provide) => {
    const violations: string[] = [];
    await page.exposeFunction('__reportPolicyViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      const report = (window as unknown as { __reportPolicyViolation: (t: string) => void })
        .__reportPolicyViolation;
      document.addEventListener('securitypolicyviolation', (e) => {
        report(
          `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} on ${location.pathname}` +
            ` (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
        );
      });
    });
    page.on('console', (message) => {
      if (POLICY_CONSOLE.test(message.text()))
        violations.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
    await provide({ violations });
  },
});

test.use({ baseURL: `http://127.0.0.1:${PORTS.headers}` });

/** The headers build/_headers gives a path, read through the module that wrote it. */
function expectedHeaders(pathname: string): Record<string, string> {
  const rules = parseHeadersFile(readFileSync(path.join('build', '_headers'), 'utf8'));
  return Object.fromEntries(headersForPath(rules, pathname).map(([n, v]) => [n.toLowerCase(), v]));
}

/** Opens a page served with its headers, checks they are the generated ones, and waits for hydration. */
async function openWithHeaders(page: Page, pathname: string): Promise<Response> {
  const response = await page.goto(pathname);
  expect(response, pathname).not.toBeNull();
  expect(response!.status(), `${pathname} status`).toBe(200);
  const sent = response!.headers();
  for (const [name, value] of Object.entries(expectedHeaders(pathname))) {
    expect(sent[name], `${name} on ${pathname}`).toBe(value);
  }
  await hydrated(page);
  return response!;
}

/** How long the playground's editor chunk (~190 KiB gzipped) may take to arrive on this 2-core machine. */
const EDITOR_LOAD_MS = 15_000;

/** Lets a violation raised by the last action arrive (reports are queued as tasks). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

/**
 * Pages with different parts: home (its base-URL banner script), code blocks (a style attribute
 * per token), tables, diagrams (SVG with <style> elements), the changelog, the search page.
 */
const PAGES = [
  '/',
  '/docs/',
  '/docs/getting-started/authentication',
  '/docs/api-references/token-exchange-api',
  '/docs/api-references/telemetry-api/signals',
  '/docs/api-references/identity-api/identity-reference',
  '/docs/build/building-with-tools/server-sdk',
  '/changelog',
  '/changelog/telemetry-segments',
  '/search?q=vehicle',
];

test('the build carries a policy with inline scripts by hash and no unsafe-inline for scripts', () => {
  const csp = expectedHeaders('/')['content-security-policy'];
  expect(csp).toBeDefined();
  const scriptSrc = csp!.split('; ').find((d) => d.startsWith('script-src '))!;
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]{43}='/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
});

test('pages load and hydrate under the headers with no policy violation', async ({ page, policy }) => {
  for (const pathname of PAGES) {
    await openWithHeaders(page, pathname);
    await settle(page);
  }
  // A client-side navigation loads route chunks under the same policy.
  await openWithHeaders(page, '/docs/');
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.locator('h1').first()).toHaveText('FAQs');
  await settle(page);
  expect(policy.violations).toEqual([]);
});

test('the inline scripts allowed by hash run: first visit is light, the theme and bar scripts set their attributes', async ({
  page,
  policy,
}) => {
  // The system prefers dark; only the head script (src/inlineScripts.ts) makes a first visit light.
  await page.emulateMedia({ colorScheme: 'dark' });
  await openWithHeaders(page, '/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
  // Set only by the theme's inline script in <body>, before React.
  await expect(html).toHaveAttribute('data-announcement-bar-initially-dismissed', 'false');
  // The home page's base-URL banner script defines its function globally.
  expect(
    await page.evaluate(() => typeof (window as unknown as { insertBanner?: unknown }).insertBanner),
  ).toBe('function');
  await settle(page);
  expect(policy.violations).toEqual([]);
});

test('search works under the headers: the modal finds hits and the search page lists results', async ({
  page,
  policy,
}) => {
  await openWithHeaders(page, '/docs/');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await page.keyboard.type('vehicle');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();

  await openWithHeaders(page, '/search?q=privileges');
  await expect(page.locator('main ol > li').first()).toBeVisible();
  await settle(page);
  expect(policy.violations).toEqual([]);
});

test('the colour toggle and the announcement bar close work under the headers, and survive a reload', async ({
  page,
  policy,
}) => {
  await openWithHeaders(page, '/docs/');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
  await expect(html).toHaveAttribute('data-theme', 'light');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  const bar = page.locator('.theme-announcement-bar');
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toHaveCount(0);

  // After a reload the inline scripts restore both before React runs.
  await openWithHeaders(page, '/docs/');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(html).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  await settle(page);
  expect(policy.violations).toEqual([]);
});

test('the playground pages load under the headers, and their editor takes keys, with no violation', async ({
  page,
  policy,
}) => {
  let editors = 0;
  for (const pathname of Object.values(PLAYGROUND_PATHS)) {
    await openWithHeaders(page, pathname);
    await expect(page.locator('h1').first()).toBeVisible();
    // The in-page GraphQL playground, on the pages that have one: it loads its editor
    // when scrolled into view; type into it and ask for completion. Run is never pressed.
    const playground = page.locator(`section#${PLAYGROUND_ANCHOR}`);
    if ((await playground.count()) > 0) {
      await playground.scrollIntoViewIfNeeded();
      const editor = playground.locator('.cm-content').first();
      await expect(editor).toBeVisible({ timeout: EDITOR_LOAD_MS });
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\n{ ');
      await page.keyboard.press('Control+Space');
      await page.keyboard.press('Escape');
      editors += 1;
    }
    await settle(page);
  }
  // At least one playground page has the editor (the Fetch playground), so typing was exercised.
  expect(editors).toBeGreaterThan(0);
  expect(policy.violations).toEqual([]);
});
