import { describe, expect, it } from 'vitest';

import { warmUp } from './warmUp';

describe('warm-up', () => {
  it('runs a whole modal query (diacritics, plural, identifier, prefix, snippets) to its one hit', () => {
    // The warm-up is worth its run only if the query reaches ranking and snippets.
    const { hits } = warmUp();
    expect(hits).toHaveLength(1);
    expect(hits[0]!._highlightResult.hierarchy.lvl1!.value).toContain('<mark>Vehículos</mark>');
    expect(hits[0]!._snippetResult!.content!.value).toContain('<mark>signalsLatest</mark>');
    expect(hits[0]!._snippetResult!.content!.value).toContain('<mark>C#</mark>');
  });
});
