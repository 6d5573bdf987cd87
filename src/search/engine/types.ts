/** The DocSearch crawler's record schema, as the indexer writes it and Algolia stores it. */
export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export const HIERARCHY_LEVELS: readonly HierarchyLevel[] = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
];

export type Hierarchy = Record<HierarchyLevel, string | null>;

export interface SearchRecord {
  objectID: string;
  /** Absolute URL with the section anchor. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: HierarchyLevel | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  weight: { pageRank: number; level: number; position: number };
  /**
   * On a heading record only: the names its section's code samples use
   * (`DimoClientBuilder get_dev_jwt dimo.telemetry.query`), space-separated.
   * Searched as the record's text, never shown (hits leave it out); not part
   * of the crawler's schema.
   */
  code?: string;
  /**
   * On a heading record only: questions a developer would type that its
   * section answers, from the page's front matter (`search_questions`).
   * Searched as the record's text, each question a text of its own; never
   * shown (hits leave them out); not part of the crawler's schema.
   */
  questions?: string[];
}

/** The objectID of the record at `position` on a page: its path and position, stable and short. */
export function recordObjectID(pageUrl: string, position: number): string {
  return `${new URL(pageUrl, 'http://localhost').pathname}#${position}`;
}

/** The objectID of a page's title record, which stands for the page in recent searches. */
export function pageObjectID(pageUrl: string): string {
  return recordObjectID(pageUrl, 0);
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface SearchHit extends SearchRecord {
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult: {
    hierarchy?: Partial<Record<HierarchyLevel, SnippetResult>>;
    content?: SnippetResult;
  };
}

/** The search parameters the engine understands, in Algolia's names. */
export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string[] | string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToSnippet?: string[] | string;
  snippetEllipsisText?: string;
  attributesToRetrieve?: string[];
  clickAnalytics?: boolean;
  [other: string]: unknown;
}

/** Algolia facet filters: a string is one filter; in an array, strings are ANDed and nested arrays ORed. */
export type FacetFilters = string | (string | string[])[];

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
  queryID?: string;
}
