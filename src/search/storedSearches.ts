import {
  FAVORITE_SEARCHES_LIMIT,
  RECENT_SEARCHES_LIMIT,
  RECENT_SEARCHES_WITH_FAVORITES_LIMIT,
} from './constants';
import { pageObjectID } from './engine/types';

/**
 * Recent and favorite searches live under DocSearch's own localStorage keys,
 * so a reader's history carries over. The start screen that lists them is ours
 * (src/theme/SearchBar/StartScreen.tsx), but DocSearch 3.9.0 still parses both
 * keys without a guard as its modal mounts: corrupt JSON there would crash it.
 * repairStoredSearches checks both keys first and drops what cannot be read.
 * Storage that is absent or throws is left alone.
 */
export function storedSearchKeys(indexName: string): string[] {
  return [`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`];
}

function isStoredHitList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (v) =>
        v !== null && typeof v === 'object' && typeof (v as { objectID?: unknown }).objectID === 'string',
    )
  );
}

/** Returns the keys it had to remove. */
export function repairStoredSearches(
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined,
  indexName: string,
): string[] {
  const removed: string[] = [];
  if (!storage) return removed;
  for (const key of storedSearchKeys(indexName)) {
    try {
      const raw = storage.getItem(key);
      if (raw === null) continue;
      let ok = false;
      try {
        ok = isStoredHitList(JSON.parse(raw));
      } catch {
        ok = false;
      }
      if (!ok) {
        storage.removeItem(key);
        removed.push(key);
      }
    } catch {
      // Storage that throws on access: DocSearch detects it and stores nothing.
    }
  }
  return removed;
}

/** What DocSearch keeps for a recent or favorite search: a hit without its highlight and snippet. */
export interface StoredSearch {
  objectID: string;
  url: string;
  url_without_anchor?: string;
  anchor?: string | null;
  type: string;
  hierarchy: Record<string, string | null | undefined>;
  content: string | null;
  [other: string]: unknown;
}

/** The hit a reader chose, as the modal hands it to the hit component and the navigator. */
export type ChosenHit = Pick<StoredSearch, 'objectID' | 'url' | 'type' | 'hierarchy'> & {
  url_without_anchor?: string;
};

/**
 * The page a hit belongs to, stored as DocSearch stores a page-title (lvl1)
 * hit: same objectID as the page's first record (pageObjectID), the URL without its anchor, only lvl0 and lvl1.
 */
export function pageOfHit(hit: ChosenHit): StoredSearch {
  const url = hit.url.replace(/#.*$/, '');
  return {
    objectID: pageObjectID(hit.url_without_anchor ?? url),
    url,
    url_without_anchor: hit.url_without_anchor ?? url,
    anchor: null,
    type: 'lvl1',
    hierarchy: {
      lvl0: hit.hierarchy.lvl0 ?? null,
      lvl1: hit.hierarchy.lvl1 ?? null,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
  };
}

/** A stored entry the start screen can link to: a path on this site (storage can be edited by hand). */
function isSiteSearch(search: StoredSearch): boolean {
  return typeof search.url === 'string' && search.url.startsWith('/') && !search.url.startsWith('//');
}

/** A stored list as the start screen can use it; unreadable JSON or entries read as none. */
function parseList(raw: string | null): StoredSearch[] {
  try {
    const value = JSON.parse(raw ?? '[]') as unknown;
    return isStoredHitList(value) ? (value as StoredSearch[]).filter(isSiteSearch) : [];
  } catch {
    return [];
  }
}

/** The reader's recent and favorite searches, newest first, each a page (pageOfHit). */
export interface SearchHistory {
  recents: StoredSearch[];
  favorites: StoredSearch[];
}

export const EMPTY_HISTORY: SearchHistory = { recents: [], favorites: [] };

/**
 * The lists as the specification keeps them: FAVORITE_SEARCHES_LIMIT
 * favorites; recents without the favorites' pages, cut to
 * RECENT_SEARCHES_LIMIT, or RECENT_SEARCHES_WITH_FAVORITES_LIMIT when
 * favorites exist.
 */
export function limitHistory({ recents, favorites }: SearchHistory): SearchHistory {
  const kept = favorites.slice(0, FAVORITE_SEARCHES_LIMIT);
  const favoriteIDs = new Set(kept.map((f) => f.objectID));
  const limit = kept.length === 0 ? RECENT_SEARCHES_LIMIT : RECENT_SEARCHES_WITH_FAVORITES_LIMIT;
  return { recents: recents.filter((r) => !favoriteIDs.has(r.objectID)).slice(0, limit), favorites: kept };
}

/** The reader chose a hit: its page becomes the newest recent search, unless it is a favorite. */
export function withChosen(history: SearchHistory, hit: ChosenHit): SearchHistory {
  const page = pageOfHit(hit);
  const recents = history.recents.filter((r) => r.objectID !== page.objectID && r.objectID !== hit.objectID);
  const isFavorite = history.favorites.some((f) => f.objectID === page.objectID);
  return limitHistory({ ...history, recents: isFavorite ? recents : [page, ...recents] });
}

/** "Save this search": a recent becomes the newest favorite. */
export function withFavorite(history: SearchHistory, objectID: string): SearchHistory {
  const search = history.recents.find((r) => r.objectID === objectID);
  if (!search) return history;
  return limitHistory({
    recents: history.recents.filter((r) => r.objectID !== objectID),
    favorites: [search, ...history.favorites.filter((f) => f.objectID !== objectID)],
  });
}

/** "Remove this search" from the recents or from the favorites. */
export function without(history: SearchHistory, list: keyof SearchHistory, objectID: string): SearchHistory {
  return limitHistory({ ...history, [list]: history[list].filter((s) => s.objectID !== objectID) });
}

/** The stored history, limited; null when storage is absent or throws. */
export function readHistory(
  storage: Pick<Storage, 'getItem'> | undefined,
  indexName: string,
): SearchHistory | null {
  if (!storage) return null;
  const [recentKey, favoriteKey] = storedSearchKeys(indexName) as [string, string];
  let recents: string | null;
  let favorites: string | null;
  try {
    recents = storage.getItem(recentKey);
    favorites = storage.getItem(favoriteKey);
  } catch {
    return null;
  }
  return limitHistory({ recents: parseList(recents), favorites: parseList(favorites) });
}

/** Writes both lists; false when storage is absent or throws (private mode, quota). */
export function writeHistory(
  storage: Pick<Storage, 'setItem'> | undefined,
  indexName: string,
  history: SearchHistory,
): boolean {
  if (!storage) return false;
  const [recentKey, favoriteKey] = storedSearchKeys(indexName) as [string, string];
  try {
    storage.setItem(recentKey, JSON.stringify(history.recents));
    storage.setItem(favoriteKey, JSON.stringify(history.favorites));
    return true;
  } catch {
    return false;
  }
}
