import { describe, expect, it } from 'vitest';

import { MAX_QUERY_LENGTH } from '../../src/search/constants';
import { matchesFacetFilters, SearchEngine, SearchEngineError } from '../../src/search/engine';
import { corpus, record } from './fixtures';

const engine = new SearchEngine(corpus);
const search = (query: string, extra: Record<string, unknown> = {}) =>
  engine.search({ query, ...extra }, 'docs');
const urls = (query: string, extra: Record<string, unknown> = {}) =>
  search(query, extra).hits.map((h) => h.url);

describe('ranking', () => {
  it('ranks a page whose title matches above pages that only mention the word', () => {
    const hits = search('authentication').hits;
    expect(hits[0]?.hierarchy.lvl1).toBe('Authentication');
  });

  it('weighs a heading match above a body-text match', () => {
    const body = record(
      'x/body',
      'content',
      { lvl1: 'Unrelated page' },
      'The word webhooks appears only here in text.',
    );
    const heading = record('x/heading', 'lvl2', { lvl1: 'Another page', lvl2: 'Webhooks' });
    const e = new SearchEngine([body, heading]);
    expect(e.search({ query: 'webhooks' }).hits[0]?.url).toBe(heading.url);
  });

  it('requires all words first', () => {
    const found = urls('vehicle jwt minutes');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('authentication#get-a-vehicle-jwt');
  });

  it('falls back to fewer words when no record has them all, most words first', () => {
    const result = search('odometer zeppelin');
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.hits[0]?.url).toContain('signals');
  });

  it('matches the last word as a prefix, and only the last', () => {
    expect(urls('authenti')).not.toHaveLength(0);
    // "authenti" is not last here, so it must match a whole word: nothing has
    // both words, and the fallback finds "jwt" alone.
    const hits = search('authenti jwt').hits;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h._highlightResult.hierarchy.lvl1?.matchLevel === 'none')).toBe(true);
  });

  it('tolerates one typo from 4 letters and two from 7, none below 4', () => {
    expect(urls('tokn')).not.toHaveLength(0); // 4 letters, 1 typo
    expect(urls('odometr')).not.toHaveLength(0); // 7 letters
    expect(urls('odomteer')).not.toHaveLength(0); // 8 letters, 2 typos (transposition)
    expect(urls('jwx')).toHaveLength(0); // 3 letters: exact only
    expect(urls('vehivle')).not.toHaveLength(0);
  });

  it('finds the parts of camelCase identifiers and the identifier itself', () => {
    expect(urls('travelled distance')[0]).toContain('signals');
    expect(urls('powertrainTransmissionTravelledDistance')[0]).toContain('signals');
  });

  it('returns one hit per section', () => {
    const hits = search('vehicle').hits;
    const sectionUrls = hits.map((h) => h.url);
    expect(new Set(sectionUrls).size).toBe(sectionUrls.length);
    expect(search('privileges owner shared').hits).toHaveLength(1);
  });

  it('cuts the query at the maximum length', () => {
    const long = `${'a'.repeat(MAX_QUERY_LENGTH)}authentication`;
    expect(search(long).query).toHaveLength(MAX_QUERY_LENGTH);
    expect(search(long).nbHits).toBe(0);
  });

  it('survives odd input without throwing', () => {
    for (const q of ['(', '.*', '[a-z]+$', '\\', '🚗🚗', 'مرحبا', '"', '%00', ' ', 'a'.repeat(10_000)]) {
      expect(() => search(q)).not.toThrow();
    }
  });

  it('rejects an index that is not a record list', () => {
    expect(() => new SearchEngine(null as never)).toThrow(SearchEngineError);
  });
});

describe('facet filters', () => {
  const r = corpus[9]!; // language fr, tag docs-default-current
  it('ANDs strings, ORs nested arrays and negates with a minus', () => {
    expect(matchesFacetFilters(r, ['language:fr'])).toBe(true);
    expect(matchesFacetFilters(r, ['language:fr', 'docusaurus_tag:blog-posts'])).toBe(false);
    expect(
      matchesFacetFilters(r, [['docusaurus_tag:blog-posts', 'docusaurus_tag:docs-default-current']]),
    ).toBe(true);
    expect(matchesFacetFilters(r, ['language:-fr'])).toBe(false);
    expect(matchesFacetFilters(r, ['language:-en'])).toBe(true);
    expect(matchesFacetFilters(r, 'language:fr')).toBe(true);
  });

  it('applies the contextual filters DocSearch sends', () => {
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    const found = urls('rate limits', { facetFilters: filters });
    expect(found).toHaveLength(0); // one is French, the other a blog post
    expect(urls('rate limits', { facetFilters: ['docusaurus_tag:blog-posts'] })).toHaveLength(1);
  });

  it('counts facets over the matching records', () => {
    const res = search('rate limits', { facets: ['language', 'docusaurus_tag'] });
    expect(res.facets).toEqual({
      language: { fr: 1, en: 1 },
      docusaurus_tag: { 'docs-default-current': 1, 'blog-posts': 1 },
    });
  });
});

describe('pagination and response shape', () => {
  it('pages with page and hitsPerPage and reports nbPages', () => {
    const all = search('vehicle').nbHits;
    const first = search('vehicle', { hitsPerPage: 1, page: 0 });
    const second = search('vehicle', { hitsPerPage: 1, page: 1 });
    expect(first.nbPages).toBe(all);
    expect(first.hits).toHaveLength(1);
    expect(second.hits[0]?.url).not.toBe(first.hits[0]?.url);
    expect(search('vehicle', { hitsPerPage: 0 }).hits).toHaveLength(0);
  });

  it('gives a queryID only when click analytics are asked', () => {
    expect(search('token').queryID).toBeUndefined();
    expect(search('token', { clickAnalytics: true }).queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('browses every record on an empty query, as Algolia does', () => {
    expect(search('').nbHits).toBe(new Set(corpus.map((c) => c.url)).size);
  });
});

describe('highlighting and snippets', () => {
  it('highlights with the tags asked for and reports the match level', () => {
    const hit = search('vehicle jwt', { highlightPreTag: '<mark>', highlightPostTag: '</mark>' }).hits[0]!;
    expect(hit._highlightResult.hierarchy.lvl2?.value).toBe('Get a <mark>Vehicle</mark> <mark>JWT</mark>');
    expect(hit._highlightResult.hierarchy.lvl2?.matchLevel).toBe('full');
    expect(hit._highlightResult.hierarchy.lvl1?.matchLevel).toBe('none');
  });

  it('uses the crawler template tags when none are asked for', () => {
    const hit = search('authentication').hits[0]!;
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe(
      '<span class="algolia-docsearch-suggestion--highlight">Authentication</span>',
    );
  });

  it('lists only non-null hierarchy levels, in order', () => {
    const hit = search('authentication').hits[0]!;
    expect(Object.keys(hit._highlightResult.hierarchy)).toEqual(['lvl0', 'lvl1']);
  });

  it('escapes document text before adding tags', () => {
    const hit = search('script quotes', { highlightPreTag: '<mark>', highlightPostTag: '</mark>' }).hits[0]!;
    expect(hit._highlightResult.content?.value).toBe(
      'Use &lt;<mark>script</mark>&gt; &amp; &quot;<mark>quotes</mark>&quot; carefully: a &gt; b.',
    );
  });

  it('cuts snippets to the asked number of words, with the ellipsis', () => {
    const hit = search('kilometres', {
      attributesToSnippet: ['content:3'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    }).hits[0]!;
    expect(hit._snippetResult.content?.value).toBe('…odometer in <mark>kilometres</mark>.');
  });

  it('snippets hierarchy levels when DocSearch asks for them', () => {
    const hit = search('vehicle jwt', { attributesToSnippet: ['hierarchy.lvl2:10', 'content:10'] }).hits[0]!;
    expect(hit._snippetResult.hierarchy?.lvl2?.value).toContain('Vehicle');
  });
});
