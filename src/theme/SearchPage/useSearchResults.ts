import { useCallback, useEffect, useRef } from 'react';
import { useAlgoliaContextualFacetFilters } from '@docusaurus/theme-search-algolia/client';

import { SEARCH_PAGE_DEBOUNCE_MS, SEARCH_PAGE_HITS_PER_PAGE } from '@site/src/search/constants';
import type { SearchResponse } from '@site/src/search/engine/types';
import { useSearchClient, useSearchConfig } from '@site/src/search/useSearchClient';
import { useStableFacetFilters } from '@site/src/search/useStableFacetFilters';

import { useSearchPageState } from './useSearchPageState';

/**
 * Searches as the query changes (after SEARCH_PAGE_DEBOUNCE_MS), with the
 * same client as the modal, and pages on demand. Only the newest query's
 * answer is shown. The search code and index start loading as the page opens.
 */
export function useSearchResults(query: string) {
  const client = useSearchClient();
  const config = useSearchConfig();
  const facetFilters = useStableFacetFilters(useAlgoliaContextualFacetFilters());
  const [state, dispatch] = useSearchPageState();
  const latest = useRef(0);

  // The page's queries are seldom one character: the core only, not the modal's openers.
  useEffect(() => client.prefetch('intent'), [client]);

  const run = useCallback(
    async (q: string, page: number) => {
      const ticket = ++latest.current;
      if (!q.trim()) {
        dispatch({ type: 'cleared' });
        return;
      }
      dispatch({ type: 'started' });
      try {
        const { results } = await client.search([
          {
            indexName: config.indexName,
            params: {
              query: q,
              page,
              hitsPerPage: SEARCH_PAGE_HITS_PER_PAGE,
              facetFilters,
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
              attributesToSnippet: ['content:24'],
              snippetEllipsisText: '…',
            },
          },
        ]);
        const res = results[0] as SearchResponse | undefined;
        if (ticket !== latest.current || !res) return;
        dispatch({
          type: 'answered',
          query: q,
          page: res.page,
          hits: res.hits,
          nbHits: res.nbHits,
          nbPages: res.nbPages,
        });
      } catch (e) {
        if (ticket === latest.current)
          dispatch({ type: 'failed', error: e instanceof Error ? e.message : String(e) });
      }
    },
    [client, config.indexName, facetFilters, dispatch],
  );

  useEffect(() => {
    const timer = window.setTimeout(() => void run(query, 0), SEARCH_PAGE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, run]);

  const retry = useCallback(() => void run(query, 0), [run, query]);
  const showMore = useCallback(() => {
    if (state.results) void run(state.results.query, state.results.page + 1);
  }, [run, state.results]);
  return { ...state, retry, showMore };
}
