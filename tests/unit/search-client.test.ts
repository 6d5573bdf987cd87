import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  createEngineClient,
  fetchEmbeddedRecords,
  parseIndexFile,
  RetryError,
  type SearchInput,
} from '../../src/search/client';
import { DEFAULT_HITS_PER_PAGE, MODAL_HITS_PER_PAGE } from '../../src/search/constants';
import { SearchEngine } from '../../src/search/engine';
import { corpus } from './fixtures';

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
    expect(res!.nbHits).toBe(1); // three records, one section
    expect(res!.nbPages).toBe(1);
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
      'powertrainTransmissionTravelledDistance is the odometer in <mark>kilometres</mark>.',
    );
    expect(hit._highlightResult.content?.matchLevel).toBe('full');
    expect(hit._snippetResult.content?.value).toBe('…odometer in <mark>kilometres</mark>.');
    expect(results[0]!.hitsPerPage).toBe(DEFAULT_HITS_PER_PAGE);
  });

  it("answers algoliasearch-helper's form with URL-encoded params and JSON arrays", async () => {
    const { client } = clientOverCorpus();
    const params = new URLSearchParams({
      query: 'rate limits',
      hitsPerPage: '1',
      page: '0',
      facetFilters: JSON.stringify(['docusaurus_tag:blog-posts']),
      facets: JSON.stringify(['language']),
      clickAnalytics: 'true',
    }).toString();
    const { results } = await client.search([{ indexName: 'dimo-docs', params }]);
    const res = results[0]!;
    expect(res.hitsPerPage).toBe(1);
    expect(res.page).toBe(0);
    expect(res.nbHits).toBe(1);
    expect(res.hits.map((h) => h.url)).toEqual(['https://build.example/docs/blog/post#rate-limits']);
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

describe('parseIndexFile', () => {
  it('returns the records of a well-formed file', () => {
    expect(parseIndexFile({ version: 1, records: corpus })).toBe(corpus);
    expect(parseIndexFile({ version: 1, records: [] })).toEqual([]);
  });

  it.each([
    ['null', null],
    ['a string', 'records'],
    ['an array', [...corpus]],
    ['the wrong version', { version: 2, records: corpus }],
    ['no version', { records: corpus }],
    ['records not a list', { version: 1, records: {} }],
    ['a record without url', { version: 1, records: [{ hierarchy: {} }] }],
    ['a record without hierarchy', { version: 1, records: [{ url: 'https://x/' }] }],
    ['a null record', { version: 1, records: [null] }],
  ])('rejects %s with RetryError', (_, data) => {
    expect(() => parseIndexFile(data)).toThrow(RetryError);
    expect(() => parseIndexFile(data)).toThrow(
      'The search index is malformed (expected {version: 1, records: [...]})',
    );
  });
});

describe('fetchEmbeddedRecords', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubFetch(routes: Record<string, () => Response | Promise<Response>>) {
    const fetchMock = vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
      const handler = routes[String(url)];
      return handler ? handler() : new Response('not found', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }
  const json = (value: unknown) => () => new Response(JSON.stringify(value), { status: 200 });

  it('reads the manifest, revalidated, then the content-hashed file it names', async () => {
    const fetchMock = stubFetch({
      '/base/search/manifest.json': json({ version: 1, index: 'abc123def456.json', records: corpus.length }),
      '/base/search/abc123def456.json': json({ version: 1, records: corpus }),
    });
    const records = await fetchEmbeddedRecords('/base/');
    expect(records).toEqual(corpus);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([
      '/base/search/manifest.json',
      '/base/search/abc123def456.json',
    ]);
    expect(fetchMock.mock.calls[0]![1]).toEqual({ cache: 'no-cache' });
  });

  it('reports HTTP 404 on the manifest as a RetryError', async () => {
    stubFetch({});
    const error = await fetchEmbeddedRecords('/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetryError);
    expect((error as Error).name).toBe('RetryError');
    expect((error as Error).message).toBe('Loading /search/manifest.json failed with HTTP 404');
  });

  it('reports HTTP 404 on the index file as a RetryError', async () => {
    stubFetch({ '/search/manifest.json': json({ version: 1, index: 'gone.json', records: 0 }) });
    await expect(fetchEmbeddedRecords('/')).rejects.toThrow(
      new RetryError('Loading /search/gone.json failed with HTTP 404'),
    );
  });

  it('reports invalid JSON as a RetryError', async () => {
    stubFetch({
      '/search/manifest.json': json({ version: 1, index: 'x.json', records: 1 }),
      '/search/x.json': () => new Response('{"version": 1, "records": [', { status: 200 }),
    });
    const error = await fetchEmbeddedRecords('/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetryError);
    expect((error as Error).message).toBe('/search/x.json is not valid JSON');
  });

  it('reports a network failure as a RetryError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchEmbeddedRecords('/')).rejects.toThrow(
      new RetryError('Network error while loading /search/manifest.json'),
    );
  });

  it('reports a malformed index file as a RetryError', async () => {
    stubFetch({
      '/search/manifest.json': json({ version: 1, index: 'x.json', records: 1 }),
      '/search/x.json': json({ version: 1, records: [{ url: 'https://x/' }] }),
    });
    await expect(fetchEmbeddedRecords('/')).rejects.toThrow(RetryError);
  });

  it.each([
    ['a path outside search/', '../x.json'],
    ['an absolute URL', 'https://evil.example/x.json'],
    ['a sub-folder', 'a/x.json'],
    ['a non-JSON file', 'x.js'],
    ['a number', 42],
    ['nothing', undefined],
  ])('rejects a manifest naming %s without fetching it', async (_, index) => {
    const fetchMock = stubFetch({ '/search/manifest.json': json({ version: 1, index, records: 1 }) });
    await expect(fetchEmbeddedRecords('/')).rejects.toThrow(
      new RetryError('The search manifest is malformed'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects a null manifest', async () => {
    stubFetch({ '/search/manifest.json': json(null) });
    await expect(fetchEmbeddedRecords('/')).rejects.toThrow(
      new RetryError('The search manifest is malformed'),
    );
  });
});
