// Usage: tsx scripts/bench-site.ts [--dir build] [--runs 3] [--no-lighthouse] [--only name,name]
// What the reader gets, against the budgets of scripts/lib/budgets.ts:
//  1. the cold production build (no cache), timed, into a temporary folder,
//     unless --dir names a build to measure instead;
//  2. per route, in Chromium through a gzip server on 127.0.0.1: the JavaScript,
//     CSS and HTML bytes over the wire, counted from the browser's responses
//     (prefetches of next pages apart);
//  3. per route with `lighthouse: true`, Lighthouse 12.8.2 mobile: performance,
//     LCP, TBT, CLS, and the accessibility, best-practices and SEO scores,
//     each the median of --runs runs (default 3);
//  4. the sizes of llms.txt, llms-full.txt and the Markdown twins.
// Times vary with the machine's load: compare runs on one machine, not machines.
// Run it under the shared build lock: it builds and drives a browser.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import {
  BUILD_BUDGET_MS,
  CLS_BUDGET,
  CSS_BUDGET,
  HTML_BUDGET,
  LCP_BUDGET_MS,
  LIGHTHOUSE_MIN_OTHER_SCORES,
  LIGHTHOUSE_MIN_SCORE,
  ROUTE_BUDGETS,
  TBT_BUDGET_MS,
  type RouteBudget,
} from './lib/budgets';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { launchForLighthouse, medianFigures, runLighthouse, type LighthouseFigures } from './lib/lighthouse';
import { kib, measurePageWeight, type PageWeight } from './lib/page-weight';
import { startStaticServer } from '../lib/static-server';

interface Options {
  dir: string | null;
  runs: number;
  lighthouse: boolean;
  only: string[] | null;
}

function parseArgs(argv: string[]): Options {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? (argv[i + 1] ?? null) : null;
  };
  const runs = Number(value('--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive integer');
  return {
    dir: value('--dir'),
    runs,
    lighthouse: !argv.includes('--no-lighthouse'),
    only: value('--only')?.split(',') ?? null,
  };
}

/** Budget misses, printed together at the end. */
const misses: string[] = [];

function check(ok: boolean, what: string): string {
  if (!ok) misses.push(what);
  return ok ? '✔' : '✖';
}

/**
 * Caches a warm build would reuse: the bundler's and the build-time renderers'
 * (node_modules/.cache), so the timed build starts from nothing.
 */
const CACHE_DIRS = ['node_modules/.cache'];

/** Builds the site from cold into a temporary folder; returns the folder and the wall-clock time. */
function coldBuild(): { dir: string; ms: number } {
  for (const dir of CACHE_DIRS) rmSync(dir, { recursive: true, force: true });
  const dir = mkdtempSync(path.join(tmpdir(), 'dimo-bench-build-'));
  console.log(`Cold build into ${dir} …`);
  const started = Date.now();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
  });
  const ms = Date.now() - started;
  if (result.status !== 0) throw new Error(`The build failed (exit ${result.status}).`);
  const budget = `budget ${(BUILD_BUDGET_MS / 1000).toFixed(0)} s`;
  console.log(
    `Cold build: ${(ms / 1000).toFixed(1)} s (${budget}) ${check(ms <= BUILD_BUDGET_MS, 'build time')}\n`,
  );
  return { dir, ms };
}

function pad(text: string, width: number): string {
  return text.padStart(width);
}

async function measureWeights(
  origin: string,
  routes: readonly RouteBudget[],
): Promise<Map<string, PageWeight>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const weights = new Map<string, PageWeight>();
  console.log('Bytes over the wire (gzip), counted in Chromium from its own responses');
  console.log(
    `${'route'.padEnd(58)}${pad('js', 12)}${pad('css', 12)}${pad('html', 12)}${pad('prefetch', 12)}  budget js`,
  );
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const weight = await measurePageWeight(page, origin + route.path);
      await context.close();
      weights.set(route.path, weight);
      const marks = [
        check(weight.js <= route.js, `${route.name}: JS ${kib(weight.js)} > ${kib(route.js)}`),
        check(weight.css <= CSS_BUDGET, `${route.name}: CSS ${kib(weight.css)} > ${kib(CSS_BUDGET)}`),
        check(weight.html <= HTML_BUDGET, `${route.name}: HTML ${kib(weight.html)} > ${kib(HTML_BUDGET)}`),
      ];
      console.log(
        `${route.path.padEnd(58)}${pad(kib(weight.js), 12)}${pad(kib(weight.css), 12)}${pad(kib(weight.html), 12)}${pad(kib(weight.prefetch), 12)}  ${kib(route.js)} ${marks.join('')}`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(`(CSS budget ${kib(CSS_BUDGET)}, HTML budget ${kib(HTML_BUDGET)}; marks: js, css, html)\n`);
  return weights;
}

/** The scripts the heaviest route loads, largest first: where the bytes are. */
function printHeaviest(weights: Map<string, PageWeight>): void {
  const [route, weight] = [...weights].sort((a, b) => b[1].js - a[1].js)[0] ?? [];
  if (!route || !weight) return;
  console.log(`Scripts of the heaviest route, ${route}:`);
  for (const file of weight.scripts.slice(0, 8)) {
    console.log(`  ${pad(kib(file.bytes), 10)}  ${new URL(file.url).pathname}`);
  }
  console.log('');
}

async function measureLighthouse(
  origin: string,
  routes: readonly RouteBudget[],
  runs: number,
): Promise<void> {
  console.log(`Lighthouse 12.8.2, mobile, median of ${runs} (through the gzip server)`);
  console.log(
    `${'route'.padEnd(58)}${pad('perf', 6)}${pad('LCP', 9)}${pad('TBT', 8)}${pad('CLS', 7)}${pad('a11y', 6)}${pad('bp', 5)}${pad('seo', 5)}`,
  );
  const { browser, port } = await launchForLighthouse();
  try {
    for (const route of routes) {
      const all: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++)
        all.push(await runLighthouse(origin + route.path, port, { noindex: route.noindex }));
      const f = medianFigures(all);
      const tbtBudget = route.tbt ?? TBT_BUDGET_MS;
      const others = Math.min(f.accessibility, f.bestPractices, f.seo);
      const marks = [
        check(f.performance >= LIGHTHOUSE_MIN_SCORE, `${route.name}: performance ${f.performance}`),
        check(f.lcp <= LCP_BUDGET_MS, `${route.name}: LCP ${Math.round(f.lcp)} ms`),
        check(f.tbt <= tbtBudget, `${route.name}: TBT ${Math.round(f.tbt)} ms > ${tbtBudget} ms`),
        check(f.cls <= CLS_BUDGET, `${route.name}: CLS ${f.cls.toFixed(3)}`),
        check(others >= LIGHTHOUSE_MIN_OTHER_SCORES, `${route.name}: a11y/bp/seo ${others}`),
      ];
      console.log(
        `${route.path.padEnd(58)}${pad(String(f.performance), 6)}${pad(`${Math.round(f.lcp)} ms`, 9)}${pad(`${Math.round(f.tbt)} ms`, 8)}${pad(f.cls.toFixed(3), 7)}${pad(String(f.accessibility), 6)}${pad(String(f.bestPractices), 5)}${pad(String(f.seo), 5)}  ${marks.join('')}  (perf ${all.map((r) => r.performance).join('/')}, TBT ${all.map((r) => Math.round(r.tbt)).join('/')})`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(
    `(budgets: performance ≥ ${LIGHTHOUSE_MIN_SCORE}, LCP ≤ ${LCP_BUDGET_MS} ms, TBT ≤ ${TBT_BUDGET_MS} ms unless the route sets less, CLS ≤ ${CLS_BUDGET}, other scores ${LIGHTHOUSE_MIN_OTHER_SCORES})\n`,
  );
}

function gz(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The files for AI assistants (plugins/llms): raw and gzipped sizes, and the twins' spread. */
function printLlmsFiles(buildDir: string): void {
  const twins: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) twins.push(full);
    }
  };
  walk(path.join(buildDir, 'docs'));
  const raw = (f: string) => readFileSync(f).length;
  console.log('For AI assistants (raw / gzip level 9):');
  for (const name of ['llms.txt', 'llms-full.txt']) {
    const file = path.join(buildDir, name);
    if (existsSync(file))
      console.log(`  ${name.padEnd(16)}${kib(raw(file)).padStart(11)}${kib(gz(file)).padStart(11)}`);
  }
  if (twins.length > 0) {
    const sizes = twins.map(raw).sort((a, b) => a - b);
    const total = sizes.reduce((n, b) => n + b, 0);
    console.log(
      `  ${twins.length} Markdown twins: ${kib(total)} in all, median ${kib(sizes[Math.floor(sizes.length / 2)]!)}, largest ${kib(sizes.at(-1)!)}`,
    );
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const built = options.dir ? null : coldBuild();
  const buildDir = path.resolve(options.dir ?? built!.dir);
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No build in ${buildDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const routes = ROUTE_BUDGETS.filter((r) => !options.only || options.only.includes(r.name));
  const server = await startStaticServer({ dir: buildDir });
  try {
    const weights = await measureWeights(server.origin, routes);
    printHeaviest(weights);
    if (options.lighthouse) {
      await measureLighthouse(
        server.origin,
        routes.filter((r) => r.lighthouse),
        options.runs,
      );
    }
  } finally {
    await server.close();
  }
  console.log(
    misses.length ? `Budgets missed (${misses.length}):\n  ${misses.join('\n  ')}\n` : 'Every budget met.\n',
  );
  printLlmsFiles(buildDir);
  if (built) rmSync(built.dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
