import { describe, expect, it } from 'vitest';

import { MemoryIndex, SearchEngine } from './engine';
import { buildInvertedIndex } from './invertedIndex';
import { expandSlot, planQuery } from './matching';
import { ENGINE_OPTIONS } from './options';
import { addSectionText, sectionCoverage, slotIdf } from './scoring';
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

/** A page titled `Page <id>` with one section: `heading` (lvl2) over a text of `content`. */
function sectionPage(id: number, heading: string, content: string): SearchRecord[] {
  const title = textRecord(id, '');
  const lvl2 = { ...title.hierarchy, lvl2: heading };
  const url = `${title.url}#s`;
  return [
    { ...title, objectID: `${id}-0`, type: 'lvl1', content: null },
    { ...title, objectID: `${id}-1`, url, anchor: 's', type: 'lvl2', content: null, hierarchy: lvl2 },
    { ...title, objectID: `${id}-2`, url, anchor: 's', content, hierarchy: lvl2 },
  ];
}

/** The pages of the hits for a query, in order (one hit per section). */
function pagesFor(records: SearchRecord[], query: string): string[] {
  return new SearchEngine(records).search({ query }).hits.map((h) => h.url_without_anchor.split('/').pop()!);
}

describe('headings that are identifiers', () => {
  it('counts an identifier typed whole in lower case as all its parts: "cloudEvents" is the whole of `cloudevents`', () => {
    // Both headings have one of the two query words; ties go to the earlier page.
    const records = [
      ...sectionPage(1, 'Raw data', 'Stored payloads.'),
      ...sectionPage(2, 'cloudEvents', 'The stored events query.'),
    ];
    expect(pagesFor(records, 'raw cloudevents')).toEqual(['p2', 'p1']);
  });

  it('ranks a heading that states a word above one that has it only inside a longer name', () => {
    // Six words each (identifier parts counted), two of them the query's.
    const records = [
      ...sectionPage(1, 'GetSacdForVehicleAndGrantee', 'A query to run.'),
      ...sectionPage(2, "A vehicle's SACD for one grantee", 'Ask the vehicle.'),
    ];
    expect(pagesFor(records, 'sacd grantee')).toEqual(['p2', 'p1']);
  });
});

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

describe('addSectionText', () => {
  it("gives a heading the query words only its own section's text has, at sectionText of their weight", () => {
    // Records 0–2 are one section (heading 0, texts 1 and 2), 3–4 the next; 6–7 are text of
    // section 5, whose heading matched nothing. Two query words.
    const candidates = [0, 1, 2, 3, 4, 6, 7];
    const sectionOf = Int32Array.from([0, 0, 0, 3, 3, 5, 5, 5]);
    const idf = [2, 3];
    // Per candidate, its weight for each word: heading 0 has word 0 only; its texts have word 1 (best 0.5).
    const bests = Float64Array.from([0.9, 0, 0.6, 0.3, 0.6, 0.5, 0.9, 0.9, 0, 0, 0.5, 0, 0, 0.5]);
    const scores = Float64Array.from([10, 5, 5, 12, 0, 1, 1]);
    addSectionText(candidates, sectionOf, bests, idf, scores);
    expect(scores[0]).toBeCloseTo(10 + ENGINE_OPTIONS.sectionText * 3 * 0.5);
    // Text records keep their scores, their siblings' words apart; a heading with every word,
    // or whose section's text lacks the others, gains nothing.
    expect([...scores.slice(1)]).toEqual([5, 5, 12, 0, 1, 1]);
  });
});

describe('sectionCoverage', () => {
  it('gives each record the idf share of the query words that some record of its section matches', () => {
    // Section 0 (heading 0, texts 1 and 2) has word 0 in its heading and word 1 in a text; section 3
    // has only word 0; section 5's texts 6 and 7 (its heading matched nothing) have words 1 and 2.
    const candidates = [0, 1, 2, 3, 4, 6, 7];
    const sectionOf = Int32Array.from([0, 0, 0, 3, 3, 5, 5, 5]);
    const idf = [2, 3, 5];
    const bests = Float64Array.from(
      [
        [0.9, 0, 0],
        [0.6, 0, 0],
        [0.6, 0.5, 0],
        [0.9, 0, 0],
        [0.6, 0, 0],
        [0, 0.5, 0],
        [0, 0, 0.5],
      ].flat(),
    );
    expect([...sectionCoverage(candidates, sectionOf, bests, idf)]).toEqual([
      0.5, 0.5, 0.5, 0.2, 0.2, 0.8, 0.8,
    ]);
  });
});
