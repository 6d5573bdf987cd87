/**
 * The embedded search engine: DocSearch-shaped records in, Algolia-shaped
 * answers out. `SearchEngine` holds the whole index in memory and answers at
 * once; `runQuerySteps` runs a query step by step (./queryRun.ts) over an
 * index that loads what each step needs first (./shardedIndex.ts).
 */
import { SearchEngineError, SupersededError } from './errors';
import type { OpenerAnswer } from './format';
import { IndexTablesBase, type IndexView } from './indexView';
import { buildInvertedIndex, type InvertedIndex } from './invertedIndex';
import type { DictionaryEntry } from './matching';
import { QueryRun, type OpenerTable } from './queryRun';
import type { SearchParams, SearchRecord, SearchResponse } from './types';

/** The whole inverted index in memory, as an IndexView. */
export class MemoryIndex extends IndexTablesBase implements IndexView {
  private readonly byTerm = new Map<string, number>();
  private readonly byLetter = new Map<string, DictionaryEntry[]>();
  private readonly byPair = new Map<string, number>();

  constructor(private readonly index: InvertedIndex) {
    super({ ...index, records: index.records.length });
    index.terms.forEach((term, i) => {
      this.byTerm.set(term, i);
      const letter = term[0] ?? '';
      let list = this.byLetter.get(letter);
      if (!list) this.byLetter.set(letter, (list = []));
      list.push({ term, df: index.df[i]! });
    });
    index.pairs.forEach((pair, i) => this.byPair.set(pair, i));
  }

  entries(prefix: string): readonly DictionaryEntry[] {
    const list = this.byLetter.get(prefix[0] ?? '') ?? [];
    return prefix.length > 1 ? list.filter((e) => e.term.startsWith(prefix)) : list;
  }

  df(term: string): number {
    const i = this.byTerm.get(term);
    return i === undefined ? 0 : this.index.df[i]!;
  }

  postings(term: string): readonly number[] | undefined {
    const i = this.byTerm.get(term);
    return i === undefined ? undefined : this.index.lists[i];
  }

  pairPostings(pair: string): readonly number[] | undefined {
    const i = this.byPair.get(pair);
    return i === undefined ? undefined : this.index.pairLists[i];
  }

  record(id: number): SearchRecord {
    const r = this.index.records[id];
    if (!r) throw new SearchEngineError(`No record ${id}`);
    return r;
  }
}

/** A query taken through step 6 on an index that has everything loaded. */
function settledRun(view: IndexView, params: SearchParams, indexName = ''): QueryRun {
  const run = new QueryRun(view, params, indexName);
  run.terms();
  run.rank();
  while (!run.settle());
  return run;
}

/** Runs a query to the end on an index that has everything loaded. */
export function runQuery(view: IndexView, params: SearchParams, indexName = ''): SearchResponse {
  return settledRun(view, params, indexName).response();
}

/**
 * The build-time answer to a one-character query (openers.json): the hits the
 * modal shows, after duplicates are dropped, and how many there are.
 */
export function openerAnswer(view: IndexView, params: SearchParams): OpenerAnswer {
  return settledRun(view, params).shownAnswer();
}

/** Loads what each step of a query needs (see ShardedIndex). */
export interface StepLoaders {
  /** The dictionary entries of terms that start with these prefixes (a letter, or the word being typed). */
  dictionary(prefixes: string[]): Promise<void>;
  /** The postings of these terms. */
  terms(terms: string[]): Promise<void>;
  /** The records of these pairs of words that stand together (IndexView.pairPostings). */
  pairs(pairs: string[]): Promise<void>;
  /** Postings of the terms that start with these words, fetched with the dictionary. */
  prefixes(prefixes: string[]): Promise<void>;
  /** These records in full. */
  records(ids: number[]): Promise<void>;
  /** Resolves in a later task; awaited before the query starts and before its answer is built. */
  nextTask(): Promise<void>;
  /**
   * The build-time answers of one-character queries (with their records),
   * loaded when the modal opens; null where the index has none.
   */
  openers(): Promise<OpenerTable | null>;
}

/**
 * Runs a query step by step, loading what each step needs first. Throws a
 * SupersededError as soon as `isCurrent` says a newer query replaced it.
 */
export async function runQuerySteps(
  view: IndexView,
  params: SearchParams,
  indexName: string,
  load: StepLoaders,
  isCurrent: () => boolean = () => true,
): Promise<SearchResponse> {
  const stopIfSuperseded = () => {
    if (!isCurrent()) throw new SupersededError('A newer query replaced this one');
  };
  // A keystroke's input handling, the ranking and the answer (with the
  // results it makes the modal render) are three tasks, not one: with
  // everything already loaded a query would otherwise run to its end inside
  // the keystroke's task.
  await load.nextTask();
  stopIfSuperseded();
  const run = new QueryRun(view, params, indexName);
  // A character answered at build time skips steps 1–4: its hits, and their records, came with the openers.
  const openers = run.isOneCharacter() ? await load.openers() : null;
  stopIfSuperseded();
  if (!openers || !run.adoptOpener(openers)) {
    const first = run.exactTerms();
    await Promise.all([
      load.terms(first.terms),
      load.dictionary(first.prefixes),
      load.prefixes(first.prefixes),
    ]);
    stopIfSuperseded();
    await Promise.all([load.dictionary(run.typoLetters()), load.pairs(run.pairs())]);
    stopIfSuperseded();
    await load.terms(run.terms());
    stopIfSuperseded();
    run.rank();
  }
  do {
    await load.records(run.wanted());
    stopIfSuperseded();
  } while (!run.settle());
  await load.nextTask();
  stopIfSuperseded();
  return run.response();
}

/** The engine over records held in memory (Node tools, `npm start`, tests). */
export class SearchEngine {
  readonly records: readonly SearchRecord[];
  private readonly view: MemoryIndex;

  constructor(records: readonly SearchRecord[]) {
    if (!Array.isArray(records)) throw new SearchEngineError('The search index holds no record list.');
    this.records = records;
    this.view = new MemoryIndex(buildInvertedIndex(records));
  }

  /** One Algolia query: `params` as DocSearch or algoliasearch-helper sends them. */
  search(params: SearchParams, indexName = ''): SearchResponse {
    return runQuery(this.view, params, indexName);
  }
}
