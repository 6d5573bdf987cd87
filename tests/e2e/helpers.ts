import fs from 'node:fs';
import path from 'node:path';

import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

import { builtRoutes as routesOfBuild } from '../../lib/routes';

/** Waits until React has hydrated the page, so keys and clicks are handled. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/** Opens a page and waits until React has hydrated it. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** Opens a page as a reader who chose `mode` on an earlier visit (the colour toggle's stored choice). */
export async function openInTheme(page: Page, path: string, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await open(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/** Replaces a field's or editor's text with real key presses, as a reader does: click, select all, delete, type. */
export async function retype(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  if (text !== '') await page.keyboard.type(text);
}

/** Every doc route of the site, with the H1 a reader sees there. */
export const DOC_ROUTES: [path: string, h1: string | RegExp][] = [
  ['/docs/', 'DIMO Build'],
  ['/docs/api-references/attestation-api', 'Attestation API'],
  ['/docs/api-references/device-definitions-api', 'Device Definitions API'],
  ['/docs/api-references/fetch-api/introduction', 'Introduction'],
  ['/docs/api-references/fetch-api/queries', 'Queries'],
  ['/docs/api-references/fetch-api/playground', 'Fetch Playground'],
  ['/docs/api-references/identity-api/introduction', 'Introduction'],
  ['/docs/api-references/identity-api/identity-reference', 'Query Reference'],
  ['/docs/api-references/identity-api/identity-playground', 'Identity Playground'],
  ['/docs/api-references/telemetry-api/introduction', 'Introduction'],
  ['/docs/api-references/telemetry-api/signals', 'Vehicle Signals'],
  ['/docs/api-references/telemetry-api/segments', 'Segments and Daily Activity'],
  ['/docs/api-references/telemetry-api/events', 'Vehicle Events'],
  ['/docs/api-references/telemetry-api/telemetry-playground', 'Telemetry Playground'],
  ['/docs/api-references/token-exchange-api', 'Token Exchange API'],
  ['/docs/api-references/valuations-api', 'Valuations API'],
  ['/docs/api-references/vehicle-triggers-api', 'Vehicle Triggers API'],
  ['/docs/build/building-blocks', 'Building Blocks'],
  ['/docs/build/building-with-ai/developer-kit', 'Developer Kit'],
  ['/docs/build/building-with-ai/dimo-mcp-server', 'DIMO MCP Server'],
  ['/docs/build/building-with-ai/using-these-docs-with-ai', 'Use these docs with AI tools'],
  ['/docs/build/building-with-tools/client-sdk-dimo-connect', 'Client SDK - DIMO Connect'],
  ['/docs/build/building-with-tools/low-code-integrations', 'Low Code Integrations'],
  ['/docs/build/building-with-tools/server-sdk', 'Server SDK'],
  ['/docs/build/building-your-first-app', 'Building Your First App'],
  ['/docs/examples/build-examples', 'Build Examples'],
  ['/docs/faq', 'FAQs'],
  ['/docs/getting-started/authentication', 'Authentication'],
  ['/docs/getting-started/create-your-account', 'Create Your Account'],
  ['/docs/getting-started/register-a-license', 'Register a Developer License'],
  ['/docs/introduction/what-can-you-build', 'What Can You Build?'],
  ['/docs/introduction/where-can-you-start', 'Where Can You Start?'],
];

export const CATEGORY_ROUTES: [path: string, h1: string, child: string][] = [
  ['/docs/category/introduction', 'Introduction', 'What Can You Build?'],
  ['/docs/category/getting-started', 'Getting Started', 'Authentication'],
  ['/docs/category/build', 'Build', 'Building Blocks'],
  ['/docs/category/building-with-tools', 'Building with Tools', 'Server SDK'],
  ['/docs/category/building-with-ai', 'Building with AI', 'DIMO MCP Server'],
  ['/docs/category/api-references', 'API References', 'Token Exchange API'],
  ['/docs/category/identity-api', 'Identity API', 'Query Reference'],
  ['/docs/category/telemetry-api', 'Telemetry API', 'Vehicle Signals'],
  ['/docs/category/fetch-api', 'Fetch API', 'Queries'],
  ['/docs/category/examples', 'Examples', 'Build Examples'],
];

/** The production build the embedded project serves (playwright.config.ts). */
export const BUILD_DIR = path.join(process.cwd(), 'build');

/**
 * Every route of the built site, sorted: one per HTML file the build wrote
 * ('/' for index.html, '/docs/faq' for docs/faq/index.html, '/404' for
 * 404.html). Read from the build, so a new page, changelog entry or tag page is
 * covered without a list to update; this includes the pages the sitemap leaves
 * out (/search, /404).
 */
export function builtRoutes(dir: string = BUILD_DIR): string[] {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No build in ${dir}: run \`npx docusaurus build --out-dir build\` first.`);
  }
  return routesOfBuild(dir);
}

/** The paths the build's sitemap.xml lists, without the site URL or a trailing slash. */
export function sitemapRoutes(dir: string = BUILD_DIR): string[] {
  const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname.replace(/(.)\/$/, '$1'))
    .sort();
}

/** Aborts every navigation to github.com and returns the URLs it was asked for. */
export async function interceptGithub(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route('https://github.com/**', (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  return asked;
}

/** React's hydration errors (production builds log them minified), and uncaught errors. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Minified React error #(418|419|423|425)|hydrat/i.test(m.text())) {
      errors.push(m.text());
    }
  });
  return errors;
}

/** The docs repository, as the page's own "Edit this page" link names it (both come from DOCS_REPO_URL). */
export async function docsRepoOf(page: Page): Promise<string> {
  const edit = await page.locator('a.theme-edit-this-page').getAttribute('href');
  const at = edit?.indexOf('/edit/main/') ?? -1;
  expect(at, `"Edit this page" link: ${edit}`).toBeGreaterThan(0);
  return edit!.slice(0, at);
}
