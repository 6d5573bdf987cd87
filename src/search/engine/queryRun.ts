/**
 * One query against one index, in steps, each reading only what the previous
 * one found: the dictionary entries of its first letters, the postings of its
 * terms, then the records of the hits it shows. The in-memory engine runs the
 * steps at once; the sharded one fetches what each step needs first
 * (runQuerySteps in ./engine.ts).
 */
import { compileFacetFilters, type FacetValues } from './facetFilters';
import type { OpenerAnswer, OpenersFile } from './format';
import { floorIndex } from './floorIndex';
import type { HighlightTags, WordMatcher } from './highlight';
import { snippetWords, toHit } from './hits';
import type { IndexView } from './indexView';
import { kindLevelWeight, kindType } from './invertedIndex';
import {
  expandSlot,
  pairsOf,
  planQuery,
  prefixesOf,
  termsOf,
  typoLetters,
  type Expansion,
  type QueryPlan,
} from './matching';
import {
  DEFAULT_HIGHLIGHT_POST_TAG,
  DEFAULT_HIGHLIGHT_PRE_TAG,
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_SNIPPET_ELLIPSIS,
  ENGINE_OPTIONS,
  PAGINATION_LIMIT,
} from './options';
import {
  addInheritedWeights,
  addSectionText,
  addWordPairs,
  readPostings,
  recordScorer,
  sectionCoverage,
  slotIdf,
  termColumns,
  WeightTable,
} from './scoring';
import { identifierParts, normalizeTerm, termsOfWord } from './tokenize';
import type { SearchParams, SearchResponse } from './types';

/** What a query needs of openers.json to take its answer (the records come through the index view). */
export type OpenerTable = Pick<OpenersFile, 'filters' | 'hitsPerPage' | 'answers'>;

function randomQueryId(): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

function toInt(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

/** A record kind (`1`–`6`, `c`) as a number below 8, distinct for each kind. */
const kindCode = (kind: string) => (kind === 'c' ? 0 : Number(kind));

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
  /** The share of the query its section answers (sectionCoverage); 1 when nothing was scored. */
  answered: number;
  /** The page's index in pageStarts. */
  page: number;
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
  private readonly filter: (attrs: FacetValues) => boolean;
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
    this.ranked = answer.ids.map((id) => this.toRanked(id, 0));
    this.window = this.ranked.length;
    this.adoptedHits = answer.nbHits;
    return true;
  }

  /**
   * Step 1: the query's own terms and synonyms, and the word still being
   * typed, whose completions come from the dictionary entries that start with
   * it (a loader may fetch their postings now, before the dictionary picks them).
   */
  exactTerms(): { terms: string[]; prefixes: string[] } {
    return { terms: termsOf(this.plan), prefixes: prefixesOf(this.plan) };
  }

  /** With step 2: the pairs of words typed next to each other whose terms the index has (needs step 1). */
  pairs(): string[] {
    return pairsOf(this.plan, this.has);
  }

  /** Step 2: the letters whose dictionary corrects the words not found as typed (needs step 1). */
  typoLetters(): string[] {
    return typoLetters(this.plan, this.has, (prefix) => this.view.entries(prefix));
  }

  /** Step 3: every term to look up: exact, synonyms, completions, corrections (needs steps 1 and 2). */
  terms(): string[] {
    this.expansions = this.plan.slots.map((slot) => expandSlot(slot, this.has, (l) => this.view.entries(l)));
    return [...new Set(this.expansions.flat().map((e) => e.term))];
  }

  private attrs(id: number): FacetValues {
    const page = floorIndex(this.view.pageStarts, id);
    const [language, tag] = this.view.facets[this.view.pageFacets[page]!]!;
    return { language, docusaurus_tag: tag, type: kindType(this.view.types[id]!) };
  }

  /** Step 4: ranks the records, one per section (needs the terms' postings). */
  rank(): void {
    const sorted = this.plan.slots.length === 0 ? this.browse() : this.score();
    const section = sections(this.view);
    const seen = new Set<number>();
    this.ranked = sorted.filter(({ id }) => {
      const s = section[id]!;
      if (seen.has(s)) return false;
      seen.add(s);
      return true;
    });
    if (this.plan.slots.length > 0) this.ranked = QueryRun.answeringSectionsFirst(this.ranked);
    this.window = Math.min(
      this.ranked.length,
      (this.page + 1) * this.hitsPerPage + (this.hitsPerPage > 0 ? ENGINE_OPTIONS.dedupeMargin : 0),
    );
  }

  /**
   * Within each page, its sections in the order of score × the share of the
   * query each answers, in the places the page's sections already held: a
   * page keeps its place in the list, and leads with the section that answers
   * most of the question ("Pitfalls" whose text names the upper-case client
   * id, not "n8n" that only names the tool, for `n8n vehicle jwt fails,
   * client id in upper case`).
   */
  private static answeringSectionsFirst(ranked: readonly Ranked[]): Ranked[] {
    const placesOf = new Map<number, number[]>();
    ranked.forEach(({ page }, place) => {
      let places = placesOf.get(page);
      if (!places) placesOf.set(page, (places = []));
      places.push(place);
    });
    const out = ranked.slice();
    for (const places of placesOf.values()) {
      if (places.length < 2) continue;
      // Array.prototype.sort is stable: equal keys keep the order of the ranking.
      const ordered = places
        .map((place) => ranked[place]!)
        .sort((a, b) => b.score * b.answered - a.score * a.answered);
      places.forEach((place, k) => (out[place] = ordered[k]!));
    }
    return out;
  }

  /** A record with its score and the keys that break ties. */
  private toRanked(
    id: number,
    score: number,
    page = floorIndex(this.view.pageStarts, id),
    answered = 1,
  ): Ranked {
    return {
      id,
      score,
      answered,
      page,
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
      if (this.filter(this.attrs(id))) out.push(this.toRanked(id, 0));
    return out.sort(QueryRun.compare);
  }

  /** Scores the records that match a word of the query, in the stages of ./scoring.ts, and sorts them. */
  private score(): Ranked[] {
    const columns = termColumns(this.plan.slots, this.expansions);
    const weights = new WeightTable(columns.count);
    const { ownHeadings, inherited, trails } = readPostings(this.view, columns, weights);
    const candidates = this.passingFilters(weights.ids()).sort((a, b) => a - b);
    addInheritedWeights(inherited, candidates, weights);
    const idf = slotIdf(this.plan.slots, this.expansions, this.view);
    const scoreOf = recordScorer(this.plan.slots, columns, idf, ownHeadings, weights, trails);
    const words = this.plan.slots.length;
    const bests = new Float64Array(candidates.length * words);
    const scores = Float64Array.from(candidates, (id, i) =>
      scoreOf(id, bests.subarray(i * words, (i + 1) * words)),
    );
    addWordPairs(this.view, this.plan.pairs, idf, candidates, scores);
    addSectionText(candidates, sections(this.view), bests, idf, scores);
    const answered = sectionCoverage(candidates, sections(this.view), bests, idf);
    return candidates
      .map((id, i) => {
        const page = floorIndex(this.view.pageStarts, id);
        const score = scores[i]! * (1 + ENGINE_OPTIONS.pageRankBoost * this.view.pageRanks[page]!);
        return this.toRanked(id, score, page, answered[i]);
      })
      .sort(QueryRun.compare);
  }

  /** The records that pass the facet filters, tested once per page and record kind. */
  private passingFilters(ids: number[]): number[] {
    const passes = new Map<number, boolean>();
    return ids.filter((id) => {
      const key = floorIndex(this.view.pageStarts, id) * 8 + kindCode(this.view.types[id]!);
      let ok = passes.get(key);
      if (ok === undefined) passes.set(key, (ok = this.filter(this.attrs(id))));
      return ok;
    });
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
    const snippets = snippetWords(params.attributesToSnippet);
    const matcher = this.wordMatcher();
    const wordCount = this.plan.slots.reduce((sum, slot) => sum + slot.words.length, 0);
    const response: SearchResponse = {
      hits:
        hitsPerPage === 0
          ? []
          : this.shown.map((id) =>
              toHit(this.view.record(id), { matcher, queryWordCount: wordCount, tags, ellipsis, snippets }),
            ),
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
