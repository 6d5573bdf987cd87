/**
 * Every search limit in one place. Where a number is DocSearch's or Algolia's,
 * the comment names its source so the embedded engine behaves like the real
 * thing; tests import these rather than repeating numbers.
 */

/** Longest query, in characters. @docsearch/react 3.9.0 constants.ts MAX_QUERY_SIZE. */
export const MAX_QUERY_LENGTH = 64;

/** Hits asked per query by the modal. DocSearchModal.tsx `hitsPerPage: 20`. */
export const MODAL_HITS_PER_PAGE = 20;

/** Hits per page group in the modal. utils/groupBy.ts `maxResultsPerGroup || 5`. */
export const MAX_RESULTS_PER_GROUP = 5;

/** Recent searches kept: 7, or 4 when favorites exist. DocSearchModal.tsx L82-89. */
export const RECENT_SEARCHES_LIMIT = 7;
export const RECENT_SEARCHES_WITH_FAVORITES_LIMIT = 4;

/** Favorite searches kept. DocSearchModal.tsx L76-81. */
export const FAVORITE_SEARCHES_LIMIT = 10;

/** Snippet length in words: 10, or 5 on screens up to 768 px. DocSearchModal.tsx L69, L364-370. */
export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_SMALL_SCREEN = 5;
export const SMALL_SCREEN_MAX_WIDTH = 768;

/** Milliseconds before the modal shows its stalled state. @algolia/autocomplete-core getDefaultProps `stallThreshold`. */
export const STALL_THRESHOLD_MS = 300;

/** Insights: view events are debounced and sent in chunks. @algolia/autocomplete-plugin-algolia-insights. */
export const INSIGHTS_DEBOUNCE_MS = 400;
export const INSIGHTS_VIEW_CHUNK = 20;

/** Suggestions on the no-results screen. NoResultsScreen.tsx L40. */
export const NO_RESULTS_SUGGESTIONS = 3;

/** Typo tolerance: one typo from 4 letters, two from 7 (the DocSearch crawler sets minWordSizefor2Typos 7). */
export const MIN_WORD_SIZE_FOR_ONE_TYPO = 4;
export const MIN_WORD_SIZE_FOR_TWO_TYPOS = 7;

/**
 * Completions of the last word looked up, the most frequent first: a
 * one-letter prefix would otherwise fetch the postings of every term with
 * that letter. 5 keeps a keystroke to a few small files (scripts/bench).
 */
export const MAX_PREFIX_EXPANSIONS = 5;

/** Dictionary terms a misspelt word may stand for, the nearest first. */
export const MAX_TYPO_EXPANSIONS = 6;

/** Results per page on the /search page (the theme's own SearchPage asks algoliasearch-helper for 15). */
export const SEARCH_PAGE_HITS_PER_PAGE = 15;

/** The /search page searches this long after the last keystroke, so it does not search every letter. */
export const SEARCH_PAGE_DEBOUNCE_MS = 120;

/** Default highlight tags and snippet size of the DocSearch crawler's Docusaurus template. */
export const DEFAULT_HIGHLIGHT_PRE_TAG = '<span class="algolia-docsearch-suggestion--highlight">';
export const DEFAULT_HIGHLIGHT_POST_TAG = '</span>';
export const DEFAULT_SNIPPET_ELLIPSIS = '…';
export const DEFAULT_ATTRIBUTES_TO_SNIPPET = ['content:10'];

/** Algolia's default page size and its pagination ceiling. */
export const DEFAULT_HITS_PER_PAGE = 20;
export const PAGINATION_LIMIT = 1000;

// ---------------------------------------------------------------------------
// The compact index (src/search/format.ts): sizes of its files.

/**
 * Records per fragment file: small, so that the 20 hits of a query fetch
 * little text besides their own (8 measured best for bytes against file
 * count on this site: scripts/bench/first-query.ts); more on a site so large
 * that there would be over MAX_FRAGMENTS files (static hosts cap a deploy's
 * file count, e.g. Cloudflare Pages at 20,000).
 */
export const FRAGMENT_SIZE = 8;
export const MAX_FRAGMENTS = 10_000;
/**
 * Fragment requests a query starts in one task before letting the page
 * breathe: each fetch() call costs about 1.5 ms of main thread on a phone (a
 * trace at 4× CPU: the 19 fragments of `v` were 38 % of a 67 ms task), and
 * six is what a browser sends to one HTTP/1.1 host at a time anyway.
 */
export const FRAGMENT_REQUESTS_PER_TASK = 6;
/** Target raw size of a dictionary shard, in bytes (about 1.5 KiB gzipped: a letter's terms, or part of them). */
export const DICTIONARY_SHARD_BYTES = 4000;
/** Target raw size of a postings shard, in bytes (about 1 KiB gzipped); one term's list larger than this gets a shard of its own. */
export const POSTINGS_SHARD_BYTES = 3000;
/**
 * The completions of a typed word are chosen from the dictionary, and their
 * postings fetched after it: a second round trip on almost every keystroke.
 * When every term that starts with the word lies within this many postings
 * shards (`ve`, `tel`, `webh` on this site; not `v` or `t`), those shards are
 * fetched with the dictionary instead, in the first round.
 */
export const PREFIX_RANGE_SHARDS = 4;

// ---------------------------------------------------------------------------
// Matching (src/search/matching.ts) and ranking (src/search/engine.ts).

/** How much a match counts, by how the term was reached from the query word. */
export const MATCH_QUALITY = {
  /** The word as typed (or its singular). */
  exact: 1,
  /** A synonym from src/search/synonyms.ts. */
  synonym: 0.85,
  /** A completion of the last word, which the reader may still be typing. */
  prefix: 0.7,
  /** One typo; two typos. */
  typo1: 0.55,
  typo2: 0.4,
} as const;

/**
 * Ranking options, declared once. A record's score adds, for each query word,
 * how rare the word is (idf) times how well the record matches it: the best
 * of its own heading, a heading above it, its text and its page group, each
 * times the match quality (exact, synonym, prefix, typo: MATCH_QUALITY).
 * A heading made of little but the query words gets a bonus; doc pages
 * (pageRank 1) outrank changelog entries; ties go to the crawler's custom
 * ranking (page rank, heading level, position on the page). A record needs
 * only some of the words: the more (and rarer) it matches, the higher it
 * ranks, which suits questions better than requiring every word (tried: MRR
 * on the natural questions falls from 0.87 to 0.74). The numbers were
 * tuned on the relevance sets (scripts/bench/relevance.ts): change one, then
 * run `npm run bench:search`.
 */
export const ENGINE_OPTIONS = {
  /** The record is this heading (index = level; lvl1 is the page title). */
  ownHeading: [0, 1, 0.9, 0.85, 0.8, 0.8, 0.8] as readonly number[],
  /** A heading of this level above the record (its section). */
  inheritedHeading: [0, 0.6, 0.6, 0.55, 0.5, 0.5, 0.5] as readonly number[],
  /** The record's text. */
  text: 0.5,
  /** Added per further occurrence in the text, up to textRepeatCap. */
  textRepeat: 0.05,
  textRepeatCap: 0.15,
  /**
   * Long texts match many words by chance: a text of 2^k words with k above
   * textShortLog2 counts 1 / (1 + textLength × (k − textShortLog2)).
   */
  textLength: 0.15,
  textShortLog2: 3,
  /** The page group (lvl0, the sidebar category): shared by many pages, so it counts little. */
  group: 0.25,
  /** Added per query word a heading matches, times the share of the heading's words that are query words. */
  exactHeading: 0.6,
  /** Score × (1 + pageRankBoost × pageRank): the indexer ranks doc pages above changelog entries. */
  pageRankBoost: 0.5,
  /** Extra records ranked past the page, to fill it after hits with the same text are dropped. */
  dedupeMargin: 3,
};
