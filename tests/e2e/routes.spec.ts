import { expect, test } from '@playwright/test';

import { CATEGORY_ROUTES, DOC_ROUTES, hydrated, open } from './helpers';

test.describe('every route answers with its title', () => {
  for (const [path, h1] of DOC_ROUTES) {
    test(`${path} shows "${String(h1)}"`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toHaveText(h1);
      await expect(page).toHaveTitle(/DIMO Build$/);
    });
  }

  for (const [path, h1, child] of CATEGORY_ROUTES) {
    test(`${path} lists its children as cards`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toHaveText(h1);
      await expect(page.locator('article .card').filter({ hasText: child }).first()).toBeVisible();
    });
  }

  test('the home page shows the tagline and a way into the docs', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('The vehicle data platform that puts privacy first');
    await expect(page).toHaveTitle('Developer documentation | DIMO Build');
    await page.getByRole('link', { name: 'Read the docs' }).click();
    await expect(page).toHaveURL(/\/docs\/$/);
  });

  test('the cheat sheet and the social card are served as images', async ({ request, page }) => {
    for (const path of ['/img/cheat-sheet.png', '/img/social-card.png']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/png');
      expect((await response.body()).length).toBeGreaterThan(20_000);
    }
    // The home page shows the site card; each doc its own (plugins/social-cards, tests/e2e/seo.spec.ts).
    await page.goto('/');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/img\/social-card\.png$/,
    );
    await page.goto('/docs/');
    await expect(page.locator('article a[href$="/img/cheat-sheet.png"]').first()).toBeVisible();
  });

  test('the markdown page and the search page exist', async ({ page }) => {
    await page.goto('/markdown-page');
    await expect(page.locator('h1')).toHaveText('Writing pages in Markdown');
    await page.goto('/search');
    await expect(page.locator('h1')).toHaveText('Search the documentation');
  });
});

test.describe('the page React hydrates is the page the server sent', () => {
  // A mismatch is not fatal (React throws the server's HTML away and renders
  // again), so only the console tells: one "recoverable" error per mismatch.
  const paths = ['/', ...DOC_ROUTES.map(([path]) => path), '/search', '/search?q=jwt', '/markdown-page'];
  for (const path of paths) {
    test(`${path} hydrates without a mismatch`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Recoverable|Minified React error|[Hh]ydrat/.test(message.text()))
          errors.push(message.text().slice(0, 200));
      });
      await open(page, path);
      // Effects that run after hydration get a moment to log.
      await page.waitForTimeout(200);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('.html and /index.html forms reach the same page', () => {
  for (const path of ['/docs/faq', '/docs/getting-started/authentication', '/markdown-page']) {
    for (const variant of [`${path}.html`, `${path}/index.html`, `${path}/`]) {
      test(`${variant}`, async ({ page }) => {
        const response = await page.goto(variant);
        expect(response?.status()).toBe(200);
        const expected = await (async () => {
          const p = await page.context().newPage();
          await p.goto(path);
          const t = await p.locator('h1').first().textContent();
          await p.close();
          return t;
        })();
        await expect(page.locator('h1').first()).toHaveText(expected ?? '');
      });
    }
  }

  test('/docs/index.html is the docs landing', async ({ page }) => {
    await open(page, '/docs/index.html');
    await expect(page.locator('h1').first()).toHaveText('DIMO Build');
  });
});

test.describe('not found', () => {
  test('an unknown path shows a helpful 404 with search and the main sections', async ({ page }) => {
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
    for (const name of ['Documentation home', 'Getting started', 'API references', 'SDKs', 'FAQ']) {
      await expect(page.locator('main').getByRole('link', { name, exact: true })).toBeVisible();
    }
    await hydrated(page);
    await page.getByLabel('Search the docs').fill('vehicle jwt');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=vehicle(\+|%20)jwt$/);
    await expect(page.locator('main li').first()).toBeVisible();
  });
});
