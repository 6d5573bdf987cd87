/** Entries in code-unit order of their keys: the same order on every render, without setting up a collator. */
export function byKey(a: readonly [string, unknown], b: readonly [string, unknown]): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}
