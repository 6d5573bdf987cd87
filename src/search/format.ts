// Browser-safe: the one module that knows the search index files. Imported by the build plugin
// (plugins/search-index), the browser client, the MCP server (mcp/) and the scripts.
/**
 * The files a build writes under `search/`:
 *
 *   manifest.json            never cached: names this build's folder
 *   <hash>/core.json         record kinds, page boundaries and facets, shard tables
 *   <hash>/d<n>.json         dictionary shards: sorted terms and how many records hold each
 *   <hash>/p<n>.json         postings shards: for each term, the records and fields it is in
 *   <hash>/r<n>.json         record fragments: a few records each (FRAGMENT_SIZE), self-contained
 *   <hash>/openers.json      the first keystroke's answers: for each character a word starts
 *                            with, the hits the modal shows for that one character, ranked
 *                            at build time, with their records (fetched when the modal opens)
 *   <hash>/records.json      every record in full (DocSearch crawler schema), for Algolia
 *                            upload, the MCP server and the local Algolia-compatible endpoint;
 *                            the browser never fetches it
 *
 * The folder is named by a hash of its content, so every file in it can be
 * cached for ever. A first query fetches the manifest, the core, the
 * dictionary shards of its words' first letters, the postings of its terms and the
 * fragments of the hits it shows: no hierarchy string or URL is repeated per
 * record, and text is fetched only for the hits on screen.
 *
 * Postings are flat number lists, three numbers per entry, sorted by record:
 *   [record − previous record, field, x]
 *   field 0      the term is in the record's text; x = how many times
 *   field 1–6    the term is in the heading of this level (lvl1 = page title) that
 *                the record is; x = how many records its section spans, itself included
 *   field 7      the term is in the page group (lvl0) of x records from this one
 */
import {
  DICTIONARY_SHARD_BYTES,
  FRAGMENT_SIZE,
  MAX_FRAGMENTS,
  MODAL_HITS_PER_PAGE,
  POSTINGS_SHARD_BYTES,
} from './constants';
import { MemoryIndex, openerAnswer } from './engine';
import { buildInvertedIndex, kindLevelWeight, kindType, type InvertedIndex } from './invertedIndex';
import { HIERARCHY_LEVELS, recordObjectID, type FacetFilters, type SearchRecord } from './types';

export const FORMAT_VERSION = 2;
export const MANIFEST_FILE = 'manifest.json';
export const CORE_FILE = 'core.json';
export const RECORDS_FILE = 'records.json';
export const OPENERS_FILE = 'openers.json';

export { DICTIONARY_SHARD_BYTES, FRAGMENT_SIZE, MAX_FRAGMENTS, POSTINGS_SHARD_BYTES };

export class IndexFormatError extends Error {
  override name = 'IndexFormatError';
}

// -------------------------------------------------------------- manifest ---

/** Small, never-cached pointer to this build's files. */
export interface SearchManifest {
  version: typeof FORMAT_VERSION;
  /** The folder of this build's files, under search/. */
  dir: string;
  /** The full records file, relative to search/. */
  index: string;
  /** How many records the index holds. */
  records: number;
}

/** Where the records file and (for the compact index) the folder are, read from any manifest version. */
export interface ManifestInfo {
  /** Records file, relative to search/. */
  recordsFile: string;
  /** Folder of the compact index, or null for a version 1 index (records only). */
  dir: string | null;
  records: number | null;
}

/** A file or folder name the manifest may give: no `..`, no slash, no scheme. */
const SAFE_NAME = /^\w[\w.-]*$/;
/** A JSON file under search/, at most one folder deep. */
const SAFE_PATH = /^\w[\w.-]*(\/\w[\w.-]*)?\.json$/;

/**
 * Reads a parsed manifest. Version 1 (one records file, before the compact
 * index) is still read, so the MCP server can search a site deployed before.
 */
export function parseManifest(data: unknown): ManifestInfo {
  const m = data as { version?: number; dir?: unknown; index?: unknown; records?: unknown } | null;
  if (!m || typeof m !== 'object' || typeof m.index !== 'string' || !SAFE_PATH.test(m.index)) {
    throw new IndexFormatError('The search manifest is malformed (expected {version, index, …})');
  }
  const records = typeof m.records === 'number' ? m.records : null;
  if (m.version === 1) return { recordsFile: m.index, dir: null, records };
  if (m.version !== FORMAT_VERSION || typeof m.dir !== 'string' || !SAFE_NAME.test(m.dir)) {
    throw new IndexFormatError(
      `The search manifest is malformed (expected version ${FORMAT_VERSION} and a dir)`,
    );
  }
  return { recordsFile: m.index, dir: m.dir, records };
}

// --------------------------------------------------------------- records ---

function isRecordList(value: unknown): value is SearchRecord[] {
  return (
    Array.isArray(value) &&
    value.every(
      (r) =>
        r !== null &&
        typeof r === 'object' &&
        typeof (r as SearchRecord).url === 'string' &&
        typeof (r as SearchRecord).hierarchy === 'object' &&
        (r as SearchRecord).hierarchy !== null,
    )
  );
}

/** The full records file: `{version, records}`. */
export interface RecordsFile {
  version: number;
  records: SearchRecord[];
}

/** Checks a parsed records file; throws a message that says what is wrong. */
export function parseRecordsFile(data: unknown): SearchRecord[] {
  const file = data as Partial<RecordsFile> | null;
  if (
    !file ||
    typeof file !== 'object' ||
    (file.version !== 1 && file.version !== FORMAT_VERSION) ||
    !isRecordList(file.records)
  ) {
    throw new IndexFormatError('The search records file is malformed (expected {version, records: [...]})');
  }
  return file.records;
}

// ------------------------------------------------------------------ core ---

/** Record kinds in `IndexCore.types`: a heading level 1–6 or text. */
export type RecordKind = '1' | '2' | '3' | '4' | '5' | '6' | 'c';

export interface IndexCore {
  version: typeof FORMAT_VERSION;
  /** Site origin the page paths are on, e.g. https://build.dimo.org */
  origin: string;
  records: number;
  /** One character per record: its heading level, or `c` for text. */
  types: string;
  /** First record of each page, ascending; every page starts with its title record. */
  pageStarts: number[];
  /** Per page: index into `facets`. */
  pageFacets: number[];
  /** Per page: DocSearch's pageRank. */
  pageRanks: number[];
  /** Distinct [language, docusaurus_tag] pairs. */
  facets: [string, string][];
  /** Per dictionary shard: its first term. */
  dictionary: string[];
  /** Per postings shard: its first term. */
  postings: string[];
  fragmentSize: number;
  /** Number of distinct terms. */
  terms: number;
}

export interface DictionaryShard {
  terms: string[];
  /** Per term: how many postings entries it has (records, sections or page groups). */
  df: number[];
}

export interface PostingsShard {
  terms: string[];
  lists: number[][];
}

/** A fragment: the records [k × fragmentSize, (k + 1) × fragmentSize), readable on its own. */
export interface RecordFragment {
  /** Hierarchy (lvl0–lvl6) and anchor in force before the first record, when it continues a page. */
  before: { hierarchy: (string | null)[]; anchor: string | null } | null;
  /** The pages the fragment's records are on, by page number: path and lvl0. */
  pages: Record<string, { path: string; lvl0: string }>;
  /** Per record: its text (content or heading), and for headings also its anchor. */
  items: (string | [string, string | null])[];
}

/** One character's answer: the hits shown, best first, and how many records match. */
export interface OpenerAnswer {
  ids: number[];
  nbHits: number;
}

/**
 * The first keystroke's answers. A one-character query is the most expensive
 * to answer from the shards (every word it starts: the whole dictionary
 * range, seven or more postings shards, then twenty fragments) and the one
 * every reader types first.
 */
export interface OpenersFile {
  /** The facet filters the answers were ranked with, as JSON: the modal's on this site. */
  filters: string;
  /** Hits per answer: the modal's page. */
  hitsPerPage: number;
  /** By character, as typed (lower case). */
  answers: Record<string, OpenerAnswer>;
  /** Every record an answer shows, by record number, as a fragment of that one record. */
  records: Record<string, RecordFragment>;
}

const fragmentName = (k: number) => `r${k}.json`;
const dictionaryName = (k: number) => `d${k}.json`;
const postingsName = (k: number) => `p${k}.json`;

/** File names inside the index folder. */
export const indexFiles = {
  core: CORE_FILE,
  openers: OPENERS_FILE,
  records: RECORDS_FILE,
  fragmentName,
  dictionaryName,
  postingsName,
};

function check(ok: unknown, what: string): asserts ok {
  if (!ok) throw new IndexFormatError(`The search index is malformed: ${what}`);
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');

export function parseCore(data: unknown): IndexCore {
  const c = data as IndexCore;
  check(c && typeof c === 'object' && c.version === FORMAT_VERSION, 'core version');
  check(typeof c.types === 'string' && c.types.length === c.records, 'core types');
  check(isNumbers(c.pageStarts) && c.pageStarts[0] === 0, 'core pages');
  check(isNumbers(c.pageFacets) && c.pageFacets.length === c.pageStarts.length, 'core page facets');
  check(isNumbers(c.pageRanks) && c.pageRanks.length === c.pageStarts.length, 'core page ranks');
  check(Array.isArray(c.facets) && c.facets.every(isStrings), 'core facets');
  check(isStrings(c.dictionary), 'dictionary table');
  check(isStrings(c.postings), 'postings table');
  check(typeof c.fragmentSize === 'number' && c.fragmentSize > 0, 'fragment size');
  return c;
}

export function parseDictionaryShard(data: unknown): DictionaryShard {
  const d = data as DictionaryShard;
  check(d && isStrings(d.terms) && isNumbers(d.df) && d.df.length === d.terms.length, 'dictionary shard');
  return d;
}

export function parsePostingsShard(data: unknown): PostingsShard {
  const p = data as PostingsShard;
  check(
    p && isStrings(p.terms) && Array.isArray(p.lists) && p.lists.length === p.terms.length,
    'postings shard',
  );
  check(p.lists.every(isNumbers), 'postings lists');
  return p;
}

export function parseFragment(data: unknown): RecordFragment {
  const f = data as RecordFragment;
  check(
    f && typeof f === 'object' && Array.isArray(f.items) && f.pages && typeof f.pages === 'object',
    'fragment',
  );
  return f;
}

export function parseOpeners(data: unknown): OpenersFile {
  const o = data as OpenersFile;
  check(o && typeof o === 'object' && typeof o.filters === 'string', 'openers');
  check(typeof o.hitsPerPage === 'number' && o.answers && o.records, 'openers tables');
  for (const answer of Object.values(o.answers)) {
    check(isNumbers(answer.ids) && typeof answer.nbHits === 'number', 'opener answer');
    for (const id of answer.ids) check(o.records[String(id)], `opener record ${id}`);
  }
  return o;
}

/** The records of an openers file, by record number. */
export function recordsOfOpeners(core: IndexCore, openers: OpenersFile): Map<number, SearchRecord> {
  const out = new Map<number, SearchRecord>();
  for (const [id, fragment] of Object.entries(openers.records)) {
    out.set(Number(id), recordsFrom(core, Number(id), parseFragment(fragment), `opener record ${id}`)[0]!);
  }
  return out;
}

/** Index of the page holding a record (binary search over page starts). */
export function pageOf(core: Pick<IndexCore, 'pageStarts'>, record: number): number {
  let lo = 0;
  let hi = core.pageStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (core.pageStarts[mid]! <= record) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Rebuilds the full records of a fragment, as the records file holds them. */
export function recordsOfFragment(core: IndexCore, k: number, fragment: RecordFragment): SearchRecord[] {
  return recordsFrom(core, k * core.fragmentSize, fragment, `fragment ${k}`);
}

/** Rebuilds the records of a fragment whose first record is `first`; `name` names it in errors. */
function recordsFrom(core: IndexCore, first: number, fragment: RecordFragment, name: string): SearchRecord[] {
  const out: SearchRecord[] = [];
  const hierarchy: (string | null)[] = fragment.before ? [...fragment.before.hierarchy] : Array(7).fill(null);
  let anchor = fragment.before?.anchor ?? null;
  let page = pageOf(core, first);
  fragment.items.forEach((item, i) => {
    const id = first + i;
    while (page + 1 < core.pageStarts.length && core.pageStarts[page + 1]! <= id) page += 1;
    const info = fragment.pages[String(page)];
    check(info, `${name} lacks page ${page}`);
    if (core.pageStarts[page] === id) {
      hierarchy.fill(null);
      hierarchy[0] = info.lvl0;
      anchor = null;
    }
    const kind = core.types[id]!;
    let content: string | null = null;
    if (kind === 'c') {
      check(typeof item === 'string', `${name} item ${i}`);
      content = item;
    } else {
      check(Array.isArray(item), `${name} item ${i}`);
      const level = Number(kind);
      hierarchy[level] = item[0];
      for (let l = level + 1; l < 7; l++) hierarchy[l] = null;
      anchor = item[1];
    }
    const pageUrl = core.origin + info.path;
    const [language, tag] = core.facets[core.pageFacets[page]!]!;
    const position = id - core.pageStarts[page]!;
    out.push({
      objectID: recordObjectID(pageUrl, position),
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      type: kindType(kind),
      hierarchy: Object.fromEntries(
        HIERARCHY_LEVELS.map((l, n) => [l, hierarchy[n] ?? null]),
      ) as SearchRecord['hierarchy'],
      content,
      language,
      docusaurus_tag: tag,
      weight: { pageRank: core.pageRanks[page]!, level: kindLevelWeight(kind), position },
    });
  });
  return out;
}

// -------------------------------------------------------------- writing ---

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
  let page = pageOf(index, first);
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

/** Characters a query of one may be: the first characters of the index's terms. */
function openerCharacters(index: InvertedIndex): string[] {
  return [...new Set(index.terms.map((t) => t[0]!))].sort();
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
    files.set(dictionaryName(k), JSON.stringify(body));
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
    files.set(postingsName(k), JSON.stringify(body));
  });
  const fragmentSize = Math.max(FRAGMENT_SIZE, Math.ceil(records.length / MAX_FRAGMENTS));
  const fragments = Math.ceil(records.length / fragmentSize);
  for (let k = 0; k < fragments; k++)
    files.set(fragmentName(k), JSON.stringify(fragmentOf(index, k * fragmentSize, fragmentSize)));

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
    fragmentSize,
    terms: index.terms.length,
  };
  files.set(CORE_FILE, JSON.stringify(core));
  if (options.modalFilters) files.set(OPENERS_FILE, JSON.stringify(openersOf(index, options.modalFilters)));

  if (options.verify ?? true) {
    for (let k = 0; k < fragments; k++) {
      const rebuilt = recordsOfFragment(core, k, JSON.parse(files.get(fragmentName(k))!) as RecordFragment);
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
