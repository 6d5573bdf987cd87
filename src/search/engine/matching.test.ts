import { describe, expect, it } from 'vitest';

import { allowedTypos, editDistance, planQuery } from './matching';
import { MIN_WORD_SIZE_FOR_ONE_TYPO, MIN_WORD_SIZE_FOR_TWO_TYPOS } from './options';

describe('planQuery', () => {
  it('ignores stop words when the query has other words, and keeps them when it has none', () => {
    expect(planQuery('how do i read the odometer').slots.map((s) => s.words.join(' '))).toEqual([
      'read',
      'odometer',
    ]);
    expect(planQuery('is it').slots.map((s) => s.words.join(' '))).toEqual(['is', 'it']);
  });
});

describe('typos', () => {
  it('allows one typo from 4 letters and two from 7', () => {
    expect(allowedTypos('abc')).toBe(0);
    expect(allowedTypos('a'.repeat(MIN_WORD_SIZE_FOR_ONE_TYPO))).toBe(1);
    expect(allowedTypos('a'.repeat(MIN_WORD_SIZE_FOR_TWO_TYPOS - 1))).toBe(1);
    expect(allowedTypos('a'.repeat(MIN_WORD_SIZE_FOR_TWO_TYPOS))).toBe(2);
  });

  it('counts a swap of two letters as one typo', () => {
    expect(editDistance('plugni', 'plugin', 2)).toBe(1);
  });
});
