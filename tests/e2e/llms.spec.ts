import { expect, test } from '@playwright/test';

import { parseLlmsTxt } from '../../plugins/llms/llms-txt';
import { docRoute, readAllDocs } from '../../lib/docs';
import { twinPath } from '../../src/llms/twinPath';
import { DOC_ROUTES, open } from './helpers';

const docs = readAllDocs(process.cwd());
/** The build's SITE_URL origin, which llms.txt uses; the tests fetch from their own server instead. */
const local = (url: string) => new URL(url).pathname;

test.describe('llms.txt and the Markdown twins', () => {
  test('llms.txt lists every doc, grouped as the sidebar is', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.ok()).toBe(true);
    const text = await response.text();
    expect(text).toMatch(/^# DIMO Build\n\n> /);
    const entries = parseLlmsTxt(text);
    expect(entries.map((e) => local(e.url)).sort()).toEqual(
      docs.map((d) => `/${twinPath(docRoute(d), '/')}`).sort(),
    );
    expect([...new Set(entries.map((e) => e.section))]).toEqual(
      expect.arrayContaining(['Introduction', 'Getting Started', 'Build', 'API References']),
    );
    for (const entry of entries) {
      expect(entry.description.length, entry.title).toBeGreaterThan(20);
    }
  });

  for (const doc of docs) {
    const route = docRoute(doc);
    test(`${route} has a clean Markdown twin with its H1 and every code block`, async ({ request }) => {
      const twin = `/${twinPath(route, '/')}`;
      const md = await (await request.get(twin)).text();
      const h1 = doc.headings.find((h) => h.depth === 1)?.text;
      expect(md.startsWith(`# ${h1}\n`)).toBe(true);
      // What is left once code blocks and code spans are gone must be plain Markdown.
      const prose = md.replace(/^```[^]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
      expect(prose, 'no JSX').not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]/);
      expect(prose, 'no imports or exports').not.toMatch(/^(import|export) /m);
      expect(prose, 'no front matter or HTML comments').not.toMatch(/^---\n[a-z_]+:|<!--/m);
      for (const block of doc.codeBlocks)
        expect(md, `code block at line ${block.line}`).toContain(block.value);
    });
  }

  test('llms-full.txt holds every page in sidebar order', async ({ request }) => {
    const [full, index] = await Promise.all([
      (await request.get('/llms-full.txt')).text(),
      (await request.get('/llms.txt')).text(),
    ]);
    // Each page ends with a line naming its URL; they come in the order llms.txt lists the pages.
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => local(m[1]!));
    const listed = parseLlmsTxt(index).map((e) =>
      local(e.url)
        .replace(/index\.md$/, '')
        .replace(/\.md$/, ''),
    );
    expect(sources).toEqual(listed);
    for (const { title } of parseLlmsTxt(index).slice(0, 3)) expect(full).toContain(title);
  });
});

test.describe('Copy page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('puts the page’s Markdown on the clipboard from the keyboard, says so, and moves nothing', async ({
    page,
  }) => {
    await open(page, '/docs/api-references/token-exchange-api');
    const button = page.getByRole('button', { name: 'Copy page' });
    const h1 = page.getByRole('heading', { level: 1 });
    const before = await h1.boundingBox();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'on the clipboard as Markdown' })).toHaveCount(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('# Token Exchange API\n')).toBe(true);
    expect(copied).toContain('**cURL**');
    expect(await h1.boundingBox()).toEqual(before);
  });

  test('links to the Markdown twin, and says so when the copy fails', async ({ page }) => {
    await open(page, '/docs/faq');
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
      'href',
      '/docs/faq.md',
    );
    await page.route('**/docs/faq.md', (route) => route.abort());
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copy failed' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Could not copy the page' })).toHaveCount(1);
  });

  test('appears on doc pages of every section', async ({ page }) => {
    const sections = new Map(DOC_ROUTES.map(([route]) => [route.split('/').slice(0, 3).join('/'), route]));
    for (const route of sections.values()) {
      await open(page, route);
      await expect(page.getByRole('button', { name: 'Copy page' })).toHaveCount(1);
    }
  });
});
