import { useCallback, useMemo, useRef, useState } from 'react';

import { safeLocalStorage } from '@site/src/lib/safeLocalStorage';
import {
  EMPTY_HISTORY,
  readHistory,
  withChosen,
  withFavorite,
  without,
  writeHistory,
  type ChosenHit,
  type SearchHistory,
} from '@site/src/search/storedSearches';

/**
 * The history of a visit whose storage is absent or throws (private mode,
 * blocked cookies): kept in memory, per index, for as long as the page lives.
 */
const memory = new Map<string, SearchHistory>();

function load(indexName: string): SearchHistory {
  return readHistory(safeLocalStorage(), indexName) ?? memory.get(indexName) ?? EMPTY_HISTORY;
}

function store(indexName: string, history: SearchHistory): void {
  memory.set(indexName, history);
  const storage = safeLocalStorage();
  if (!writeHistory(storage, indexName, history) && storage) {
    console.warn('Recent searches are kept for this visit only: storage refused them.');
  }
}

export interface SearchHistoryState {
  history: SearchHistory;
  /** Reads the stored lists again (another tab may have changed them): call as the modal opens. */
  reload(): void;
  /** The reader chose this hit (pointer or keyboard): its page becomes the newest recent. */
  choose(hit: ChosenHit): void;
  /** "Save this search". */
  save(objectID: string): void;
  /** "Remove this search" from one list. */
  remove(list: keyof SearchHistory, objectID: string): void;
}

/**
 * Recent and favorite searches as the specification keeps them (the rules are
 * the pure functions of src/search/storedSearches.ts). DocSearch's own
 * personalization is off: it stores a section hit as it is and a text hit
 * only when its page-title record is among the results, and its start screen
 * puts buttons inside listbox options (StartScreen.tsx renders ours).
 */
export function useSearchHistory(indexName: string): SearchHistoryState {
  // Read at once in the browser: a bar that mounts while search is open (see useSearchModal) shows the lists.
  const [history, setHistory] = useState<SearchHistory>(() =>
    typeof window === 'undefined' ? EMPTY_HISTORY : load(indexName),
  );
  const current = useRef(history);
  const commit = useCallback(
    (next: SearchHistory) => {
      current.current = next;
      setHistory(next);
      store(indexName, next);
    },
    [indexName],
  );
  const reload = useCallback(() => {
    current.current = load(indexName);
    setHistory(current.current);
  }, [indexName]);
  const choose = useCallback(
    (hit: ChosenHit) => commit(withChosen(load(indexName), hit)),
    [commit, indexName],
  );
  const save = useCallback((objectID: string) => commit(withFavorite(current.current, objectID)), [commit]);
  const remove = useCallback(
    (list: keyof SearchHistory, objectID: string) => commit(without(current.current, list, objectID)),
    [commit],
  );
  return useMemo(() => ({ history, reload, choose, save, remove }), [history, reload, choose, save, remove]);
}
