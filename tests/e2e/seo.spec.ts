import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type APIRequestContext, test } from '@playwright/test';
import { load } from 'cheerio';

import { docRoute, readAllDocs } from '../../lib/docs';
import { CATEGORY_ROUTES, open } from './helpers';

/**
 * What crawlers and link previews read: robots.txt, the sitemap, and on every
 * page a canonical URL, OpenGraph and Twitter cards and hreflang alternates.
 * Absolute URLs carry the build's SITE_URL and BASE_URL, read from the same
 * environment and with the same defaults as docusaurus.config.ts (importing the
 * config here would load every build plugin); the tests fetch the same paths
 * from their own server.
 */
const siteRoot = new URL(process.env.BASE_URL ?? '/', process.env.SITE_URL ?? 'http://localhost:3000').href;
const absolute = (route: string) => new URL(route.replace(/^\//, ''), siteRoot).href;
const local = (url: string) => new URL(url).pathname;

const DOC_PAGES = readAllDocs(process.cwd()).map(docRoute);

/** Every changelog entry's route, from the slug in its front matter. */
const CHANGELOG_ENTRIES = readdirSync('changelog')
  .filter((name) => /\.mdx?$/.test(name))
  .map((name) => {
    const slug = /^slug:\s*(\S+)\s*$/m.exec(readFileSync(path.join('changelog', name), 'utf8'))?.[1];
    if (!slug) throw new Error(`changelog/${name} has no slug`);
    return `/changelog/${slug}`;
  });

/** Pages whose head the per-page test reads: every doc, every category, home and the changelog. */
const PAGES = [
  '/',
  ...DOC_PAGES,
  ...CATEGORY_ROUTES.map(([route]) => route),
  '/changelog',
  CHANGELOG_ENTRIES[0]!,
];

async function sitemapRoutes(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const $ = load(await response.text(), { xmlMode: true });
  return $('url > loc')
    .map((_, el) => $(el).text())
    .get();
}

test.describe('robots.txt and sitemap.xml', () => {
  test('robots.txt admits crawlers and names the sitemap by its absolute URL', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    const sitemaps = [...text.matchAll(/^Sitemap: (.+)$/gm)].map((m) => m[1]);
    expect(sitemaps).toEqual([absolute('/sitemap.xml')]);
    // The URL it names is the sitemap this build serves.
    expect((await request.get(local(sitemaps[0]!))).status()).toBe(200);
  });

  test('the sitemap lists every doc, every category, the changelog and its entries', async ({ request }) => {
    const locs = await sitemapRoutes(request);
    expect(locs.length).toBeGreaterThan(DOC_PAGES.length);
    for (const loc of locs) expect(loc.startsWith(siteRoot), loc).toBe(true);
    const expected = [
      '/',
      ...DOC_PAGES,
      ...CATEGORY_ROUTES.map(([route]) => route),
      '/changelog',
      ...CHANGELOG_ENTRIES,
    ].map(absolute);
    expect(locs).toEqual(expect.arrayContaining(expected));
    // Pages a search engine should not index are left out.
    expect(locs).not.toContain(absolute('/search'));
    expect(locs.filter((loc) => /404/.test(loc))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

test.describe('head tags of every page', () => {
  for (const route of PAGES) {
    test(`${route}: canonical, OpenGraph, Twitter card and hreflang`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const $ = load(await response.text());
      const url = absolute(route);
      const attr = (selector: string, name: string) => {
        const found = $(selector);
        expect(found, selector).toHaveLength(1);
        return found.attr(name) ?? '';
      };

      expect(attr('link[rel="canonical"]', 'href')).toBe(url);
      expect(attr('link[rel="alternate"][hreflang="en"]', 'href')).toBe(url);
      expect(attr('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(url);
      expect($('html').attr('lang')).toBe('en');

      expect(attr('meta[property="og:url"]', 'content')).toBe(url);
      const title = attr('meta[property="og:title"]', 'content');
      // "Page | DIMO Build", or "DIMO Build" alone for the page of that title (/docs/).
      expect(title).toMatch(/^(\S.* \| )?DIMO Build$/);
      expect(title).toBe($('title').text());
      const description = attr('meta[name="description"]', 'content');
      expect(description.length, 'description length').toBeGreaterThan(40);
      expect(attr('meta[property="og:description"]', 'content')).toBe(description);
      const image = attr('meta[property="og:image"]', 'content');
      expect(image).toBe(absolute('/img/social-card.png'));

      expect(attr('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
      expect(attr('meta[name="twitter:image"]', 'content')).toBe(image);
    });
  }

  test('the card image the pages name is served as a PNG', async ({ request }) => {
    const response = await request.get(local(absolute('/img/social-card.png')));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
  });

  test('after an in-app navigation the head describes the new page', async ({ page }) => {
    await open(page, '/docs/');
    await page.locator('article a[href="/docs/getting-started/authentication"]').first().click();
    await expect(page.locator('h1').first()).toHaveText('Authentication');
    const url = absolute('/docs/getting-started/authentication');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Authentication | DIMO Build',
    );
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', url);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', url);
  });
});
