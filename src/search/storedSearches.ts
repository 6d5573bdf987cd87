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
