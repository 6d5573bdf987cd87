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

/** Results per page on the /search page. */
export const SEARCH_PAGE_HITS_PER_PAGE = 15;

/** Default highlight tags and snippet size of the DocSearch crawler's Docusaurus template. */
export const DEFAULT_HIGHLIGHT_PRE_TAG = '<span class="algolia-docsearch-suggestion--highlight">';
export const DEFAULT_HIGHLIGHT_POST_TAG = '</span>';
export const DEFAULT_SNIPPET_ELLIPSIS = '…';
export const DEFAULT_ATTRIBUTES_TO_SNIPPET = ['content:10'];

/** Algolia's default page size and its pagination ceiling. */
export const DEFAULT_HITS_PER_PAGE = 20;
export const PAGINATION_LIMIT = 1000;
