/**
 * What a query asks for: its words, each with the terms that can stand for it
 * (synonyms, the singular, prefix completions, typos). The rules are declared
 * here once, and the words in ./synonyms.ts; the engine applies them the same
 * way in the browser, in `npm start` and in the Node tools.
 */
import {
  MATCH_QUALITY,
  MAX_PREFIX_EXPANSIONS,
  MAX_QUERY_LENGTH,
  MAX_TYPO_EXPANSIONS,
  MIN_WORD_SIZE_FOR_ONE_TYPO,
  MIN_WORD_SIZE_FOR_TWO_TYPOS,
} from './options';
import { SYNONYMS } from './synonyms';
import {
  isStopWord,
  normalizeTerm,
  pairTerm,
  queryChains,
  queryRoute,
  rankedWordCount,
  routeTerm,
  splitWords,
  termOf,
  termsOfWord,
  wordForms,
  wordTokens,
  type RequestLine,
} from './tokenize';

/** Typos a word of this length may have: none below 4 letters, one from 4, two from 7 (Algolia's minWordSizefor1Typo/2Typos). */
export function allowedTypos(term: string): number {
  if (term.length >= MIN_WORD_SIZE_FOR_TWO_TYPOS) return 2;
  if (term.length >= MIN_WORD_SIZE_FOR_ONE_TYPO) return 1;
  return 0;
}

/** One way to satisfy a query word: every term of it must match (most have one term). */
export interface Alternative {
  terms: string[];
  quality: number;
  /**
   * How many words of a heading it stands for (the exact-heading bonus): its
   * terms, or an identifier's parts (`signalsLatest` is 2, as rankedWordCount
   * counts the heading).
   */
  size: number;
}

/** A query word (or a phrase the synonyms know), with everything that can stand for it. */
export interface Slot {
  /** The normalised words the reader typed for it, as `matchedWords` reports them. */
  words: string[];
  /** The typed term first, then synonyms. */
  alternatives: Alternative[];
  /** The last word, not yet followed by a space: its completions count too. */
  prefix: string | null;
  /** The typed term may match other terms with this many typos (it is one word, not found as typed). */
  typos: number;
  /** Terms that stand for the typed one when the index does not have it (a route's or chain's near forms). */
  fallbacks: string[];
  /** Other forms of the typed word (./tokenize.ts wordForms), matched where the index has them. */
  forms: string[];
}

export interface QueryPlan {
  query: string;
  slots: Slot[];
  /**
   * Per slot s, its terms as typed paired with those of slot s + 1, when the
   * reader typed the two apart by spaces or hyphens alone, stop words between
   * them allowed: `storage node operator` has [storage, node] and [node,
   * operator]; `make, model` and the parts of `dimo.fetch.query` have none.
   * Empty for the last slot.
   */
  pairs: [string, string][][];
}

/** Synonym groups as term lists (stop words dropped), and an index from a group's first term. */
interface Group {
  phrases: string[][];
}

function phraseTerms(phrase: string): string[] {
  const words = splitWords(phrase);
  const content = words.filter((w) => !isStopWord(w));
  return (content.length > 0 ? content : words).map(termOf);
}

/**
 * A phrase of stop words alone (`where is`), or one that stop words reduce to
 * one word (`sign in` → `sign`, `engine on` → `engine`), is found when typed
 * but is no alternative: it would stand for any text with `where` and `is`,
 * every `sign` and `engine`, and make `sign` a word of the login group.
 */
function groupTerms(phrase: string): string[] {
  const words = splitWords(phrase);
  if (words.length < 2) return words.map(termOf);
  const content = words.filter((w) => !isStopWord(w));
  return content.length < 2 ? [] : content.map(termOf);
}

const GROUPS: Group[] = SYNONYMS.map((group) => ({ phrases: group.map(groupTerms) }));

/** Full phrases (all words, stop words kept) to find in the query, longest first. */
const PHRASES: { words: string[]; group: Group }[] = GROUPS.flatMap((group, g) =>
  SYNONYMS[g]!.map((phrase) => ({ words: splitWords(phrase).map(termOf), group })),
).sort((a, b) => b.words.length - a.words.length);

function alternativesOf(group: Group, typed: string[]): Alternative[] {
  const key = typed.join(' ');
  const seen = new Set<string>([key]);
  const out: Alternative[] = [];
  for (const terms of group.phrases) {
    const k = terms.join(' ');
    if (seen.has(k) || terms.length === 0) continue;
    seen.add(k);
    out.push({ terms, quality: MATCH_QUALITY.synonym, size: terms.length });
  }
  return out;
}

/**
 * A slot for one term that stands for several words (a route, a member
 * chain), with its fallbacks. In a heading it covers as many words as it
 * stands for (`size`): an operation page titled "List the vehicles subscribed
 * to a webhook" is as much the request line `GET /v1/webhooks/:webhookId` as
 * its title.
 */
function compoundSlot(term: string, fallbacks: string[], size: number): Slot {
  return {
    words: [],
    alternatives: [{ terms: [term], quality: MATCH_QUALITY.exact, size }],
    prefix: null,
    typos: 0,
    fallbacks,
    forms: [],
  };
}

/**
 * The slot of a request line the query names (`GET /v1/webhooks/{id}`): its
 * method and route as one term (./tokenize.ts routeTerms), or its route alone
 * when no method is given. When the index has no such route, the same path
 * under any method and the path with one more placeholder (`POST /v1/vc/vin`
 * for `/v1/vc/vin/:tokenId`) stand for it.
 */
function routeSlot(line: RequestLine): Slot {
  const longer = { ...line, route: `${line.route}/{}` };
  const fallbacks = line.method
    ? [
        routeTerm({ method: null, route: line.route }),
        routeTerm(longer),
        routeTerm({ ...longer, method: null }),
      ]
    : [routeTerm(longer)];
  return compoundSlot(routeTerm(line), fallbacks, rankedWordCount(`${line.method ?? ''} ${line.route}`));
}

/**
 * Splits a query into slots: synonym phrases first, then words; stop words go
 * when other words remain. A request line (`GET /v1/webhooks`) adds a slot for
 * its route, which carries its method, and a member chain
 * (`dimo.telemetry.query`) one for the chain; their words are slots too.
 */
export function planQuery(rawQuery: string): QueryPlan {
  const query = rawQuery.slice(0, MAX_QUERY_LENGTH);
  const route = queryRoute(query);
  const tokens = wordTokens(query);
  const words = tokens.map((t) => t.word);
  const terms = words.map(termOf);
  const endsInWord = words.length > 0 && /[\p{L}\p{N}_#+]$/u.test(query);
  // Per slot, its first and last word (index in `words`).
  const slots: (Slot & { stop: boolean; first: number; last: number })[] = [];
  for (let i = 0; i < terms.length;) {
    const phrase = PHRASES.find((p) => p.words.length > 1 && p.words.every((w, k) => terms[i + k] === w));
    if (phrase) {
      const typed = phraseTerms(words.slice(i, i + phrase.words.length).join(' '));
      slots.push({
        words: words.slice(i, i + phrase.words.length).map(normalizeTerm),
        alternatives: [
          { terms: typed, quality: MATCH_QUALITY.exact, size: typed.length },
          ...alternativesOf(phrase.group, typed),
        ],
        prefix: null,
        typos: 0,
        fallbacks: [],
        forms: [],
        stop: false,
        first: i,
        last: i + phrase.words.length - 1,
      });
      i += phrase.words.length;
      continue;
    }
    const word = words[i]!;
    const term = terms[i]!;
    const group = GROUPS.find((g) => g.phrases.some((p) => p.length === 1 && p[0] === term));
    const own = termsOfWord(word);
    const alternatives: Alternative[] = [
      { terms: [term], quality: MATCH_QUALITY.exact, size: rankedWordCount(word) },
    ];
    // An identifier typed whole also matches its parts together (`signalsLatest` → signal + latest).
    if (own.length > 2)
      alternatives.push({ terms: own.slice(1), quality: MATCH_QUALITY.parts, size: own.length - 1 });
    if (group) alternatives.push(...alternativesOf(group, [term]));
    const isLast = i === terms.length - 1;
    slots.push({
      words: [normalizeTerm(word)],
      alternatives,
      prefix: isLast && endsInWord ? normalizeTerm(word) : null,
      typos: allowedTypos(term),
      fallbacks: [],
      forms: own.length === 1 ? wordForms(term) : [],
      // The method of a request line is in its route slot (`get` would be a stop word anyway).
      stop: isStopWord(word) || term === route?.method,
      first: i,
      last: i,
    });
    i += 1;
  }
  const kept = slots.some((s) => !s.stop) ? slots.filter((s) => !s.stop) : slots;
  const compounds = [
    ...(route ? [routeSlot(route)] : []),
    ...queryChains(query).map(([chain, ...tails]) => compoundSlot(chain!, tails, chain!.split('.').length)),
  ];
  // Two words stand together when only spaces or hyphens part the words from the one to the other.
  const apart = (from: number, to: number) => {
    for (let k = from; k < to; k++)
      if (!/^[\s-]*$/.test(query.slice(tokens[k]!.end, tokens[k + 1]!.start))) return false;
    return true;
  };
  const pairs = kept.map((slot, s) => {
    const next = kept[s + 1];
    if (!next || !apart(slot.last, next.first)) return [];
    const out = new Map<string, [string, string]>();
    for (const a of typedTerms(slot)) for (const b of typedTerms(next)) out.set(pairTerm(a, b), [a, b]);
    return [...out.values()];
  });
  for (const _ of compounds) pairs.push([]);
  return {
    query,
    slots: [...kept.map(({ stop: _stop, first: _first, last: _last, ...slot }) => slot), ...compounds],
    pairs,
  };
}

/** The terms of a slot as typed: its own alternative's and its identifier parts', not synonyms. */
function typedTerms(slot: Slot): string[] {
  return slot.alternatives
    .filter((alt) => alt.quality === MATCH_QUALITY.exact || alt.quality === MATCH_QUALITY.parts)
    .flatMap((alt) => alt.terms);
}

/**
 * The pair terms of a plan (QueryPlan.pairs, tokenize.ts pairTerm) whose two
 * terms the index has: looked up once the typed terms' postings are in, so a
 * word still being typed (`webhook co`) fetches no pair.
 */
export function pairsOf(plan: QueryPlan, has: (term: string) => boolean): string[] {
  return [
    ...new Set(
      plan.pairs
        .flat()
        .filter(([a, b]) => has(a) && has(b))
        .map(([a, b]) => pairTerm(a, b)),
    ),
  ];
}

/** A dictionary term and how many postings it has. */
export interface DictionaryEntry {
  term: string;
  df: number;
}

/** A term the engine looks up for a slot, and how good a match through it is. */
export interface Expansion {
  term: string;
  /** Index of the slot's alternative it serves, and of the term within it. */
  alternative: number;
  part: number;
  quality: number;
  /** Another form of the typed word (Slot.forms): it matches, but a heading with it is not the query's heading. */
  form?: true;
}

/** Bounded Damerau–Levenshtein distance (a swap of two letters is one typo); max + 1 when further. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      row.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/**
 * The terms to look up for one slot. `has` says whether a term is in the
 * index (its postings are loaded); `lookup` gives the dictionary entries that
 * start with a prefix (loaded for the prefixes and letters a query run names).
 * A word found as typed is not also matched with typos; one that is not found
 * matches the terms within its typo allowance that share its first letter
 * (the dictionary is sorted, so a letter's terms are a few shards). The last
 * word also matches its most frequent completions, the entries that start
 * with it; a route or chain not in the index, its fallbacks.
 */
export function expandSlot(
  slot: Slot,
  has: (term: string) => boolean,
  lookup: (prefix: string) => readonly DictionaryEntry[],
): Expansion[] {
  const out: Expansion[] = [];
  slot.alternatives.forEach((alt, a) => {
    alt.terms.forEach((term, part) => out.push({ term, alternative: a, part, quality: alt.quality }));
  });
  const typed = slot.alternatives[0]!.terms;
  if (typed.length !== 1) return out;
  const term = typed[0]!;
  if (slot.prefix) {
    const completions = lookup(slot.prefix)
      .filter((e) => e.term !== term)
      .sort((x, y) => y.df - x.df || (x.term < y.term ? -1 : 1))
      .slice(0, MAX_PREFIX_EXPANSIONS);
    for (const e of completions)
      out.push({ term: e.term, alternative: 0, part: 0, quality: MATCH_QUALITY.prefix });
  }
  for (const form of slot.forms)
    if (has(form)) out.push({ term: form, alternative: 0, part: 0, quality: MATCH_QUALITY.form, form: true });
  if (slot.fallbacks.length > 0 && !has(term)) {
    for (const fallback of slot.fallbacks)
      out.push({ term: fallback, alternative: 0, part: 0, quality: MATCH_QUALITY.fallback });
  }
  if (needsTypos(slot, has, lookup)) {
    const near = lookup(term[0] ?? '')
      .map((e) => ({ e, d: editDistance(term, e.term, slot.typos) }))
      .filter(({ d }) => d > 0 && d <= slot.typos)
      .sort((x, y) => x.d - y.d || y.e.df - x.e.df)
      .slice(0, MAX_TYPO_EXPANSIONS);
    for (const { e, d } of near) {
      out.push({
        term: e.term,
        alternative: 0,
        part: 0,
        quality: d === 1 ? MATCH_QUALITY.typo1 : MATCH_QUALITY.typo2,
      });
    }
  }
  return out;
}

/**
 * Whether a slot's typed word may be a typo: long enough, not in the index as
 * typed, and not a word still being typed that the dictionary completes (its
 * completions stand for it then, and its letter's dictionary is not fetched).
 */
export function needsTypos(
  slot: Slot,
  has: (term: string) => boolean,
  lookup: (prefix: string) => readonly DictionaryEntry[],
): boolean {
  const typed = slot.alternatives[0]!.terms;
  if (typed.length !== 1 || slot.typos === 0 || has(typed[0]!)) return false;
  return !slot.prefix || !lookup(slot.prefix).some((e) => e.term !== typed[0]);
}

/** Every term of every alternative, as typed or as synonyms, and the typed words' other forms: looked up before anything else. */
export function termsOf(plan: QueryPlan): string[] {
  return [
    ...new Set(
      plan.slots.flatMap((slot) => [...slot.alternatives.flatMap((alt) => alt.terms), ...slot.forms]),
    ),
  ];
}

/** The words of a plan that are completed as prefixes (its last word, as typed). */
export function prefixesOf(plan: QueryPlan): string[] {
  return [...new Set(plan.slots.flatMap((slot) => (slot.prefix ? [slot.prefix] : [])))];
}

/** First letters whose dictionary a plan needs to correct words not found as typed. */
export function typoLetters(
  plan: QueryPlan,
  has: (term: string) => boolean,
  lookup: (prefix: string) => readonly DictionaryEntry[],
): string[] {
  return [
    ...new Set(
      plan.slots
        .filter((slot) => needsTypos(slot, has, lookup))
        .map((slot) => slot.alternatives[0]!.terms[0]![0]!),
    ),
  ];
}
