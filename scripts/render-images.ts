// Usage: npx tsx scripts/render-images.ts [--cards] [--all]
//   renders assets/*.html to static/img/*.png, then the page cards that are missing; --cards: the cards only;
//   --all: redraws every card
/**
 * Renders the site's generated images from HTML sources kept in the repo:
 *
 *   assets/cheat-sheet.html  -> static/img/cheat-sheet.png  (1600 x 1131 CSS px at 1.5x)
 *   assets/social-card.html  -> static/img/social-card.png  (1200 x 630 CSS px at 1x): the site's card
 *   assets/page-card.html    -> static/img/cards/<hash>.png (1200 x 630 at 1x): one card per doc and changelog
 *                               entry (plugins/social-cards), drawn only when missing, as indexed PNGs; cards no
 *                               page names any more are deleted
 *
 * Uses the system Chromium at /usr/bin/chromium through Playwright, one browser for everything and one page for
 * all the cards. The sources are self-contained, and the browser is started with background networking off, so a
 * render makes no network requests; any request the page still tries is aborted and reported as an error.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { chromium, type Browser, type Page } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { CARD_SIZE, CARD_TEMPLATE, CARDS_DIR } from '../plugins/social-cards/cards';
import { siteCards, type PageCard } from '../plugins/social-cards/pages';
import { decodePng, encodeIndexedPng } from '../plugins/social-cards/png';

const CHROMIUM = CHROMIUM_PATH;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface ImageJob {
  source: string;
  output: string;
  width: number;
  height: number;
  deviceScaleFactor: number;
}

const jobs: ImageJob[] = [
  {
    source: 'assets/cheat-sheet.html',
    output: 'static/img/cheat-sheet.png',
    width: 1600,
    height: 1131,
    deviceScaleFactor: 1.5,
  },
  {
    source: 'assets/social-card.html',
    output: 'static/img/social-card.png',
    width: CARD_SIZE.width,
    height: CARD_SIZE.height,
    deviceScaleFactor: 1,
  },
];

/** Opens `sourcePath` in a new page of that viewport; the page may load nothing but the file itself. */
async function openSource(
  browser: Browser,
  sourcePath: string,
  viewport: { width: number; height: number },
  deviceScaleFactor: number,
): Promise<Page> {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  const page = await context.newPage();
  const blocked: string[] = [];
  const sourceUrl = pathToFileURL(sourcePath).href;
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url === sourceUrl || url.startsWith('data:')) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  await page.goto(sourceUrl, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  if (blocked.length > 0) {
    throw new Error(
      `${path.relative(root, sourcePath)} tried to load external resources:\n  ${blocked.join('\n  ')}`,
    );
  }
  return page;
}

/** Anything outside the page, or cut off by its own box, would be lost in the image. */
function layoutProblems(page: Page, width: number, height: number): Promise<string[]> {
  return page.evaluate(
    ({ width, height }) => {
      const found: string[] = [];
      // No helper functions in here: tsx would wrap them in a __name() the page lacks.
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const name =
          el.tagName.toLowerCase() +
          (typeof el.className === 'string' && el.className ? `.${el.className.split(' ').join('.')}` : '');
        if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.right > width + 0.5 || r.bottom > height + 0.5 || r.left < -0.5 || r.top < -0.5) {
          found.push(
            `${name} lies outside the page (${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)})`,
          );
        } else if (
          el instanceof HTMLElement &&
          (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) &&
          el.clientHeight > 0
        ) {
          const style = getComputedStyle(el);
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || el.tagName === 'PRE') {
            found.push(
              `${name} clips its content (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`,
            );
          }
        }
      }
      return found;
    },
    { width, height },
  );
}

async function renderJob(browser: Browser, job: ImageJob): Promise<void> {
  const sourcePath = path.join(root, job.source);
  const outputPath = path.join(root, job.output);
  if (!existsSync(sourcePath)) throw new Error(`Source not found: ${job.source}`);
  const page = await openSource(
    browser,
    sourcePath,
    { width: job.width, height: job.height },
    job.deviceScaleFactor,
  );
  const problems = await layoutProblems(page, job.width, job.height);
  mkdirSync(path.dirname(outputPath), { recursive: true });
  await page.screenshot({
    path: outputPath,
    clip: { x: 0, y: 0, width: job.width, height: job.height },
    animations: 'disabled',
  });
  await page.context().close();
  if (problems.length > 0) {
    throw new Error(`${job.source} does not fit its page:\n  ${problems.join('\n  ')}`);
  }
  const kb = (statSync(outputPath).size / 1024).toFixed(0);
  const px = `${Math.round(job.width * job.deviceScaleFactor)}x${Math.round(job.height * job.deviceScaleFactor)}`;
  console.log(`${job.source} -> ${job.output} (${px} px, ${kb} KB)`);
}

/** Draws the missing page cards (every card with `all`) and deletes the ones no page names. */
async function renderCards(browser: Browser, all: boolean): Promise<void> {
  const wanted = new Map<string, PageCard>();
  for (const card of await siteCards()) if (!wanted.has(card.card)) wanted.set(card.card, card);
  mkdirSync(CARDS_DIR, { recursive: true });
  const committed = new Set(readdirSync(CARDS_DIR).filter((name) => name.endsWith('.png')));
  const stale = [...committed].filter((name) => !wanted.has(name));
  for (const name of stale) rmSync(path.join(CARDS_DIR, name));
  const todo = [...wanted.values()].filter((card) => all || !committed.has(card.card));

  const started = Date.now();
  if (todo.length > 0) {
    const page = await openSource(browser, CARD_TEMPLATE, CARD_SIZE, 1);
    for (const card of todo) {
      const fits = await page.evaluate(
        ([title, section]) =>
          (window as unknown as { fillCard(title: string, section: string): boolean }).fillCard(
            title,
            section,
          ),
        [card.title, card.section] as const,
      );
      const problems = await layoutProblems(page, CARD_SIZE.width, CARD_SIZE.height);
      if (!fits) problems.push('the title does not fit in three lines at the smallest size');
      if (problems.length > 0) {
        throw new Error(
          `The card of ${card.file} ("${card.title}") does not fit:\n  ${problems.join('\n  ')}`,
        );
      }
      const screenshot = await page.screenshot({
        clip: { x: 0, y: 0, ...CARD_SIZE },
        animations: 'disabled',
      });
      writeFileSync(path.join(CARDS_DIR, card.card), encodeIndexedPng(decodePng(screenshot)));
    }
    await page.context().close();
  }

  const sizes = [...wanted.keys()].map((name) => statSync(path.join(CARDS_DIR, name)).size);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `page cards: ${todo.length} drawn in ${((Date.now() - started) / 1000).toFixed(1)} s, ${stale.length} stale removed; ` +
      `static/img/cards holds ${wanted.size} (${kb(sizes.reduce((a, b) => a + b, 0))} KB, largest ${kb(Math.max(0, ...sizes))} KB)`,
  );
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: run \`npx tsx scripts/ensure-chromium.ts\` or apt-get install chromium`,
    );
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    if (!args.has('--cards')) for (const job of jobs) await renderJob(browser, job);
    await renderCards(browser, args.has('--all'));
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
