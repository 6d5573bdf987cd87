/**
 * Judges an engine on a relevance set (./relevance.ts): the rank of the first
 * right answer among the top 5 distinct pages (or sections) of the modal's
 * hits, and the set's MRR@5. Used by `npm run bench:search` and by
 * tests/build/search-relevance.test.ts, so both measure the same thing.
 */
import { MODAL_HITS_PER_PAGE } from '../../src/search/constants';
import type { FacetFilters, SearchHit, SearchParams, SearchResponse } from '../../src/search/engine';
import type { RelevanceCase, RelevanceSet } from './relevance';

/** Answers counted: the first five distinct pages or sections. */
export const TOP_K = 5;

/** What the site's search bar sends: contextual search on the current docs version. */
export const FACET_FILTERS: FacetFilters = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

export interface Judgement {
  question: string;
  /** 1-based rank of the first right answer within the top 5, 0 when none. */
  rank: number;
  /** The top 5 answers, as paths (`/docs/faq`) or sections (`/docs/faq#rate-limits`). */
  top: string[];
}

export interface SetResult {
  set: RelevanceSet;
  mrr: number;
  judgements: Judgement[];
}

/** The path of a hit's page or section, without origin and base URL. */
export function answerOf(hit: Pick<SearchHit, 'url'>, unit: RelevanceSet['unit'], baseUrl = '/'): string {
  const url = new URL(hit.url, 'http://localhost');
  const pathname =
    baseUrl !== '/' && url.pathname.startsWith(baseUrl)
      ? url.pathname.slice(baseUrl.length - 1)
      : url.pathname;
  return unit === 'section' ? `${pathname}${url.hash}` : pathname;
}

export type Search = (params: SearchParams) => SearchResponse;

export function judgeCase(search: Search, c: RelevanceCase, unit: RelevanceSet['unit']): Judgement {
  const answers: string[] = [];
  for (const hit of search({
    query: c.question,
    hitsPerPage: MODAL_HITS_PER_PAGE,
    facetFilters: FACET_FILTERS,
  }).hits) {
    const a = answerOf(hit, unit);
    if (!answers.includes(a)) answers.push(a);
  }
  const top = answers.slice(0, TOP_K);
  return { question: c.question, rank: top.findIndex((a) => c.expected.includes(a)) + 1, top };
}

/** What one question adds to MRR@5: 1 / its rank, 0 when no right answer is in the top 5. */
function reciprocalRank({ rank }: Judgement): number {
  return rank ? 1 / rank : 0;
}

export function judgeSet(search: Search, set: RelevanceSet): SetResult {
  const judgements = set.cases.map((c) => judgeCase(search, c, set.unit));
  const mrr = judgements.reduce((sum, j) => sum + reciprocalRank(j), 0) / judgements.length;
  return { set, mrr, judgements };
}

/**
 * The range a set's MRR@5 would likely fall in on other questions of the same kind: a percentile
 * bootstrap over its questions (resampled with replacement), seeded so each run prints the same figures.
 * A set of a few dozen questions cannot tell 0.90 from 0.95: the interval says how far a figure can be read.
 */
export function mrrInterval(
  result: Pick<SetResult, 'judgements'>,
  { level = 0.95, resamples = 4000, seed = 1 }: { level?: number; resamples?: number; seed?: number } = {},
): [low: number, high: number] {
  const rr = result.judgements.map(reciprocalRank);
  if (rr.length === 0) throw new RangeError('mrrInterval: a set with no questions has no MRR');
  // mulberry32: a small seeded generator, so the interval is a fixed figure for a fixed set of answers.
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const means = Array.from({ length: resamples }, () => {
    let sum = 0;
    for (let i = 0; i < rr.length; i++) sum += rr[Math.floor(random() * rr.length)]!;
    return sum / rr.length;
  }).sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  return [means[Math.floor(tail * resamples)]!, means[Math.ceil((1 - tail) * resamples) - 1]!];
}

/** An interval as the reports print it: `0.865–0.974`. */
export function intervalText([low, high]: readonly [number, number]): string {
  return `${low.toFixed(3)}–${high.toFixed(3)}`;
}

/** The questions of a result not answered first, a line each: rank (— for none), question → top answers. */
export function missLines(result: SetResult): string[] {
  return result.judgements
    .filter((j) => j.rank !== 1)
    .map(
      (j) =>
        `${(j.rank ? String(j.rank) : '—').padStart(2)}  ${j.question} → ${j.top.join(', ') || '(none)'}`,
    );
}
