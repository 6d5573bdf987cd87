/**
 * The engine's options, declared once, each with its default and where the
 * number comes from. Where a number is DocSearch's or Algolia's the comment
 * names its source, so the embedded engine answers as the hosted one would;
 * the ranking weights were tuned on the relevance sets
 * (scripts/bench/relevance.ts): change one, then run `npm run bench:search`.
 * Tests import these rather than repeating the numbers.
 */

// ------------------------------------------------------------ queries ---

/** Longest query, in characters; the rest is cut. Default 64: @docsearch/react 3.9.0 constants.ts MAX_QUERY_SIZE. */
export const MAX_QUERY_LENGTH = 64;

/** Shortest word that may have one typo. Default 4: Algolia's minWordSizefor1Typo. */
export const MIN_WORD_SIZE_FOR_ONE_TYPO = 4;

/** Shortest word that may have two typos. Default 7: the DocSearch crawler's minWordSizefor2Typos. */
export const MIN_WORD_SIZE_FOR_TWO_TYPOS = 7;

/**
 * Completions of the last word looked up, the most frequent first. Default 5:
 * a one-letter prefix would otherwise fetch the postings of every term with
 * that letter; 5 keeps a keystroke to a few small files (scripts/bench).
 */
export const MAX_PREFIX_EXPANSIONS = 5;

/** Dictionary terms a misspelt word may stand for, the nearest first. Default 6 (tuned on the relevance sets). */
export const MAX_TYPO_EXPANSIONS = 6;

// ---------------------------------------------------------- responses ---

/** Highlight tags when a query names none. The DocSearch crawler's Docusaurus template. */
export const DEFAULT_HIGHLIGHT_PRE_TAG = '<span class="algolia-docsearch-suggestion--highlight">';
export const DEFAULT_HIGHLIGHT_POST_TAG = '</span>';

/** Snippet ellipsis when a query names none. Default `…`: the crawler's template. */
export const DEFAULT_SNIPPET_ELLIPSIS = '…';

/** Attributes snippeted when a query names none, as `attribute:words`. Default `content:10`: the crawler's template. */
export const DEFAULT_ATTRIBUTES_TO_SNIPPET = ['content:10'];

/** Hits per page when a query names none. Default 20: Algolia's. */
export const DEFAULT_HITS_PER_PAGE = 20;

/** Hits reachable by paging, and the cap on `hitsPerPage`. Default 1000: Algolia's paginationLimitedTo. */
export const PAGINATION_LIMIT = 1000;

// ------------------------------------------------------------ ranking ---

/** How much a match counts, by how the term was reached from the query word (tuned on the relevance sets). */
export const MATCH_QUALITY = {
  /** The word as typed (or its singular). Default 1. */
  exact: 1,
  /** An identifier's parts, all of them (`signalsLatest` → signal + latest): the name itself ranks first. Default 0.9. */
  parts: 0.9,
  /** A synonym from ./synonyms.ts. Default 0.85. */
  synonym: 0.85,
  /**
   * Another form of the word (`verify` for `verification`, `refresh` for
   * `refreshing`: ./tokenize.ts wordForms). Default 0.6: below a completion,
   * since suffix rules guess (`privileged` is a name in `filterBy`, not
   * `privilege`); tuned on the relevance sets' tuning half (0.6 ranks best of 0.5–0.8).
   * A heading with another form is not the query's heading (no exactHeading bonus).
   */
  form: 0.6,
  /** A completion of the last word, which the reader may still be typing. Default 0.7. */
  prefix: 0.7,
  /** One typo. Default 0.55. */
  typo1: 0.55,
  /** Two typos. Default 0.4. */
  typo2: 0.4,
  /**
   * A near form of a route or member chain the index lacks: the path under
   * another method or with one more placeholder, the chain's tail. Default 0.6.
   */
  fallback: 0.6,
} as const;

/**
 * Ranking weights. A record's score adds, for each query word, how rare the
 * word is (idf) times how well the record matches it: the best of its own
 * heading, a heading above it, its text and its page group, each times the
 * match quality (MATCH_QUALITY). A heading made of little but the query words
 * gets a bonus; doc pages (pageRank 1) outrank changelog entries; ties go to
 * the crawler's custom ranking (page rank, heading level, position on the
 * page). A record needs only some of the words: the more (and rarer) it
 * matches, the higher it ranks, which suits questions better than requiring
 * every word (tried: MRR@5 on the natural questions fell from 0.87 to 0.74).
 * Every default below was tuned on the relevance sets.
 */
export const ENGINE_OPTIONS = {
  /** The record is this heading, by level (index 1 is the page title, lvl1). Default [0, 1, 0.9, 0.85, 0.8, 0.8, 0.8]. */
  ownHeading: [0, 1, 0.9, 0.85, 0.8, 0.8, 0.8] as readonly number[],
  /** A heading of this level above the record (its section). Default [0, 0.6, 0.6, 0.55, 0.5, 0.5, 0.5]. */
  inheritedHeading: [0, 0.6, 0.6, 0.55, 0.5, 0.5, 0.5] as readonly number[],
  /** The word is in the record's text. Default 0.5. */
  text: 0.5,
  /** Added per further occurrence in the text. Default 0.05. */
  textRepeat: 0.05,
  /** The most textRepeat adds up to. Default 0.15. */
  textRepeatCap: 0.15,
  /**
   * Long texts match many words by chance: a text of 2^k words with k above
   * textShortLog2 counts 1 / (1 + textLength × (k − textShortLog2)). Default 0.15.
   */
  textLength: 0.15,
  /** log2 of the longest text that textLength leaves whole. Default 3 (8 words). */
  textShortLog2: 3,
  /** The word is in the page group (lvl0, the sidebar category), shared by many pages. Default 0.25. */
  group: 0.25,
  /**
   * When the query names a page group (has, as typed, every term of its name
   * that no other group name has: `identity` for "Identity API", `token` and
   * `exchange` for "Token Exchange API"; `api` names none, nor does a one-word
   * name such as "Docs": ./invertedIndex.ts groupNamingTerms), those terms count
   * at this weight in each of the group's records instead of `group`: the
   * reader said which part of the site they mean. Default 1, the weight of a
   * record's own page title. Tuned on the relevance sets' tuning half
   * (keywords 0.972, natural 0.927 → 0.933, sections 0.832 → 0.841): 0.6, a
   * title above the record, gains less (natural 0.927, sections 0.835);
   * crediting `api` too, requiring it, ranking the named group's records
   * ahead of all others, or multiplying their score by 1.25–1.5 lose
   * questions whose answer is elsewhere (authentication, the MCP server);
   * `group` at 1 for every group word costs natural questions (0.921).
   */
  namedGroup: 1,
  /** Added per query word a heading matches, times the share of the heading's words that are query words. Default 0.6. */
  exactHeading: 0.6,
  /**
   * For a heading made only of query words, how much each other query word as
   * typed that a heading above it has counts towards exactHeading, as if the
   * heading had it. Default 1: the section path names the whole query
   * ("CEL conditions › Examples" for `cel condition examples`). Tuned on the
   * relevance sets' tuning half: 0.75–1.5 rank alike; counting any heading
   * (not only one made of query words) or synonyms and typos cost natural questions.
   */
  exactHeadingTrail: 1,
  /**
   * A heading record also counts the query words it lacks that the text of its
   * own section has (not of its subsections), at this share of their weight
   * there: the section is the answer, and its words are split between the
   * heading and its paragraphs ("Rate limits" whose text names the plan, for
   * `rate limits per plan`). Default 0.4, tuned on the relevance sets' tuning
   * half: 0.3–0.5 rank alike (sections 0.858 → 0.900); 1 lets a long section
   * collect words by chance (natural 0.922 → 0.858); giving a paragraph its
   * siblings' words too cost natural questions (0.907).
   */
  sectionText: 0.4,
  /**
   * A record where two words the reader typed next to each other stand next
   * to each other too (stop words apart: "storage node operators" for
   * `storage node operator`) gains, per such pair, wordPair × how much rarer
   * the pair is than its rarer word: log(1 + N / (1 + records with the pair))
   * minus the larger idf of the two, when positive. Default 0.05, tuned on the
   * relevance sets' tuning half: 0.05–0.3 trade natural questions for
   * section ones (at 0.05 natural 0.922 → 0.927, sections 0.825 → 0.832,
   * keywords 0.977 → 0.972). Tried and worse: a bonus of the pair's smaller
   * word idf, or of the pair's own idf (keywords 0.951, natural 0.887 at 0.2
   * and 0.1), pairs through synonyms and completions too, or pairs within 2 or
   * 3 words.
   */
  wordPair: 0.05,
  /** Score × (1 + pageRankBoost × pageRank): the indexer ranks doc pages above changelog entries. Default 0.5. */
  pageRankBoost: 0.5,
  /** Extra records ranked past the page, to fill it after hits with the same text are dropped. Default 3. */
  dedupeMargin: 3,
};

// ------------------------------------------------ reading the sharded index ---

/**
 * When every term that starts with the typed word lies within this many
 * postings shards (`ve`, `tel`, `webh` on this site; not `v` or `t`), those
 * shards are fetched with the dictionary, saving the second round trip the
 * completions would otherwise need. Default 4 (scripts/bench/first-query.ts).
 */
export const PREFIX_RANGE_SHARDS = 4;

/**
 * Fragment requests a query starts in one task before letting the page
 * breathe. Default 6: what a browser sends to one HTTP/1.1 host at a time; a
 * fetch() call costs about 1.5 ms of main thread on a phone.
 */
export const FRAGMENT_REQUESTS_PER_TASK = 6;
