import { describe, expect, it } from 'vitest';

import { mrrInterval, type Judgement } from './judge';

/** Judgements with these ranks (0: not in the top 5). */
const ranked = (...ranks: number[]): { judgements: Judgement[] } => ({
  judgements: ranks.map((rank, i) => ({ question: `q${i}`, rank, top: [] })),
});

describe('mrrInterval', () => {
  it('spans about ±1.96 standard errors of the mean: 20 first and 20 missed give 0.5 ± 0.155', () => {
    const [low, high] = mrrInterval(ranked(...Array<number>(20).fill(1), ...Array<number>(20).fill(0)));
    expect(low).toBeGreaterThan(0.33);
    expect(low).toBeLessThan(0.37);
    expect(high).toBeGreaterThan(0.63);
    expect(high).toBeLessThan(0.67);
  });

  it('narrows as the set grows, and is a single point when every answer ranks the same', () => {
    const width = (n: number) => {
      const [low, high] = mrrInterval(ranked(...Array<number>(n).fill(1), ...Array<number>(n).fill(2)));
      return high - low;
    };
    expect(width(100)).toBeLessThan(width(25) * 0.6);
    expect(mrrInterval(ranked(2, 2, 2))).toEqual([0.5, 0.5]);
  });

  it('gives the same figures on every run for the same answers, and others for another seed', () => {
    const set = ranked(1, 2, 0, 1, 3, 1, 0, 5, 1, 1);
    expect(mrrInterval(set)).toEqual(mrrInterval(set));
    expect(mrrInterval(set, { seed: 2 })).not.toEqual(mrrInterval(set));
  });

  it('refuses a set with no questions', () => {
    expect(() => mrrInterval(ranked())).toThrow(/no questions/);
  });
});
