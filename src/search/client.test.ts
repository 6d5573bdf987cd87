import { describe, expect, it, vi } from 'vitest';

import { encodeIndex } from '../../plugins/search-index/index-files';
import { siteRecords as corpus } from '../../tests/fixtures/search-corpus';
import { createEngineClient, RetryError, type SearchInput } from './client';
import { MODAL_HITS_PER_PAGE } from './constants';
import { DEFAULT_HITS_PER_PAGE } from './engine/options';
import { SearchEngine } from './engine/engine';
import { ShardedIndex, ShardedSearchEngine } from './engine/shardedIndex';

const MARK = { highlightPreTag: '<mark>', highlightPostTag: '</mark>' };

function clientOverCorpus() {
  const loader = vi.fn(async () => new SearchEngine(corpus));
  return { client: createEngineClient(loader), loader };
}

describe('createEngineClient request forms', () => {
  it("answers DocSearch's request form", async () => {
    const { client } = clientOverCorpus();
    const { results } = await client.search({
      requests: [
        {
          indexName: 'dimo-docs',
          query: 'vehicle jwt',
          hitsPerPage: MODAL_HITS_PER_PAGE,
          attributesToSnippet: ['hierarchy.lvl2:10', 'content:10'],
          ...MARK,
        },
      ],
    });
    expect(results).toHaveLength(1);
    const [res] = results;
    expect(res!.index).toBe('dimo-docs');
    expect(res!.query).toBe('vehicle jwt');
    expect(res!.hitsPerPage).toBe(MODAL_HITS_PER_PAGE);
    expect(res!.page).toBe(0);
    expect(res!.nbHits).toBeGreaterThan(1);
    expect(res!.nbPages).toBe(Math.ceil(res!.nbHits / MODAL_HITS_PER_PAGE));
    expect(res!.hits[0]!.url).toBe(
      'https://build.example/docs/getting-started/authentication#get-a-vehicle-jwt',
    );
    expect(res!.hits[0]!._highlightResult.hierarchy.lvl2?.value).toBe(
      'Get a <mark>Vehicle</mark> <mark>JWT</mark>',
    );
    expect(res!.hits[0]!._snippetResult.hierarchy?.lvl2?.value).toBe(
      'Get a <mark>Vehicle</mark> <mark>JWT</mark>',
    );
    expect(res!.queryID).toBeUndefined();
  });

  it("answers algoliasearch-helper's form with params as an object", async () => {
    const { client } = clientOverCorpus();
    const { results } = await client.search([
      {
        indexName: 'dimo-docs',
        params: { query: 'kilometres', attributesToSnippet: ['content:3'], ...MARK },
      },
    ]);
    expect(results).toHaveLength(1);
    const hit = results[0]!.hits[0]!;
    expect(hit.url).toBe('https://build.example/docs/api-references/telemetry-api/signals#signal-table');
    expect(hit._highlightResult.content?.value).toBe(
      'powertrainTransmissionTravelledDistance: float · The odometer in <mark>kilometres</mark>',
    );
    expect(hit._highlightResult.content?.matchLevel).toBe('full');
    expect(hit._snippetResult.content?.value).toBe('…odometer in <mark>kilometres</mark>');
    expect(results[0]!.hitsPerPage).toBe(DEFAULT_HITS_PER_PAGE);
  });

  it("answers algoliasearch-helper's form with URL-encoded params and JSON arrays", async () => {
    const { client } = clientOverCorpus();
    const params = new URLSearchParams({
      query: 'trigger period',
      hitsPerPage: '1',
      page: '0',
      facetFilters: JSON.stringify(['docusaurus_tag:default']),
      facets: JSON.stringify(['language']),
      clickAnalytics: 'true',
    }).toString();
    const { results } = await client.search([{ indexName: 'dimo-docs', params }]);
    const res = results[0]!;
    expect(res.hitsPerPage).toBe(1);
    expect(res.page).toBe(0);
    expect(res.nbHits).toBe(1);
    expect(res.hits.map((h) => h.url)).toEqual(['https://build.example/changelog/trigger-period']);
    expect(res.facets).toEqual({ language: { en: 1 } });
    expect(res.queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps a numeric query as a string', async () => {
    const { client } = clientOverCorpus();
    const { results } = await client.search([{ indexName: 'i', params: 'query=10&hitsPerPage=5' }]);
    expect(results[0]!.query).toBe('10');
    expect(results[0]!.hitsPerPage).toBe(5);
  });

  it('returns one result per request, in order', async () => {
    const { client } = clientOverCorpus();
    const { results } = await client.search({
      requests: [
        { indexName: 'a', query: 'odometer' },
        { indexName: 'b', query: 'zzzzqqq' },
        { indexName: 'c', query: 'authentication', hitsPerPage: 1 },
      ],
    });
    expect(results.map((r) => r.index)).toEqual(['a', 'b', 'c']);
    expect(results.map((r) => r.query)).toEqual(['odometer', 'zzzzqqq', 'authentication']);
    expect(results[0]!.hits[0]!.hierarchy.lvl1).toBe('Vehicle Signals');
    expect(results[1]!.nbHits).toBe(0);
    expect(results[1]!.nbPages).toBe(0);
    expect(results[1]!.hits).toEqual([]);
    expect(results[2]!.hits).toHaveLength(1);
    expect(results[2]!.hits[0]!.hierarchy.lvl1).toBe('Authentication');
  });

  it('gives a queryID only with clickAnalytics', async () => {
    const { client } = clientOverCorpus();
    const { results } = await client.search({
      requests: [
        { indexName: 'i', query: 'token' },
        { indexName: 'i', query: 'token', clickAnalytics: true },
        { indexName: 'i', query: 'token', clickAnalytics: false },
      ],
    });
    expect(results[0]).not.toHaveProperty('queryID');
    expect(results[1]!.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(results[2]).not.toHaveProperty('queryID');
  });

  it('rejects input in neither form with a TypeError', async () => {
    const { client, loader } = clientOverCorpus();
    await expect(client.search({} as SearchInput)).rejects.toThrow(TypeError);
    expect(loader).not.toHaveBeenCalled();
  });
});

describe('createEngineClient index loading', () => {
  it('loads the index on the first query only', async () => {
    const { client, loader } = clientOverCorpus();
    expect(loader).not.toHaveBeenCalled();
    await client.search({ requests: [{ indexName: 'i', query: 'vehicle' }] });
    await client.search([{ indexName: 'i', params: { query: 'token' } }]);
    await Promise.all([
      client.search({ requests: [{ indexName: 'i', query: 'a' }] }),
      client.search({ requests: [{ indexName: 'i', query: 'b' }] }),
    ]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent first queries', async () => {
    const { client, loader } = clientOverCorpus();
    await Promise.all([
      client.search({ requests: [{ indexName: 'i', query: 'a' }] }),
      client.search({ requests: [{ indexName: 'i', query: 'b' }] }),
    ]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("wraps a failing load in an error named 'RetryError' and retries on the next query", async () => {
    const loader = vi
      .fn<() => Promise<SearchEngine>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(new SearchEngine(corpus));
    const client = createEngineClient(loader);
    const failure = await client.search({ requests: [{ indexName: 'i', query: 'vehicle' }] }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(RetryError);
    expect((failure as Error).name).toBe('RetryError');
    expect((failure as Error).message).toBe('The search index could not be loaded: Error: offline');
    expect((failure as Error & { cause?: unknown }).cause).toEqual(new Error('offline'));

    const { results } = await client.search({ requests: [{ indexName: 'i', query: 'vehicle' }] });
    expect(results[0]!.nbHits).toBeGreaterThan(0);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('passes a RetryError from the loader through unchanged', async () => {
    const original = new RetryError('Loading x failed with HTTP 503');
    const client = createEngineClient(() => Promise.reject(original));
    await expect(client.search({ requests: [] })).rejects.toBe(original);
  });
});

describe('algolia agent', () => {
  it('starts with the embedded agent and appends segments with versions', () => {
    const { client } = clientOverCorpus();
    expect(client.transporter.algoliaAgent.value).toBe('DIMO embedded search');
    client.addAlgoliaAgent('docsearch', '3.9.0');
    client.addAlgoliaAgent('docsearch-react');
    client.transporter.algoliaAgent.add({ segment: 'docusaurus', version: '3.8.1' });
    client.addAlgoliaAgent('docsearch', '3.9.0');
    expect(client.transporter.algoliaAgent.value).toBe(
      'DIMO embedded search; docsearch (3.9.0); docsearch-react; docusaurus (3.8.1)',
    );
  });
});

describe('a search replaced by a newer one', () => {
  it('stops fetching and answers with the newer results, which the modal shows anyway', async () => {
    const { files } = encodeIndex(corpus);
    const fetched: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const index = await ShardedIndex.open({
      load: async (name) => {
        if (name !== 'core.json') await gate;
        fetched.push(name);
        return JSON.parse(files.get(name)!) as unknown;
      },
    });
    const client = createEngineClient(async () => new ShardedSearchEngine(index));
    const older = client.search({ requests: [{ indexName: 'i', query: 'cooldown' }] });
    await new Promise((r) => setTimeout(r, 0));
    const newer = client.search({ requests: [{ indexName: 'i', query: 'box' }] });
    release();
    const [a, b] = await Promise.all([older, newer]);
    expect(a).toBe(b);
    expect(b.results[0]!.query).toBe('box');
    // The older query's hit (the Cooldown section) was never fetched.
    const cooldown = corpus.findIndex((r) => r.anchor === 'cooldown');
    const devices = corpus.findIndex((r) => r.anchor === 'devices');
    expect(Math.floor(cooldown / 8)).not.toBe(Math.floor(devices / 8));
    expect(fetched).toContain(`r${Math.floor(devices / 8)}.json`);
    expect(fetched).not.toContain(`r${Math.floor(cooldown / 8)}.json`);
  });
});
