/**
 * Search quality on the production build (build/, made by scripts/test-all.ts
 * before this runs): MRR@5 of each relevance set (scripts/bench/relevance.ts)
 * must reach its target, so a change to the engine, the synonyms, the
 * indexer or the docs that makes search worse fails `npm test`; and no record
 * of the real site may be interface text.
 */
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { judgeSet } from '../../scripts/bench/judge';
import { RELEVANCE_SETS } from '../../scripts/bench/relevance';
import { readBuiltIndex } from '../../scripts/lib/built-index';
import { SearchEngine } from '../../src/search/engine';

const built = readBuiltIndex(path.resolve('build/search'));
const engine = new SearchEngine(built.records);

describe('relevance on the built site', () => {
  it.each(RELEVANCE_SETS.map((set) => [set.name, set] as const))('%s: MRR@5 reaches its target', (_, set) => {
    const result = judgeSet((params) => engine.search(params), set);
    const misses = result.judgements
      .filter((j) => j.rank !== 1)
      .map((j) => `${j.rank || '—'}  ${j.question} → ${j.top.join(', ')}`);
    expect(result.mrr, `MRR@5 ${result.mrr.toFixed(3)} < ${set.target}; not first:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(
      set.target,
    );
  });
});

describe('records of the built site', () => {
  const texts = built.records.map((r) => r.content ?? r.hierarchy[r.type as 'lvl1'] ?? '');

  it('hold no interface text: endpoint badges, card emoji, the Copy page bar, tab labels', () => {
    // The badges as <Endpoint> renders them; a table row whose first cell reads
    // "Auth" or "Privileges" is content and stays ("Auth: Generate a Developer JWT…").
    const badge = /(?:^|\s)(?:Auth: (?:No token|Developer JWT|Vehicle JWT)|Privileges: [\d ,and]+)(?:\s|$)/;
    const chrome = texts.filter((t) =>
      /^(POST|GET|PUT|PATCH|DELETE)https?:|📄|🗃|^Copy page$|^View as Markdown$|^Copied/.test(t) || badge.test(t),
    );
    expect(chrome).toEqual([]);
  });

  it('have no table-row headings: a row is text of its section (the docs have no h5)', () => {
    expect(built.records.filter((r) => r.type === 'lvl5' || r.hierarchy.lvl5 !== null)).toEqual([]);
  });

  it('index each generated category page by its title and description only', () => {
    const category = built.records.filter((r) => r.url_without_anchor.includes('/docs/category/telemetry-api'));
    expect(category.map((r) => r.type)).toEqual(['lvl1', 'content']);
  });
});
