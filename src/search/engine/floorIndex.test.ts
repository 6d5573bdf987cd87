import { describe, expect, it } from 'vitest';

import { floorIndex } from './floorIndex';

describe('floorIndex', () => {
  it('gives the last position whose value is at most the key, for page starts and shard tables alike', () => {
    const pageStarts = [0, 4, 9, 15];
    expect([0, 3, 4, 8, 9, 14, 15, 99].map((id) => floorIndex(pageStarts, id))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3,
    ]);
    const firstTerms = ['a', 'cooldown', 'the', 'vehicle'];
    expect(['a', 'b', 'th', 'the', 'thz', 'zz'].map((t) => floorIndex(firstTerms, t))).toEqual([
      0, 0, 1, 2, 2, 3,
    ]);
  });

  it('gives 0 for a key below the first value and for an empty list', () => {
    expect(floorIndex(['m', 'n'], 'a')).toBe(0);
    expect(floorIndex([], 5)).toBe(0);
  });
});
