/**
 * The compact index as the browser reads it: each part of ./format.ts is
 * fetched when a query step first needs it, and kept. A failure to load any
 * part throws; the browser's client turns it into the RetryError DocSearch shows.
 */
import { runQuerySteps } from './engine';
import { SearchEngineError } from './errors';
import { floorIndex } from './floorIndex';
import {
  indexFiles,
  parseCore,
  parseDictionaryShard,
  parseFragment,
  pairShardOf,
  parseOpeners,
  parsePairsShard,
  parsePostingsShard,
  recordsOfFragment,
  recordsOfOpeners,
  type IndexCore,
  type OpenersFile,
} from './format';
import { IndexTablesBase, type IndexView } from './indexView';
import type { DictionaryEntry } from './matching';
import { FRAGMENT_REQUESTS_PER_TASK, PREFIX_RANGE_SHARDS } from './options';
import type { SearchParams, SearchRecord, SearchResponse } from './types';

/**
 * Resolves in a later task, so that the browser may handle input and paint in
 * between (setTimeout: the one host timer every runtime of the engine has).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Reads a file of the index folder as parsed JSON. */
export interface IndexFileSource {
  load(name: string): Promise<unknown>;
}

/**
 * An index view over the compact files: `open` reads the core, and each
 * `load…` method fetches (once) the files a query step needs before the step
 * reads them through the IndexView methods.
 */
export class ShardedIndex extends IndexTablesBase implements IndexView {
  private readonly dictionaryFirsts: string[];
  private readonly loading = new Map<string, Promise<void>>();
  private readonly dictionary = new Map<number, DictionaryEntry[]>();
  private readonly byPrefix = new Map<string, DictionaryEntry[]>();
  private readonly dfs = new Map<string, number>();
  private readonly postingLists = new Map<string, readonly number[]>();
  private readonly loadedPostings = new Set<number>();
  private readonly pairLists = new Map<string, readonly number[]>();
  private readonly fragments = new Map<number, SearchRecord[]>();
  /** Records that came with the openers, outside any loaded fragment. */
  private readonly openerRecords = new Map<number, SearchRecord>();
  private openersFile: OpenersFile | null = null;

  private constructor(
    private readonly source: IndexFileSource,
    readonly core: IndexCore,
  ) {
    super(core);
    this.dictionaryFirsts = core.dictionary;
  }

  static async open(source: IndexFileSource): Promise<ShardedIndex> {
    return new ShardedIndex(source, parseCore(await source.load(indexFiles.core)));
  }

  /** Loads a file once; concurrent callers share the request, and a failure may be retried. */
  private once(name: string, apply: (data: unknown) => void): Promise<void> {
    let pending = this.loading.get(name);
    if (!pending) {
      pending = this.source.load(name).then(apply, (error: unknown) => {
        this.loading.delete(name);
        throw error;
      });
      this.loading.set(name, pending);
    }
    return pending;
  }

  /** The dictionary shards that may hold terms starting with `prefix`: a letter's, or only a word's part of them. */
  private dictionaryShardsFor(prefix: string): number[] {
    const from = floorIndex(this.dictionaryFirsts, prefix);
    const to = floorIndex(this.dictionaryFirsts, `${prefix}\uffff`);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  }

  private loadDictionaryShard(k: number): Promise<void> {
    return this.once(indexFiles.dictionaryName(k), (data) => {
      const shard = parseDictionaryShard(data);
      shard.terms.forEach((term, i) => this.dfs.set(term, shard.df[i]!));
      this.dictionary.set(
        k,
        shard.terms.map((term, i) => ({ term, df: shard.df[i]! })),
      );
      this.byPrefix.clear();
    });
  }

  /**
   * The build-time answers of one-character queries, with their records
   * (format.ts, openers.json); null when they cannot be loaded, so that the
   * query takes the usual steps (a later query tries again).
   */
  async loadOpeners(): Promise<OpenersFile | null> {
    try {
      await this.once(indexFiles.openers, (data) => {
        const openers = parseOpeners(data);
        for (const [id, record] of recordsOfOpeners(this.core, openers)) this.openerRecords.set(id, record);
        this.openersFile = openers;
      });
    } catch {
      return null;
    }
    return this.openersFile;
  }

  /**
   * Steps 1 and 2: the dictionary shards of the terms that start with these
   * prefixes: the word being typed (its completions), or a first letter (the
   * corrections of a word, which may differ anywhere after it).
   */
  async loadDictionary(prefixes: readonly string[]): Promise<void> {
    const shards = new Set(prefixes.flatMap((p) => this.dictionaryShardsFor(p)));
    await Promise.all([...shards].map((k) => this.loadDictionaryShard(k)));
  }

  entries(prefix: string): readonly DictionaryEntry[] {
    let list = this.byPrefix.get(prefix);
    if (!list) {
      list = this.dictionaryShardsFor(prefix)
        .flatMap((k) => this.dictionary.get(k) ?? [])
        .filter((e) => e.term.startsWith(prefix));
      this.byPrefix.set(prefix, list);
    }
    return list;
  }

  private async loadPostingsShards(shards: Iterable<number>): Promise<void> {
    await Promise.all(
      [...new Set(shards)]
        .filter((k) => !this.loadedPostings.has(k))
        .map((k) =>
          this.once(indexFiles.postingsName(k), (data) => {
            const shard = parsePostingsShard(data);
            shard.terms.forEach((term, i) => this.postingLists.set(term, shard.lists[i]!));
            this.loadedPostings.add(k);
          }),
        ),
    );
  }

  /** Step 2: the postings shards that hold these terms. */
  loadTerms(terms: readonly string[]): Promise<void> {
    return this.loadPostingsShards(terms.map((t) => floorIndex(this.core.postings, t)));
  }

  /**
   * With step 1: for each word, the postings shards of every term that
   * starts with it, when they are at most PREFIX_RANGE_SHARDS (so that its
   * completions need no second round trip); nothing for a word with more.
   */
  loadPrefixRanges(prefixes: readonly string[]): Promise<void> {
    return this.loadPostingsShards(
      prefixes.flatMap((prefix) => {
        const from = floorIndex(this.core.postings, prefix);
        const to = floorIndex(this.core.postings, `${prefix}\uffff`);
        const count = to - from + 1;
        return count <= PREFIX_RANGE_SHARDS ? Array.from({ length: count }, (_, i) => from + i) : [];
      }),
    );
  }

  df(term: string): number {
    const list = this.postingLists.get(term);
    return list ? list.length / 3 : (this.dfs.get(term) ?? 0);
  }

  /** With step 2: the pair shards of these pairs of words. */
  async loadPairs(pairs: readonly string[]): Promise<void> {
    const shards = this.core.pairShards;
    if (shards === 0) return;
    await Promise.all(
      [...new Set(pairs.map((pair) => pairShardOf(pair, shards)))].map((k) =>
        this.once(indexFiles.pairsName(k), (data) => {
          const shard = parsePairsShard(data);
          shard.pairs.forEach((pair, i) => this.pairLists.set(pair, shard.lists[i]!));
        }),
      ),
    );
  }

  pairPostings(pair: string): readonly number[] | undefined {
    return this.pairLists.get(pair);
  }

  /** Postings of a term; undefined when the term is not in the index or its shard is not loaded. */
  postings(term: string): readonly number[] | undefined {
    return this.postingLists.get(term);
  }

  /**
   * Step 3: the fragments that hold these records, FRAGMENT_REQUESTS_PER_TASK
   * requests per task, so that starting twenty requests is not one long task.
   * Stops starting them once `isCurrent` says a newer query replaced this one.
   */
  async loadRecords(ids: readonly number[], isCurrent: () => boolean = () => true): Promise<void> {
    const size = this.core.fragmentSize;
    const missing = [
      ...new Set(ids.filter((id) => !this.openerRecords.has(id)).map((id) => Math.floor(id / size))),
    ].filter((k) => !this.fragments.has(k));
    const pending: Promise<void>[] = [];
    for (let i = 0; i < missing.length; i += FRAGMENT_REQUESTS_PER_TASK) {
      if (i > 0) await nextTask();
      if (!isCurrent()) break;
      for (const k of missing.slice(i, i + FRAGMENT_REQUESTS_PER_TASK)) {
        const request = this.once(indexFiles.fragmentName(k), (data) => {
          this.fragments.set(k, recordsOfFragment(this.core, k, parseFragment(data)));
        });
        // Observed now, reported below: a request may fail while later ones are being started.
        request.catch(() => undefined);
        pending.push(request);
      }
    }
    await Promise.all(pending);
  }

  record(id: number): SearchRecord {
    const size = this.core.fragmentSize;
    const record = this.fragments.get(Math.floor(id / size))?.[id % size] ?? this.openerRecords.get(id);
    if (!record) throw new SearchEngineError(`Record ${id} was not loaded`);
    return record;
  }
}

/** The engine over a sharded index: each step waits for the files it needs. */
export class ShardedSearchEngine {
  /** `index` is shared: files loaded for one query serve the next. */
  constructor(readonly index: ShardedIndex) {}

  /**
   * One Algolia query, as SearchEngine.search answers it; `isCurrent` says
   * whether the reader still waits for it (when not, fetching stops and the
   * answer rejects with a SupersededError).
   */
  search(params: SearchParams, indexName = '', isCurrent?: () => boolean): Promise<SearchResponse> {
    return runQuerySteps(
      this.index,
      params,
      indexName,
      {
        dictionary: (p) => this.index.loadDictionary(p),
        terms: (t) => this.index.loadTerms(t),
        pairs: (p) => this.index.loadPairs(p),
        prefixes: (p) => this.index.loadPrefixRanges(p),
        nextTask,
        records: (ids) => this.index.loadRecords(ids, isCurrent),
        openers: () => this.index.loadOpeners(),
      },
      isCurrent,
    );
  }
}
