import { afterEach, describe, expect, it, vi } from 'vitest';

import { encodeIndex } from '../../plugins/search-index/index-files';
import { siteRecords as corpus } from '../../tests/fixtures/search-corpus';
import { RetryError } from './client';
import { openEmbeddedIndex } from './embeddedClient';

describe('openEmbeddedIndex', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const { manifest, files } = encodeIndex(corpus, { hash: () => 'abc123def456' });

  function stubFetch(routes: Record<string, () => Response | Promise<Response>>) {
    const fetchMock = vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
      const handler = routes[String(url)];
      return handler ? handler() : new Response('not found', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }
  const json = (value: unknown) => () => new Response(JSON.stringify(value), { status: 200 });
  const text = (value: string) => () => new Response(value, { status: 200 });

  it('reads the manifest, revalidated, then only the core of the folder it names', async () => {
    const fetchMock = stubFetch({
      '/base/search/manifest.json': json(manifest),
      '/base/search/abc123def456/core.json': text(files.get('core.json')!),
    });
    const index = await openEmbeddedIndex('/base/');
    expect(index.records).toBe(corpus.length);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([
      '/base/search/manifest.json',
      '/base/search/abc123def456/core.json',
    ]);
    expect(fetchMock.mock.calls[0]![1]).toEqual({ cache: 'no-cache' });
  });

  it('reports HTTP 404 on the manifest as a RetryError', async () => {
    stubFetch({});
    const error = await openEmbeddedIndex('/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetryError);
    expect((error as Error).name).toBe('RetryError');
    expect((error as Error).message).toBe('Loading /search/manifest.json failed with HTTP 404');
  });

  it('reports HTTP 404 on the core as a RetryError', async () => {
    stubFetch({ '/search/manifest.json': json(manifest) });
    await expect(openEmbeddedIndex('/')).rejects.toThrow(
      new RetryError('Loading /search/abc123def456/core.json failed with HTTP 404'),
    );
  });

  it('reports invalid JSON and a malformed core as RetryErrors', async () => {
    stubFetch({
      '/search/manifest.json': json(manifest),
      '/search/abc123def456/core.json': text('{"version": 2,'),
    });
    await expect(openEmbeddedIndex('/')).rejects.toThrow(
      new RetryError('/search/abc123def456/core.json is not valid JSON'),
    );
    stubFetch({
      '/search/manifest.json': json(manifest),
      '/search/abc123def456/core.json': json({ version: 2 }),
    });
    await expect(openEmbeddedIndex('/')).rejects.toThrow(RetryError);
  });

  it('reports a network failure as a RetryError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(openEmbeddedIndex('/')).rejects.toThrow(
      new RetryError('Network error while loading /search/manifest.json'),
    );
  });

  it('says so when the site was built before the compact index', async () => {
    stubFetch({ '/search/manifest.json': json({ version: 1, index: 'abc.json', records: 1 }) });
    await expect(openEmbeddedIndex('/')).rejects.toThrow(/older build/);
  });

  it.each([
    ['a path outside search/', { ...manifest, dir: '..' }],
    ['an absolute URL', { ...manifest, index: 'https://evil.example/x.json' }],
    ['a folder with a slash', { ...manifest, dir: 'a/b' }],
    ['a number', { ...manifest, dir: 42 }],
    ['nothing', null],
  ])('rejects a manifest naming %s without fetching anything else', async (_, data) => {
    const fetchMock = stubFetch({ '/search/manifest.json': json(data) });
    await expect(openEmbeddedIndex('/')).rejects.toThrow(RetryError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
