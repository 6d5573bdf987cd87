/**
 * The embedded search engine: DocSearch-shaped records in, Algolia-shaped
 * answers out. Plain TypeScript with no DOM and no Node API, so the browser,
 * `npm start`, the tests, the MCP server and the local Algolia-compatible
 * endpoint run the same code.
 *
 * A query runs in steps (QueryRun), each reading only what the previous one
 * found: the dictionary entries of its first letters, the postings of its
 * terms, then the records of the hits it shows. `SearchEngine` holds the whole
 * index in memory and runs the steps at once; the browser's
 * `ShardedSearchEngine` (./shardedIndex.ts) fetches what each step needs first.
 */
import { SupersededError } from './client';
import {
  DEFAULT_ATTRIBUTES_TO_SNIPPET,
  ENGINE_OPTIONS,
  DEFAULT_HIGHLIGHT_POST_TAG,
  DEFAULT_HIGHLIGHT_PRE_TAG,
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_SNIPPET_ELLIPSIS,
  PAGINATION_LIMIT,
} from './constants';
import type { OpenerAnswer, OpenersFile } from './format';
import { highlight, matchTokens, snippet, type HighlightTags, type WordMatcher } from './highlight';
import {
  buildInvertedIndex,
  FIELD_GROUP,
  FIELD_TEXT,
  fieldPlace,
  fieldSize,
  kindLevelWeight,
  kindType,
  type InvertedIndex,
} from './invertedIndex';
import {
  expandSlot,
  MATCH_QUALITY,
  planQuery,
  prefixesOf,
  prefixLetters,
  termsOf,
  typoLetters,
  type DictionaryEntry,
  type Expansion,
  type QueryPlan,
} from './matching';
import { identifierParts, normalizeTerm, termsOfWord } from './tokenize';
import {
  HIERARCHY_LEVELS,
  recordObjectID,
  type FacetFilters,
  type SearchHit,
  type SearchParams,
  type SearchRecord,
  type SearchResponse,
} from './types';

export class SearchEngineError extends Error {
  override name = 'SearchEngineError';
}

/**
 * The small tables an index carries whole: record count and types, and per
 * page its first record, facets and rank. Both index views keep them as given
 * (as a parameter type, any object with these fields).
 */
export abstract class IndexTablesBase {
  readonly records: number;
  readonly types: string;
  readonly pageStarts: readonly number[];
  readonly pageFacets: readonly number[];
  readonly pageRanks: readonly number[];
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
  /** Dictionary entries starting with a letter, sorted by term. */
  entries(letter: string): readonly DictionaryEntry[];
  /** How many postings entries a term has (0 when not in the index; needs its postings or dictionary entry). */
  df(term: string): number;
  /** Postings of a term (see ./format.ts), or undefined when no record has it. */
  postings(term: string): readonly number[] | undefined;
  /** A record in full. */
  record(id: number): SearchRecord;
}

// ----------------------------------------------------------- facets ---

function parseFilter(filter: string): (attrs: Record<string, string>) => boolean {
  const colon = filter.indexOf(':');
  if (colon < 0) return () => false;
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  return (attrs) => (attrs[attribute] === value) !== negated;
}

/** Algolia facet filters over a record's facets (language, docusaurus_tag, type): strings are ANDed, nested arrays ORed, `attr:-value` negates. */
export function compileFacetFilters(
  filters: FacetFilters | undefined,
): (attrs: Record<string, string>) => boolean {
  if (filters === undefined) return () => true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const clauses = list.map((f) => (Array.isArray(f) ? f.map(parseFilter) : [parseFilter(f)]));
  return (attrs) => clauses.every((any) => any.length === 0 || any.some((test) => test(attrs)));
}

/** Facet filters on a full record. */
export function matchesFacetFilters(record: SearchRecord, filters: FacetFilters | undefined): boolean {
  return compileFacetFilters(filters)({
    language: record.language,
    docusaurus_tag: record.docusaurus_tag,
    type: record.type,
  });
}

// ---------------------------------------------------------- helpers ---

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

function pageIndexOf(starts: readonly number[], id: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= id) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Per index: the section (nearest heading record) of every record, for `distinct`. */
const sectionCache = new WeakMap<IndexView, Int32Array>();
function sections(view: IndexView): Int32Array {
  let out = sectionCache.get(view);
  if (!out) {
    out = new Int32Array(view.records);
    const starts = new Set(view.pageStarts);
    let current = 0;
    for (let i = 0; i < view.records; i++) {
      if (view.types[i] !== 'c' || starts.has(i)) current = i;
      out[i] = current;
    }
    sectionCache.set(view, out);
  }
  return out;
}

/** A ranked record, with the keys that break score ties (computed once, not per comparison). */
interface Ranked {
  id: number;
  score: number;
  pageRank: number;
  level: number;
  position: number;
}

// --------------------------------------------------------- query run ---

/** One query against one index, in steps; see the module comment. */
export class QueryRun {
  readonly plan: QueryPlan;
  private readonly hitsPerPage: number;
  private readonly page: number;
  private readonly filter: (attrs: Record<string, string>) => boolean;
  private expansions: Expansion[][] = [];
  private ranked: Ranked[] = [];
  private window = 0;
  private shown: number[] = [];
  private duplicates = 0;
  /** The number of hits of an answer ranked at build time (adoptOpener), which lists only the page shown. */
  private adoptedHits: number | null = null;
  private readonly started = Date.now();

  constructor(
    private readonly view: IndexView,
    private readonly params: SearchParams,
    private readonly indexName = '',
  ) {
    this.plan = planQuery(String(params.query ?? ''));
    this.hitsPerPage = Math.min(toInt(params.hitsPerPage, DEFAULT_HITS_PER_PAGE), PAGINATION_LIMIT);
    this.page = toInt(params.page, 0);
    this.filter = compileFacetFilters(params.facetFilters);
  }

  private readonly has = (term: string) => this.view.postings(term) !== undefined;

  /** Whether the query is one character, which openers.json may answer (see {@link adoptOpener}). */
  isOneCharacter(): boolean {
    return String(this.params.query ?? '').length === 1;
  }

  /**
   * Instead of steps 1–4: takes the ranking computed at build time for this
   * query (openers.json) when there is one for it: a query of one character,
   * first page, at most the answers' `hitsPerPage` hits, the same facet
   * filters, no facet counts asked. Returns whether it did.
   */
  adoptOpener(openers: OpenerTable): boolean {
    const answer = this.isOneCharacter() ? openers.answers[String(this.params.query)] : undefined;
    const sameFilters = JSON.stringify(this.params.facetFilters ?? null) === openers.filters;
    // Facet counts need every matching record, which the answer does not list.
    const wantsFacets = this.params.facets !== undefined;
    if (!answer || this.page !== 0 || this.hitsPerPage > openers.hitsPerPage || !sameFilters || wantsFacets)
      return false;
    this.ranked = answer.ids.map((id) => this.ranked_(id, 0));
    this.window = this.ranked.length;
    this.adoptedHits = answer.nbHits;
    return true;
  }

  /**
   * Step 1: the query's own terms and synonyms, the letters whose dictionary
   * gives the last word's completions, and that word (whose completions'
   * postings a loader may fetch now, before the dictionary picks them).
   */
  exactTerms(): { terms: string[]; letters: string[]; prefixes: string[] } {
    return { terms: termsOf(this.plan), letters: prefixLetters(this.plan), prefixes: prefixesOf(this.plan) };
  }

  /** Step 2: the letters whose dictionary corrects the words not found as typed (needs step 1). */
  typoLetters(): string[] {
    return typoLetters(this.plan, this.has);
  }

  /** Step 3: every term to look up: exact, synonyms, completions, corrections (needs steps 1 and 2). */
  terms(): string[] {
    this.expansions = this.plan.slots.map((slot) => expandSlot(slot, this.has, (l) => this.view.entries(l)));
    return [...new Set(this.expansions.flat().map((e) => e.term))];
  }

  private attrs(id: number): Record<string, string> {
    const page = pageIndexOf(this.view.pageStarts, id);
    const [language, tag] = this.view.facets[this.view.pageFacets[page]!]!;
    return { language, docusaurus_tag: tag, type: kindType(this.view.types[id]!) };
  }

  /** Step 4: ranks the records (needs the terms' postings). */
  rank(): void {
    const ranked = this.plan.slots.length === 0 ? this.browse() : this.score();
    const section = sections(this.view);
    const seen = new Set<number>();
    this.ranked = ranked.filter(({ id }) => {
      const s = section[id]!;
      if (seen.has(s)) return false;
      seen.add(s);
      return true;
    });
    this.window = Math.min(
      this.ranked.length,
      (this.page + 1) * this.hitsPerPage + (this.hitsPerPage > 0 ? ENGINE_OPTIONS.dedupeMargin : 0),
    );
  }

  private ranked_(id: number, score: number, page = pageIndexOf(this.view.pageStarts, id)): Ranked {
    return {
      id,
      score,
      pageRank: this.view.pageRanks[page]!,
      level: kindLevelWeight(this.view.types[id]!),
      position: id - this.view.pageStarts[page]!,
    };
  }

  /** Score, then the crawler's custom ranking: page rank, heading level, position on the page. */
  private static compare(a: Ranked, b: Ranked): number {
    return (
      b.score - a.score ||
      b.pageRank - a.pageRank ||
      b.level - a.level ||
      a.position - b.position ||
      a.id - b.id
    );
  }

  /** An empty query lists every record, by the crawler's custom ranking, as Algolia does. */
  private browse(): Ranked[] {
    const out: Ranked[] = [];
    for (let id = 0; id < this.view.records; id++)
      if (this.filter(this.attrs(id))) out.push(this.ranked_(id, 0));
    return out.sort(QueryRun.compare);
  }

  private score(): Ranked[] {
    const o = ENGINE_OPTIONS;
    const slots = this.plan.slots;
    // One component per (slot, alternative, term of the alternative).
    const compOf: number[][][] = slots.map((slot) => slot.alternatives.map((alt) => alt.terms.map(() => 0)));
    const slotOfComp: number[] = [];
    let comps = 0;
    compOf.forEach((alts, s) =>
      alts.forEach((parts) =>
        parts.forEach((_, p) => {
          parts[p] = comps++;
          slotOfComp.push(s);
        }),
      ),
    );
    const byTerm = new Map<string, { comp: number; quality: number }[]>();
    this.expansions.forEach((list, s) => {
      for (const e of list) {
        const comp = compOf[s]![e.alternative]![e.part]!;
        let users = byTerm.get(e.term);
        if (!users) byTerm.set(e.term, (users = []));
        users.push({ comp, quality: e.quality });
      }
    });

    // Per candidate record (a record with a word of its own), a row of the
    // best weight of each component, in one growing array.
    const rowOf = new Map<number, number>();
    let rows = new Float64Array(64 * comps);
    const rowFor = (id: number): number => {
      let r = rowOf.get(id);
      if (r === undefined) {
        r = rowOf.size * comps;
        rowOf.set(id, r);
        if (r + comps > rows.length) {
          const grown = new Float64Array(rows.length * 2);
          grown.set(rows);
          rows = grown;
        }
      }
      return r;
    };
    /** Per heading record: its word count and the slots its own heading matches (a bit each). */
    const headings = new Map<number, { size: number; slots: number }>();
    const ranges: number[][] = Array.from({ length: comps }, () => []);
    for (const [term, users] of byTerm) {
      const list = this.view.postings(term);
      if (!list) continue;
      let id = 0;
      for (let k = 0; k < list.length; k += 3) {
        id += list[k]!;
        const place = fieldPlace(list[k + 1]!);
        const size = fieldSize(list[k + 1]!);
        const x = list[k + 2]!;
        if (place === FIELD_TEXT) {
          const repeat = Math.min(o.textRepeatCap, o.textRepeat * (x - 1));
          const length = 1 / (1 + o.textLength * Math.max(0, size - o.textShortLog2));
          const base = (o.text + repeat) * length;
          const r = rowFor(id);
          for (const { comp, quality } of users)
            if (quality * base > rows[r + comp]!) rows[r + comp] = quality * base;
        } else if (place === FIELD_GROUP) {
          for (const { comp, quality } of users) ranges[comp]!.push(id, id + x, quality * o.group);
        } else {
          const r = rowFor(id);
          let heading = headings.get(id);
          if (!heading) headings.set(id, (heading = { size, slots: 0 }));
          for (const { comp, quality } of users) {
            const w = quality * o.ownHeading[place]!;
            if (w > rows[r + comp]!) rows[r + comp] = w;
            heading.slots |= 1 << Math.min(30, slotOfComp[comp]!);
            if (x > 1) ranges[comp]!.push(id + 1, id + x, quality * o.inheritedHeading[place]!);
          }
        }
      }
    }

    const allowed = new Map<number, boolean>();
    const candidates = [...rowOf.keys()]
      .filter((id) => {
        const key = pageIndexOf(this.view.pageStarts, id) * 8 + (this.view.types.charCodeAt(id) & 7);
        let ok = allowed.get(key);
        if (ok === undefined) allowed.set(key, (ok = this.filter(this.attrs(id))));
        return ok;
      })
      .sort((a, b) => a - b);

    // Words a record has through a heading above it or its page group: sweep
    // each component's ranges (from, to, weight) in record order.
    for (let c = 0; c < comps; c++) {
      const flat = ranges[c]!;
      if (flat.length === 0) continue;
      const order = Array.from({ length: flat.length / 3 }, (_, i) => i).sort(
        (a, b) => flat[a * 3]! - flat[b * 3]!,
      );
      let next = 0;
      const active: number[] = [];
      for (const id of candidates) {
        while (next < order.length && flat[order[next]! * 3]! <= id) active.push(order[next++]!);
        let best = 0;
        for (let i = active.length - 1; i >= 0; i--) {
          const range = active[i]!;
          if (flat[range * 3 + 1]! <= id) {
            active[i] = active[active.length - 1]!;
            active.pop();
          } else if (flat[range * 3 + 2]! > best) best = flat[range * 3 + 2]!;
        }
        const r = rowOf.get(id)!;
        if (best > rows[r + c]!) rows[r + c] = best;
      }
    }

    const n = this.view.records;
    // A slot is as common as its most common way to match: an alternative of
    // several words (a phrase synonym) counts as common as its rarest word.
    const idf = this.plan.slots.map((slot, s) => {
      const dfOf = new Map<number, number>();
      for (const e of this.expansions[s]!) {
        const df = this.view.df(e.term);
        if (
          e.alternative > 0 ||
          e.part > 0 ||
          e.quality === MATCH_QUALITY.exact ||
          e.quality === MATCH_QUALITY.synonym
        ) {
          const parts = slot.alternatives[e.alternative]!.terms.length;
          const key = e.alternative;
          dfOf.set(
            key,
            parts > 1 ? Math.min(dfOf.get(key) ?? Infinity, df) : Math.max(dfOf.get(key) ?? 0, df),
          );
        } else {
          dfOf.set(-1 - dfOf.size, df);
        }
      }
      const df = Math.max(0, ...[...dfOf.values()].filter(Number.isFinite));
      return Math.log(1 + n / (1 + df));
    });
    const alternatives = compOf.flatMap((alts, s) => alts.map((parts) => ({ s, parts })));
    const best = new Float64Array(slots.length);
    /** Σ idf × match over the slots. */
    const rowScore = (source: Float64Array, at: number): number => {
      best.fill(0);
      for (const { s, parts } of alternatives) {
        let m = Infinity;
        for (const comp of parts) m = Math.min(m, source[at + comp]!);
        if (m > best[s]!) best[s] = m;
      }
      let score = 0;
      for (let s = 0; s < slots.length; s++) score += idf[s]! * best[s]!;
      return score;
    };
    const pageOfId = candidates.map((id) => pageIndexOf(this.view.pageStarts, id));

    const out: Ranked[] = [];
    candidates.forEach((id, i) => {
      const page = pageOfId[i]!;
      let score = rowScore(rows, rowOf.get(id)!);
      const heading = headings.get(id);
      if (heading && heading.size > 0) {
        // A heading that is nothing but the query ("Privileges" for `privileges`) beats one that only contains it.
        let matched = 0;
        let headingIdf = 0;
        for (let s = 0; s < slots.length; s++) {
          if (heading.slots & (1 << Math.min(30, s))) {
            matched += 1;
            headingIdf += idf[s]!;
          }
        }
        score += o.exactHeading * headingIdf * Math.min(1, matched / heading.size);
      }
      score *= 1 + o.pageRankBoost * this.view.pageRanks[page]!;
      out.push(this.ranked_(id, score, page));
    });
    return out.sort(QueryRun.compare);
  }

  /** Step 5: the records to load before the answer (the current page, with a margin for duplicates). */
  wanted(): number[] {
    return this.ranked.slice(0, this.window).map((r) => r.id);
  }

  /**
   * Step 6: picks the page's hits, dropping a hit whose text repeats one
   * already listed on the same page (needs the wanted records). Returns false
   * when duplicates used up the margin and more records are wanted.
   */
  settle(): boolean {
    const need = (this.page + 1) * this.hitsPerPage;
    const keep: number[] = [];
    const texts = new Set<string>();
    let duplicates = 0;
    for (let i = 0; i < this.window && keep.length < need; i++) {
      const id = this.ranked[i]!.id;
      const r = this.view.record(id);
      const text = r.type === 'content' ? r.content : r.hierarchy[r.type];
      const key = `${r.url_without_anchor}\u0000${normalizeTerm(text ?? '').replace(/\s+/g, ' ')}`;
      if (texts.has(key)) {
        duplicates += 1;
        continue;
      }
      texts.add(key);
      keep.push(id);
    }
    if (keep.length < need && this.window < this.ranked.length) {
      this.window = Math.min(
        this.ranked.length,
        this.window + need - keep.length + ENGINE_OPTIONS.dedupeMargin,
      );
      return false;
    }
    this.duplicates = duplicates;
    this.shown = keep.slice(this.page * this.hitsPerPage);
    return true;
  }

  /** After step 6: how many records match, duplicates apart (from openers.json when adopted). */
  private nbHits(): number {
    return this.adoptedHits ?? this.ranked.length - this.duplicates;
  }

  /** After step 6: the hits shown and their number, as openers.json keeps them. */
  shownAnswer(): OpenerAnswer {
    return { ids: [...this.shown], nbHits: this.nbHits() };
  }

  /** Step 7: the Algolia-shaped answer. */
  response(): SearchResponse {
    const params = this.params;
    const query = this.plan.query;
    const hitsPerPage = this.hitsPerPage;
    const nbHits = this.nbHits();
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(Math.min(nbHits, PAGINATION_LIMIT) / hitsPerPage);
    const tags: HighlightTags = {
      pre: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : DEFAULT_HIGHLIGHT_PRE_TAG,
      post:
        typeof params.highlightPostTag === 'string' ? params.highlightPostTag : DEFAULT_HIGHLIGHT_POST_TAG,
    };
    const ellipsis =
      typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : DEFAULT_SNIPPET_ELLIPSIS;
    const snippets = parseSnippetSpec(params.attributesToSnippet);
    const matcher = this.wordMatcher();
    const wordCount = this.plan.slots.reduce((sum, slot) => sum + slot.words.length, 0);
    const response: SearchResponse = {
      hits:
        hitsPerPage === 0
          ? []
          : this.shown.map((id) => toHit(this.view.record(id), matcher, wordCount, tags, ellipsis, snippets)),
      nbHits,
      page: this.page,
      nbPages,
      hitsPerPage,
      exhaustiveNbHits: true,
      query,
      params: new URLSearchParams({
        query,
        page: String(this.page),
        hitsPerPage: String(hitsPerPage),
      }).toString(),
      index: this.indexName,
      processingTimeMS: Date.now() - this.started,
    };
    const facets =
      params.facets === undefined ? [] : typeof params.facets === 'string' ? [params.facets] : params.facets;
    if (facets.length > 0) response.facets = this.countFacets(facets);
    if (params.clickAnalytics === true) response.queryID = randomQueryId();
    return response;
  }

  private countFacets(attributes: string[]): Record<string, Record<string, number>> {
    const wanted = attributes.includes('*') ? ['language', 'docusaurus_tag', 'type'] : attributes;
    const out: Record<string, Record<string, number>> = {};
    for (const attribute of wanted) out[attribute] = {};
    for (const { id } of this.ranked) {
      const attrs = this.attrs(id);
      for (const attribute of wanted) {
        const v = attrs[attribute];
        if (v !== undefined) out[attribute]![v] = (out[attribute]![v] ?? 0) + 1;
      }
    }
    return out;
  }

  /**
   * Which query words a document word matches, for highlighting: a word whose
   * term (or an identifier part) was looked up for a query word, or that
   * completes the last word. Cached per distinct word.
   */
  private wordMatcher(): WordMatcher {
    const slotsOfTerm = new Map<string, Set<number>>();
    this.expansions.forEach((list, s) => {
      for (const e of list) {
        let set = slotsOfTerm.get(e.term);
        if (!set) slotsOfTerm.set(e.term, (set = new Set()));
        set.add(s);
      }
    });
    const prefixes = this.plan.slots.map((slot) => slot.prefix);
    const cache = new Map<string, string[]>();
    return (word) => {
      const cached = cache.get(word);
      if (cached) return cached;
      const terms = termsOfWord(word);
      const lower = normalizeTerm(word);
      const parts = identifierParts(word);
      const result: string[] = [];
      this.plan.slots.forEach((slot, s) => {
        const prefix = prefixes[s] ?? null;
        const hit =
          terms.some((t) => slotsOfTerm.get(t)?.has(s)) ||
          (prefix !== null && (lower.startsWith(prefix) || parts.some((p) => p.startsWith(prefix))));
        if (hit) result.push(...slot.words);
      });
      cache.set(word, result);
      return result;
    };
  }
}

function toHit(
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
    if (text === null || text === undefined) continue;
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

// ------------------------------------------------------ in memory ---

/** The whole inverted index in memory, as an IndexView. */
export class MemoryIndex extends IndexTablesBase implements IndexView {
  private readonly byTerm = new Map<string, number>();
  private readonly byLetter = new Map<string, DictionaryEntry[]>();

  constructor(private readonly index: InvertedIndex) {
    super({ ...index, records: index.records.length });
    index.terms.forEach((term, i) => {
      this.byTerm.set(term, i);
      const letter = term[0] ?? '';
      let list = this.byLetter.get(letter);
      if (!list) this.byLetter.set(letter, (list = []));
      list.push({ term, df: index.df[i]! });
    });
  }

  entries(letter: string): readonly DictionaryEntry[] {
    return this.byLetter.get(letter) ?? [];
  }

  df(term: string): number {
    const i = this.byTerm.get(term);
    return i === undefined ? 0 : this.index.df[i]!;
  }

  postings(term: string): readonly number[] | undefined {
    const i = this.byTerm.get(term);
    return i === undefined ? undefined : this.index.lists[i];
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
  letters(letters: string[]): Promise<void>;
  terms(terms: string[]): Promise<void>;
  /** Postings of the terms that start with these words, fetched with the dictionary. */
  prefixes(prefixes: string[]): Promise<void>;
  records(ids: number[]): Promise<void>;
  /** Resolves in a later task; awaited before the query starts and before its answer is built. */
  nextTask(): Promise<void>;
  /**
   * The build-time answers of one-character queries (with their records),
   * loaded when the modal opens; null where the index has none.
   */
  openers(): Promise<OpenerTable | null>;
}

/** What a query needs of openers.json to take its answer (the records come through the index view). */
export type OpenerTable = Pick<OpenersFile, 'filters' | 'hitsPerPage' | 'answers'>;

/** Runs a query step by step, loading what each step needs first. */
export async function runQuerySteps(
  view: IndexView,
  params: SearchParams,
  indexName: string,
  load: StepLoaders,
  isCurrent: () => boolean = () => true,
): Promise<SearchResponse> {
  const go = () => {
    if (!isCurrent()) throw new SupersededError('A newer query replaced this one');
  };
  // A keystroke's input handling, the ranking and the answer (with the
  // results it makes the modal render) are three tasks, not one: with
  // everything already loaded a query otherwise runs to its end inside the
  // keystroke's task (80 ms at 4× CPU).
  await load.nextTask();
  go();
  const run = new QueryRun(view, params, indexName);
  // A character answered at build time skips steps 1–4: its hits, and their records, came with the openers.
  const openers = run.isOneCharacter() ? await load.openers() : null;
  go();
  if (!openers || !run.adoptOpener(openers)) {
    const first = run.exactTerms();
    await Promise.all([load.terms(first.terms), load.letters(first.letters), load.prefixes(first.prefixes)]);
    go();
    await load.letters(run.typoLetters());
    go();
    await load.terms(run.terms());
    go();
    run.rank();
  }
  do {
    await load.records(run.wanted());
    go();
  } while (!run.settle());
  await load.nextTask();
  go();
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

/**
 * One query, as the modal sends it, over a one-record index of its own, so
 * that the reader's first keystroke does not pay for what any first query
 * pays once: compiling the engine's functions, its Unicode word patterns and
 * the NFD tables (about 20 ms of a keystroke with the CPU slowed 4×). The
 * browser calls it when idle after opening the index; it reads and fetches
 * nothing. Returns its answer (tests check that it reached the snippets).
 */
export function warmUp(): SearchResponse {
  const page = 'https://warm-up.invalid/docs/api/';
  const empty = { lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const engine = new SearchEngine([
    {
      objectID: recordObjectID(page, 1),
      url: `${page}#vehicles`,
      url_without_anchor: page,
      anchor: 'vehicles',
      type: 'content',
      hierarchy: { lvl0: 'Docs', lvl1: 'Vehículos and signalsLatest', ...empty },
      content: 'Query signalsLatest for the vehicles your C# app may read.',
      language: 'en',
      docusaurus_tag: 'docs',
      weight: { pageRank: 0, level: 0, position: 1 },
    },
  ]);
  return engine.search({
    query: 'vehiculo signalslatest c',
    hitsPerPage: 20,
    attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  });
}

export { ENGINE_OPTIONS, kindLevelWeight };
