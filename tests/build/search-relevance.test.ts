/**
 * Search quality on the production build (build/, made by scripts/test-all.ts
 * before this runs): MRR@5 of each relevance set's validation and holdout halves
 * (scripts/bench/relevance.ts) must hold their floors, so a change to the
 * engine, the synonyms, the indexer or the docs that makes search worse fails
 * `npm test` (the tuning half is reported beside it); no two hits the modal
 * shows read the same; no record of the real site may be interface text; every
 * section of a written page has search questions, which no page's HTML or
 * JavaScript carries; the first keystroke's answers written at build time are
 * the engine's own; and a first query fetches no more than its byte target, the
 * engine's code included (scripts/bench/first-query.ts). SEARCH_BUILD_DIR names another build's search
 * folder (default build/search).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { FACET_FILTERS, intervalText, judgeSet, missLines, mrrInterval } from '../../scripts/bench/judge';
import { halfOf, RELEVANCE_SETS } from '../../scripts/bench/relevance';
import { readBuiltIndex } from '../../scripts/lib/built-index';
import { htmlFilesOf } from '../../lib/routes';
import { distinctHits, hitLines, shownPositions } from '../../src/theme/SearchBar/distinctHits';
import {
  engineCodeBytes,
  FIRST_QUERIES,
  firstQueryCost,
  modalParams,
  TARGET_FIRST_QUERY,
} from '../../scripts/bench/first-query';
import type { EncodedIndex } from '../../plugins/search-index/index-files';
import {
  indexFiles,
  MANIFEST_FILE,
  parseManifest,
  parseOpeners,
  SearchEngine,
  ShardedIndex,
  ShardedSearchEngine,
  type SearchManifest,
} from '../../src/search/engine';

/** The built index: build/search, or another build's (SEARCH_BUILD_DIR=build-tune/search). */
const searchDir = path.resolve(process.env.SEARCH_BUILD_DIR ?? 'build/search');
const built = readBuiltIndex(searchDir);
const engine = new SearchEngine(built.records);

describe('relevance on the built site', () => {
  it.each(RELEVANCE_SETS.map((set) => [set.name, set] as const))(
    '%s: the validation and holdout halves stay at or above their floors, and the gap to the target is reported',
    (name, set) => {
      const [tuning, validation, holdout] = (['tuning', 'validation', 'holdout'] as const).map((half) =>
        judgeSet((params) => engine.search(params), halfOf(set, half)),
      );
      console.info(
        `${name}: MRR@5 validation ${validation!.mrr.toFixed(3)} ` +
          `(95% interval ${intervalText(mrrInterval(validation!))}, ${set.validation.length} questions, ` +
          `target ${set.target}${validation!.mrr >= set.target ? ' met' : ' NOT MET'}, floor ${set.floor}), ` +
          `holdout ${holdout!.mrr.toFixed(3)} (95% interval ${intervalText(mrrInterval(holdout!))}, ` +
          `${set.holdout.length} questions, floor ${set.holdoutFloor}), ` +
          `tuning ${tuning!.mrr.toFixed(3)} (${set.tuning.length} questions)`,
      );
      for (const [result, floor] of [
        [validation!, set.floor],
        [holdout!, set.holdoutFloor],
      ] as const) {
        expect(
          result.mrr,
          `${name} MRR@5 ${result.mrr.toFixed(3)} < floor ${floor}; not first (rank, question → top 5):\n` +
            missLines(result).join('\n'),
        ).toBeGreaterThanOrEqual(floor);
      }
    },
  );
});

describe('hits of the built site as the modal shows them', () => {
  /** Queries whose hits include pages of one title in several sections (each API's "Introduction"). */
  const ALIKE = [
    'endpoint',
    'introduction',
    'next steps',
    'errors',
    'your first query',
    'count hard braking events',
  ];
  const queries = [...new Set([...ALIKE, ...RELEVANCE_SETS.flatMap((s) => s.cases.map((c) => c.question))])];

  it('never read the same: no two shown hits have the same title and path lines', () => {
    const alike: string[] = [];
    for (const query of queries) {
      const hits = distinctHits(engine.search(modalParams(query)).hits);
      const seen = new Set<string>();
      for (const i of shownPositions(hits)) {
        const { title, path } = hitLines(hits[i]!);
        const reading = `${title} | ${path}`.replace(/<[^>]*>/g, '').toLowerCase();
        if (seen.has(reading)) alike.push(`${query}: ${reading}`);
        seen.add(reading);
      }
    }
    expect(alike).toEqual([]);
  });
});

describe('records of the built site', () => {
  const texts = built.records.map((r) => r.content ?? r.hierarchy[r.type as 'lvl1'] ?? '');

  it('hold no interface text: endpoint badges, card emoji, the Copy page bar, tab labels', () => {
    // The badges as <Endpoint> renders them; a table row whose first cell reads
    // "Auth" or "Privileges" is content and stays ("Auth: Generate a Developer JWT…").
    const badge = /(?:^|\s)(?:Auth: (?:No token|Developer JWT|Vehicle JWT)|Privileges: [\d ,and]+)(?:\s|$)/;
    const chrome = texts.filter(
      (t) =>
        /^(POST|GET|PUT|PATCH|DELETE)https?:|📄|🗃|^Copy page$|^View as Markdown$|^Copied/.test(t) ||
        badge.test(t),
    );
    expect(chrome).toEqual([]);
  });

  it('have no table-row headings: a row is text of its section (the docs have no h5)', () => {
    expect(built.records.filter((r) => r.type === 'lvl5' || r.hierarchy.lvl5 !== null)).toEqual([]);
  });

  it('give every section of a written page (a guide or a changelog entry) its search questions', () => {
    // Generated pages (category cards, REST operations) and the standalone page have none.
    const written = (r: (typeof built.records)[number]) =>
      r.weight.pageRank === 1 || new URL(r.url_without_anchor).pathname.startsWith('/changelog/');
    const missing = built.records
      .filter((r) => r.type !== 'content' && written(r) && !r.questions?.length)
      .map((r) => `${new URL(r.url).pathname}${r.anchor ? `#${r.anchor}` : ''}`);
    expect(missing, 'add them to the page front matter: search_questions (CONTRIBUTING.md)').toEqual([]);
    expect(built.records.filter((r) => r.questions).length).toBeGreaterThan(500);
  });

  it("keep the search questions to themselves: no page's HTML or JavaScript carries them", () => {
    const site = path.dirname(searchDir);
    // Questions that quote no page text (an error message, a name), so finding one means it leaked.
    const pageText = texts.join('\n').toLowerCase();
    const sample = built.records
      .flatMap((r) => r.questions ?? [])
      .filter((q) => /^[a-z ]{30,}$/.test(q) && !pageText.includes(q));
    expect(sample.length).toBeGreaterThan(100);
    const files = [
      ...htmlFilesOf(site).map((file) => path.join(site, file)),
      ...readdirSync(path.join(site, 'assets/js')).map((name) => path.join(site, 'assets/js', name)),
    ];
    const carrying = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return text.includes('search_questions') || sample.some((q) => text.includes(q));
    });
    expect(carrying.map((f) => path.relative(site, f))).toEqual([]);
  });

  it('index each generated category page by its title and description only', () => {
    const category = built.records.filter((r) =>
      r.url_without_anchor.includes('/docs/category/telemetry-api'),
    );
    expect(category.map((r) => r.type)).toEqual(['lvl1', 'content']);
  });
});

describe("the built site's openers (one-character queries answered at build time)", () => {
  const dir = built.dir!;
  const load = async (name: string) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown;
  const openers = parseOpeners(JSON.parse(readFileSync(path.join(dir, indexFiles.openers), 'utf8')));

  it("were ranked with the modal's facet filters, for every letter (a digit takes the usual steps)", () => {
    expect(JSON.parse(openers.filters)).toEqual(FACET_FILTERS);
    expect(Object.keys(openers.answers)).toEqual(expect.arrayContaining([...'abcdefghijklmnopqrstuvwxyz']));
    expect(Object.keys(openers.answers).filter((c) => !/^\p{L}$/u.test(c))).toEqual([]);
  });

  it('answer each character as the engine does over every record, on wide and narrow screens', async () => {
    const loaded: string[] = [];
    const index = await ShardedIndex.open({ load: (name) => (loaded.push(name), load(name)) });
    await index.loadOpeners();
    const sharded = new ShardedSearchEngine(index);
    for (const c of Object.keys(openers.answers)) {
      for (const words of [10, 5]) {
        const params = { ...modalParams(c), attributesToSnippet: [`content:${words}`] };
        const { processingTimeMS: _a, ...ours } = await sharded.search(params);
        const { processingTimeMS: _b, ...full } = engine.search(params);
        expect(ours, `${c}, ${words} words`).toEqual(full);
      }
    }
    // Answered from the openers alone: no dictionary, postings or fragment was needed.
    expect(loaded).toEqual([indexFiles.core, indexFiles.openers]);
  });
});

describe("the built site's first query", () => {
  const target = TARGET_FIRST_QUERY.get(1)!;
  const code = engineCodeBytes(path.dirname(searchDir));
  it.each(FIRST_QUERIES)(
    `"%s" fetches at most ${target / 1024} KiB gzipped, engine code included, from opening the modal to its hits`,
    async (query) => {
      const dir = built.dir!;
      const manifest = JSON.parse(readFileSync(path.join(searchDir, MANIFEST_FILE), 'utf8')) as unknown;
      parseManifest(manifest);
      const encoded: EncodedIndex = {
        manifest: manifest as SearchManifest,
        files: new Map(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name), 'utf8')])),
      };
      const cost = await firstQueryCost(encoded, query, { keyByKey: false });
      // The modal's own files are counted: the manifest, the core and the first keystroke's answers.
      expect(cost.bytes.openers).toBeGreaterThan(0);
      expect(cost.bytes.records).toBeGreaterThan(0);
      expect(code).toBeGreaterThan(0);
      expect(cost.bytes.total + code, JSON.stringify({ ...cost.bytes, code })).toBeLessThanOrEqual(target);
    },
  );
});
