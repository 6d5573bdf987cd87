import { describe, expect, it } from 'vitest';

import { encodeIndex } from '../../../plugins/search-index/index-files';
import { ORIGIN, siteRecords } from '../../../tests/fixtures/search-corpus';
import { SearchEngine } from './engine';
import { FRAGMENT_REQUESTS_PER_TASK, PREFIX_RANGE_SHARDS } from './options';
import { ShardedIndex, ShardedSearchEngine } from './shardedIndex';
import { recordObjectID, type SearchParams, type SearchRecord } from './types';

const engine = new SearchEngine(siteRecords);
const MARK = { highlightPreTag: '<mark>', highlightPostTag: '</mark>' };

describe('the sharded index answers as the in-memory engine does', () => {
  const encoded = encodeIndex(siteRecords);
  const queries = [
    'vehicle jwt',
    'veh',
    'c# client',
    'mileage',
    'odomteor ',
    'fleet',
    'always code',
    '',
    'zzqq',
    'plugged in',
  ];
  it.each(queries)('same response for %j', async (query) => {
    const loaded: string[] = [];
    const index = await ShardedIndex.open({
      load: async (name) => {
        loaded.push(name);
        return JSON.parse(encoded.files.get(name)!) as unknown;
      },
    });
    const params: SearchParams = {
      query,
      hitsPerPage: 20,
      facets: ['language'],
      attributesToSnippet: ['content:10'],
      ...MARK,
    };
    const sharded = await new ShardedSearchEngine(index).search(params, 'docs');
    const memory = engine.search(params, 'docs');
    expect({ ...sharded, processingTimeMS: 0 }).toEqual({ ...memory, processingTimeMS: 0 });
    expect(loaded).not.toContain('records.json');
  });
});

describe('fragment requests', () => {
  const encoded = encodeIndex(siteRecords);
  async function openCounting() {
    const fragments: string[] = [];
    const index = await ShardedIndex.open({
      load: async (name) => {
        if (/^r\d+\.json$/.test(name)) fragments.push(name);
        return JSON.parse(encoded.files.get(name)!) as unknown;
      },
    });
    // One record from each fragment: more than two tasks' worth.
    const size = index.core.fragmentSize;
    const ids = Array.from({ length: Math.ceil(siteRecords.length / size) }, (_, k) => k * size);
    expect(ids.length).toBeGreaterThan(2 * FRAGMENT_REQUESTS_PER_TASK);
    return { index, fragments, ids };
  }

  it(`starts ${FRAGMENT_REQUESTS_PER_TASK} in one task, and the rest in later tasks`, async () => {
    const { index, fragments, ids } = await openCounting();
    const loading = index.loadRecords(ids);
    expect(fragments).toHaveLength(FRAGMENT_REQUESTS_PER_TASK);
    await loading;
    expect(fragments).toHaveLength(ids.length);
    const last = ids[ids.length - 1]!;
    expect(index.record(last).objectID).toBe(siteRecords[last]!.objectID);
  });

  it('stops starting them when a newer query replaced this one', async () => {
    const { index, fragments, ids } = await openCounting();
    let current = true;
    const loading = index.loadRecords(ids, () => current);
    current = false;
    await loading;
    expect(fragments).toHaveLength(FRAGMENT_REQUESTS_PER_TASK);
  });
});

describe('postings of a typed prefix', () => {
  /** How many postings shards of an index hold the terms that start with `prefix`. */
  function shardsOf(files: ReadonlyMap<string, string>, prefix: string): number {
    const firsts = (JSON.parse(files.get('core.json')!) as { postings: string[] }).postings;
    const floor = (key: string) => firsts.filter((first) => first <= key).length - 1;
    return floor(`${prefix}\uffff`) - floor(prefix) + 1;
  }
  const isPostings = (name: string) => /^p\d+\.json$/.test(name);

  /** An index whose files load only once `release` is called. */
  async function openGated(files: ReadonlyMap<string, string>) {
    const requested: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const index = await ShardedIndex.open({
      load: async (name) => {
        if (name !== 'core.json') {
          requested.push(name);
          await gate;
        }
        return JSON.parse(files.get(name)!) as unknown;
      },
    });
    return { index, requested, release };
  }

  it(`fetches the completions' shards with the dictionary when they are ≤ ${PREFIX_RANGE_SHARDS}`, async () => {
    const { files } = encodeIndex(siteRecords);
    // 'th' ends one shard ('the…' starts the next): without this step the next shard waits for the dictionary.
    const prefix = 'th';
    expect(shardsOf(files, prefix)).toBeGreaterThanOrEqual(2);
    expect(shardsOf(files, prefix)).toBeLessThanOrEqual(PREFIX_RANGE_SHARDS);
    const { index, requested, release } = await openGated(files);
    const answer = new ShardedSearchEngine(index).search({ query: prefix, hitsPerPage: 20 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const firstRound = requested.filter(isPostings);
    expect(firstRound).toHaveLength(shardsOf(files, prefix));
    release();
    const response = await answer;
    expect(response.hits.length).toBeGreaterThan(0);
    expect(requested.filter(isPostings)).toEqual(firstRound);
    expect({ ...response, processingTimeMS: 0 }).toEqual({
      ...engine.search({ query: prefix, hitsPerPage: 20 }),
      processingTimeMS: 0,
    });
  });

  it(`leaves a word with more than ${PREFIX_RANGE_SHARDS} shards to the dictionary`, async () => {
    // Pages with many distinct words that start with 's': their postings fill many shards.
    const base = siteRecords[0]!;
    const page = `${ORIGIN}/docs/wide`;
    const title = {
      ...base,
      objectID: recordObjectID(page, 0),
      url: page,
      url_without_anchor: page,
      anchor: null,
      type: 'lvl1' as const,
      content: null,
      weight: { ...base.weight, position: 0 },
    };
    const wide = Array.from({ length: 40 }, (_, n) => n + 1).map((i) => ({
      ...base,
      objectID: recordObjectID(page, i),
      url: page,
      url_without_anchor: page,
      anchor: null,
      type: 'content' as const,
      weight: { ...base.weight, level: 0, position: i },
      content: Array.from({ length: 30 }, (_, j) => `s${i}w${j}`).join(' '),
    }));
    const { files } = encodeIndex([...siteRecords, title, ...wide]);
    expect(shardsOf(files, 's')).toBeGreaterThan(PREFIX_RANGE_SHARDS);
    expect(shardsOf(files, 's1')).toBeLessThanOrEqual(PREFIX_RANGE_SHARDS);
    const { index, requested, release } = await openGated(files);
    const loading = index.loadPrefixRanges(['s']);
    release();
    await loading;
    expect(requested).toEqual([]);
    await index.loadPrefixRanges(['s1']);
    expect(requested.length).toBe(shardsOf(files, 's1'));
  });
});

/** The site's records and a page of one heading and one text of `words`: enough to fill several dictionary shards. */
function withDensePage(path: string, words: readonly string[]): SearchRecord[] {
  const base = siteRecords[0]!;
  const page = `${ORIGIN}${path}`;
  const records = [0, 1].map((i) => ({
    ...base,
    objectID: recordObjectID(page, i),
    url: page,
    url_without_anchor: page,
    anchor: null,
    type: i === 0 ? ('lvl1' as const) : ('content' as const),
    content: i === 0 ? null : words.join(' '),
    weight: { ...base.weight, level: i === 0 ? 90 : 0, position: i },
  }));
  return [...siteRecords, ...records];
}

/** The sharded index of `files`, and the dictionary shards it has loaded so far (sorted). */
async function openCountingDictionary(files: ReadonlyMap<string, string>) {
  const loaded: string[] = [];
  const index = await ShardedIndex.open({
    load: async (name) => (loaded.push(name), JSON.parse(files.get(name)!) as unknown),
  });
  return { index, dictionary: () => loaded.filter((n) => /^d\d+\.json$/.test(n)).sort() };
}

describe('dictionary of a typed prefix', () => {
  it("loads only the dictionary shards of the word being typed, not all of its letter's", async () => {
    // A page with many distinct words that start with 'd': their dictionary entries fill several shards.
    const all = withDensePage(
      '/docs/dense',
      Array.from({ length: 1500 }, (_, j) => `d${j}x`),
    );
    const { files } = encodeIndex(all);
    const { index, dictionary } = await openCountingDictionary(files);
    await index.loadDictionary(['d14']);
    const forPrefix = dictionary().length;
    await index.loadDictionary(['d']);
    expect(forPrefix).toBeLessThan(dictionary().length);
    // The completions are the same as the in-memory engine's.
    const fresh = await openCountingDictionary(files);
    const params = { query: 'd14', hitsPerPage: 20 };
    const { processingTimeMS: _a, ...sharded } = await new ShardedSearchEngine(fresh.index).search(params);
    const { processingTimeMS: _b, ...memory } = new SearchEngine(all).search(params);
    expect(sharded).toEqual(memory);
    expect(sharded.nbHits).toBeGreaterThan(0);
  });
});

describe('a word still being typed', () => {
  it("fetches no more of its letter's dictionary than its own completions, when the dictionary completes it", async () => {
    // Words of letters that start with 'd' (no digits: a word with digits gets no typo allowance), many
    // enough to fill several dictionary shards.
    const letters = (j: number) =>
      [2, 1, 0].map((k) => String.fromCharCode(97 + (Math.floor(j / 26 ** k) % 26)));
    const all = withDensePage(
      '/docs/dense-words',
      Array.from({ length: 1500 }, (_, j) => `d${letters(j).join('')}x`),
    );
    const { files } = encodeIndex(all);
    // `dbcd` is no word of the index (long enough for a typo), but it is the start of `dbcdx`.
    const own = await openCountingDictionary(files);
    await own.index.loadDictionary(['dbcd']);
    const whole = await openCountingDictionary(files);
    await whole.index.loadDictionary(['d']);
    expect(own.dictionary().length).toBeLessThan(whole.dictionary().length);
    const typed = await openCountingDictionary(files);
    const params = { query: 'dbcd', hitsPerPage: 20 };
    const { processingTimeMS: _a, ...sharded } = await new ShardedSearchEngine(typed.index).search(params);
    expect(typed.dictionary()).toEqual(own.dictionary());
    const { processingTimeMS: _b, ...memory } = new SearchEngine(all).search(params);
    expect(sharded).toEqual(memory);
    expect(sharded.nbHits).toBeGreaterThan(0);
  });
});

describe("the first keystroke's answers (openers.json)", () => {
  const FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
  /** The modal's request for `query`, with `words` of snippet (10 on wide screens, 5 on narrow ones). */
  const modal = (query: string, words = 10): SearchParams => ({
    query,
    hitsPerPage: 20,
    facetFilters: FILTERS,
    attributesToSnippet: [`hierarchy.lvl1:${words}`, `content:${words}`],
    snippetEllipsisText: '…',
    ...MARK,
  });
  const encoded = encodeIndex(siteRecords, { modalFilters: FILTERS });

  /** The sharded engine over the encoded files, and the names it asked for after the core. */
  async function openIndex(files: ReadonlyMap<string, string> = encoded.files) {
    const requested: string[] = [];
    const index = await ShardedIndex.open({
      load: async (name) => {
        if (name !== 'core.json') requested.push(name);
        const body = files.get(name);
        if (body === undefined) throw new Error(`no ${name}`);
        return JSON.parse(body) as unknown;
      },
    });
    return { index, engine: new ShardedSearchEngine(index), requested };
  }

  it('answers every one-character query without another file, exactly as the full engine does', async () => {
    const { index, engine: sharded, requested } = await openIndex();
    expect(await index.loadOpeners()).not.toBeNull();
    const answered = Object.keys(
      (JSON.parse(encoded.files.get('openers.json')!) as { answers: object }).answers,
    );
    // Every letter a word of the fixture starts with, and digits.
    expect(answered.length).toBeGreaterThanOrEqual(20);
    for (const c of answered) {
      for (const words of [10, 5]) {
        expect(await sharded.search(modal(c, words)), `${c}, ${words} words`).toEqual({
          ...engine.search(modal(c, words)),
          processingTimeMS: expect.any(Number) as number,
        });
      }
    }
    expect(requested).toEqual(['openers.json']);
  });

  it('holds the full page of hits and the full count for a common letter', async () => {
    const { engine: sharded } = await openIndex();
    const full = engine.search(modal('t'));
    expect(full.hits).toHaveLength(20);
    const answer = await sharded.search(modal('t'));
    expect(answer.hits).toHaveLength(20);
    expect(answer.nbHits).toBe(full.nbHits);
    expect(answer.nbHits).toBeGreaterThan(20);
  });

  it('is not used for other filters, another page, facet counts, upper case or a longer query: those take the usual steps', async () => {
    for (const params of [
      { ...modal('t'), facetFilters: ['language:en'] },
      { ...modal('t'), page: 1 },
      { ...modal('t'), facets: ['*'] },
      modal('T'),
      modal('te'),
    ]) {
      const { index, engine: sharded, requested } = await openIndex();
      await index.loadOpeners();
      const answer = await sharded.search(params);
      const full = engine.search(params);
      expect(
        answer.hits.map((h) => h.objectID),
        JSON.stringify(params),
      ).toEqual(full.hits.map((h) => h.objectID));
      expect(answer.facets, JSON.stringify(params)).toEqual(full.facets);
      expect(requested.filter((name) => /^[dp]\d+\.json$/.test(name)).length).toBeGreaterThan(0);
    }
  });

  it('a missing or broken openers file leaves search working, by the usual steps', async () => {
    const broken = new Map(encoded.files);
    broken.set('openers.json', JSON.stringify({ filters: 1 }));
    const missing = new Map(encoded.files);
    missing.delete('openers.json');
    for (const files of [broken, missing]) {
      const { index, engine: sharded } = await openIndex(files);
      expect(await index.loadOpeners()).toBeNull();
      expect((await sharded.search(modal('t'))).hits.map((h) => h.objectID)).toEqual(
        engine.search(modal('t')).hits.map((h) => h.objectID),
      );
    }
  });
});
