// Usage: tsx scripts/bench-search.ts [buildDir]   (default: build; run `npm run build` first)
/**
 * Benchmarks the embedded search engine on the index of a production build:
 *
 *   1. index size, raw and gzipped (zlib level 9), against its target;
 *   2. engine build time (median of `new SearchEngine(records)`);
 *   3. query latency p50/p95 over realistic queries, warm;
 *   4. relevance: MRR@5 and recall@5 over scripts/bench/relevance.ts;
 *   5. scaling: the same figures on synthetic corpora 10× and 100× the site.
 *
 * Timings depend on the machine: compare the ratios within one run rather than
 * the absolute numbers across machines. Exits 1 only when the index is missing;
 * a missed target is reported, not fatal.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

import { MODAL_HITS_PER_PAGE, SNIPPET_WORDS } from '../src/search/constants';
import { SearchEngine } from '../src/search/engine';
import { indexTerms, normalizeTerm, WORD_PATTERN } from '../src/search/tokenize';
import {
  HIERARCHY_LEVELS,
  type FacetFilters,
  type Hierarchy,
  type SearchIndexFile,
  type SearchParams,
  type SearchRecord,
} from '../src/search/types';
import { RELEVANCE_SET } from './bench/relevance';
import { BuiltIndexError, readBuiltIndex } from './lib/built-index';

// ---------------------------------------------------------------- targets ---

const KIB = 1024;
const TARGET_INDEX_GZ_BYTES = 150 * KIB;
const TARGET_P95_MS = 5;
const TARGET_MRR = 0.85;
/** The brief sets no recall threshold; this one mirrors the MRR target. */
const TARGET_RECALL = 0.85;

// ---------------------------------------------------------------- settings ---

const BUILD_RUNS = 5;
const WARMUP_PASSES = 5;
const MEASURED_PASSES = 10;
const TOP_K = 5;
/** Synthetic corpora: factor, engine builds, warm-up and measured passes (fewer where one build takes seconds). */
const SCALES = [
  { factor: 10, buildRuns: 3, warmup: 2, passes: 5 },
  { factor: 100, buildRuns: 1, warmup: 1, passes: 2 },
] as const;
/** Share of words of 4+ letters that a synthetic copy rewrites. */
const PERTURB_RATE = 0.2;
/**
 * Distinct rewrites a word can have across all copies. A fixed pool makes the
 * vocabulary grow sub-linearly with the corpus, as in real text (Heaps' law,
 * vocabulary ∝ size^0.4–0.6), rather than by a constant share per copy.
 */
const VARIANTS_PER_WORD = 8;

/** What the site's search bar sends: contextual search on the current docs version. */
const FACET_FILTERS: FacetFilters = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

/** The modal's request (@docsearch/react 3.9.0 DocSearchModal), so latency includes highlighting and snippets. */
function modalParams(query: string): SearchParams {
  return {
    query,
    hitsPerPage: MODAL_HITS_PER_PAGE,
    facetFilters: FACET_FILTERS,
    attributesToRetrieve: [...HIERARCHY_LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [
      ...HIERARCHY_LEVELS.filter((l) => l !== 'lvl0').map((l) => `hierarchy.${l}:${SNIPPET_WORDS}`),
      `content:${SNIPPET_WORDS}`,
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    clickAnalytics: false,
  };
}

/**
 * Queries typed while searching, on top of the relevance questions: typos,
 * half-typed words (the last word is a prefix, and the modal searches on every
 * keystroke, so one- and two-letter prefixes are the worst case) and short
 * keyword queries.
 */
const EXTRA_QUERIES = [
  // typos
  'authenticaton',
  'telemtry api',
  'webhok',
  'privilages',
  'odometr',
  'vehcile jwt',
  'identiy',
  'valuatons',
  'atestation',
  'geofense',
  // prefixes, as typed
  'v',
  'we',
  'auth',
  'tele',
  'sig',
  'toke',
  'vehicle j',
  'dimo con',
  'rate lim',
  'harsh brak',
  // short keywords
  'jwt',
  'vin',
  'curl',
  'graphql',
  'typescript sdk',
  'speed',
  'fuel level',
  'location',
  'npm install',
  'expo',
];

// ------------------------------------------------------------------ helpers ---

interface LoadedIndex {
  file: string;
  raw: Buffer;
  records: SearchRecord[];
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function loadIndex(buildDir: string): LoadedIndex {
  try {
    const { file, raw, records } = readBuiltIndex(path.join(buildDir, 'search'));
    return { file, raw, records };
  } catch (error) {
    if (!(error instanceof BuiltIndexError)) throw error;
    return fail(
      `${error.message}\nOr pass the output directory of a build: tsx scripts/bench-search.ts <buildDir>`,
    );
  }
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

function time(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const mib = (bytes: number) => `${(bytes / KIB / KIB).toFixed(2)} MiB`;
const size = (bytes: number) => (bytes >= 10 * KIB * KIB ? mib(bytes) : kib(bytes));
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const ratio = (value: number, base: number) => `${(value / base).toFixed(1)}×`;

function row(label: string, value: string, target = ''): void {
  console.log(`  ${label.padEnd(30)} ${value.padStart(14)}${target ? `   ${target}` : ''}`);
}

/** Progress of the slow steps, on stderr so stdout stays a clean report. */
function progress(message: string): void {
  if (process.stderr.isTTY) process.stderr.write(`  … ${message}\n`);
}

function heading(title: string): void {
  console.log(`\n${title}\n${'-'.repeat(title.length)}`);
}

/** Path of a hit's page, e.g. /docs/faq; the docs root stays /docs/. */
function pagePath(urlWithoutAnchor: string): string {
  const pathname = new URL(urlWithoutAnchor, 'http://localhost').pathname;
  const base = process.env.BASE_URL ?? '/';
  return base !== '/' && pathname.startsWith(base) ? pathname.slice(base.length - 1) : pathname;
}

/** Distinct index terms (the vocabulary the engine's index holds). */
function vocabulary(records: readonly SearchRecord[]): number {
  const terms = new Set<string>();
  for (const r of records) {
    for (const text of [...HIERARCHY_LEVELS.map((l) => r.hierarchy[l]), r.content]) {
      if (text) for (const t of indexTerms(text)) terms.add(normalizeTerm(t));
    }
  }
  return terms.size;
}

function gzipSize(data: Buffer | string): number {
  return gzipSync(data, { level: 9 }).length;
}

function medianBuildMs(records: readonly SearchRecord[], runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(time(() => new SearchEngine(records)));
  return median(times);
}

function latencies(
  engine: SearchEngine,
  queries: readonly string[],
  warmup: number,
  passes: number,
): number[] {
  const params = queries.map(modalParams);
  for (let i = 0; i < warmup; i++) for (const p of params) engine.search(p);
  const samples: number[] = [];
  for (let i = 0; i < passes; i++) for (const p of params) samples.push(time(() => engine.search(p)));
  return samples;
}

// --------------------------------------------------------------- relevance ---

interface Judged {
  question: string;
  rank: number;
  found: number;
  expected: number;
  top: string[];
}

function judge(engine: SearchEngine): Judged[] {
  return RELEVANCE_SET.map(({ question, expected }) => {
    const pages: string[] = [];
    for (const hit of engine.search({
      query: question,
      hitsPerPage: MODAL_HITS_PER_PAGE,
      facetFilters: FACET_FILTERS,
    }).hits) {
      const p = pagePath(hit.url_without_anchor);
      if (!pages.includes(p)) pages.push(p);
    }
    const top = pages.slice(0, TOP_K);
    return {
      question,
      rank: top.findIndex((p) => expected.includes(p)) + 1,
      found: new Set(top.filter((p) => expected.includes(p))).size,
      expected: expected.length,
      top,
    };
  });
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

/** Rewrites PERTURB_RATE of the words of 4+ letters, each into one of its VARIANTS_PER_WORD variants. */
function perturb(text: string, random: () => number): string {
  return text.replace(WORD_PATTERN, (word) => {
    if (word.length < 4 || random() >= PERTURB_RATE) return word;
    return variant(word, Math.floor(random() * VARIANTS_PER_WORD));
  });
}

/** Moves a URL under /docs/copy-<k>/, so each copy's pages are distinct pages. */
function copyUrl(url: string, k: number): string {
  return url.replace(/\/docs\//, `/docs/copy-${k}/`).replace(/\/markdown-page/, `/markdown-page-${k}`);
}

/**
 * The site's records followed by factor − 1 synthetic copies, so that the
 * corpus has factor × as many pages. Copy k:
 * - moves every URL under /docs/copy-<k>/ and suffixes objectIDs with @k, so its
 *   pages are distinct pages (distinct `url_without_anchor`) with the same
 *   anchors, types, weights and facets (language, docusaurus_tag);
 * - rewrites PERTURB_RATE of the words of 4+ letters, in every hierarchy level
 *   and in the content, into one of VARIANTS_PER_WORD one-letter variants of
 *   the word (seeded with k, so each run builds the same corpus). The
 *   vocabulary thus grows sub-linearly, and the variants are typo-distance
 *   neighbours of real words, which is hard on fuzzy matching.
 * Copies follow each other in the file, as new pages would, so gzip (32 KiB
 * window) cannot fold one copy onto the last. Most words of a copy are still
 * real words, so queries match about factor × as many records: a pessimistic
 * corpus for latency, since real growth spreads over new topics.
 */
function synthesize(records: readonly SearchRecord[], factor: number): SearchRecord[] {
  const out: SearchRecord[] = [...records];
  for (let k = 1; k < factor; k++) {
    const random = rng(k);
    for (const r of records) {
      const hierarchy = { ...r.hierarchy } as Hierarchy;
      for (const level of HIERARCHY_LEVELS) {
        const text = hierarchy[level];
        if (text !== null) hierarchy[level] = perturb(text, random);
      }
      out.push({
        ...r,
        objectID: `${r.objectID}@${k}`,
        url: copyUrl(r.url, k),
        url_without_anchor: copyUrl(r.url_without_anchor, k),
        hierarchy,
        content: r.content === null ? null : perturb(r.content, random),
      });
    }
  }
  return out;
}

interface ScaleFigures {
  factor: number;
  records: number;
  terms: number;
  raw: number;
  gz: number;
  buildMs: number;
  p50: number;
  p95: number;
}

// -------------------------------------------------------------------- main ---

function main(): void {
  const buildDir = process.argv[2] ?? 'build';
  const { file, raw, records } = loadIndex(buildDir);
  const queries = [...new Set([...RELEVANCE_SET.map((c) => c.question), ...EXTRA_QUERIES])];
  const pages = new Set(records.map((r) => r.url_without_anchor)).size;

  console.log(`Search benchmark: ${path.relative(process.cwd(), file) || file}`);
  console.log(`  ${records.length} records from ${pages} pages; node ${process.version}`);

  // 1. Index size
  heading('1. Index size (records file)');
  const gz = gzipSize(raw);
  row('raw', size(raw.length));
  row(
    'gzipped (zlib level 9)',
    kib(gz),
    `target ≤ ${kib(TARGET_INDEX_GZ_BYTES)}  ${verdict(gz <= TARGET_INDEX_GZ_BYTES)}`,
  );

  // 2. Engine build
  heading(`2. Engine build (median of ${BUILD_RUNS})`);
  const text = raw.toString('utf8');
  const parseMs = median(Array.from({ length: BUILD_RUNS }, () => time(() => JSON.parse(text))));
  const buildMs = medianBuildMs(records, BUILD_RUNS);
  row('JSON.parse of the records file', ms(parseMs));
  row('new SearchEngine(records)', ms(buildMs));

  // 3. Latency
  const engine = new SearchEngine(records);
  heading(
    `3. Query latency (${queries.length} queries, ${WARMUP_PASSES} warm-up + ${MEASURED_PASSES} measured passes)`,
  );
  const samples = latencies(engine, queries, WARMUP_PASSES, MEASURED_PASSES);
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  row('p50', ms(p50));
  row('p95', ms(p95), `target ≤ ${TARGET_P95_MS} ms  ${verdict(p95 <= TARGET_P95_MS)}`);
  row('max', ms(Math.max(...samples)));
  const perQuery = queries.map((q, qi) => ({
    q,
    median: median(samples.filter((_, i) => i % queries.length === qi)),
  }));
  const slowest = perQuery.sort((a, b) => b.median - a.median).slice(0, 3);
  row('slowest (median)', slowest.map((s) => `"${s.q}" ${ms(s.median)}`).join(', '));

  // 4. Relevance
  heading(`4. Relevance (${RELEVANCE_SET.length} questions, top ${TOP_K} distinct pages)`);
  const judged = judge(engine);
  const mrr = judged.reduce((sum, j) => sum + (j.rank ? 1 / j.rank : 0), 0) / judged.length;
  const recall = judged.reduce((sum, j) => sum + j.found / j.expected, 0) / judged.length;
  const hitRate = judged.filter((j) => j.rank > 0).length / judged.length;
  const firsts = judged.filter((j) => j.rank === 1).length;
  row(`MRR@${TOP_K}`, mrr.toFixed(3), `target ≥ ${TARGET_MRR}  ${verdict(mrr >= TARGET_MRR)}`);
  row(`recall@${TOP_K}`, recall.toFixed(3), `target ≥ ${TARGET_RECALL}  ${verdict(recall >= TARGET_RECALL)}`);
  row(`answered in top ${TOP_K}`, `${(hitRate * 100).toFixed(1)}%`);
  row('answered first', `${firsts}/${judged.length}`);
  const misses = judged.filter((j) => j.rank !== 1);
  if (misses.length > 0) {
    console.log(`  Not first (rank, question → top pages):`);
    for (const j of misses) {
      const top = j.top.map((p) => p.replace(/^\/docs\//, '') || '/docs/').join(', ');
      console.log(
        `    ${(j.rank ? String(j.rank) : '—').padStart(2)}  ${j.question} → ${top || '(no hits)'}`,
      );
    }
  }

  // 5. Scaling
  heading('5. Scaling (synthetic corpora; see synthesize() for how copies are made)');
  const figures: ScaleFigures[] = [
    {
      factor: 1,
      records: records.length,
      terms: vocabulary(records),
      raw: raw.length,
      gz,
      buildMs,
      p50,
      p95,
    },
  ];
  for (const { factor, buildRuns, warmup, passes } of SCALES) {
    progress(`${factor}×: synthesizing, sizing, ${buildRuns} build(s), ${warmup + passes} query passes…`);
    let corpus: SearchRecord[] | null = synthesize(records, factor);
    let json: string | null = JSON.stringify({ version: 1, records: corpus } satisfies SearchIndexFile);
    const rawBytes = Buffer.byteLength(json);
    const gzBytes = gzipSize(json);
    json = null;
    const scaledBuild = medianBuildMs(corpus, buildRuns);
    const scaled = latencies(new SearchEngine(corpus), queries, warmup, passes);
    figures.push({
      factor,
      records: corpus.length,
      terms: vocabulary(corpus),
      raw: rawBytes,
      gz: gzBytes,
      buildMs: scaledBuild,
      p50: percentile(scaled, 50),
      p95: percentile(scaled, 95),
    });
    corpus = null;
    console.log(
      `  (${factor}×: median of ${buildRuns} build${buildRuns > 1 ? 's' : ''}, ${warmup} warm-up + ${passes} measured passes)`,
    );
  }
  const base = figures[0]!;
  const cols = ['corpus', 'records', 'terms', 'raw', 'gzipped', 'build', 'p50', 'p95'];
  const widths = [8, 9, 9, 11, 11, 11, 10, 10];
  const line = (cells: string[]) => console.log(`  ${cells.map((c, i) => c.padStart(widths[i]!)).join(' ')}`);
  line(cols);
  for (const f of figures) {
    line([
      `${f.factor}×`,
      String(f.records),
      String(f.terms),
      size(f.raw),
      size(f.gz),
      ms(f.buildMs),
      ms(f.p50),
      ms(f.p95),
    ]);
  }
  console.log('  growth relative to 1×:');
  for (const f of figures.slice(1)) {
    line([
      `${f.factor}×`,
      ratio(f.records, base.records),
      ratio(f.terms, base.terms),
      ratio(f.raw, base.raw),
      ratio(f.gz, base.gz),
      ratio(f.buildMs, base.buildMs),
      ratio(f.p50, base.p50),
      ratio(f.p95, base.p95),
    ]);
  }

  // Summary
  console.log(
    `\nSUMMARY  index ${kib(gz)} gz ≤ ${kib(TARGET_INDEX_GZ_BYTES)} ${verdict(gz <= TARGET_INDEX_GZ_BYTES)}` +
      ` | p95 ${ms(p95)} ≤ ${TARGET_P95_MS} ms ${verdict(p95 <= TARGET_P95_MS)}` +
      ` | MRR@${TOP_K} ${mrr.toFixed(3)} ≥ ${TARGET_MRR} ${verdict(mrr >= TARGET_MRR)}` +
      ` | recall@${TOP_K} ${recall.toFixed(3)} ≥ ${TARGET_RECALL} ${verdict(recall >= TARGET_RECALL)}`,
  );
}

main();
