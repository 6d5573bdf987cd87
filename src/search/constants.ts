/**
 * The limits of the search modal and the /search page, as DocSearch and the
 * theme set them (each comment names its source); the engine's own options
 * are in ./engine/options.ts. Tests import these rather than repeating numbers.
 */

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

/** Results per page on the /search page (the theme's own SearchPage asks algoliasearch-helper for 15). */
export const SEARCH_PAGE_HITS_PER_PAGE = 15;

/** The /search page searches this long after the last keystroke, so it does not search every letter. */
export const SEARCH_PAGE_DEBOUNCE_MS = 120;
