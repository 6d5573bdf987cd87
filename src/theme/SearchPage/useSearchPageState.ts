import { useReducer } from 'react';

import type { SearchHit } from '@site/src/search/engine/types';

export interface Results {
  query: string;
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
}

/** The /search page's state: what it shows, in one place. */
export interface SearchPageState {
  status: 'idle' | 'loading' | 'done' | 'error';
  results: Results | null;
  error: string;
}

export type SearchPageAction =
  | { type: 'cleared' }
  | { type: 'started' }
  | { type: 'answered'; query: string; page: number; hits: SearchHit[]; nbHits: number; nbPages: number }
  | { type: 'failed'; error: string };

export const initialState: SearchPageState = { status: 'idle', results: null, error: '' };

export function searchPageReducer(state: SearchPageState, action: SearchPageAction): SearchPageState {
  switch (action.type) {
    case 'cleared':
      return initialState;
    case 'started':
      return { ...state, status: 'loading' };
    case 'answered': {
      // A later page of the same query adds to the list; anything else replaces it.
      const more = action.page > 0 && state.results?.query === action.query;
      return {
        status: 'done',
        error: '',
        results: {
          query: action.query,
          hits: more ? [...state.results!.hits, ...action.hits] : action.hits,
          nbHits: action.nbHits,
          page: action.page,
          nbPages: action.nbPages,
        },
      };
    }
    case 'failed':
      return { ...state, status: 'error', error: action.error };
  }
}

export function useSearchPageState() {
  return useReducer(searchPageReducer, initialState);
}
