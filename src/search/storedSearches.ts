import { RECENT_SEARCHES_LIMIT, RECENT_SEARCHES_WITH_FAVORITES_LIMIT } from './constants';
import { pageObjectID } from './types';

/**
 * DocSearch keeps recent and favorite searches in localStorage and parses them
 * without a guard: corrupt JSON there would crash the modal as it opens. This
 * checks both keys first and drops what cannot be read. Storage that is absent
 * or throws is left alone: DocSearch then keeps searches in memory only.
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

export function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window.localStorage ?? undefined);
  } catch {
    return undefined;
  }
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

function readList(storage: Pick<Storage, 'getItem'>, key: string): StoredSearch[] {
  try {
    const value = JSON.parse(storage.getItem(key) ?? '[]') as unknown;
    return isStoredHitList(value) ? (value as StoredSearch[]) : [];
  } catch {
    return [];
  }
}

/**
 * Stores the page of each chosen hit as the newest recent search, as the
 * specification asks: any hit (page, section or text) stands for its page.
 * DocSearch 3.9.0 stores a section hit as it is and a text hit only when its
 * page-title record happens to be among the results, so its entry for the
 * hit is replaced here. A page that is a favorite is not a recent; recents are
 * cut to RECENT_SEARCHES_LIMIT, or RECENT_SEARCHES_WITH_FAVORITES_LIMIT when
 * favorites exist. Storage that is absent or throws is left alone.
 */
export function storeChosenPages(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  indexName: string,
  hits: readonly ChosenHit[],
): void {
  if (!storage || hits.length === 0) return;
  const [recentKey, favoriteKey] = storedSearchKeys(indexName) as [string, string];
  try {
    const favorites = new Set(readList(storage, favoriteKey).map((f) => f.objectID));
    const limit = favorites.size === 0 ? RECENT_SEARCHES_LIMIT : RECENT_SEARCHES_WITH_FAVORITES_LIMIT;
    let recents = readList(storage, recentKey);
    for (const hit of hits) {
      const page = pageOfHit(hit);
      recents = recents.filter((r) => r.objectID !== page.objectID && r.objectID !== hit.objectID);
      if (!favorites.has(page.objectID)) recents.unshift(page);
    }
    storage.setItem(recentKey, JSON.stringify(recents.slice(0, limit)));
  } catch {
    // Storage that throws (private mode, quota): DocSearch keeps recents in memory only.
  }
}
