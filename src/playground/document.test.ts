import { describe, expect, it } from 'vitest';

import { operationToRun, queryDids, queryTokenIds } from './document';

describe('query facts', () => {
  it('runs the operation around the cursor when there are several', () => {
    const doc = 'query A { a }\nquery B { b }';
    expect(operationToRun(doc, 3)).toBe('A');
    expect(operationToRun(doc, doc.length - 2)).toBe('B');
    expect(operationToRun('{ a }', 0)).toBeUndefined();
    expect(operationToRun('{ broken', 0)).toBeUndefined();
  });

  it('finds the token ids and DIDs a query names, literally or through variables', () => {
    expect(
      queryTokenIds(
        'query($t: Int!) { a: signalsLatest(tokenId: 5) { lastSeen } b: signalsLatest(tokenId: $t) { lastSeen } }',
        { t: 6 },
      ),
    ).toEqual([5, 6]);
    expect(
      queryDids('query($d: String!) { latestIndex(did: "x") { indexKey } indexes(did: $d) { indexKey } }', {
        d: 'y',
      }),
    ).toEqual(['x', 'y']);
    expect(queryTokenIds('{ oops', undefined)).toEqual([]);
  });
});
