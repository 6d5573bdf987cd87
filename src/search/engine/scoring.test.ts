import { describe, expect, it } from 'vitest';

import { MemoryIndex } from './engine';
import { buildInvertedIndex } from './invertedIndex';
import { expandSlot, planQuery } from './matching';
import { slotIdf } from './scoring';
import type { SearchRecord } from './types';

function textRecord(id: number, content: string): SearchRecord {
  const url = `https://build.example/docs/p${id}`;
  return {
    objectID: String(id),
    url,
    url_without_anchor: url,
    anchor: null,
    content,
    type: 'content',
    hierarchy: {
      lvl0: 'Docs',
      lvl1: `Page ${id}`,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: { pageRank: 1, level: 0, position: 0 },
  };
}

describe('slotIdf', () => {
  it('keeps a word the index has as typed as rare as it is, however common its other forms', () => {
    const records = [
      textRecord(0, 'Set privileged to your client id.'),
      ...Array.from({ length: 9 }, (_, i) => textRecord(i + 1, `Each privilege ${i} is granted.`)),
    ];
    const view = new MemoryIndex(buildInvertedIndex(records));
    const plan = planQuery('privileged');
    const has = (t: string) => view.postings(t) !== undefined;
    const expansions = plan.slots.map((slot) => expandSlot(slot, has, (p) => view.entries(p)));
    expect(expansions[0]!.map((e) => e.term)).toContain('privilege');
    expect(slotIdf(plan.slots, expansions, view)[0]).toBeCloseTo(Math.log(1 + view.records / (1 + 1)));
  });
});
