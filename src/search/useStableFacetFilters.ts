import { useMemo } from 'react';

import type { FacetFilters } from './engine/types';

/**
 * The theme's contextual facet filters are a new array on every render; keyed
 * by value, they stay the same object while they mean the same thing, so
 * searches and memoised clients do not rerun on every render.
 */
export function useStableFacetFilters<T extends FacetFilters>(filters: T): T {
  const key = JSON.stringify(filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => filters, [key]);
}
