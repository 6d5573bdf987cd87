// Usage: npx tsx scripts/render-images.ts   (renders assets/*.html to static/img/*.png)
/**
 * Renders the site's two generated images from HTML sources kept in the repo:
 *
 *   assets/cheat-sheet.html  -> static/img/cheat-sheet.png  (1600 x 1131 CSS px at 1.5x)
 *   assets/social-card.html  -> static/img/social-card.png  (1200 x 630 CSS px at 1x)
 *
 * Uses the system Chromium at /usr/bin/chromium through Playwright. The sources
 * are self-contained, and the browser is started with background networking off,
 * so a render makes no network requests; any request the page still tries is
 * aborted and reported as an error.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';

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
    width: 1200,
    height: 630,
    deviceScaleFactor: 1,
  },
];

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: run \`npx tsx scripts/ensure-chromium.ts\` or apt-get install chromium`,
    );
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

  try {
    for (const job of jobs) {
      const sourcePath = path.join(root, job.source);
      const outputPath = path.join(root, job.output);
      if (!existsSync(sourcePath)) throw new Error(`Source not found: ${job.source}`);

      const context = await browser.newContext({
        viewport: { width: job.width, height: job.height },
        deviceScaleFactor: job.deviceScaleFactor,
      });
      const page = await context.newPage();

      // The sources must not load anything: allow the file itself, abort the rest.
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
        throw new Error(`${job.source} tried to load external resources:\n  ${blocked.join('\n  ')}`);
      }

      // Anything outside the page, or cut off by its own box, would be lost in the image.
      const problems = await page.evaluate(
        ({ width, height }) => {
          const found: string[] = [];
          // No helper functions in here: tsx would wrap them in a __name() the page lacks.
          for (const el of Array.from(document.body.querySelectorAll('*'))) {
            const name =
              el.tagName.toLowerCase() +
              (typeof el.className === 'string' && el.className
                ? `.${el.className.split(' ').join('.')}`
                : '');
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
        { width: job.width, height: job.height },
      );

      mkdirSync(path.dirname(outputPath), { recursive: true });
      await page.screenshot({
        path: outputPath,
        clip: { x: 0, y: 0, width: job.width, height: job.height },
        animations: 'disabled',
      });
      await context.close();

      if (problems.length > 0) {
        throw new Error(`${job.source} does not fit its page:\n  ${problems.join('\n  ')}`);
      }
      const kb = (statSync(outputPath).size / 1024).toFixed(0);
      const px = `${Math.round(job.width * job.deviceScaleFactor)}x${Math.round(job.height * job.deviceScaleFactor)}`;
      console.log(`${job.source} -> ${job.output} (${px} px, ${kb} KB)`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
