/**
 * Writes the search index files: the compact index the browser reads and the
 * full records file, in the format src/search/engine/format.ts declares (its
 * types, file names and sizes; its readers check what this writes, and
 * encodeIndex reads every fragment back before it returns).
 */
import {
  buildInvertedIndex,
  CORE_FILE,
  DICTIONARY_SHARD_BYTES,
  floorIndex,
  FORMAT_VERSION,
  FRAGMENT_SIZE,
  HIERARCHY_LEVELS,
  IndexFormatError,
  indexFiles,
  MAX_FRAGMENTS,
  MemoryIndex,
  OPENERS_FILE,
  openerAnswer,
  PAIRS_SHARD_BYTES,
  pairShardOf,
  POSTINGS_SHARD_BYTES,
  RECORDS_FILE,
  recordsOfFragment,
  type DictionaryShard,
  type FacetFilters,
  type IndexCore,
  type InvertedIndex,
  type OpenersFile,
  type PairsShard,
  type PostingsShard,
  type RecordFragment,
  type RecordsFile,
  type SearchManifest,
  type SearchRecord,
} from '../../src/search/engine';
import { MODAL_HITS_PER_PAGE } from '../../src/search/constants';

/** Splits a sorted list into runs whose JSON size stays near `target` bytes. */
function chunk<T>(items: readonly T[], size: (item: T) => number, target: number): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const n = size(item);
    if (current.length > 0 && bytes + n > target) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += n;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** The fragment holding records [first, first + size). */
function fragmentOf(index: InvertedIndex, first: number, size: number): RecordFragment {
  const last = Math.min(index.records.length, first + size);
  const pages: RecordFragment['pages'] = {};
  const items: RecordFragment['items'] = [];
  let page = floorIndex(index.pageStarts, first);
  const prev = index.records[first - 1];
  const continues = first > 0 && index.pageStarts[page] !== first && prev !== undefined;
  for (let id = first; id < last; id++) {
    while (page + 1 < index.pageStarts.length && index.pageStarts[page + 1]! <= id) page += 1;
    pages[String(page)] ??= { path: index.pagePaths[page]!, lvl0: index.pageGroups[page]! };
    const r = index.records[id]!;
    items.push(r.type === 'content' ? (r.content ?? '') : [r.hierarchy[r.type] ?? '', r.anchor]);
  }
  return {
    before: continues
      ? { hierarchy: HIERARCHY_LEVELS.map((l) => prev.hierarchy[l]), anchor: prev.anchor }
      : null,
    pages,
    items,
  };
}

/** Everything a build writes for search: the manifest and the folder's files, by name. */
export interface EncodedIndex {
  manifest: SearchManifest;
  /** File name (inside `manifest.dir`) → JSON text. */
  files: Map<string, string>;
}

export interface EncodeOptions {
  /** Names the folder; the caller passes a hash of the content (default: `index`). */
  hash?: (files: Map<string, string>) => string;
  /** Rebuilds every record from the fragments and throws if one differs (default: true). */
  verify?: boolean;
  /**
   * The facet filters the modal sends on this site: with them, the build
   * answers every one-character query in advance (openers.json).
   */
  modalFilters?: FacetFilters;
}

/**
 * The characters answered in advance: the letters the index's terms start
 * with, what nearly every query starts with. A digit (`429`) or a symbol takes
 * the usual steps instead: answering the ten digits too made openers.json half
 * as large again (28.9 KiB gzipped against 18.9), fetched by every reader.
 */
function openerCharacters(index: InvertedIndex): string[] {
  return [...new Set(index.terms.map((t) => t[0]!))].filter((c) => /^\p{L}$/u.test(c)).sort();
}

/** openers.json: every one-character query answered as the modal asks it, with the records it shows. */
function openersOf(index: InvertedIndex, filters: FacetFilters): OpenersFile {
  const view = new MemoryIndex(index);
  const answers: OpenersFile['answers'] = {};
  const records: OpenersFile['records'] = {};
  for (const c of openerCharacters(index)) {
    const answer = openerAnswer(view, { query: c, hitsPerPage: MODAL_HITS_PER_PAGE, facetFilters: filters });
    if (answer.ids.length === 0) continue;
    answers[c] = answer;
    for (const id of answer.ids) records[String(id)] ??= fragmentOf(index, id, 1);
  }
  return { filters: JSON.stringify(filters), hitsPerPage: MODAL_HITS_PER_PAGE, answers, records };
}

/** Writes records as the compact index plus the full records file. */
export function encodeIndex(records: readonly SearchRecord[], options: EncodeOptions = {}): EncodedIndex {
  const index = buildInvertedIndex(records);
  const pages = new Set<string>();
  for (const start of index.pageStarts) {
    const r = records[start]!;
    if (pages.has(r.url_without_anchor)) {
      throw new IndexFormatError(`The records of ${r.url_without_anchor} are not together.`);
    }
    if (r.type !== 'lvl1')
      throw new IndexFormatError(`${r.url_without_anchor} does not start with its title record.`);
    pages.add(r.url_without_anchor);
  }
  const files = new Map<string, string>();

  const ids = index.terms.map((_, i) => i);
  const dictionary = chunk(ids, (i) => index.terms[i]!.length + 8, DICTIONARY_SHARD_BYTES);
  dictionary.forEach((shard, k) => {
    const body: DictionaryShard = {
      terms: shard.map((i) => index.terms[i]!),
      df: shard.map((i) => index.df[i]!),
    };
    files.set(indexFiles.dictionaryName(k), JSON.stringify(body));
  });
  const postings = chunk(
    ids,
    (i) => index.terms[i]!.length + 4 * index.lists[i]!.length,
    POSTINGS_SHARD_BYTES,
  );
  postings.forEach((shard, k) => {
    const body: PostingsShard = {
      terms: shard.map((i) => index.terms[i]!),
      lists: shard.map((i) => index.lists[i]!),
    };
    files.set(indexFiles.postingsName(k), JSON.stringify(body));
  });
  // Pair shards by a hash of the pair: a query fetches one per pair of its words, with no table to find it.
  const pairBytes = index.pairs.reduce(
    (sum, pair, i) => sum + pair.length + 4 + 4 * index.pairLists[i]!.length,
    0,
  );
  const pairShards = index.pairs.length === 0 ? 0 : Math.max(1, Math.round(pairBytes / PAIRS_SHARD_BYTES));
  const shardBodies: PairsShard[] = Array.from({ length: pairShards }, () => ({ pairs: [], lists: [] }));
  index.pairs.forEach((pair, i) => {
    const shard = shardBodies[pairShardOf(pair, pairShards)]!;
    shard.pairs.push(pair);
    shard.lists.push(index.pairLists[i]!);
  });
  shardBodies.forEach((body, k) => files.set(indexFiles.pairsName(k), JSON.stringify(body)));
  const fragmentSize = Math.max(FRAGMENT_SIZE, Math.ceil(records.length / MAX_FRAGMENTS));
  const fragments = Math.ceil(records.length / fragmentSize);
  for (let k = 0; k < fragments; k++)
    files.set(indexFiles.fragmentName(k), JSON.stringify(fragmentOf(index, k * fragmentSize, fragmentSize)));

  const core: IndexCore = {
    version: FORMAT_VERSION,
    origin: index.origin,
    records: records.length,
    types: index.types,
    pageStarts: index.pageStarts,
    pageFacets: index.pageFacets,
    pageRanks: index.pageRanks,
    facets: index.facets,
    dictionary: dictionary.map((shard) => index.terms[shard[0]!]!),
    postings: postings.map((shard) => index.terms[shard[0]!]!),
    pairShards,
    fragmentSize,
    terms: index.terms.length,
  };
  files.set(CORE_FILE, JSON.stringify(core));
  if (options.modalFilters) files.set(OPENERS_FILE, JSON.stringify(openersOf(index, options.modalFilters)));

  if (options.verify ?? true) {
    for (let k = 0; k < fragments; k++) {
      const rebuilt = recordsOfFragment(
        core,
        k,
        JSON.parse(files.get(indexFiles.fragmentName(k))!) as RecordFragment,
      );
      rebuilt.forEach((r, i) => {
        const original = records[k * fragmentSize + i]!;
        if (JSON.stringify(r) !== JSON.stringify(normalizeRecord(original))) {
          throw new IndexFormatError(
            `Record ${original.objectID} cannot be stored compactly: ${JSON.stringify(original)} reads back as ${JSON.stringify(r)}`,
          );
        }
      });
    }
  }
  const recordsFile: RecordsFile = { version: FORMAT_VERSION, records: [...records] };
  files.set(RECORDS_FILE, JSON.stringify(recordsFile));
  const dir = options.hash?.(files) ?? 'index';
  return {
    manifest: { version: FORMAT_VERSION, dir, index: `${dir}/${RECORDS_FILE}`, records: records.length },
    files,
  };
}

/** A record with its keys in the order the reader rebuilds them, for comparison. */
function normalizeRecord(r: SearchRecord): SearchRecord {
  return {
    objectID: r.objectID,
    url: r.url,
    url_without_anchor: r.url_without_anchor,
    anchor: r.anchor,
    type: r.type,
    hierarchy: Object.fromEntries(
      HIERARCHY_LEVELS.map((l) => [l, r.hierarchy[l] ?? null]),
    ) as SearchRecord['hierarchy'],
    content: r.content,
    language: r.language,
    docusaurus_tag: r.docusaurus_tag,
    weight: { pageRank: r.weight.pageRank, level: r.weight.level, position: r.weight.position },
  };
}
