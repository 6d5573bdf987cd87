// Usage: tsx scripts/bench-search.ts [buildDir] [--no-browser] [--runs N]   (default: build; run `npm run build` first)
/**
 * Benchmarks the embedded search on the index of a production build:
 *
 *   1. the index: files and gzipped sizes by kind;
 *   2. first-query bytes at 1×, 10× and 100× the site (synthetic copies), for
 *      a query entered at once and typed key by key (scripts/bench/first-query.ts);
 *   3. first results in Chromium at 1× and 4× CPU, ours against Pagefind over
 *      the same build, cold and with the modal open WARM_MS before typing
 *      (scripts/bench/browser.ts; skipped with --no-browser);
 *   4. relevance: MRR@5 of each set's tuning, validation and holdout halves
 *      (scripts/bench/relevance.ts), the validation half against its target;
 *      only the tuning half's misses are listed, so the others are not tuned on;
 *   5. index build time and query latency (p50/p95) at each scale.
 *
 * Timings depend on the machine: compare the figures within one run. Exits 1
 * only when the build or its index is missing; a missed target is reported.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

import { encodeIndex, type EncodedIndex } from '../plugins/search-index/index-files';
import {
  HIERARCHY_LEVELS,
  recordObjectID,
  SearchEngine,
  WORD_PATTERN,
  type Hierarchy,
  type SearchRecord,
} from '../src/search/engine';
import {
  buildPagefind,
  KEY_DELAY_MS,
  measureFirstResults,
  removePagefind,
  WARM_MS,
  type BrowserRun,
} from './bench/browser';
import {
  engineCodeBytes,
  FIRST_QUERIES,
  firstQueryCost,
  GZIP_LEVEL,
  modalParams,
  TARGET_FIRST_QUERY,
  type QueryCost,
} from './bench/first-query';
import { FACET_FILTERS, intervalText, judgeSet, missLines, mrrInterval } from './bench/judge';
import { halfOf, RELEVANCE_SETS, type Half } from './bench/relevance';
import { BuiltIndexError, readBuiltIndex } from './lib/built-index';

// ---------------------------------------------------------------- targets ---

const KIB = 1024;
/** First results within 100 ms when the modal was opened 400 ms before typing (4× CPU). */
const TARGET_WARM_MS = 100;
const TARGET_P95_MS = 5;

// ---------------------------------------------------------------- settings ---

/** The query typed in the browser runs. */
const BROWSER_QUERY = 'vehicle jwt';
const SCALES = [1, 10, 100] as const;
/** Share of words of 4+ letters that a synthetic copy rewrites, and how many variants a word can have. */
const PERTURB_RATE = 0.2;
const VARIANTS_PER_WORD = 8;
/** Queries typed while searching, beside the relevance questions: typos, prefixes, short keywords. */
const EXTRA_QUERIES = [
  'authenticaton',
  'telemtry api',
  'webhok',
  'odometr',
  'vehcile jwt',
  'v',
  'we',
  'tele',
  'vehicle j',
  'rate lim',
  'jwt',
  'vin',
  'graphql',
  'fuel level',
  'npm install',
];

// ------------------------------------------------------------------ helpers ---

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

function heading(title: string): void {
  console.log(`\n${title}\n${'-'.repeat(title.length)}`);
}

function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    console.log(`  ${cells.map((c, i) => c.padStart(widths[i]!)).join('  ')}`);
  line(header);
  for (const r of rows) line(r);
}

function progress(message: string): void {
  if (process.stderr.isTTY) process.stderr.write(`  … ${message}\n`);
}

// ---------------------------------------------------------------- scaling ---

/** mulberry32: a small seeded generator, so synthetic corpora are the same on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** FNV-1a, to derive a word's variants from the word itself. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Variant j of a word: one letter after the first replaced, the same for every copy that picks j. */
function variant(word: string, j: number): string {
  const h = hash(`${word}\u0000${j}`);
  const i = 1 + (h % (word.length - 1));
  return word.slice(0, i) + LETTERS[(h >>> 8) % LETTERS.length] + word.slice(i + 1);
}

function perturb(text: string, random: () => number): string {
  return text.replace(WORD_PATTERN, (word) =>
    word.length < 4 || random() >= PERTURB_RATE
      ? word
      : variant(word, Math.floor(random() * VARIANTS_PER_WORD)),
  );
}

/**
 * The site's records followed by factor − 1 synthetic copies, each under
 * /docs/copy-<k>/ (distinct pages, same anchors, types and facets), with
 * PERTURB_RATE of its longer words rewritten into one of VARIANTS_PER_WORD
 * one-letter variants: the vocabulary grows sub-linearly, as real text's
 * does, and the variants are typo neighbours of real words, which is hard on
 * typo matching. Most words are still real, so a query matches about factor ×
 * as many records: pessimistic, since real growth spreads over new topics.
 */
function synthesize(records: readonly SearchRecord[], factor: number): SearchRecord[] {
  const out: SearchRecord[] = [...records];
  const moved = (url: string, k: number) =>
    url
      .replace(/\/docs\//, `/docs/copy-${k}/`)
      .replace(/\/changelog\//, `/changelog/copy-${k}/`)
      .replace(/\/markdown-page/, `/markdown-page-${k}`);
  for (let k = 1; k < factor; k++) {
    const random = rng(k);
    for (const r of records) {
      const hierarchy = { ...r.hierarchy } as Hierarchy;
      for (const level of HIERARCHY_LEVELS)
        if (hierarchy[level] !== null) hierarchy[level] = perturb(hierarchy[level]!, random);
      const page = moved(r.url_without_anchor, k);
      out.push({
        ...r,
        objectID: recordObjectID(page, r.weight.position),
        url: r.anchor ? `${page}#${r.anchor}` : page,
        url_without_anchor: page,
        hierarchy,
        content: r.content === null ? null : perturb(r.content, random),
      });
    }
  }
  return out;
}

// -------------------------------------------------------------------- main ---

interface ScaleFigures {
  factor: number;
  records: number;
  files: number;
  servedGz: number;
  encodeMs: number;
  once: QueryCost[];
  keys: QueryCost[];
  p50: number;
  p95: number;
}

function servedBytes(encoded: EncodedIndex): { files: number; gz: number } {
  let gz = 0;
  let files = 1;
  for (const [name, body] of encoded.files) {
    if (name === 'records.json') continue;
    gz += gzipSync(body, { level: GZIP_LEVEL }).length;
    files += 1;
  }
  return { files, gz };
}

function latencies(engine: SearchEngine, queries: readonly string[], passes: number): number[] {
  const params = queries.map(modalParams);
  for (const p of params) engine.search(p);
  const samples: number[] = [];
  for (let i = 0; i < passes; i++) {
    for (const p of params) {
      const start = performance.now();
      engine.search(p);
      samples.push(performance.now() - start);
    }
  }
  return samples;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const buildDir = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a)) ?? 'build';
  const browser = !args.includes('--no-browser');
  const runsArg = args.indexOf('--runs');
  const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 5;
  let records: SearchRecord[];
  try {
    records = readBuiltIndex(path.join(buildDir, 'search')).records;
  } catch (error) {
    if (error instanceof BuiltIndexError)
      fail(`${error.message}\nOr pass a build: tsx scripts/bench-search.ts <buildDir>`);
    throw error;
  }
  const pages = new Set(records.map((r) => r.url_without_anchor)).size;
  console.log(
    `Search benchmark: ${buildDir}: ${records.length} records from ${pages} pages; node ${process.version}`,
  );

  // 1, 2, 5: the index at each scale.
  const queries = [
    ...new Set([...RELEVANCE_SETS.flatMap((s) => s.cases.map((c) => c.question)), ...EXTRA_QUERIES]),
  ];
  const figures: ScaleFigures[] = [];
  for (const factor of SCALES) {
    progress(`${factor}×: corpus, index, first queries, latency`);
    const corpus = factor === 1 ? records : synthesize(records, factor);
    const started = performance.now();
    const encoded = encodeIndex(corpus, { verify: false, modalFilters: FACET_FILTERS });
    const encodeMs = performance.now() - started;
    const served = servedBytes(encoded);
    const once: QueryCost[] = [];
    const keys: QueryCost[] = [];
    for (const q of FIRST_QUERIES) {
      once.push(await firstQueryCost(encoded, q, { keyByKey: false }));
      keys.push(await firstQueryCost(encoded, q, { keyByKey: true }));
    }
    const samples = latencies(new SearchEngine(corpus), queries, factor === 100 ? 1 : 5);
    figures.push({
      factor,
      records: corpus.length,
      files: served.files,
      servedGz: served.gz,
      encodeMs,
      once,
      keys,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
    });
  }

  heading('1. Index (what the browser may fetch; records.json, for Algolia and the MCP server, excluded)');
  table(
    ['corpus', 'records', 'files', 'all files gz', 'build'],
    figures.map((f) => [`${f.factor}×`, String(f.records), String(f.files), kib(f.servedGz), ms(f.encodeMs)]),
  );

  heading(
    `2. First-query bytes (gzip ${GZIP_LEVEL}; manifest, core, openers, dictionary, postings and the hits' records)`,
  );
  for (const f of figures) {
    console.log(`  ${f.factor}×`);
    table(
      ['query', 'at once', 'key by key', 'openers', 'dict', 'postings', 'records', 'files'],
      f.once.map((c, i) => [
        c.query,
        kib(c.bytes.total),
        kib(f.keys[i]!.bytes.total),
        kib(c.bytes.openers),
        kib(c.bytes.dictionary),
        kib(c.bytes.postings),
        kib(c.bytes.records),
        String(c.files),
      ]),
    );
  }
  const code = engineCodeBytes(buildDir);
  const worst = (f: ScaleFigures) => Math.max(...f.once.map((c) => c.bytes.total)) + code;
  for (const [factor, target] of TARGET_FIRST_QUERY) {
    const f = figures.find((x) => x.factor === factor)!;
    console.log(
      `  ${factor}×: worst first query ${kib(worst(f))} (engine code ${kib(code)} included), target ≤ ${kib(target)}  ${verdict(worst(f) <= target)}`,
    );
  }

  // 3. Browser.
  let browserRuns: BrowserRun[] = [];
  if (browser) {
    heading(
      `3. First results in Chromium ("${BROWSER_QUERY}" typed, ${KEY_DELAY_MS} ms between keys; median of ${runs})`,
    );
    progress('Pagefind: indexing the same build');
    const pagefind = await buildPagefind(buildDir);
    try {
      browserRuns = await measureFirstResults({
        buildDir,
        pagefindDir: pagefind.dir,
        query: BROWSER_QUERY,
        cpuRates: [1, 4],
        runs,
        progress,
      });
    } finally {
      removePagefind(pagefind.dir);
    }
    console.log(`  Pagefind index built in ${ms(pagefind.ms)}`);
    table(
      ['CPU', 'modal', 'ours', 'Pagefind', 'ours bytes', 'Pagefind bytes', 'ours ≤ Pagefind', 'longest task'],
      [1, 4].flatMap((cpu) =>
        [false, true].map((warm) => {
          const ours = browserRuns.find((r) => r.engine === 'ours' && r.cpu === cpu && r.warm === warm)!;
          const theirs = browserRuns.find(
            (r) => r.engine === 'pagefind' && r.cpu === cpu && r.warm === warm,
          )!;
          return [
            `${cpu}×`,
            warm ? `open ${WARM_MS} ms` : 'just opened',
            ms(ours.firstResultMs),
            ms(theirs.firstResultMs),
            kib(ours.bytes),
            kib(theirs.bytes),
            verdict(ours.firstResultMs <= theirs.firstResultMs),
            ours.longestTask > 0 ? ms(ours.longestTask) : '< 50 ms',
          ];
        }),
      ),
    );
    const warm4 = browserRuns.find((r) => r.engine === 'ours' && r.cpu === 4 && r.warm)!;
    console.log(
      `  4× CPU, modal open ${WARM_MS} ms: ${ms(warm4.firstResultMs)}, target ≤ ${TARGET_WARM_MS} ms  ${verdict(warm4.firstResultMs <= TARGET_WARM_MS)}`,
    );
  }

  // 4. Relevance.
  heading(
    '4. Relevance (MRR@5 on the built site; the target holds on the validation half; validation and holdout are never used for tuning)',
  );
  const engine = new SearchEngine(records);
  const results = RELEVANCE_SETS.flatMap((set) =>
    (['tuning', 'validation', 'holdout'] as const satisfies readonly Half[]).map((half) => ({
      half,
      ...judgeSet((p) => engine.search(p), halfOf(set, half)),
    })),
  );
  table(
    ['set', 'half', 'cases', 'MRR@5', '95% interval', 'target', '', 'first', 'top 5'],
    results.map((r) => [
      r.set.name,
      r.half,
      String(r.set.cases.length),
      r.mrr.toFixed(3),
      intervalText(mrrInterval(r)),
      r.half === 'validation' ? `≥ ${r.set.target}` : '',
      r.half === 'validation' ? verdict(r.mrr >= r.set.target) : '',
      String(r.judgements.filter((j) => j.rank === 1).length),
      String(r.judgements.filter((j) => j.rank > 0).length),
    ]),
  );
  for (const r of results.filter((result) => result.half === 'tuning')) {
    const misses = missLines(r);
    if (misses.length === 0) continue;
    console.log(`  ${r.set.name} (${r.half}), not first (rank, question → top answers):`);
    for (const line of misses) console.log(`    ${line}`);
  }

  heading(`5. Query latency, in memory (Node; ${queries.length} queries, the modal's request)`);
  table(
    ['corpus', 'p50', 'p95'],
    figures.map((f) => [`${f.factor}×`, ms(f.p50), ms(f.p95)]),
  );
  const base = figures[0]!;
  console.log(
    `  1× p95 ${ms(base.p95)}, target ≤ ${TARGET_P95_MS} ms  ${verdict(base.p95 <= TARGET_P95_MS)}`,
  );

  // Summary
  const parts = [
    ...SCALES.map(
      (factor) => `first query ${factor}× ${kib(worst(figures.find((f) => f.factor === factor)!))}`,
    ),
    ...results.map((r) => `${r.set.name} ${r.half} MRR ${r.mrr.toFixed(3)}`),
  ];
  if (browserRuns.length > 0) {
    for (const cpu of [1, 4]) {
      const ours = browserRuns.find((r) => r.engine === 'ours' && r.cpu === cpu && !r.warm)!;
      const theirs = browserRuns.find((r) => r.engine === 'pagefind' && r.cpu === cpu && !r.warm)!;
      parts.push(
        `${cpu}× CPU first results ${ms(ours.firstResultMs)} vs Pagefind ${ms(theirs.firstResultMs)}`,
      );
    }
  }
  console.log(`\nSUMMARY  ${parts.join(' | ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
