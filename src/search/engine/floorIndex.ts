/**
 * The last position whose value is ≤ key in an ascending list, or 0 when none
 * is (binary search). Finds the page of a record in the page starts, and the
 * shard of a term in a shard table's first terms.
 */
export function floorIndex<T extends number | string>(sorted: readonly T[], key: T): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sorted[mid]! <= key) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
