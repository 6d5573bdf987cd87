import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type APIRequestContext, test } from '@playwright/test';
import { load } from 'cheerio';

import { docRoute, readAllDocs } from '../../lib/docs';
import { descriptionDates } from '../../plugins/openapi-reference';
import { CARD_SIZE, CARDS_PATH } from '../../plugins/social-cards/cards';
import { siteCards } from '../../plugins/social-cards/pages';
import { siteUrlFrom } from '../../plugins/site-url-warning';
import { CATEGORY_ROUTES, open } from './helpers';

/**
 * What crawlers and link previews read: robots.txt, the sitemap, and on every
 * page a canonical URL, OpenGraph and Twitter cards and hreflang alternates.
 * Absolute URLs carry the build's SITE_URL and BASE_URL, read from the same
 * environment and with the same defaults as docusaurus.config.ts (importing the
 * config here would load every build plugin); the tests fetch the same paths
 * from their own server.
 */
const siteRoot = new URL(process.env.BASE_URL ?? '/', siteUrlFrom(process.env)).href;
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

/** The absolute URL of each doc's and changelog entry's own social card, by route; other pages show the site card. */
const OWN_CARDS = siteCards().then(
  (cards) => new Map(cards.map((c) => [c.route, absolute(`${CARDS_PATH}${c.card}`)])),
);
const SITE_CARD = absolute('/img/social-card.png');

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
      const own = (await OWN_CARDS).get(route);
      if (DOC_PAGES.includes(route) || CHANGELOG_ENTRIES.includes(route))
        expect(own, 'its own card').toBeDefined();
      expect(image).toBe(own ?? SITE_CARD);
      expect(attr('meta[property="og:image:width"]', 'content')).toBe(String(CARD_SIZE.width));
      expect(attr('meta[property="og:image:height"]', 'content')).toBe(String(CARD_SIZE.height));

      expect(attr('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
      expect(attr('meta[name="twitter:image"]', 'content')).toBe(image);
    });
  }

  test('every card image the pages name is served as a PNG', async ({ request }) => {
    for (const card of [SITE_CARD, ...(await OWN_CARDS).values()]) {
      const response = await request.get(local(card));
      expect(response.status(), card).toBe(200);
      expect(response.headers()['content-type'], card).toContain('image/png');
    }
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
    const card = (await OWN_CARDS).get('/docs/getting-started/authentication');
    expect(card).toBeDefined();
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', card!);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', card!);
  });
});

test.describe('"Last updated" on doc pages', () => {
  test('a written page and a generated operation page say when they last changed', async ({ page }) => {
    const operation = '/docs/api-references/attestation-api/create-vin-credential';
    for (const route of ['/docs/getting-started/authentication', operation]) {
      await open(page, route);
      const line = page.locator('.theme-last-updated');
      await expect(line).toHaveText(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      const datetime = (await line.locator('time').getAttribute('datetime')) ?? '';
      expect(Date.parse(datetime), `${route}: ${datetime}`).toBeLessThanOrEqual(Date.now());
      // The operation page is generated: it carries its description's last commit date.
      if (route === operation) expect(datetime).toBe(descriptionDates()['attestation-api']);
    }
  });
});
