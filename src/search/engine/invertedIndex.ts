/**
 * The inverted index over DocSearch-shaped records, in memory. The build
 * writes it to files in the format of ./format.ts
 * (plugins/search-index/index-files.ts); the Node tools and `npm start`
 * search it as it is (./engine.ts).
 *
 * A heading's words are posted once, for its whole section (the records from
 * the heading to the next heading of the same or a higher level), and a page
 * group's (lvl0) words once for its pages: a record "has" the words of every
 * heading above it, as its DocSearch hierarchy says, without repeating them.
 */
import { InvertedIndexError } from './errors';
import {
  codeTerms,
  groupNameTerms,
  headingNames,
  NAME_PART,
  rankedWordCount,
  requestLinePath,
  routeTerms,
  termFrequencies,
  wholeWordTerms,
  wordPairs,
  wordTokens,
} from './tokenize';
import { type SearchRecord } from './types';

/**
 * Postings field codes (see ./format.ts): the low three bits say where the
 * term is (0 text, 1–6 heading level, 7 page group, lvl0), the next five how
 * long that text is: a heading's word count, or for a record's
 * text the base-2 logarithm of its word count, capped at FIELD_SIZE_MAX; for
 * a page group, how many terms name it (groupNamingTerms). The bits above say,
 * in a heading, how the term stands in an identifier (tokenize.ts
 * headingNames): 0 a word of its own, 1 only a part of a longer name, n ≥ 2 a
 * name of n parts, whole; in a page group, 1 when the term does not name the
 * group (GROUP_NOT_NAMING: a stop word, or a word other group names share).
 */
export const FIELD_TEXT = 0;
export const FIELD_GROUP = 7;
export const FIELD_SIZE_MAX = 31;
const FIELD_NAME_SHIFT = 8;

/** In a page group's field code, the bits above the size: the term is not one that names the group (groupNamingTerms). */
export const GROUP_NOT_NAMING = 1;

/** Whether a page group posting's term names the group (see groupNamingTerms). */
export function fieldNamesGroup(code: number): boolean {
  return code >> FIELD_NAME_SHIFT !== GROUP_NOT_NAMING;
}

/**
 * Per page group name (lvl0), the terms that name it: its words other than
 * stop words, less those another group name has too ("API" in "Telemetry
 * API" and "Identity API" tells neither apart), so `telemetry` alone names
 * the Telemetry API group. A one-word name ("Docs", "Build", "Examples") is
 * the site's navigation, not a product, and names nothing. A query with them
 * all names the group (./scoring.ts readPostings, ENGINE_OPTIONS.namedGroup).
 */
export function groupNamingTerms(names: ReadonlySet<string>): Map<string, Set<string>> {
  const termsOf = new Map([...names].map((name) => [name, groupNameTerms(name)] as const));
  const namesWith = new Map<string, number>();
  for (const terms of termsOf.values()) for (const t of terms) namesWith.set(t, (namesWith.get(t) ?? 0) + 1);
  return new Map(
    [...termsOf].map(([name, terms]) => [
      name,
      new Set(terms.length < 2 ? [] : terms.filter((t) => namesWith.get(t) === 1)),
    ]),
  );
}

/** The field code for a place, the length of its text in words, and (a heading) how the term stands in a name. */
export function fieldCode(place: number, words: number, name = 0): number {
  const size = place === FIELD_TEXT ? Math.floor(Math.log2(Math.max(1, words))) : words;
  return place + 8 * Math.min(FIELD_SIZE_MAX, size) + (name << FIELD_NAME_SHIFT);
}

/** The place of a field code (0–7) and its size part. */
export function fieldPlace(code: number): number {
  return code & 7;
}
export function fieldSize(code: number): number {
  return (code >> 3) & FIELD_SIZE_MAX;
}
/** How many of a heading's words the term is: an identifier's parts when it is that name whole (`cloudEvents`: 2), else 1. */
export function fieldCover(code: number): number {
  return Math.max(1, code >> FIELD_NAME_SHIFT);
}
/** Whether the heading has the term only inside a longer name (`sacd` in "GetSacdForVehicle"), not as a word of its own. */
export function fieldPartOnly(code: number): boolean {
  return code >> FIELD_NAME_SHIFT === NAME_PART;
}

/** A record's kind: its heading level as a character, or `c` for text. */
export function recordKind(record: SearchRecord): string {
  return record.type === 'content' ? 'c' : record.type.slice(3);
}

/** A record kind's DocSearch type. */
export function kindType(kind: string): SearchRecord['type'] {
  return kind === 'c' ? 'content' : (`lvl${kind}` as SearchRecord['type']);
}

/** A record kind's crawler level weight: 100 − 10 × N for a heading of level N, 0 for text. */
export function kindLevelWeight(kind: string): number {
  return kind === 'c' ? 0 : 100 - 10 * Number(kind);
}

export interface InvertedIndex {
  /** Origin of every record URL, e.g. https://build.dimo.org */
  origin: string;
  /** One kind per record (see recordKind). */
  types: string;
  pageStarts: number[];
  pageFacets: number[];
  pageRanks: number[];
  facets: [string, string][];
  /** Per page: the path of its URL and its lvl0. */
  pagePaths: string[];
  pageGroups: string[];
  /** Distinct terms, sorted; df and lists are parallel to it. */
  terms: string[];
  df: number[];
  lists: number[][];
  /**
   * The pairs of words that stand next to each other in a record's text or
   * own heading (tokenize.ts wordPairs), sorted; pairLists is parallel to it:
   * per pair, its records as [record − previous record, …].
   */
  pairs: string[];
  pairLists: number[][];
  records: readonly SearchRecord[];
}

/**
 * Builds the inverted index. Records come page by page (a page is a run of
 * records with one url_without_anchor); the compact files also need each page
 * to start with its title record (encodeIndex in plugins/search-index/index-files.ts).
 */
export function buildInvertedIndex(records: readonly SearchRecord[]): InvertedIndex {
  if (!Array.isArray(records)) throw new InvertedIndexError('The search index holds no record list.');
  const origin = records.length > 0 ? new URL(records[0]!.url_without_anchor).origin : 'http://localhost';
  const types = records.map(recordKind).join('');
  const pageStarts: number[] = [];
  const pageFacets: number[] = [];
  const pageRanks: number[] = [];
  const pagePaths: string[] = [];
  const pageGroups: string[] = [];
  const facets: [string, string][] = [];
  const facetIds = new Map<string, number>();

  records.forEach((r, i) => {
    if (i > 0 && r.url_without_anchor === records[i - 1]!.url_without_anchor) return;
    const url = new URL(r.url_without_anchor);
    if (url.origin !== origin) throw new InvertedIndexError(`${r.url_without_anchor} is not on ${origin}.`);
    const key = `${r.language}\u0000${r.docusaurus_tag}`;
    if (!facetIds.has(key)) {
      facetIds.set(key, facets.length);
      facets.push([r.language, r.docusaurus_tag]);
    }
    pageStarts.push(i);
    pageFacets.push(facetIds.get(key)!);
    pageRanks.push(r.weight.pageRank);
    pagePaths.push(r.url_without_anchor.slice(origin.length));
    pageGroups.push(r.hierarchy.lvl0 ?? '');
  });

  // The plain words of every text and heading: two words written apart elsewhere may join into one of them.
  // Each record repeats the headings above it: each text is read once.
  const wholeWords = wholeWordTerms(
    new Set(records.flatMap((r) => [r.content ?? '', ...Object.values(r.hierarchy).map((h) => h ?? '')])),
  );
  const isWord = (term: string) => wholeWords.has(term);

  /** term → [start, field, x] entries in record order. */
  const entries = new Map<string, number[][]>();
  const add = (term: string, start: number, field: number, x: number) => {
    let list = entries.get(term);
    if (!list) entries.set(term, (list = []));
    list.push([start, field, x]);
  };
  /** pair → the records that have it, ascending. */
  const pairRecords = new Map<string, number[]>();
  const addPairs = (text: string | null | undefined, record: number) => {
    if (!text) return;
    for (const pair of wordPairs(text)) {
      let list = pairRecords.get(pair);
      if (!list) pairRecords.set(pair, (list = []));
      list.push(record);
    }
  };
  const post = (text: string | null, start: number, place: number, span: number | null) => {
    if (!text) return;
    // A heading's size counts identifier parts (the exact-heading bonus); a text's, its words.
    const heading = place !== FIELD_TEXT;
    const size = heading ? rankedWordCount(text) : wordTokens(text).length;
    const names = heading ? headingNames(text) : null;
    for (const [term, tf] of termFrequencies(text, isWord))
      add(term, start, fieldCode(place, size, names?.get(term) ?? 0), span ?? tf);
  };
  /** A heading record's code names, as its text (a heading record has none of its own). */
  const postCode = (code: string | undefined, record: number) => {
    if (!code) return;
    const terms = codeTerms(code);
    const field = fieldCode(FIELD_TEXT, code.split(' ').length);
    for (const [term, tf] of terms) add(term, record, field, tf);
  };

  /**
   * A heading record's questions (types.ts), as one text as long as its
   * longest question, a term counted once per question that has it: a list
   * of short questions is not one long text, and each term posts once for them all.
   */
  const postQuestions = (questions: readonly string[] | undefined, record: number) => {
    if (!questions?.length) return;
    const counts = new Map<string, number>();
    let longest = 0;
    for (const question of questions) {
      longest = Math.max(longest, wordTokens(question).length);
      for (const term of termFrequencies(question, isWord).keys())
        counts.set(term, (counts.get(term) ?? 0) + 1);
    }
    const field = fieldCode(FIELD_TEXT, longest);
    for (const [term, n] of counts) add(term, record, field, n);
  };

  /**
   * A page that opens with a request line (a REST operation's page: title,
   * lead, `GET https://host/v1/webhooks` as a text of its own) documents that
   * request: its routes count as words of the title, and its path's words as
   * the title's text, so `GET /v1/webhooks` finds the operation's page before
   * a guide section that lists the same request among others, or a changelog
   * entry that mentions it.
   */
  const postLeadRequest = (title: number, end: number) => {
    const heading = records[title]!.hierarchy.lvl1 ?? '';
    const own = termFrequencies(heading);
    for (let k = title + 1; k < end && types[k] === 'c'; k++) {
      const text = records[k]!.content ?? '';
      const path = requestLinePath(text);
      if (path === null) continue;
      const field = fieldCode(1, rankedWordCount(heading));
      for (const route of new Set(routeTerms(text)))
        if (!own.has(route)) add(route, title, field, end - title);
      // The path's words, without its slashes: not the route again.
      post(path.replace(/\//g, ' '), title, FIELD_TEXT, null);
      return;
    }
  };

  // Page groups: consecutive pages with the same lvl0 share one entry, sized by the terms that name the group.
  const namingTerms = groupNamingTerms(new Set(pageGroups));
  for (let p = 0; p < pageStarts.length;) {
    let q = p + 1;
    while (q < pageStarts.length && pageGroups[q] === pageGroups[p]) q += 1;
    const end = q < pageStarts.length ? pageStarts[q]! : records.length;
    const naming = namingTerms.get(pageGroups[p]!)!;
    for (const term of termFrequencies(pageGroups[p]!, isWord).keys())
      add(
        term,
        pageStarts[p]!,
        fieldCode(FIELD_GROUP, naming.size, naming.has(term) ? 0 : GROUP_NOT_NAMING),
        end - pageStarts[p]!,
      );
    p = q;
  }

  for (let p = 0; p < pageStarts.length; p++) {
    const start = pageStarts[p]!;
    const end = p + 1 < pageStarts.length ? pageStarts[p + 1]! : records.length;
    for (let i = start; i < end; i++) {
      const kind = types[i]!;
      const r = records[i]!;
      if (kind === 'c') {
        post(r.content, i, FIELD_TEXT, null);
        addPairs(r.content, i);
        continue;
      }
      const level = Number(kind);
      let j = i + 1;
      while (j < end && (types[j] === 'c' || Number(types[j]) > level)) j += 1;
      post(r.hierarchy[r.type as 'lvl1'], i, level, (level === 1 ? end : j) - i);
      addPairs(r.hierarchy[r.type as 'lvl1'], i);
      postCode(r.code, i);
      postQuestions(r.questions, i);
      if (level === 1) postLeadRequest(i, end);
    }
  }

  const terms = [...entries.keys()].sort();
  const lists = terms.map((term) => {
    const list = entries.get(term)!.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
    const flat: number[] = [];
    let previous = 0;
    for (const [start, field, x] of list) {
      flat.push(start! - previous, field!, x!);
      previous = start!;
    }
    return flat;
  });
  const pairs = [...pairRecords.keys()].sort();
  const pairLists = pairs.map((pair) =>
    pairRecords.get(pair)!.map((record, k, list) => (k === 0 ? record : record - list[k - 1]!)),
  );
  return {
    origin,
    types,
    pageStarts,
    pageFacets,
    pageRanks,
    facets,
    pagePaths,
    pageGroups,
    terms,
    df: lists.map((l) => l.length / 3),
    lists,
    pairs,
    pairLists,
    records,
  };
}
