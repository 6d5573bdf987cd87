import { describe, expect, it } from 'vitest';

import { allowedTypos, editDistance, expandSlot, planQuery } from './matching';
import { MATCH_QUALITY, MIN_WORD_SIZE_FOR_ONE_TYPO, MIN_WORD_SIZE_FOR_TWO_TYPOS } from './options';
import { pairTerm, wordPairs } from './tokenize';

describe('planQuery', () => {
  /** The words of each slot, as the query is read. */
  const words = (query: string) => planQuery(query).slots.map((s) => s.words.join(' '));
  /** What the first slot may match: its own terms, then its identifier parts and synonyms. */
  const terms = (query: string) => planQuery(query).slots[0]!.alternatives.map((a) => a.terms.join(' '));

  it('ignores stop words when the query has other words, and keeps them when it has none', () => {
    expect(words('how do i read the odometer')).toEqual(['read', 'odometer']);
    expect(words('is it')).toEqual(['is', 'it']);
  });

  it('ignores the words of a question that carry no topic: where do i find, per, every', () => {
    expect(words('where do i find my api key')).toEqual(['api key']);
    expect(words('rate limits per plan')).toEqual(['rate limits', 'plan']);
    expect(words('loop over every vehicle')).toEqual(['loop', 'vehicle']);
  });

  it('reads `out` as a particle, and "log out" as the phrase for logging out', () => {
    expect(words('can i find out how much a car is worth')).toEqual(['how much', 'car', 'worth']);
    expect(words('log a user out')).toEqual(['log', 'user']);
    expect(words('log out')).toEqual(['log out']);
    expect(terms('log out')).toContain('logout');
    expect(words('out')).toEqual(['out']);
  });

  it('takes no synonym that stop words reduce to one word or to nothing but stop words', () => {
    // "where is" (location) would match any text with both words; "engine on" (ignition) every "engine".
    expect(terms('location')).not.toContain('where is');
    expect(terms('ignition')).not.toContain('engine');
    // "sign in" is no one-word member of the login group, so `sign` alone has no synonyms.
    expect(terms('sign')).toEqual(['sign']);
    // Typed, the phrase still finds its group.
    expect(terms('sign in')).toContain('login');
  });

  it("looks up a word's other forms, and matches those the index has, as forms", () => {
    const [slot] = planQuery('verification').slots;
    expect(slot!.forms).toContain('verify');
    const has = (t: string) => t === 'verification' || t === 'verify';
    const expanded = expandSlot(slot!, has, () => []);
    expect(expanded.filter((e) => e.form)).toEqual([
      { term: 'verify', alternative: 0, part: 0, quality: MATCH_QUALITY.form, form: true },
    ]);
    // An identifier is a name: no forms.
    expect(planQuery('filterBy').slots[0]!.forms).toEqual([]);
  });
});

describe('planQuery: word pairs', () => {
  it('a query typed as a text forms only pairs that text is indexed with, stop words set aside alike', () => {
    // `uses` is the stop word `use` as its term: both sides skip it, so the pair is `node operator` on both.
    for (const text of ['storage node uses operators', 'node ones operator', 'storage-node for operators']) {
      const pairs = planQuery(text)
        .pairs.flat()
        .map(([a, b]) => pairTerm(a, b));
      expect(pairs.length).toBeGreaterThan(0);
      const indexed = wordPairs(text);
      for (const pair of pairs) expect(indexed, `${text}: ${pair}`).toContain(pair);
    }
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
