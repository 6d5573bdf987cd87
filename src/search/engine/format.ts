/**
 * The search index files, as the browser, the MCP server and the scripts read
 * them: their types, constants and readers. The build writes them with the
 * same declarations (plugins/search-index/index-files.ts). Under `search/`:
 *
 *   manifest.json            never cached: names this build's folder
 *   <hash>/core.json         record kinds, page boundaries and facets, shard tables
 *   <hash>/d<n>.json         dictionary shards: sorted terms and how many records hold each
 *   <hash>/p<n>.json         postings shards: for each term, the records and fields it is in
 *   <hash>/q<n>.json         pair shards: for each pair of words that stand together, its records
 *                            (a pair's shard is a hash of it: pairShardOf)
 *   <hash>/r<n>.json         record fragments: a few records each (FRAGMENT_SIZE), self-contained
 *   <hash>/openers.json      the first keystroke's answers: for each letter a word starts
 *                            with, the hits the modal shows for that one letter, ranked
 *                            at build time, with their records (fetched when the modal opens)
 *   <hash>/records.json      every record in full (DocSearch crawler schema), for Algolia
 *                            upload, the MCP server and the local Algolia-compatible endpoint;
 *                            the browser never fetches it
 *
 * The folder is named by a hash of its content, so every file in it can be
 * cached for ever. A first query fetches the manifest, the core, the
 * dictionary shards of the word being typed (and of the first letter of a word
 * to correct), the postings of its terms and the fragments of the hits it
 * shows: no hierarchy string or URL is repeated per record, and text is
 * fetched only for the hits on screen.
 *
 * Postings are flat number lists, three numbers per entry, sorted by record:
 *   [record − previous record, field, x]
 *   field 0      the term is in the record's text; x = how many times
 *   field 1–6    the term is in the heading of this level (lvl1 = page title) that
 *                the record is; x = how many records its section spans, itself included
 *   field 7      the term is in the page group (lvl0) of x records from this one
 * (a field code also carries the length of that text and, in a heading, whether
 * the term is an identifier's part or the identifier whole; in a page group,
 * how many terms name the group and whether this one does: ./invertedIndex.ts).
 */
import { IndexFormatError } from './errors';
import { floorIndex } from './floorIndex';
import { kindLevelWeight, kindType } from './invertedIndex';
import { HIERARCHY_LEVELS, recordObjectID, type SearchRecord } from './types';

export const FORMAT_VERSION = 2;
export const MANIFEST_FILE = 'manifest.json';
export const CORE_FILE = 'core.json';
export const RECORDS_FILE = 'records.json';
export const OPENERS_FILE = 'openers.json';

/**
 * Records per fragment file. Default 8: small, so that the 20 hits of a query
 * fetch little text besides their own (8 measured best for bytes against file
 * count on this site: scripts/bench/first-query.ts). A site with more than
 * FRAGMENT_SIZE × MAX_FRAGMENTS records gets larger fragments.
 */
export const FRAGMENT_SIZE = 8;
/** Most fragment files an index has. Default 10,000: static hosts cap a deploy's file count (Cloudflare Pages at 20,000). */
export const MAX_FRAGMENTS = 10_000;
/** Target raw size of a dictionary shard, in bytes. Default 4000 (about 1.5 KiB gzipped: a letter's terms, or part of them). */
export const DICTIONARY_SHARD_BYTES = 4000;
/** Target raw size of a postings shard, in bytes. Default 3000 (about 1 KiB gzipped); a longer list gets a shard of its own. */
export const POSTINGS_SHARD_BYTES = 3000;
/**
 * Target raw size of a pair shard, in bytes. Default 1000 (about 0.6 KiB
 * gzipped): a query fetches one per pair of its words, and a hash spreads
 * unrelated pairs over the shards, so they compress poorly and small ones cost least.
 */
export const PAIRS_SHARD_BYTES = 1000;

/** The pair shard (q<n>.json) of a pair of words, out of `shards`: FNV-1a of its UTF-16 code units. */
export function pairShardOf(pair: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < pair.length; i++) {
    hash ^= pair.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shards;
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

/** core.json: the tables every query reads, fetched once when the index opens. */
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
  /** How many pair shards there are (pairShardOf); 0 when no record has two words. */
  pairShards: number;
  fragmentSize: number;
  /** Number of distinct terms. */
  terms: number;
}

/** d<n>.json: a run of the sorted terms. */
export interface DictionaryShard {
  terms: string[];
  /** Per term: how many postings entries it has (records, sections or page groups). */
  df: number[];
}

/** p<n>.json: a run of the sorted terms with their postings (see the module comment). */
export interface PostingsShard {
  terms: string[];
  lists: number[][];
}

/** q<n>.json: the pairs of words whose hash is this shard, sorted, with their records ([record − previous record, …]). */
export interface PairsShard {
  pairs: string[];
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

/** File names inside the index folder. */
export const indexFiles = {
  core: CORE_FILE,
  openers: OPENERS_FILE,
  records: RECORDS_FILE,
  fragmentName: (k: number) => `r${k}.json`,
  dictionaryName: (k: number) => `d${k}.json`,
  postingsName: (k: number) => `p${k}.json`,
  pairsName: (k: number) => `q${k}.json`,
};

function check(ok: unknown, what: string): asserts ok {
  if (!ok) throw new IndexFormatError(`The search index is malformed: ${what}`);
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');

/** Checks a parsed core.json; throws an IndexFormatError naming the part that is wrong. */
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
  check(Number.isInteger(c.pairShards) && c.pairShards >= 0, 'pair shard count');
  return c;
}

/** Checks a parsed dictionary shard (d<n>.json). */
export function parseDictionaryShard(data: unknown): DictionaryShard {
  const d = data as DictionaryShard;
  check(d && isStrings(d.terms) && isNumbers(d.df) && d.df.length === d.terms.length, 'dictionary shard');
  return d;
}

/** Checks a parsed postings shard (p<n>.json). */
export function parsePostingsShard(data: unknown): PostingsShard {
  const p = data as PostingsShard;
  check(
    p && isStrings(p.terms) && Array.isArray(p.lists) && p.lists.length === p.terms.length,
    'postings shard',
  );
  check(p.lists.every(isNumbers), 'postings lists');
  return p;
}

/** Checks a parsed pair shard (q<n>.json). */
export function parsePairsShard(data: unknown): PairsShard {
  const q = data as PairsShard;
  check(q && isStrings(q.pairs) && Array.isArray(q.lists) && q.lists.length === q.pairs.length, 'pair shard');
  check(q.lists.every(isNumbers), 'pair lists');
  return q;
}

/** Checks a parsed record fragment (r<n>.json) enough to rebuild its records. */
export function parseFragment(data: unknown): RecordFragment {
  const f = data as RecordFragment;
  check(
    f && typeof f === 'object' && Array.isArray(f.items) && f.pages && typeof f.pages === 'object',
    'fragment',
  );
  return f;
}

/** Checks a parsed openers.json: every answer's records are in it. */
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

/** Rebuilds the full records of a fragment, as the records file holds them. */
export function recordsOfFragment(core: IndexCore, k: number, fragment: RecordFragment): SearchRecord[] {
  return recordsFrom(core, k * core.fragmentSize, fragment, `fragment ${k}`);
}

/** Rebuilds the records of a fragment whose first record is `first`; `name` names it in errors. */
function recordsFrom(core: IndexCore, first: number, fragment: RecordFragment, name: string): SearchRecord[] {
  const out: SearchRecord[] = [];
  const hierarchy: (string | null)[] = fragment.before ? [...fragment.before.hierarchy] : Array(7).fill(null);
  let anchor = fragment.before?.anchor ?? null;
  let page = floorIndex(core.pageStarts, first);
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
