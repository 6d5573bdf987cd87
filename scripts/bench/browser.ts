/**
 * First results in Chromium, ours against Pagefind's, over the same build,
 * served compressed (lib/static-server.ts) in the same run:
 *
 *   ours      the site's own modal: Ctrl+K, then the query typed key by key
 *   Pagefind  the `pagefind` package's index of the same built pages, behind a
 *             minimal search box that loads Pagefind on the first keystroke
 *             (or on focus, when warm) and shows its first five results
 *
 * Time is from the first keydown to the first result on screen; bytes are the
 * search data fetched (`/search/` or `/pagefind/` files, compressed bodies)
 * from the intent to the results of the whole query. "warm" opens the modal
 * (focuses the box) WARM_MS before typing. CPU throttling is Chromium's own
 * (Emulation.setCPUThrottlingRate); each run has a fresh browser context.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { chromium, type Browser } from '@playwright/test';

import type * as Pagefind from 'pagefind';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../lib/chromium';
import { startStaticServer, type StaticServer } from '../../lib/static-server';

type PagefindModule = typeof Pagefind;

/** How long the modal (or box) is open before the first keystroke in the warm runs. */
export const WARM_MS = 400;
/** Delay between keystrokes, as a quick typist types. */
export const KEY_DELAY_MS = 80;
/** Results Pagefind's box shows (its default UI shows 5 per page). */
const PAGEFIND_RESULTS = 5;

export interface BrowserRun {
  engine: 'ours' | 'pagefind';
  cpu: number;
  warm: boolean;
  /** Median milliseconds from the first keydown to the first result. */
  firstResultMs: number;
  /** Median search-data bytes fetched from intent to the whole query's results. */
  bytes: number;
  /** Longest task (ms) on the main thread while the reader typed, worst of the runs; 0 when none over 50 ms. */
  longestTask: number;
}

const HARNESS = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Pagefind</title>
<label for="q">Search</label><input id="q" autocomplete="off"><ol id="out"></ol>
<script type="module">
let loaded = null;
const load = () => (loaded ??= import('/pagefind/pagefind.js').then(async (pf) => { await pf.init(); return pf; }));
const q = document.getElementById('q');
const out = document.getElementById('out');
q.addEventListener('focus', () => { if (location.hash === '#warm') load(); });
let latest = 0;
q.addEventListener('input', async () => {
  const ticket = ++latest;
  const pf = await load();
  const search = await pf.search(q.value);
  if (ticket !== latest || !search) return;
  const data = await Promise.all(search.results.slice(0, ${PAGEFIND_RESULTS}).map((r) => r.data()));
  if (ticket !== latest) return;
  out.innerHTML = data.map((d) => '<li>' + d.meta.title.replace(/</g, '&lt;') + '</li>').join('');
});
</script></html>`;

/** Writes a Pagefind index of the built pages (their <main>) and the search box page to a new folder. */
export async function buildPagefind(buildDir: string): Promise<{ dir: string; ms: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pagefind-'));
  const started = performance.now();
  // An ES module only, and without a CommonJS entry: imported by its file URL.
  const pagefind = (await import(
    pathToFileURL(path.resolve('node_modules/pagefind/lib/index.js')).href
  )) as PagefindModule;
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'main', forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  await index.addDirectory({ path: path.resolve(buildDir) });
  mkdirSync(path.join(dir, 'pagefind'));
  await index.writeFiles({ outputPath: path.join(dir, 'pagefind') });
  const ms = performance.now() - started;
  await pagefind.close();
  writeFileSync(path.join(dir, 'index.html'), HARNESS);
  return { dir, ms };
}

const INSTRUMENT = (selector: string) => `
  window.__bench = { tasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('keydown', (e) => {
    if (window.__bench.key === undefined && e.key.length === 1 && !e.ctrlKey && !e.metaKey) window.__bench.key = performance.now();
  }, true);
  new MutationObserver(() => {
    const b = window.__bench;
    if (b.key !== undefined && b.hit === undefined && document.querySelector(${JSON.stringify(selector)})) b.hit = performance.now();
  }).observe(document, { subtree: true, childList: true });
`;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

async function runOnce(
  browser: Browser,
  server: StaticServer,
  engine: BrowserRun['engine'],
  query: string,
  cpu: number,
  warm: boolean,
): Promise<{ ms: number; bytes: number; longestTask: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const urls = new Map<string, string>();
  const received = new Map<string, number>();
  let counting = false;
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.dataReceived', (e) => {
    if (counting) received.set(e.requestId, (received.get(e.requestId) ?? 0) + e.encodedDataLength);
  });
  const selector = engine === 'ours' ? '.DocSearch-Hit' : '#out li';
  await page.addInitScript(INSTRUMENT(selector));
  if (engine === 'ours') {
    await page.goto(`${server.origin}/docs/`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    counting = true;
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
  } else {
    await page.goto(`${server.origin}/${warm ? '#warm' : ''}`);
    counting = true;
    await page.locator('#q').focus();
  }
  if (warm) await page.waitForTimeout(WARM_MS);
  await page.keyboard.type(query, { delay: KEY_DELAY_MS });
  await page.waitForFunction(
    () => (window as unknown as { __bench: { hit?: number } }).__bench.hit !== undefined,
    null,
    {
      timeout: 30_000,
    },
  );
  await page.waitForLoadState('networkidle');
  const { key, hit, tasks } = await page.evaluate(
    () => (window as unknown as { __bench: { key: number; hit: number; tasks: [number, number][] } }).__bench,
  );
  const longestTask = Math.max(0, ...tasks.filter(([start]) => start >= key).map(([, duration]) => duration));
  const prefix = engine === 'ours' ? '/search/' : '/pagefind/';
  let bytes = 0;
  for (const [id, n] of received) if (urls.get(id)?.includes(prefix)) bytes += n;
  await context.close();
  return { ms: hit - key, bytes, longestTask };
}

/** Runs every engine × CPU rate × cold/warm combination `runs` times and reports medians. */
export async function measureFirstResults(options: {
  buildDir: string;
  pagefindDir: string;
  query: string;
  cpuRates: number[];
  runs: number;
  progress?: (message: string) => void;
}): Promise<BrowserRun[]> {
  const ours = await startStaticServer({ dir: options.buildDir });
  const theirs = await startStaticServer({ dir: options.pagefindDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const out: BrowserRun[] = [];
  try {
    for (const cpu of options.cpuRates) {
      for (const warm of [false, true]) {
        for (const engine of ['ours', 'pagefind'] as const) {
          options.progress?.(`${engine}, ${cpu}× CPU, ${warm ? 'warm' : 'cold'}`);
          const samples: { ms: number; bytes: number; longestTask: number }[] = [];
          for (let i = 0; i < options.runs; i++) {
            samples.push(
              await runOnce(browser, engine === 'ours' ? ours : theirs, engine, options.query, cpu, warm),
            );
          }
          out.push({
            engine,
            cpu,
            warm,
            firstResultMs: median(samples.map((s) => s.ms)),
            bytes: median(samples.map((s) => s.bytes)),
            longestTask: Math.max(...samples.map((s) => s.longestTask)),
          });
        }
      }
    }
  } finally {
    await browser.close();
    await ours.close();
    await theirs.close();
  }
  return out;
}

export function removePagefind(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
