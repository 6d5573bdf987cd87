import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import {
  FAVORITE_SEARCHES_LIMIT,
  MAX_RESULTS_PER_GROUP,
  MODAL_HITS_PER_PAGE,
  RECENT_SEARCHES_LIMIT,
  RECENT_SEARCHES_WITH_FAVORITES_LIMIT,
  SMALL_SCREEN_MAX_WIDTH,
  SNIPPET_WORDS,
  SNIPPET_WORDS_SMALL_SCREEN,
  STALL_THRESHOLD_MS,
} from '../../src/search/constants';
import { readBuiltIndex } from '../../scripts/lib/built-index';
import { MAX_QUERY_LENGTH, SearchEngine } from '../../src/search/engine';
import { axeViolations } from './axe';
import { BUILD_DIR, hydrated, open } from './helpers';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');
const recents = (page: Page) =>
  page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' }).locator('.DocSearch-Hit');
const favorites = (page: Page) =>
  page.locator('.DocSearch-Hits').filter({ hasText: 'Favorite' }).locator('.DocSearch-Hit');

/** Opens the modal with Ctrl+K and types the query key by key, as a reader does. */
async function search(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type(query);
  await answered(page, query);
}

/**
 * Waits until the modal lists the answer to the whole query. The first
 * keystroke's answer comes from memory (openers.json) and may be on screen
 * while the rest of the query is still loading.
 */
async function answered(page: Page, query: string): Promise<void> {
  await expect(hits(page).first()).toBeVisible();
  const top = builtEngine().search({ query, hitsPerPage: MODAL_HITS_PER_PAGE }).hits[0];
  if (!top) return;
  const url = new URL(top.url);
  await expect(hits(page).first().locator('a')).toHaveAttribute('href', `${url.pathname}${url.hash}`);
}

/** Opens the home page, searches, and returns the first hit's link and the address it names. */
async function firstHit(page: Page, query: string) {
  await open(page, '/');
  await search(page, query);
  const link = hits(page).first().locator('a');
  return { link, href: await link.getAttribute('href') };
}

/** A page's address as a hit links it: path and fragment. */
const linkOf = (address: string) => {
  const url = new URL(address);
  return `${url.pathname}${url.hash}`;
};

/** Each hit as it reads: its title and path lines. */
const readings = (page: Page) =>
  hits(page).evaluateAll((items) =>
    items.map((item) =>
      ['.DocSearch-Hit-title', '.DocSearch-Hit-path']
        .map((line) => item.querySelector(line)?.textContent?.trim() ?? '')
        .join(' | '),
    ),
  );

/**
 * Waits until the chosen hit's page is on screen and returns its path. The
 * navbar, and the search bar in it, belong to each page's layout: a key
 * pressed while the new page is still loading reaches the old page's search
 * bar, which then goes away.
 */
async function pageArrived(page: Page, from: string): Promise<string> {
  // A hit on the page already open leaves the URL as it is.
  await page.waitForURL((url) => url.href !== from, { timeout: 3_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('article h1').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  return new URL(page.url()).pathname;
}

/**
 * Lets the page run what it has queued: React renders in MessageChannel
 * tasks, which Playwright's clock does not hold, and a message posted now is
 * handled after them.
 */
const renderedQueuedWork = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

/** Common words whose hits spread over many sections of the docs. */
const QUERIES_OVER_MANY_SECTIONS = ['request', 'jwt', 'access', 'account', 'graphql', 'data', 'limit'];

let engine: SearchEngine | undefined;
/** The search engine over the build the browser searches, read once. */
const builtEngine = () =>
  (engine ??= new SearchEngine(readBuiltIndex(path.join(BUILD_DIR, 'search')).records));

/** Words of a text as the engine counts them (what a snippet's length is measured in). */
const wordCount = (text: string) => (text.match(/[\p{L}\p{N}_]+/gu) ?? []).length;

test.describe('opening and closing the search modal', () => {
  test('Ctrl+K opens it and Escape closes it', async ({ page }) => {
    await open(page, '/docs/');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Search/ })).toBeFocused();
  });

  test('"/" opens it, but typed into a text field it is just a character', async ({ page }) => {
    await open(page, '/docs/api-references/telemetry-api/signals');
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    const field = page.getByLabel('Filter signals');
    await field.click();
    await page.keyboard.type('speed/');
    await expect(field).toHaveValue('speed/');
    await expect(modal(page)).toHaveCount(0);
  });

  test('keys typed at once after Ctrl+K, while the modal is still loading, all reach the query', async ({
    page,
  }) => {
    await open(page, '/');
    // The modal's code loads on intent; slow it down as a phone on a poor network would.
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('tokn');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('en');
    await expect(input(page)).toHaveValue('token');
    await expect(hits(page).first()).toBeVisible();
  });

  test('a letter typed on the focused search button opens search with it', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: /^Search/ }).focus();
    await page.keyboard.press('w');
    await expect(input(page)).toHaveValue('w');
  });

  test('the search button opens it, the cancel button closes it, the clear button empties it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 700, height: 800 });
    await open(page, '/');
    await page.getByRole('button', { name: /^Search/ }).click();
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('token');
    await page.getByRole('button', { name: 'Clear the query' }).click();
    await expect(input(page)).toHaveValue('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal(page)).toHaveCount(0);
  });

  test('Tab and Shift+Tab cycle inside the dialog, with hits shown', async ({ page }) => {
    await open(page, '/');
    await search(page, 'token');
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el?.closest('.DocSearch-Modal') ? el.className || el.tagName : `outside: ${el?.tagName}`;
      });
    for (const key of ['Tab', 'Shift+Tab']) {
      const seen: string[] = [];
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press(key);
        seen.push(await focused());
      }
      expect(seen.filter((s) => s.startsWith('outside'))).toEqual([]);
      // It comes round to the search box again.
      expect(seen).toContain('DocSearch-Input');
    }
  });

  test(`the input takes at most ${MAX_QUERY_LENGTH} characters`, async ({ page }) => {
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await input(page).fill('x'.repeat(100));
    await expect(input(page)).toHaveValue('x'.repeat(MAX_QUERY_LENGTH));
  });

  test('credits no one in embedded mode: key hints, no Algolia logo or link', async ({ page }) => {
    await open(page, '/');
    await search(page, 'vehicle');
    const footer = page.locator('.DocSearch-Footer');
    await expect(footer.locator('.DocSearch-Commands')).toBeVisible();
    await expect(footer).toContainText('to select');
    await expect(footer).not.toContainText('Search by');
    await expect(page.locator('.DocSearch-Modal a[href*="algolia.com"]')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Logo')).toHaveCount(0);
  });
});

test.describe('loading on intent', () => {
  test('nothing of search loads with the page; hover loads the engine and the index core; a query loads what it needs', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await open(page, '/docs/');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((u) => u.includes('/search/'))).toEqual([]);
    const scriptsOnLoad = new Set(requested.filter((u) => u.endsWith('.js')));

    await page.getByRole('button', { name: /^Search/ }).hover();
    await expect
      .poll(() => requested.filter((u) => u.includes('/search/')))
      .toEqual(['/search/manifest.json', expect.stringMatching(/^\/search\/[0-9a-f]{12}\/core\.json$/)]);
    expect(requested.filter((u) => u.endsWith('.js') && !scriptsOnLoad.has(u)).length).toBeGreaterThan(0);

    await page.keyboard.press('Control+k');
    await page.keyboard.type('cooldown');
    await expect(hits(page).first()).toBeVisible();
    const searchFiles = requested.filter((u) => u.includes('/search/'));
    expect(searchFiles.some((u) => /\/p\d+\.json$/.test(u))).toBe(true);
    expect(searchFiles.some((u) => /\/r\d+\.json$/.test(u))).toBe(true);
    expect(searchFiles.some((u) => u.endsWith('/records.json'))).toBe(false);
  });

  test("opening the modal fetches the first keystroke's answers: the first letter needs no other file", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const searchFiles = () => requested.filter((u) => u.includes('/search/'));
    await open(page, '/docs/');
    await page.getByRole('button', { name: /^Search/ }).hover();
    await expect.poll(() => searchFiles().length).toBe(2);
    // Hover is a maybe: the answers (about 28 KiB) wait for the modal.
    await page.waitForTimeout(300);
    expect(searchFiles().some((u) => u.endsWith('/openers.json'))).toBe(false);
    await page.keyboard.press('Control+k');
    await expect.poll(() => searchFiles().some((u) => u.endsWith('/openers.json'))).toBe(true);
    await page.waitForLoadState('networkidle');
    const before = searchFiles().length;
    await page.keyboard.type('v');
    await expect(hits(page).first()).toBeVisible();
    // Twenty hits, five at most per page group: the modal lists 11 here.
    expect(await hits(page).count()).toBeGreaterThanOrEqual(MAX_RESULTS_PER_GROUP);
    await expect(hits(page).first().locator('mark').first()).toBeVisible();
    expect(searchFiles().slice(before)).toEqual([]);
    // The second letter takes the usual steps.
    await page.keyboard.type('e');
    await expect.poll(() => searchFiles().length).toBeGreaterThan(before);
  });
});

test.describe('results', () => {
  test(`exactly ${MODAL_HITS_PER_PAGE} hits when more match over many pages`, async ({ page }) => {
    // The modal asks for 20 hits and, as stock DocSearch does, shows at most 5
    // per section (lvl0): a query shows 20 only when no section holds more than
    // 5 of them. The engine over the same build picks such a query.
    const query = QUERIES_OVER_MANY_SECTIONS.find((q) => {
      const { hits: top, nbHits } = builtEngine().search({ query: q, hitsPerPage: MODAL_HITS_PER_PAGE });
      const perSection = new Map<string, number>();
      for (const { hierarchy } of top) {
        const section = hierarchy.lvl0 ?? '';
        perSection.set(section, (perSection.get(section) ?? 0) + 1);
      }
      return nbHits > MODAL_HITS_PER_PAGE && Math.max(...perSection.values()) <= MAX_RESULTS_PER_GROUP;
    });
    expect(
      query,
      `none of ${QUERIES_OVER_MANY_SECTIONS.join(', ')} spreads over enough sections`,
    ).toBeDefined();
    await open(page, '/');
    await search(page, query!);
    const seeAll = await page.getByRole('link', { name: /^See all \d+ results$/ }).innerText();
    expect(Number(/\d+/.exec(seeAll)![0])).toBeGreaterThan(MODAL_HITS_PER_PAGE);
    await expect(hits(page)).toHaveCount(MODAL_HITS_PER_PAGE);
  });

  test(`exactly ${MAX_RESULTS_PER_GROUP} hits in a page group when the page has more`, async ({ page }) => {
    await open(page, '/');
    // Most webhook sections are on one page, the Vehicle Triggers API.
    await search(page, 'webhook');
    const triggers = page.locator('.DocSearch-Hits').filter({ hasText: 'Vehicle Triggers API' }).first();
    await expect(triggers.locator('.DocSearch-Hit')).toHaveCount(MAX_RESULTS_PER_GROUP);
    const counts = await page
      .locator('.DocSearch-Hits')
      .evaluateAll((groups) => groups.map((g) => g.querySelectorAll('.DocSearch-Hit').length));
    expect(Math.max(...counts)).toBe(MAX_RESULTS_PER_GROUP);
  });

  test('every hit is a link to its page, and the link is the listbox option', async ({ page }) => {
    await open(page, '/');
    await search(page, 'vehicle jwt');
    const count = await hits(page).count();
    const links = hits(page).locator('a');
    await expect(links).toHaveCount(count);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      // A path on this site, with the section's fragment: what hover shows and Copy link copies.
      expect(href).toMatch(/^\/[^\s#]+(#[\w-]+)?$/);
    }
    // The options are the links (src/theme/SearchBar/optionLink.ts); the list items only lay them out.
    await expect(page.getByRole('option')).toHaveCount(count);
    await expect(page.locator('.DocSearch-Hit > a[role="option"][href][tabindex="-1"]')).toHaveCount(count);
    await expect(page.locator('.DocSearch-Hit[role="none"]')).toHaveCount(count);
  });

  test('Arrow keys move the selection and Enter opens the active hit', async ({ page }) => {
    await open(page, '/');
    await search(page, 'webhook cooldown');
    await page.keyboard.press('ArrowDown');
    const selected = page.locator('.DocSearch-Hit a[aria-selected="true"]');
    await expect(selected).toHaveCount(1);
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await selected.getAttribute('id'))!);
    const href = await selected.getAttribute('href');
    const from = page.url();
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await pageArrived(page, from);
    expect(linkOf(page.url())).toBe(href);
  });

  test('a click on a hit opens its page in this tab through the router, without loading the site again', async ({
    page,
  }) => {
    const { link, href } = await firstHit(page, 'webhook cooldown');
    await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
    const from = page.url();
    await link.click();
    await expect(modal(page)).toHaveCount(0);
    await pageArrived(page, from);
    expect(linkOf(page.url())).toBe(href);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test('Ctrl/⌘+click and the middle button open a hit in a new tab, as links do, and search stays open', async ({
    page,
    context,
  }) => {
    const { link, href } = await firstHit(page, 'webhook cooldown');
    for (const click of [{ modifiers: ['ControlOrMeta' as const] }, { button: 'middle' as const }]) {
      const opened = context.waitForEvent('page');
      await link.click(click);
      const tab = await opened;
      await tab.waitForURL((url) => url.pathname !== '/' && url.protocol.startsWith('http'));
      expect(linkOf(tab.url()), JSON.stringify(click)).toBe(href);
      await tab.close();
      await expect(modal(page)).toBeVisible();
      await expect(input(page)).toHaveValue('webhook cooldown');
    }
  });

  test('axe finds nothing in the open modal with hits, nor with one of them selected', async ({ page }) => {
    await open(page, '/docs/');
    await search(page, 'endpoint');
    const found = { hits: await axeViolations(page), selected: [] as string[] };
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.DocSearch-Hit a[aria-selected="true"]')).toHaveCount(1);
    found.selected = await axeViolations(page);
    expect(found).toEqual({ hits: [], selected: [] });
  });

  test('no two hits read the same: pages of one title are told apart by their section', async ({ page }) => {
    await open(page, '/');
    // Each API's "Introduction" has an "Endpoint" section; each API's introduction page is "Introduction".
    for (const query of ['endpoint', 'introduction', 'next steps']) {
      await page.keyboard.press('Control+k');
      await input(page).fill('');
      await page.keyboard.type(query);
      await answered(page, query);
      const read = await readings(page);
      expect(
        read.filter((r, i) => read.indexOf(r) !== i),
        query,
      ).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  test('hits read as the page does: no badge, card or duplicate text', async ({ page }) => {
    await open(page, '/');
    for (const query of ['vehicle jwt', 'telemetry']) {
      await page.keyboard.press('Control+k');
      await input(page).fill('');
      await page.keyboard.type(query);
      await answered(page, query);
      const titles = await page.locator('.DocSearch-Hit-title').allInnerTexts();
      expect(titles.filter((t) => /^Auth:|^Privileges:|📄|🗃|^(POST|GET)https/.test(t))).toEqual([]);
      const groups = await page
        .locator('.DocSearch-Hits')
        .evaluateAll((gs) =>
          gs.map((g) => Array.from(g.querySelectorAll('.DocSearch-Hit-title'), (t) => t.textContent)),
        );
      for (const group of groups) expect(new Set(group).size).toBe(group.length);
      await page.keyboard.press('Escape');
    }
  });

  test('snippets are highlighted and escaped, and "See all" leads to the search page', async ({ page }) => {
    await open(page, '/');
    await search(page, 'rate limit');
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    const footer = page.getByRole('link', { name: /^See all \d+ results$/ });
    // DocSearch keeps the previous answer's screen (footer included) while the next one loads.
    await expect(footer).toHaveAttribute('href', /\/search\?q=rate(%20|\+)limit$/);
    await footer.click();
    await expect(page).toHaveURL(/\/search\?q=rate(%20|\+)limit$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('rate limit');
  });

  test('a query with no results shows suggestions and a prefilled issue link', async ({ page }) => {
    await open(page, '/');
    await search(page, 'vehicle');
    await input(page).fill('');
    await page.keyboard.type('zzqqxxvv');
    await expect(page.getByText('No results for "zzqqxxvv"')).toBeVisible();
    const suggestions = page.locator('.DocSearch-NoResults-Prefill-List li');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    const href = await page.getByRole('link', { name: 'Let us know.' }).getAttribute('href');
    expect(href).toMatch(/^https:\/\/github\.com\/DIMO-Network\/dimo-org\/issues\/new\?/);
    expect(new URL(href!).searchParams.get('title')).toContain('zzqqxxvv');
    await suggestions.first().getByRole('button').click();
    await expect(hits(page).first()).toBeVisible();
  });

  test(`with no answer after ${STALL_THRESHOLD_MS} ms the modal shows that it is loading, and the hits once the answer comes`, async ({
    page,
  }) => {
    // The index's manifest, which every first query waits for, is held until the test lets it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search/manifest.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.install();
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    // From here the page's timers fire only as the test moves its clock, so no wall-clock bound is needed.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    const stalled = page.locator('.DocSearch-Container--Stalled');
    await page.keyboard.press('w');
    await page.clock.runFor(STALL_THRESHOLD_MS - 1);
    await renderedQueuedWork(page);
    await expect(stalled).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(stalled).toBeVisible();
    await expect(hits(page)).toHaveCount(0);
    release();
    await page.clock.resume();
    await expect(hits(page).first()).toBeVisible();
    await expect(stalled).toHaveCount(0);
  });

  test('a missing index shows the error screen, and search recovers once it is back', async ({ page }) => {
    let broken = true;
    await page.route('**/search/manifest.json', async (route) => {
      if (broken) await route.fulfill({ status: 404, body: 'gone' });
      else await route.continue();
    });
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('token');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    broken = false;
    await page.keyboard.type('s');
    await expect(hits(page).first()).toBeVisible();
  });

  test('a corrupt index shows the error screen instead of breaking the page', async ({ page }) => {
    await page.route(/\/search\/[0-9a-f]{12}\/core\.json$/, (route) =>
      route.fulfill({ status: 200, body: '{"version":2,"rec' }),
    );
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('token');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
  });
});

test('Ctrl+K pressed while the chosen page is still loading keeps search open on that page, with the query typed so far', async ({
  page,
}) => {
  // From the home page to a doc page: the navbar, with its search bar, is a new one there.
  await open(page, '/');
  await search(page, 'webhook cooldown');
  // From here on the site's chunks arrive late, as on a slow network.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const from = page.url();
  await page.keyboard.press('Enter');
  await expect(modal(page)).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('tok');
  // Still the home page: its chunks are on their way.
  await expect(page.locator('article h1')).toHaveCount(0);
  await pageArrived(page, from);
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('tok');
  await page.keyboard.type('en');
  await expect(input(page)).toHaveValue('token');
  await expect(hits(page).first()).toBeVisible();
});

test.describe('recent and favorite searches', () => {
  /** Chooses the first hit with the pointer or with Enter; returns the path of the page it opened. */
  async function chooseFirstHit(page: Page, query: string, how: 'pointer' | 'Enter'): Promise<string> {
    await search(page, query);
    const from = page.url();
    // The page opened is the one chosen (results may still change while typing ends).
    if (how === 'pointer') await hits(page).first().locator('a').click();
    else await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    return pageArrived(page, from);
  }

  for (const [query, how] of [
    ['telemetry', 'pointer'],
    ['vehicle jwt', 'Enter'],
    ['webhook cooldown', 'pointer'],
    ['webhook cooldown', 'Enter'],
  ] as const) {
    test(`choosing the first hit for "${query}" (${how}) stores its page as a recent search`, async ({
      page,
    }) => {
      await open(page, '/');
      const pagePath = await chooseFirstHit(page, query, how);
      await page.keyboard.press('Control+k');
      await expect(recents(page)).toHaveCount(1);
      await expect(recents(page).locator('a')).toHaveAttribute('href', pagePath);
      await expect(page.getByText('No recent searches')).toHaveCount(0);
    });
  }

  test('start screen shows "No recent searches", then a recent, which can be saved, removed, or removed from history', async ({
    page,
  }) => {
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await expect(page.getByText('No recent searches')).toBeVisible();
    await page.keyboard.press('Escape');
    await chooseFirstHit(page, 'vehicle jwt', 'pointer');
    await page.keyboard.press('Control+k');
    await expect(recents(page)).toHaveCount(1);
    await recents(page).getByRole('button', { name: 'Save this search' }).click();
    await expect(favorites(page)).toHaveCount(1);
    await expect(recents(page)).toHaveCount(0);
    await favorites(page).getByRole('button', { name: 'Remove this search from favorites' }).click();
    await expect(page.getByText('No recent searches')).toBeVisible();
    await page.keyboard.press('Escape');
    await chooseFirstHit(page, 'telemetry', 'Enter');
    await page.keyboard.press('Control+k');
    await recents(page).getByRole('button', { name: 'Remove this search from history' }).click();
    await expect(page.getByText('No recent searches')).toBeVisible();
  });

  test('the start screen from the keyboard: ↓ reaches a recent, Tab its buttons, typing returns to the box, Enter opens it', async ({
    page,
  }) => {
    await open(page, '/');
    const first = await chooseFirstHit(page, 'webhook cooldown', 'Enter');
    const second = await chooseFirstHit(page, 'vehicle jwt', 'Enter');
    await page.keyboard.press('Control+k');
    await expect(recents(page)).toHaveCount(2);
    const links = recents(page).locator('a');
    expect(second).not.toBe(first);
    await expect(links.nth(0)).toHaveAttribute('href', second);
    await expect(links.nth(1)).toHaveAttribute('href', first);
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    // The last entry stays focused; ↑ from the first goes back to the box.
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(input(page)).toBeFocused();
    // A character typed on an entry lands in the box; emptying it shows the start screen again.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('j');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('j');
    await page.keyboard.press('Backspace');
    await expect(recents(page)).toHaveCount(2);
    // Tab from an entry reaches its buttons; Enter on "Save" makes it a favorite, and focus stays in the modal.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    const save = recents(page).nth(0).getByRole('button', { name: 'Save this search' });
    await expect(save).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(favorites(page)).toHaveCount(1);
    await expect(favorites(page).locator('a')).toHaveAttribute('href', second);
    await expect(input(page)).toBeFocused();
    // Enter on an entry opens its page and closes the modal.
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await expect(links.nth(0)).toHaveAttribute('href', first);
    const from = page.url();
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    expect(await pageArrived(page, from)).toBe(first);
  });

  test('a page that is a favorite is not also a recent search', async ({ page }) => {
    await open(page, '/');
    const pagePath = await chooseFirstHit(page, 'webhook cooldown', 'pointer');
    await page.keyboard.press('Control+k');
    await recents(page).getByRole('button', { name: 'Save this search' }).click();
    await expect(favorites(page)).toHaveCount(1);
    await page.keyboard.press('Escape');
    await chooseFirstHit(page, 'webhook cooldown', 'Enter');
    await page.keyboard.press('Control+k');
    await expect(favorites(page).locator('a')).toHaveAttribute('href', pagePath);
    await expect(recents(page)).toHaveCount(0);
  });

  test(`keeps exactly ${RECENT_SEARCHES_LIMIT} recent searches, or ${RECENT_SEARCHES_WITH_FAVORITES_LIMIT} when favorites exist, and ${FAVORITE_SEARCHES_LIMIT} favorites`, async ({
    page,
  }) => {
    const stored = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({
        objectID: `/docs/${prefix}-${i}#0`,
        url: `/docs/faq#${prefix}-${i}`,
        type: 'lvl1',
        hierarchy: {
          lvl0: 'Docs',
          lvl1: `${prefix} ${i}`,
          lvl2: null,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        content: null,
      }));
    await page.addInitScript(
      ([list]) => window.localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__dimo-docs', JSON.stringify(list)),
      [stored(RECENT_SEARCHES_LIMIT + 5, 'recent')],
    );
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await expect(recents(page)).toHaveCount(RECENT_SEARCHES_LIMIT);
    await page.keyboard.press('Escape');
    await page.evaluate(
      ([list]) =>
        window.localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__dimo-docs', JSON.stringify(list)),
      [stored(FAVORITE_SEARCHES_LIMIT + 4, 'favorite')],
    );
    await page.reload();
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(recents(page)).toHaveCount(RECENT_SEARCHES_WITH_FAVORITES_LIMIT);
    await expect(favorites(page)).toHaveCount(FAVORITE_SEARCHES_LIMIT);
  });
});

test.describe('storage that misbehaves', () => {
  test('corrupt JSON in stored searches: the modal opens and search works', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__dimo-docs', '{not json');
      window.localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__dimo-docs', '{"a":1}');
    });
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await expect(page.getByText('No recent searches')).toBeVisible();
    await page.keyboard.type('Authentication');
    const from = page.url();
    await hits(page).first().locator('a').click();
    await pageArrived(page, from);
    await page.keyboard.press('Control+k');
    await expect(recents(page)).toHaveCount(1);
  });

  /** Opens the site with broken storage, searches, and collects uncaught errors. */
  async function searchWithStorage(page: Page, breakStorage: () => void, query: string): Promise<string[]> {
    await page.addInitScript(breakStorage);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await open(page, '/docs/');
    await search(page, query);
    await hits(page).first().locator('a').click();
    await expect(modal(page)).toHaveCount(0);
    return errors;
  }

  test('localStorage that throws: the site and search keep working', async ({ page }) => {
    const errors = await searchWithStorage(
      page,
      () => {
        const fail = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
        Object.defineProperty(window, 'localStorage', { configurable: true, get: fail });
      },
      'odometer',
    );
    expect(errors).toEqual([]);
  });

  test('localStorage absent: the site and search keep working', async ({ page }) => {
    const errors = await searchWithStorage(
      page,
      () => Object.defineProperty(window, 'localStorage', { configurable: true, value: undefined }),
      'attestation',
    );
    expect(errors).toEqual([]);
  });
});

test.describe('snippet length', () => {
  /** The longest snippet among the hits for a query whose hits are long texts, in words. */
  async function longestSnippet(page: Page, width: number): Promise<number> {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/');
    await page.getByRole('button', { name: /^Search/ }).click();
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('rate limit');
    await answered(page, 'rate limit');
    const titles = await page.locator('.DocSearch-Hit-title').allTextContents();
    return Math.max(...titles.map(wordCount));
  }

  test(`${SNIPPET_WORDS} words above ${SMALL_SCREEN_MAX_WIDTH} px`, async ({ page }) => {
    expect(await longestSnippet(page, SMALL_SCREEN_MAX_WIDTH + 1)).toBe(SNIPPET_WORDS);
  });

  test(`${SNIPPET_WORDS_SMALL_SCREEN} words at ${SMALL_SCREEN_MAX_WIDTH} px`, async ({ page }) => {
    expect(await longestSnippet(page, SMALL_SCREEN_MAX_WIDTH)).toBe(SNIPPET_WORDS_SMALL_SCREEN);
  });
});
