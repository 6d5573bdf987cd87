// Usage: tsx scripts/search-tuning.ts [buildDir] [--validation]
// Relevance on one half of the question sets (scripts/bench/relevance.ts), on a build's records, in memory.
// By default the tuning half, every miss listed: what ranking may be tuned on. With --validation, only the
// validation and holdout halves' MRR@5 per set, never their questions, so a tuning loop cannot fit them.
import path from 'node:path';

import { SearchEngine } from '../src/search/engine';
import { intervalText, judgeSet, missLines, mrrInterval } from './bench/judge';
import { halfOf, RELEVANCE_SETS, type Half, type RelevanceSet } from './bench/relevance';
import { BuiltIndexError, readBuiltIndex } from './lib/built-index';

const args = process.argv.slice(2);
const buildDir = args.find((a) => !a.startsWith('--')) ?? 'build';
const validation = args.includes('--validation');

let engine: SearchEngine;
try {
  engine = new SearchEngine(readBuiltIndex(path.join(buildDir, 'search')).records);
} catch (error) {
  if (!(error instanceof BuiltIndexError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const halves: { half: Half; label: (set: RelevanceSet) => string }[] = validation
  ? [
      { half: 'validation', label: (set) => `validation (target ${set.target}, floor ${set.floor})` },
      { half: 'holdout', label: (set) => `holdout (floor ${set.holdoutFloor})` },
    ]
  : [{ half: 'tuning', label: () => 'tuning' }];
for (const set of RELEVANCE_SETS) {
  for (const { half, label } of halves) {
    const result = judgeSet((p) => engine.search(p), halfOf(set, half));
    console.log(
      `${set.name} ${label(set)}: MRR@5 ${result.mrr.toFixed(3)} (95% interval ${intervalText(mrrInterval(result))}) ` +
        `over ${result.judgements.length} questions`,
    );
    if (half === 'tuning') for (const line of missLines(result)) console.log(`  ${line}`);
  }
}
