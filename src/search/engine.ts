/**
 * The embedded search engine: DocSearch-shaped records in, Algolia-shaped
 * answers out. Plain TypeScript on MiniSearch, with no DOM and no Node API, so
 * the browser, the tests and the local Algolia-compatible endpoint run the same
 * code.
 */
import MiniSearch, { type SearchResult } from 'minisearch';

import {
  DEFAULT_ATTRIBUTES_TO_SNIPPET,
  DEFAULT_HIGHLIGHT_POST_TAG,
  DEFAULT_HIGHLIGHT_PRE_TAG,
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_SNIPPET_ELLIPSIS,
  MAX_QUERY_LENGTH,
  MIN_WORD_SIZE_FOR_ONE_TYPO,
  MIN_WORD_SIZE_FOR_TWO_TYPOS,
  PAGINATION_LIMIT,
} from './constants';
import {
  editDistance,
  highlight,
  matchTokens,
  snippet,
  type HighlightTags,
  type WordMatcher,
} from './highlight';
import { indexTerms, normalizeTerm, splitWords, termsOfWord } from './tokenize';
import {
  HIERARCHY_LEVELS,
  type FacetFilters,
  type HierarchyLevel,
  type SearchHit,
  type SearchParams,
  type SearchRecord,
  type SearchResponse,
} from './types';

/**
 * Ranking options, declared once.
 * - `boost`: how much a match in each attribute counts. The page title (lvl1)
 *   and section headings outweigh body text; lvl0 (the sidebar category) is
 *   shared by many pages, so it counts less than a title.
 * - Typo tolerance follows Algolia's word-size rule: none below 4 letters, one
 *   typo from 4, two from 7.
 * - Only the last query word is a prefix (the reader may still be typing it).
 */
export const ENGINE_OPTIONS = {
  boost: { lvl0: 2, lvl1: 8, lvl2: 5, lvl3: 4, lvl4: 3, lvl5: 2, lvl6: 2, content: 1 } as Record<
    HierarchyLevel | 'content',
    number
  >,
  typos(term: string): number {
    if (term.length >= MIN_WORD_SIZE_FOR_TWO_TYPOS) return 2;
    if (term.length >= MIN_WORD_SIZE_FOR_ONE_TYPO) return 1;
    return 0;
  },
  /** Weights MiniSearch gives to typo and prefix matches relative to exact ones. */
  weights: { fuzzy: 0.4, prefix: 0.6 },
};

const FIELDS = [...HIERARCHY_LEVELS, 'content'] as const;
type Field = (typeof FIELDS)[number];
type IndexedDoc = { id: number } & Record<Field, string>;

export class SearchEngineError extends Error {
  override name = 'SearchEngineError';
}

function getPath(record: SearchRecord, attribute: string): unknown {
  let value: unknown = record;
  for (const key of attribute.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function parseFilter(filter: string): (record: SearchRecord) => boolean {
  const colon = filter.indexOf(':');
  if (colon < 0) return () => false;
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  return (record) => {
    const actual = getPath(record, attribute);
    const has = Array.isArray(actual) ? actual.map(String).includes(value) : String(actual) === value;
    return negated ? !has : has;
  };
}

/** Algolia facet filters: strings are ANDed, nested arrays are ORed, `attr:-value` negates. */
export function matchesFacetFilters(record: SearchRecord, filters: FacetFilters | undefined): boolean {
  return compileFacetFilters(filters)(record);
}

/** Parses facet filters once into a predicate, for use on every candidate record of a query. */
export function compileFacetFilters(filters: FacetFilters | undefined): (record: SearchRecord) => boolean {
  if (filters === undefined) return () => true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const clauses = list.map((f) => (Array.isArray(f) ? f.map(parseFilter) : [parseFilter(f)]));
  return (record) => clauses.every((any) => any.length === 0 || any.some((test) => test(record)));
}

function parseSnippetSpec(spec: string[] | string | undefined): Map<string, number> {
  const list = spec === undefined ? DEFAULT_ATTRIBUTES_TO_SNIPPET : typeof spec === 'string' ? [spec] : spec;
  const out = new Map<string, number>();
  for (const s of list) {
    const [attr, n] = s.split(':');
    if (attr) out.set(attr, n ? Math.max(1, Number.parseInt(n, 10) || 10) : 10);
  }
  return out;
}

function randomQueryId(): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

function toInt(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

function byCustomRanking(a: SearchRecord, b: SearchRecord): number {
  return (
    b.weight.pageRank - a.weight.pageRank ||
    b.weight.level - a.weight.level ||
    a.weight.position - b.weight.position
  );
}

export class SearchEngine {
  readonly records: readonly SearchRecord[];
  private readonly index: MiniSearch<IndexedDoc>;

  constructor(records: readonly SearchRecord[]) {
    if (!Array.isArray(records)) throw new SearchEngineError('The search index holds no record list.');
    this.records = records;
    this.index = new MiniSearch<IndexedDoc>({
      fields: [...FIELDS],
      storeFields: [],
      tokenize: indexTerms,
      processTerm: (term) => normalizeTerm(term) || null,
      searchOptions: {
        tokenize: splitWords,
        processTerm: (term) => normalizeTerm(term) || null,
      },
    });
    this.index.addAll(
      records.map((r, id) => {
        const doc = { id, content: r.content ?? '' } as IndexedDoc;
        for (const level of HIERARCHY_LEVELS) doc[level] = r.hierarchy[level] ?? '';
        return doc;
      }),
    );
  }

  /** One Algolia query: `params` as DocSearch or algoliasearch-helper sends them. */
  search(params: SearchParams, indexName = ''): SearchResponse {
    const started = Date.now();
    const query = String(params.query ?? '').slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = Math.min(toInt(params.hitsPerPage, DEFAULT_HITS_PER_PAGE), PAGINATION_LIMIT);
    const page = toInt(params.page, 0);
    const filter = compileFacetFilters(params.facetFilters);
    const queryWords = splitWords(query).map(normalizeTerm).filter(Boolean);

    const ranked = queryWords.length === 0 ? this.browse(filter) : this.rank(query, queryWords, filter);
    const distinct = this.distinct(ranked.map((r) => r.record));
    const nbHits = distinct.length;
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(Math.min(nbHits, PAGINATION_LIMIT) / hitsPerPage);
    const pageRecords = hitsPerPage === 0 ? [] : distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const matcher = this.wordMatcher(queryWords, ranked, !/\s$/.test(query));

    const tags: HighlightTags = {
      pre: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : DEFAULT_HIGHLIGHT_PRE_TAG,
      post:
        typeof params.highlightPostTag === 'string' ? params.highlightPostTag : DEFAULT_HIGHLIGHT_POST_TAG,
    };
    const ellipsis =
      typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : DEFAULT_SNIPPET_ELLIPSIS;
    const snippets = parseSnippetSpec(params.attributesToSnippet);

    const response: SearchResponse = {
      hits: pageRecords.map((record) =>
        this.toHit(record, matcher, queryWords.length, tags, ellipsis, snippets),
      ),
      nbHits,
      page,
      nbPages,
      hitsPerPage,
      exhaustiveNbHits: true,
      query,
      params: new URLSearchParams({ query, page: String(page), hitsPerPage: String(hitsPerPage) }).toString(),
      index: indexName,
      processingTimeMS: Date.now() - started,
    };
    const facets =
      params.facets === undefined ? [] : typeof params.facets === 'string' ? [params.facets] : params.facets;
    if (facets.length > 0) response.facets = this.countFacets(distinct, facets);
    if (params.clickAnalytics === true) response.queryID = randomQueryId();
    return response;
  }

  private browse(filter: (r: SearchRecord) => boolean): { record: SearchRecord; terms: string[] }[] {
    return this.records
      .filter(filter)
      .sort(byCustomRanking)
      .map((record) => ({ record, terms: [] }));
  }

  private rank(
    query: string,
    queryWords: string[],
    filter: (r: SearchRecord) => boolean,
  ): { record: SearchRecord; terms: string[] }[] {
    const options = {
      boost: ENGINE_OPTIONS.boost,
      weights: ENGINE_OPTIONS.weights,
      prefix: (_term: string, i: number, terms: string[]) => i === terms.length - 1 && !/\s$/.test(query),
      fuzzy: (term: string) => ENGINE_OPTIONS.typos(term),
      filter: (result: SearchResult) => filter(this.records[result.id as number]!),
    };
    let results = this.index.search(query, { ...options, combineWith: 'AND' });
    // No page has every word: fall back to pages with most of them, as Algolia's
    // removeWordsIfNoResults does. Results with more of the words score higher.
    if (results.length === 0 && queryWords.length > 1) {
      results = this.index.search(query, { ...options, combineWith: 'OR' });
    }
    return results
      .map((r) => ({
        record: this.records[r.id as number]!,
        terms: r.terms,
        score: r.score,
        words: r.queryTerms.length,
      }))
      .sort((a, b) => b.words - a.words || b.score - a.score || byCustomRanking(a.record, b.record))
      .map(({ record, terms }) => ({ record, terms }));
  }

  /** One hit per section: Algolia's `distinct` on `url`, keeping the best-ranked record. */
  private distinct(records: SearchRecord[]): SearchRecord[] {
    const seen = new Set<string>();
    return records.filter((r) => {
      if (seen.has(r.url)) return false;
      seen.add(r.url);
      return true;
    });
  }

  private countFacets(records: SearchRecord[], attributes: string[]): Record<string, Record<string, number>> {
    const wanted = attributes.includes('*') ? ['language', 'docusaurus_tag', 'type'] : attributes;
    const out: Record<string, Record<string, number>> = {};
    for (const attribute of wanted) {
      const counts: Record<string, number> = {};
      for (const r of records) {
        const v = getPath(r, attribute);
        if (typeof v === 'string') counts[v] = (counts[v] ?? 0) + 1;
      }
      out[attribute] = counts;
    }
    return out;
  }

  /**
   * Which query words a document word matches, as Algolia highlights: any word
   * of any attribute that matches a query word (exactly, as the last word's
   * prefix, or within the typo allowance) is highlighted. Built once per query
   * over the terms MiniSearch matched, with a cache per distinct word.
   */
  private wordMatcher(
    queryWords: string[],
    ranked: { terms: string[] }[],
    lastIsPrefix: boolean,
  ): WordMatcher {
    const matchedTerms = new Set(ranked.flatMap((r) => r.terms));
    const cache = new Map<string, string[]>();
    const last = queryWords.length - 1;
    return (word) => {
      const cached = cache.get(word);
      if (cached) return cached;
      const terms = termsOfWord(word).filter((t) => matchedTerms.has(t));
      const result =
        terms.length === 0
          ? []
          : queryWords.filter((q, i) =>
              terms.some(
                (t) =>
                  t === q ||
                  (lastIsPrefix && i === last && t.startsWith(q)) ||
                  editDistance(t, q, ENGINE_OPTIONS.typos(q)) <= ENGINE_OPTIONS.typos(q),
              ),
            );
      cache.set(word, result);
      return result;
    };
  }

  private toHit(
    record: SearchRecord,
    matcher: WordMatcher,
    queryWordCount: number,
    tags: HighlightTags,
    ellipsis: string,
    snippets: Map<string, number>,
  ): SearchHit {
    const n = queryWordCount;
    const hierarchy: SearchHit['_highlightResult']['hierarchy'] = {};
    const hierarchySnippets: NonNullable<SearchHit['_snippetResult']['hierarchy']> = {};
    for (const level of HIERARCHY_LEVELS) {
      const text = record.hierarchy[level];
      if (text === null) continue;
      const toks = matchTokens(text, matcher);
      hierarchy[level] = highlight(text, toks, n, tags);
      const words = snippets.get(`hierarchy.${level}`);
      if (words !== undefined) hierarchySnippets[level] = snippet(text, toks, n, words, tags, ellipsis);
    }
    const hit: SearchHit = { ...record, _highlightResult: { hierarchy }, _snippetResult: {} };
    if (record.content !== null) {
      const toks = matchTokens(record.content, matcher);
      hit._highlightResult.content = highlight(record.content, toks, n, tags);
      const words = snippets.get('content');
      if (words !== undefined)
        hit._snippetResult.content = snippet(record.content, toks, n, words, tags, ellipsis);
    }
    if (Object.keys(hierarchySnippets).length > 0) hit._snippetResult.hierarchy = hierarchySnippets;
    return hit;
  }
}
