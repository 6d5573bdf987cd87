// Usage: tsx scripts/docs-stats.ts [--json]
/**
 * One row per doc page: words of prose, code blocks by language, the examples
 * the unit tests validate, and whether the page meets its target (see
 * lib/doc-targets.ts). Exits 1 when a page misses its target.
 *
 *   --json   everything as JSON (pages, totals, targets) on stdout
 *   --quiet  no table or totals: only the pages that miss, and the targets line
 *            (used by scripts/test-all.ts)
 */
import path from 'node:path';

import { checkDocTargets, countByLanguage, isValidatedExample, type TargetResult } from '../lib/doc-targets';
import { readAllDocs } from '../lib/docs';

interface PageStats {
  file: string;
  words: number;
  codeBlocks: Record<string, number>;
  examplesValidated: number;
  target: TargetResult;
}

const USAGE = 'Usage: tsx scripts/docs-stats.ts [--json] [--quiet]';
const FLAGS = new Set(['--json', '--quiet']);

function main(argv: string[]): number {
  const unknown = argv.filter((a) => !FLAGS.has(a));
  if (unknown.length > 0) {
    console.error(`Unknown argument: ${unknown.join(' ')}\n${USAGE}`);
    return 2;
  }
  const json = argv.includes('--json');
  const quiet = argv.includes('--quiet');
  const root = path.resolve(__dirname, '..');

  const pages: PageStats[] = readAllDocs(root).map((p) => ({
    file: p.file.replace(/\\/g, '/'),
    words: p.words,
    codeBlocks: Object.fromEntries(countByLanguage(p.codeBlocks)),
    examplesValidated: p.codeBlocks.filter(isValidatedExample).length,
    target: checkDocTargets(p),
  }));

  const allBlocks: Record<string, number> = {};
  for (const p of pages) {
    for (const [lang, n] of Object.entries(p.codeBlocks)) allBlocks[lang] = (allBlocks[lang] ?? 0) + n;
  }
  const sum = (f: (p: PageStats) => number) => pages.reduce((n, p) => n + f(p), 0);
  const totals = {
    pages: pages.length,
    words: sum((p) => p.words),
    codeBlocks: Object.fromEntries(Object.entries(allBlocks).sort((a, b) => b[1] - a[1])),
    examplesValidated: sum((p) => p.examplesValidated),
  };
  const met = pages.filter((p) => p.target.met).length;
  const missed = pages.filter((p) => !p.target.met);

  if (json) {
    console.log(JSON.stringify({ pages, totals, targets: { met, total: pages.length } }, null, 2));
    return missed.length > 0 ? 1 : 0;
  }

  const langs = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([lang, n]) => `${lang} ${n}`)
      .join(', ') || '—';
  const header = ['page', 'words', 'code blocks', 'examples', 'target'];
  const rows = pages.map((p) => [
    p.file,
    String(p.words),
    langs(p.codeBlocks),
    String(p.examplesValidated),
    p.target.met ? 'met' : 'MISSED',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const numeric = new Set([1, 3]);
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  if (!quiet) {
    console.log(line(header));
    console.log(line(widths.map((w) => '-'.repeat(w))));
    for (const r of rows) console.log(line(r));
    console.log('');
    const blockTotal = Object.values(totals.codeBlocks).reduce((a, b) => a + b, 0);
    console.log(
      `totals: ${totals.pages} pages, ${totals.words} words, ${blockTotal} code blocks (${langs(totals.codeBlocks)}), ` +
        `${totals.examplesValidated} examples validated`,
    );
  }
  if (missed.length > 0) {
    if (!quiet) console.log('');
    console.log('pages missing their target:');
    for (const p of missed) {
      console.log(`  ${p.file}`);
      for (const reason of p.target.reasons) console.log(`    - ${reason}`);
    }
  }
  console.log(`targets: ${met}/${pages.length} pages met`);
  return missed.length > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
