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

describe('planQuery: request lines and chains', () => {
  it('gives a request line one slot for its method and route, the method no slot of its own', () => {
    const plan = planQuery('DELETE /v1/webhooks/{webhookId}');
    expect(plan.slots.map((s) => s.words.join(' '))).toEqual(['v1', 'webhooks', 'webhookid', '']);
    const route = plan.slots.at(-1)!;
    expect(route.alternatives.map((a) => a.terms)).toEqual([['delete /v1/webhooks/{}']]);
    // The path under any method, and with one more placeholder, when the index lacks it.
    expect(route.fallbacks).toEqual(['/v1/webhooks/{}', 'delete /v1/webhooks/{}/{}', '/v1/webhooks/{}/{}']);
  });

  it('gives a member chain one slot, its tails as fallbacks, and keeps its words', () => {
    const plan = planQuery('dimo.telemetry.query');
    expect(plan.slots.map((s) => s.alternatives[0]!.terms.join('+'))).toEqual([
      'dimo',
      'telemetry',
      'query',
      'dimo.telemetry.query',
    ]);
    expect(plan.slots.at(-1)!.fallbacks).toEqual(['telemetry.query']);
  });

  it('counts an identifier as its parts and a phrase as its words, for the exact-heading bonus', () => {
    const [identifier] = planQuery('signalsLatest').slots;
    expect(identifier!.alternatives.map((a) => [a.terms.join('+'), a.size])).toEqual([
      ['signalslatest', 2],
      ['signal+latest', 2],
    ]);
    const [phrase] = planQuery('rate limits').slots;
    expect(phrase!.alternatives[0]).toMatchObject({ terms: ['rate', 'limit'], size: 2 });
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
