/**
 * What a query reads from an index. Two views implement it: MemoryIndex
 * (./engine.ts), the whole index in memory, and ShardedIndex
 * (./shardedIndex.ts), which fetches each part before a query step reads it.
 */
import type { DictionaryEntry } from './matching';
import type { SearchRecord } from './types';

/**
 * The small tables an index carries whole: record count and kinds, and per
 * page its first record, facets and rank. Both index views keep them as given
 * (as a parameter type, any object with these fields).
 */
export abstract class IndexTablesBase {
  /** How many records the index holds; records are numbered from 0, page by page. */
  readonly records: number;
  /** One character per record: its heading level (`1`–`6`), or `c` for text. */
  readonly types: string;
  /** First record of each page, ascending. */
  readonly pageStarts: readonly number[];
  /** Per page: its index into `facets`. */
  readonly pageFacets: readonly number[];
  /** Per page: DocSearch's pageRank. */
  readonly pageRanks: readonly number[];
  /** Distinct [language, docusaurus_tag] pairs. */
  readonly facets: readonly (readonly [string, string])[];

  constructor(tables: IndexTablesBase) {
    this.records = tables.records;
    this.types = tables.types;
    this.pageStarts = tables.pageStarts;
    this.pageFacets = tables.pageFacets;
    this.pageRanks = tables.pageRanks;
    this.facets = tables.facets;
  }
}

/** What a query run reads from an index; the sharded index loads each part before it is read. */
export interface IndexView extends IndexTablesBase {
  /** Dictionary entries starting with a prefix (a letter, or the word being typed), sorted by term. */
  entries(prefix: string): readonly DictionaryEntry[];
  /** How many postings entries a term has (0 when not in the index; needs its postings or dictionary entry). */
  df(term: string): number;
  /** Postings of a term (see ./format.ts), or undefined when no record has it. */
  postings(term: string): readonly number[] | undefined;
  /**
   * The records where a pair of words stands next to each other
   * (tokenize.ts pairTerm), as [record − previous record, …]; undefined when
   * none has it (the sharded index: or its shard is not loaded).
   */
  pairPostings(pair: string): readonly number[] | undefined;
  /** A record in full. */
  record(id: number): SearchRecord;
}
