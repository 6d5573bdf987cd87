import { describe, expect, it } from 'vitest';

import {
  MAX_QUERY_LENGTH,
  MIN_WORD_SIZE_FOR_ONE_TYPO,
  MIN_WORD_SIZE_FOR_TWO_TYPOS,
} from '../../src/search/constants';
import {
  matchesFacetFilters,
  runQuerySteps,
  SearchEngine,
  SearchEngineError,
  warmUp,
} from '../../src/search/engine';
import { FRAGMENT_REQUESTS_PER_TASK, PREFIX_RANGE_SHARDS } from '../../src/search/constants';
import { encodeIndex } from '../../src/search/format';
import { allowedTypos, editDistance, planQuery } from '../../src/search/matching';
import { ShardedIndex, ShardedSearchEngine } from '../../src/search/shardedIndex';
import { singular } from '../../src/search/tokenize';
import { recordObjectID, type SearchParams } from '../../src/search/types';
import { ORIGIN, siteRecords } from './search-fixtures/corpus';

const engine = new SearchEngine(siteRecords);
const MARK = { highlightPreTag: '<mark>', highlightPostTag: '</mark>' };
const search = (query: string, extra: SearchParams = {}) => engine.search({ query, ...extra }, 'docs');
/** Hit URLs without the origin, e.g. `/docs/faq#rate-limits`. */
const urls = (query: string, extra: SearchParams = {}) =>
  search(query, extra).hits.map((h) => h.url.slice(ORIGIN.length));
const first = (query: string) => urls(query)[0];

describe('ranking', () => {
  it('ranks the page whose title is the query first', () => {
    expect(first('authentication')).toBe('/docs/getting-started/authentication');
  });

  it('ranks a section whose heading is the query above text that mentions it', () => {
    expect(first('cooldown')).toBe('/docs/api-references/vehicle-triggers-api#cooldown');
  });

  it('ranks a doc page above a changelog entry that says the same', () => {
    const found = urls('trigger fires at most once per period');
    expect(found.slice(0, 2)).toEqual([
      '/docs/api-references/vehicle-triggers-api#cooldown',
      '/changelog/trigger-period',
    ]);
  });

  it('counts the words of the headings above a record (its hierarchy)', () => {
    // "webhook" is only in the page's text, "period" only in the Cooldown section's text,
    // "cooldown" only in its heading: the section's text still matches all three.
    expect(first('trigger period cooldown')).toBe('/docs/api-references/vehicle-triggers-api#cooldown');
  });

  it('ranks records with more of the words first, and still answers when no record has them all', () => {
    const found = urls('odometer zeppelin');
    expect(found[0]).toBe('/docs/api-references/telemetry-api/signals#signal-table');
  });

  it('matches the last word as a prefix, and only the last', () => {
    expect(first('cooldo')).toBe('/docs/api-references/vehicle-triggers-api#cooldown');
    // Not last: "cooldo" must be a whole word, and none is.
    expect(
      search('cooldo trigger').hits.every((h) => !h._highlightResult.hierarchy.lvl2?.value.includes('<')),
    ).toBe(true);
    expect(urls('cooldo ', MARK)).toEqual([]);
  });

  it('finds the parts of camelCase identifiers and the identifier itself', () => {
    expect(first('travelled distance')).toBe('/docs/api-references/telemetry-api/signals#signal-table');
    expect(first('powertrainTransmissionTravelledDistance')).toBe(
      '/docs/api-references/telemetry-api/signals#signal-table',
    );
  });

  it('returns one hit per section', () => {
    const found = urls('vehicle');
    expect(new Set(found).size).toBe(found.length);
  });

  it('cuts the query at the maximum length', () => {
    const long = `${'a'.repeat(MAX_QUERY_LENGTH)}authentication`;
    expect(search(long).query).toHaveLength(MAX_QUERY_LENGTH);
    expect(search(long).nbHits).toBe(0);
  });

  it('survives odd input without throwing', () => {
    for (const q of [
      '(',
      '.*',
      '[a-z]+$',
      '\\',
      '🚗🚗',
      'مرحبا',
      '"',
      '%00',
      ' ',
      'c#c#',
      '.net.net',
      'a'.repeat(10_000),
    ]) {
      expect(() => search(q)).not.toThrow();
    }
  });

  it('rejects an index that is not a record list', () => {
    expect(() => new SearchEngine(null as never)).toThrow(SearchEngineError);
  });
});

describe('matching: stop words, plurals, synonyms, typos', () => {
  it('ignores stop words when the query has other words, and keeps them when it has none', () => {
    expect(planQuery('how do i read the odometer').slots.map((s) => s.words.join(' '))).toEqual([
      'read',
      'odometer',
    ]);
    expect(planQuery('is it').slots.map((s) => s.words.join(' '))).toEqual(['is', 'it']);
    expect(first('how do i find the cooldown')).toBe(first('find cooldown'));
  });

  it('treats singular and plural as one word', () => {
    expect(singular('queries')).toBe('query');
    expect(singular('addresses')).toBe('address');
    expect(singular('batches')).toBe('batch');
    expect(singular('vehicles')).toBe('vehicle');
    expect(singular('status')).toBe('status');
    expect(singular('access')).toBe('access');
    expect(first('cooldowns')).toBe('/docs/api-references/vehicle-triggers-api#cooldown');
    expect(first('plugin')).toBe('/docs/api-references/vehicle-triggers-api#plugins');
    // Too far from "box" for a typo (two letters), too long for a prefix: only the singular finds it.
    expect(first('boxes ')).toBe('/docs/faq#devices');
  });

  it('finds a word through the synonyms file: C# and csharp find the .NET client', () => {
    expect(first('c# client')).toBe('/docs/build/server-sdk#dotnet');
    expect(first('csharp')).toBe('/docs/build/server-sdk#dotnet');
    expect(first('dotnet')).toBe('/docs/build/server-sdk#dotnet');
  });

  it('finds a word through the synonyms file: car/vehicle, mileage/odometer, plugged in/charging', () => {
    expect(urls('car signals')[0]).toBe('/docs/api-references/telemetry-api/signals');
    expect(first('mileage')).toBe('/docs/api-references/telemetry-api/signals#signal-table');
    const plugged = search('is the car plugged in', MARK).hits[0]!;
    expect(plugged.url.slice(ORIGIN.length)).toBe('/docs/api-references/telemetry-api/signals#signal-table');
    expect(plugged._highlightResult.content?.value).toContain('<mark>charging</mark>');
  });

  it('ranks the words as typed above their synonyms', () => {
    const hits = search('odometer', MARK).hits;
    expect(hits[0]!._highlightResult.content?.value).toContain('<mark>odometer</mark>');
  });

  it('allows one typo from 4 letters and two from 7, with a swap counting as one', () => {
    expect(allowedTypos('abc')).toBe(0);
    expect(allowedTypos('a'.repeat(MIN_WORD_SIZE_FOR_ONE_TYPO))).toBe(1);
    expect(allowedTypos('a'.repeat(MIN_WORD_SIZE_FOR_TWO_TYPOS - 1))).toBe(1);
    expect(allowedTypos('a'.repeat(MIN_WORD_SIZE_FOR_TWO_TYPOS))).toBe(2);
    expect(editDistance('plugni', 'plugin', 2)).toBe(1);
    // 3 letters: exact only.
    expect(urls('pip')).not.toEqual([]);
    expect(urls('pib ')).toEqual([]);
    // 6 letters ("plugin"): one typo, not two.
    expect(first('plguin ')).toBe('/docs/api-references/vehicle-triggers-api#plugins');
    expect(urls('pkguim ')).toEqual([]);
    // 7 letters ("charger"): two typos.
    expect(first('chragre ')).toBe('/docs/faq#chargers');
    expect(urls('chxrgxx ')).toEqual([]);
    // 8 letters, a swap and a substitution.
    expect(first('odomteor ')).toBe('/docs/api-references/telemetry-api/signals#signal-table');
  });

  it('does not correct a word that is in the index as typed', () => {
    // "charger" is a word of its own: it does not also match "charging".
    expect(
      search('charger ', MARK).hits.every(
        (h) => !JSON.stringify(h._highlightResult).includes('<mark>charging'),
      ),
    ).toBe(true);
  });
});

describe('hits', () => {
  it('gives exactly hitsPerPage hits when more match', () => {
    expect(search('fleet', { hitsPerPage: 20 }).hits).toHaveLength(20);
    expect(search('fleet', { hitsPerPage: 20 }).nbHits).toBeGreaterThan(20);
    expect(search('fleet', { hitsPerPage: 7 }).hits).toHaveLength(7);
  });

  it('never lists two hits of a page with the same text', () => {
    const hits = search('always code', { hitsPerPage: 20 }).hits;
    const texts = hits.map((h) => `${h.url_without_anchor} ${h.content ?? h.hierarchy[h.type as 'lvl1']}`);
    expect(new Set(texts).size).toBe(texts.length);
    expect(hits.filter((h) => h.content === 'Always code')).toHaveLength(1);
  });

  it('shows a table row as text of its section', () => {
    const hit = search('odometer').hits[0]!;
    expect(hit.type).toBe('content');
    expect(hit.hierarchy.lvl2).toBe('Signal table');
    expect(hit.hierarchy.lvl5).toBeNull();
    expect(hit.content).toBe('powertrainTransmissionTravelledDistance: float · The odometer in kilometres');
  });
});

describe('facet filters', () => {
  const french = siteRecords.find((r) => r.language === 'fr')!;
  it('ANDs strings, ORs nested arrays and negates with a minus', () => {
    expect(matchesFacetFilters(french, ['language:fr'])).toBe(true);
    expect(matchesFacetFilters(french, ['language:fr', 'docusaurus_tag:default'])).toBe(false);
    expect(
      matchesFacetFilters(french, [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
    ).toBe(true);
    expect(matchesFacetFilters(french, ['language:-fr'])).toBe(false);
    expect(matchesFacetFilters(french, ['language:-en'])).toBe(true);
    expect(matchesFacetFilters(french, 'language:fr')).toBe(true);
  });

  it('applies the contextual filters DocSearch sends', () => {
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    expect(urls('véhicules', { facetFilters: filters })).not.toContain('/docs/guides/recherche');
    expect(urls('véhicules', { facetFilters: ['language:fr'] })).toEqual(['/docs/guides/recherche']);
  });

  it('counts facets over the matching sections', () => {
    const res = search('vehicle jwt lasts', { facets: ['language', 'docusaurus_tag'], hitsPerPage: 0 });
    expect(res.facets?.docusaurus_tag).toEqual({ default: 1, 'docs-default-current': res.nbHits - 1 });
    expect(res.facets?.language).toEqual({ en: res.nbHits });
  });
});

describe('pagination and response shape', () => {
  it('pages with page and hitsPerPage and reports nbPages', () => {
    const all = search('fleet').nbHits;
    const one = search('fleet', { hitsPerPage: 1, page: 0 });
    const two = search('fleet', { hitsPerPage: 1, page: 1 });
    expect(one.nbPages).toBe(all);
    expect(one.hits).toHaveLength(1);
    expect(two.hits[0]?.url).not.toBe(one.hits[0]?.url);
    expect(search('fleet', { hitsPerPage: 0 }).hits).toHaveLength(0);
  });

  it('gives a queryID only when click analytics are asked', () => {
    expect(search('token').queryID).toBeUndefined();
    expect(search('token', { clickAnalytics: true }).queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('browses every section on an empty query, as Algolia does', () => {
    const sections = new Set(siteRecords.map((r) => r.url)).size;
    // Every section, less the repeated texts found on the page shown (here at most the FAQ's two "Always code").
    expect(search('').nbHits).toBeGreaterThanOrEqual(sections - 1);
    expect(search('').nbHits).toBeLessThanOrEqual(sections);
  });
});

describe('highlighting and snippets', () => {
  it('highlights with the tags asked for and reports the match level', () => {
    const hit = search('vehicle jwt', MARK).hits[0]!;
    expect(hit._highlightResult.hierarchy.lvl2?.value).toBe('Get a <mark>Vehicle</mark> <mark>JWT</mark>');
    expect(hit._highlightResult.hierarchy.lvl2?.matchLevel).toBe('full');
    expect(hit._highlightResult.hierarchy.lvl1?.matchLevel).toBe('none');
  });

  it('uses the crawler template tags when none are asked for', () => {
    expect(search('authentication').hits[0]!._highlightResult.hierarchy.lvl1?.value).toBe(
      '<span class="algolia-docsearch-suggestion--highlight">Authentication</span>',
    );
  });

  it('lists only non-null hierarchy levels, in order', () => {
    expect(Object.keys(search('authentication').hits[0]!._highlightResult.hierarchy)).toEqual([
      'lvl0',
      'lvl1',
    ]);
  });

  it('escapes document text before adding tags', () => {
    expect(search('script quotes', MARK).hits[0]!._highlightResult.content?.value).toBe(
      'Use &lt;<mark>script</mark>&gt; &amp; &quot;<mark>quotes</mark>&quot; carefully: a &gt; b',
    );
  });

  it('cuts snippets to the asked number of words, with the ellipsis', () => {
    const hit = search('kilometres', {
      attributesToSnippet: ['content:3'],
      snippetEllipsisText: '…',
      ...MARK,
    }).hits[0]!;
    expect(hit._snippetResult.content?.value).toBe('…odometer in <mark>kilometres</mark>');
  });

  it('highlights C# and .NET as the words they are', () => {
    const hit = search('c# client', MARK).hits[0]!;
    expect(hit._highlightResult.hierarchy.lvl2?.value).toBe('The <mark>.NET</mark> <mark>client</mark>');
  });
});

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

describe('the tasks of a query', () => {
  it('starts in a task after the keystroke, and builds its answer in a task after ranking', async () => {
    const { files } = encodeIndex(siteRecords);
    const index = await ShardedIndex.open({ load: async (name) => JSON.parse(files.get(name)!) as unknown });
    const steps: string[] = [];
    const response = await runQuerySteps(index, { query: 'vehicle jw', hitsPerPage: 20 }, 'docs', {
      letters: (l) => (steps.push('letters'), index.loadLetters(l)),
      terms: (t) => (steps.push('terms'), index.loadTerms(t)),
      prefixes: (p) => (steps.push('prefixes'), index.loadPrefixRanges(p)),
      records: (ids) => (steps.push('records'), index.loadRecords(ids)),
      nextTask: () => (steps.push('nextTask'), new Promise((resolve) => setTimeout(resolve, 0))),
      openers: () => (steps.push('openers'), index.loadOpeners()),
    });
    expect(response.hits.length).toBeGreaterThan(0);
    // Only a one-character query looks for a build-time answer.
    expect(steps).not.toContain('openers');
    expect(steps[0]).toBe('nextTask');
    expect(steps.at(-1)).toBe('nextTask');
    expect(steps.at(-2)).toBe('records');
    expect(steps.filter((s) => s === 'nextTask')).toHaveLength(2);
  });

  it('does not answer within the task that asked, even with every file loaded', async () => {
    const { files } = encodeIndex(siteRecords);
    const index = await ShardedIndex.open({ load: async (name) => JSON.parse(files.get(name)!) as unknown });
    const engine = new ShardedSearchEngine(index);
    await engine.search({ query: 'vehicle jwt', hitsPerPage: 20 });
    let answered = false;
    const again = engine.search({ query: 'vehicle jwt', hitsPerPage: 20 }).then(() => (answered = true));
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(answered).toBe(false);
    await again;
    expect(answered).toBe(true);
  });
});

describe('warm-up', () => {
  it('runs a whole modal query (diacritics, plural, identifier, prefix, snippets) to its one hit', () => {
    // The warm-up is worth its run only if the query reaches ranking and snippets.
    const { hits } = warmUp();
    expect(hits).toHaveLength(1);
    expect(hits[0]!._highlightResult.hierarchy.lvl1!.value).toContain('<mark>Vehículos</mark>');
    expect(hits[0]!._snippetResult!.content!.value).toContain('<mark>signalsLatest</mark>');
    expect(hits[0]!._snippetResult!.content!.value).toContain('<mark>C#</mark>');
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

  it('is written only when the build names the modal filters', () => {
    expect(encodeIndex(siteRecords).files.has('openers.json')).toBe(false);
    expect(encoded.files.has('openers.json')).toBe(true);
  });
});
