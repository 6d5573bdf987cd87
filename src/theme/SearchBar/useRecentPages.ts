import { useCallback, useMemo, useRef } from 'react';

import { safeLocalStorage, storeChosenPages, type ChosenHit } from '@site/src/search/storedSearches';

export interface RecentPages {
  /** The reader chose this hit (pointer or keyboard). */
  choose(hit: ChosenHit): void;
  /** Writes the chosen hits' pages as recent searches; call once DocSearch has stored its own entry. */
  flush(): void;
}

/**
 * Recent searches as the specification wants them: the page of any chosen
 * hit. DocSearch stores its own entry when a hit is selected and then closes
 * the modal (pointer) or navigates (Enter), so the choice is remembered here
 * and written over DocSearch's entry at close or navigation time
 * (storeChosenPages in src/search/storedSearches.ts).
 */
export function useRecentPages(indexName: string): RecentPages {
  const chosen = useRef<ChosenHit[]>([]);
  const choose = useCallback((hit: ChosenHit) => {
    chosen.current.push(hit);
  }, []);
  const flush = useCallback(() => {
    if (chosen.current.length === 0) return;
    storeChosenPages(safeLocalStorage(), indexName, chosen.current);
    chosen.current = [];
  }, [indexName]);
  return useMemo(() => ({ choose, flush }), [choose, flush]);
}
