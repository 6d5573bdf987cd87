/**
 * The stages of scoring a query (QueryRun.rank runs them in this order; the
 * weights are ENGINE_OPTIONS):
 *
 *   termColumns          one column per term a query word may match through
 *   readPostings         per record, the best weight of each column from its own
 *                        text and heading; the ranges of records that inherit a
 *                        heading's or a page group's words
 *   (QueryRun)           the records with a word of their own that pass the facet filters
 *   addInheritedWeights  the ranges' weights, for those records
 *   slotIdf              how rare each query word is
 *   recordScorer         Σ idf × match, plus the bonus of a heading that is the query
 *                        (or is query words under headings with the rest of it)
 *   addWordPairs         the pairs of query words a record has next to each other
 *   addSectionText       a heading's share of the words its section's text has
 *   sectionCoverage      the share of the query each section answers
 *
 * then QueryRun multiplies by the page rank factor and sorts, and orders each
 * page's sections by score × that share in the places they hold.
 */
import {
  FIELD_GROUP,
  FIELD_TEXT,
  fieldCover,
  fieldNamesGroup,
  fieldPartOnly,
  fieldPlace,
  fieldSize,
} from './invertedIndex';
import type { IndexView } from './indexView';
import type { Expansion, Slot } from './matching';
import { ENGINE_OPTIONS, MATCH_QUALITY } from './options';
import { pairTerm } from './tokenize';

/** A term looked up for a query word: the column it fills and how good a match through it is. */
interface ColumnUse {
  column: number;
  quality: number;
  /** Whether a heading with the term has the query word for the exact-heading bonus: not through another form of it. */
  headingWord: boolean;
  /** Whether the term is the word as typed (or its singular, or an identifier's parts): see PostingsRead.trails. */
  typed: boolean;
}

/**
 * A column per term of each alternative of each query word (slot): a record
 * matches an alternative as well as its worst-matched term, and a slot as well
 * as its best alternative.
 */
export interface TermColumns {
  /** Column of each [slot][alternative][term]. */
  of: number[][][];
  /** The slot of each column. */
  slotOf: number[];
  count: number;
  /** Per term to read: the columns it fills. */
  usesOf: Map<string, ColumnUse[]>;
}

export function termColumns(
  slots: readonly Slot[],
  expansions: readonly (readonly Expansion[])[],
): TermColumns {
  const slotOf: number[] = [];
  const of = slots.map((slot, s) =>
    slot.alternatives.map((alternative) =>
      alternative.terms.map(() => {
        slotOf.push(s);
        return slotOf.length - 1;
      }),
    ),
  );
  const usesOf = new Map<string, ColumnUse[]>();
  expansions.forEach((list, s) => {
    for (const e of list) {
      let uses = usesOf.get(e.term);
      if (!uses) usesOf.set(e.term, (uses = []));
      uses.push({
        column: of[s]![e.alternative]![e.part]!,
        quality: e.quality,
        headingWord: !e.form,
        typed: !e.form && (e.quality === MATCH_QUALITY.exact || e.quality === MATCH_QUALITY.parts),
      });
    }
  });
  return { of, slotOf, count: slotOf.length, usesOf };
}

/** Per record with a word of its own, a row of the best weight it has in each column, in one growing array. */
export class WeightTable {
  private readonly rowOf = new Map<number, number>();
  private cells: Float64Array;

  constructor(private readonly columns: number) {
    this.cells = new Float64Array(64 * columns);
  }

  /** The offset of a record's row, added (all zero) on first use. */
  row(id: number): number {
    let row = this.rowOf.get(id);
    if (row === undefined) {
      row = this.rowOf.size * this.columns;
      this.rowOf.set(id, row);
      if (row + this.columns > this.cells.length) {
        const grown = new Float64Array(this.cells.length * 2);
        grown.set(this.cells);
        this.cells = grown;
      }
    }
    return row;
  }

  /** Keeps the larger of a cell's weight and `weight`. */
  raise(row: number, column: number, weight: number): void {
    if (weight > this.cells[row + column]!) this.cells[row + column] = weight;
  }

  weight(row: number, column: number): number {
    return this.cells[row + column]!;
  }

  /** The records that have a row. */
  ids(): number[] {
    return [...this.rowOf.keys()];
  }
}

/** A record's own heading that matched: its word count (identifier parts counted) and the columns it has. */
export interface OwnHeading {
  size: number;
  /** Per column it has, how many of its words the term is (fieldCover: an identifier whole is all its parts). */
  columns: Map<number, number>;
}

/** The weight of a term in a record's text, before match quality: more for repeats, less for long texts. */
function textWeight(occurrences: number, sizeLog2: number): number {
  const o = ENGINE_OPTIONS;
  const repeat = Math.min(o.textRepeatCap, o.textRepeat * (occurrences - 1));
  const length = 1 / (1 + o.textLength * Math.max(0, sizeLog2 - o.textShortLog2));
  return (o.text + repeat) * length;
}

export interface PostingsRead {
  ownHeadings: Map<number, OwnHeading>;
  /**
   * Per column, flat triples (from, to, weight): the records [from, to) have
   * the term through a heading above them or their page group.
   */
  inherited: number[][];
  /**
   * Flat triples (column, from, to): the records [from, to) are under a
   * heading with the query word as typed (the exact-heading trail bonus).
   */
  trails: number[];
}

/** A page group's postings as readPostings meets them. */
interface GroupRead {
  /** The end of the records it spans. */
  end: number;
  /** How many terms name it (its field size: groupNamingTerms in ./invertedIndex.ts). */
  size: number;
  /** The naming terms the query has as typed. */
  typed: Set<string>;
  /** Flat pairs (column, quality): the query's uses of its naming terms. */
  uses: number[];
}

/**
 * Reads the postings of every term the query looks up (the third number of an
 * entry is the term's count in a text, or the records a heading or group spans).
 */
export function readPostings(view: IndexView, columns: TermColumns, table: WeightTable): PostingsRead {
  const { ownHeading, inheritedHeading, group, namedGroup } = ENGINE_OPTIONS;
  const ownHeadings = new Map<number, OwnHeading>();
  const inherited: number[][] = Array.from({ length: columns.count }, () => []);
  const trails: number[] = [];
  // Per page group (by its first record) whose naming terms the query looks up: see GroupRead.
  const groups = new Map<number, GroupRead>();
  for (const [term, uses] of columns.usesOf) {
    const postings = view.postings(term);
    if (!postings) continue;
    let id = 0;
    for (let k = 0; k < postings.length; k += 3) {
      id += postings[k]!;
      const place = fieldPlace(postings[k + 1]!);
      const size = fieldSize(postings[k + 1]!);
      const countOrSpan = postings[k + 2]!;
      if (place === FIELD_TEXT) {
        const weight = textWeight(countOrSpan, size);
        const row = table.row(id);
        for (const { column, quality } of uses) table.raise(row, column, quality * weight);
      } else if (place === FIELD_GROUP) {
        for (const { column, quality } of uses)
          inherited[column]!.push(id, id + countOrSpan, quality * group);
        if (fieldNamesGroup(postings[k + 1]!)) {
          let read = groups.get(id);
          if (!read) groups.set(id, (read = { end: id + countOrSpan, size, typed: new Set(), uses: [] }));
          if (uses.some((u) => u.typed)) read.typed.add(term);
          for (const { column, quality } of uses) read.uses.push(column, quality);
        }
      } else {
        const row = table.row(id);
        let heading = ownHeadings.get(id);
        if (!heading) ownHeadings.set(id, (heading = { size, columns: new Map() }));
        // A word the heading has only inside a longer name is one of that name's parts, not the heading's word.
        const own = ownHeading[place]! * (fieldPartOnly(postings[k + 1]!) ? MATCH_QUALITY.parts : 1);
        const cover = fieldCover(postings[k + 1]!);
        for (const { column, quality, headingWord, typed } of uses) {
          table.raise(row, column, quality * own);
          if (headingWord) heading.columns.set(column, Math.max(cover, heading.columns.get(column) ?? 0));
          if (countOrSpan > 1) {
            inherited[column]!.push(id + 1, id + countOrSpan, quality * inheritedHeading[place]!);
            if (typed) trails.push(column, id + 1, id + countOrSpan);
          }
        }
      }
    }
  }
  // A group whose naming terms the query has all, as typed, has them at namedGroup weight in its records.
  for (const [from, { end, size, typed, uses }] of groups)
    if (size > 0 && typed.size >= size)
      for (let u = 0; u < uses.length; u += 2)
        inherited[uses[u]!]!.push(from, end, uses[u + 1]! * namedGroup);
  return { ownHeadings, inherited, trails };
}

/**
 * Raises each candidate's weights to the best inherited range that covers it,
 * sweeping each column's ranges in record order. `candidates` are sorted and
 * have rows.
 */
export function addInheritedWeights(
  inherited: readonly number[][],
  candidates: readonly number[],
  table: WeightTable,
): void {
  inherited.forEach((ranges, column) => {
    if (ranges.length === 0) return;
    const byStart = Array.from({ length: ranges.length / 3 }, (_, i) => i).sort(
      (a, b) => ranges[a * 3]! - ranges[b * 3]!,
    );
    let next = 0;
    const open: number[] = [];
    for (const id of candidates) {
      while (next < byStart.length && ranges[byStart[next]! * 3]! <= id) open.push(byStart[next++]!);
      let best = 0;
      for (let i = open.length - 1; i >= 0; i--) {
        const range = open[i]!;
        if (ranges[range * 3 + 1]! <= id) {
          open[i] = open[open.length - 1]!;
          open.pop();
        } else if (ranges[range * 3 + 2]! > best) best = ranges[range * 3 + 2]!;
      }
      table.raise(table.row(id), column, best);
    }
  });
}

/** Whether an expansion is a term of its alternative (typed, synonym or identifier part), not a completion or a correction. */
function isAlternativeTerm(e: Expansion): boolean {
  return (
    e.alternative > 0 ||
    e.part > 0 ||
    e.quality === MATCH_QUALITY.exact ||
    e.quality === MATCH_QUALITY.synonym
  );
}

/** How rare something `df` of `records` records have is: log(1 + N / (1 + df)). */
function idfOf(records: number, df: number): number {
  return Math.log(1 + records / (1 + df));
}

/**
 * How rare each query word is, log(1 + N / (1 + df)): a word is as common as
 * its most common way to match, and an alternative of several terms (a phrase
 * synonym) as common as its rarest term. Another form of a word the index has
 * as typed does not count (`privileged` stays as rare as it is, however
 * common `privilege`).
 */
export function slotIdf(
  slots: readonly Slot[],
  expansions: readonly (readonly Expansion[])[],
  view: IndexView,
): number[] {
  return slots.map((slot, s) => {
    const alternativeDf = new Map<number, number>();
    let df = 0;
    const typedFound = view.df(slot.alternatives[0]!.terms[0]!) > 0;
    for (const e of expansions[s]!) {
      if (e.form && typedFound) continue;
      const termDf = view.df(e.term);
      if (!isAlternativeTerm(e)) {
        df = Math.max(df, termDf);
        continue;
      }
      const known = alternativeDf.get(e.alternative);
      const several = slot.alternatives[e.alternative]!.terms.length > 1;
      alternativeDf.set(
        e.alternative,
        several ? Math.min(known ?? Infinity, termDf) : Math.max(known ?? 0, termDf),
      );
    }
    for (const value of alternativeDf.values()) df = Math.max(df, value);
    return idfOf(view.records, df);
  });
}

/** Whether a heading trail triple (PostingsRead.trails) puts record `id` under a heading with `column`'s term. */
function onTrail(trails: readonly number[], id: number, column: number): boolean {
  for (let k = 0; k < trails.length; k += 3)
    if (trails[k] === column && trails[k + 1]! <= id && id < trails[k + 2]!) return true;
  return false;
}

/**
 * A record's score before its page rank: Σ over the query words of idf × its
 * best alternative's weight, plus, when the record is a heading, exactHeading
 * × the idf of the words it has whole (one of their alternatives, all its
 * terms) × the share of its words they cover (Alternative.size: an identifier
 * covers its parts, a phrase its words). A heading that is nothing but the
 * query, "Privileges" for `privileges` or "signalsLatest" for `signalsLatest`,
 * beats one that only contains it, "GetSacdForVehicle" for `sacd`.
 *
 * A heading that is nothing but query words also counts, times
 * exactHeadingTrail, the query words as typed that the headings above it
 * have: for `cel condition examples`, "Examples" under "CEL conditions" is
 * the query, and beats "CEL conditions" itself, which lacks a word.
 *
 * One word of a record answers one query word: two query words that reach
 * the same term (`mileage odometer`, synonyms of each other) share it, so
 * "Odometer" has one of them, not both, and counts once in the heading bonus;
 * the word goes where it weighs most, the other keeps its next best term.
 *
 * `bestOut` receives the record's weight for each query word
 * (before idf), for addSectionText.
 */
export function recordScorer(
  slots: readonly Slot[],
  columns: TermColumns,
  idf: readonly number[],
  ownHeadings: ReadonlyMap<number, OwnHeading>,
  table: WeightTable,
  trails: readonly number[],
): (id: number, bestOut: Float64Array) => number {
  const alternatives = columns.of.flatMap((alts, slot) =>
    alts.map((terms, a) => {
      const words = slots[slot]!.alternatives[a]!.terms;
      return {
        slot,
        terms,
        size: slots[slot]!.alternatives[a]!.size,
        key: words.length === 1 ? words[0]! : '',
      };
    }),
  );
  // Pairs of query words that may stand for one word of a record (`mileage` and `odometer`, synonyms of each other).
  const shared: [number, number][] = [];
  for (let s = 0; s < slots.length; s++)
    for (let t = s + 1; t < slots.length; t++)
      if (
        alternatives.some(
          (a) => a.slot === s && a.key !== '' && alternatives.some((b) => b.slot === t && b.key === a.key),
        )
      )
        shared.push([s, t]);
  const useShared = shared.length > 0;
  const covered = new Float64Array(slots.length);
  // Per query word, how many of its alternatives the heading has, and the word of the last one.
  const inHeading = new Int32Array(slots.length);
  const headingKey: string[] = slots.map(() => '');
  const best = new Float64Array(slots.length);
  const bestKey: string[] = slots.map(() => '');
  const weightOf = (row: number, terms: readonly number[]) => {
    let worst = Infinity;
    for (const column of terms) worst = Math.min(worst, table.weight(row, column));
    return worst;
  };
  /** A slot's best weight through an alternative other than `key`. */
  const bestWithout = (row: number, slot: number, key: string) => {
    let out = 0;
    for (const a of alternatives)
      if (a.slot === slot && a.key !== key) out = Math.max(out, weightOf(row, a.terms));
    return out;
  };
  return (id, bestOut) => {
    const row = table.row(id);
    best.fill(0);
    for (const { slot, terms, key } of alternatives) {
      const worst = weightOf(row, terms);
      if (worst > best[slot]!) {
        best[slot] = worst;
        bestKey[slot] = key;
      }
    }
    // One word of the record answers one query word: two that reach it as synonyms share it.
    if (useShared)
      for (const [s, t] of shared) {
        const key = bestKey[s]!;
        if (key === '' || key !== bestKey[t] || best[s] === 0 || best[t] === 0) continue;
        const otherS = bestWithout(row, s, key);
        const otherT = bestWithout(row, t, key);
        if (idf[s]! * best[s]! + idf[t]! * otherT >= idf[s]! * otherS + idf[t]! * best[t]!) {
          best[t] = otherT;
          bestKey[t] = '';
        } else {
          best[s] = otherS;
          bestKey[s] = '';
        }
      }
    let score = 0;
    for (let s = 0; s < slots.length; s++) score += idf[s]! * best[s]!;
    bestOut.set(best);
    const heading = ownHeadings.get(id);
    if (heading && heading.size > 0) {
      // A query word is in the heading when one of its alternatives is, whole.
      covered.fill(0);
      inHeading.fill(0);
      for (const { slot, terms, size, key } of alternatives) {
        if (!terms.every((column) => heading.columns.has(column))) continue;
        // A word that is the heading's identifier whole (`cloudevents` for "cloudEvents") is all its parts.
        const whole = terms.length === 1 ? heading.columns.get(terms[0]!)! : 0;
        covered[slot] = Math.max(covered[slot]!, size, whole);
        inHeading[slot]!++;
        headingKey[slot] = key;
      }
      // A heading word that two query words both reach (and nothing else of the heading does) covers one of them.
      if (useShared)
        for (const [s, t] of shared) {
          if (covered[s] === 0 || covered[t] === 0) continue;
          const key = headingKey[s]!;
          if (inHeading[s] === 1 && inHeading[t] === 1 && key !== '' && key === headingKey[t]) covered[t] = 0;
        }
      let matched = 0;
      let headingIdf = 0;
      for (let s = 0; s < slots.length; s++) {
        if (covered[s]! > 0) {
          matched += covered[s]!;
          headingIdf += idf[s]!;
        }
      }
      if (matched >= heading.size && trails.length > 0) {
        for (let s = 0; s < slots.length; s++) {
          if (covered[s]! > 0) continue;
          const above = alternatives.some(
            (a) =>
              a.slot === s &&
              a.terms.every((column) => heading.columns.has(column) || onTrail(trails, id, column)),
          );
          if (above) headingIdf += ENGINE_OPTIONS.exactHeadingTrail * idf[s]!;
        }
      }
      score += ENGINE_OPTIONS.exactHeading * headingIdf * Math.min(1, matched / heading.size);
    }
    return score;
  };
}

/**
 * Calls `visit(start, end)` for each run of consecutive candidates that share
 * a section: `candidates` are sorted, so a section's records sit together.
 */
function forEachSection(
  candidates: readonly number[],
  sectionOf: Int32Array,
  visit: (start: number, end: number) => void,
): void {
  for (let start = 0; start < candidates.length;) {
    let end = start + 1;
    while (end < candidates.length && sectionOf[candidates[end]!] === sectionOf[candidates[start]!]) end++;
    visit(start, end);
    start = end;
  }
}

/**
 * Adds to each heading record's score, times sectionText, the query words it
 * lacks that the text of its section has: per word, idf × the best weight a
 * text record of the section has for it. `candidates` are sorted, so a
 * section's records are consecutive, its heading first; `bests` holds each
 * candidate's weight per query word (recordScorer's bestOut), `scores` their
 * scores, raised in place.
 */
export function addSectionText(
  candidates: readonly number[],
  sectionOf: Int32Array,
  bests: Float64Array,
  idf: readonly number[],
  scores: Float64Array,
): void {
  const words = idf.length;
  const share = ENGINE_OPTIONS.sectionText;
  if (share === 0) return;
  forEachSection(candidates, sectionOf, (start, end) => {
    const heading = candidates[start]!;
    if (sectionOf[heading] !== heading) return;
    let add = 0;
    for (let s = 0; s < words; s++) {
      if (bests[start * words + s]! > 0) continue;
      let text = 0;
      for (let i = start + 1; i < end; i++) text = Math.max(text, bests[i * words + s]!);
      add += idf[s]! * text;
    }
    scores[start] = scores[start]! + share * add;
  });
}

/**
 * Per candidate, how much of the query its section answers: the share of the
 * query words' idf that some record of the section (its heading, with the
 * headings above it, or any of its texts) matches. QueryRun orders a page's
 * sections by score times this share. `candidates` are sorted, so a
 * section's records are consecutive; `bests` as for addSectionText.
 */
export function sectionCoverage(
  candidates: readonly number[],
  sectionOf: Int32Array,
  bests: Float64Array,
  idf: readonly number[],
): Float64Array {
  const words = idf.length;
  const total = idf.reduce((sum, value) => sum + value, 0);
  const out = new Float64Array(candidates.length).fill(1);
  if (total <= 0) return out;
  forEachSection(candidates, sectionOf, (start, end) => {
    let covered = 0;
    for (let s = 0; s < words; s++) {
      for (let i = start; i < end; i++) {
        if (bests[i * words + s]! > 0) {
          covered += idf[s]!;
          break;
        }
      }
    }
    out.fill(covered / total, start, end);
  });
  return out;
}

/**
 * Adds to each candidate's score, times wordPair, for each two query words
 * typed next to each other (QueryPlan.pairs) that the record's text or own
 * heading has next to each other, how much rarer the pair is than the rarer
 * of its words: its idf over records minus the larger of theirs, when
 * positive (the best of the slot pair's terms as typed). Words that always
 * come together ("Vehicle JWT" on this site) gain nothing; "storage node
 * operators" for `storage node operator` does. `candidates` are sorted;
 * each pair's records are walked once, beside them.
 */
export function addWordPairs(
  view: IndexView,
  pairs: readonly (readonly (readonly [string, string])[])[],
  idf: readonly number[],
  candidates: readonly number[],
  scores: Float64Array,
): void {
  const share = ENGINE_OPTIONS.wordPair;
  if (share === 0) return;
  const best = new Float64Array(candidates.length);
  pairs.forEach((terms, s) => {
    if (terms.length === 0) return;
    const floor = Math.max(idf[s]!, idf[s + 1]!);
    best.fill(0);
    for (const [first, second] of terms) {
      const records = view.pairPostings(pairTerm(first, second));
      if (!records) continue;
      const gain = idfOf(view.records, records.length) - floor;
      if (gain <= 0) continue;
      let id = 0;
      let i = 0;
      for (const delta of records) {
        id += delta;
        while (i < candidates.length && candidates[i]! < id) i++;
        if (i === candidates.length) break;
        if (candidates[i] === id && gain > best[i]!) best[i] = gain;
      }
    }
    for (let i = 0; i < candidates.length; i++) scores[i] = scores[i]! + share * best[i]!;
  });
}
