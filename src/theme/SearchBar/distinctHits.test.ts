import { describe, expect, it } from 'vitest';

import { distinctHits, hitLines, shownPositions, withDistinctHits, type ModalHit } from './distinctHits';

type Levels = [string, string, ...(string | null)[]];

/** A hit as the engine answers the modal: headings highlighted, the snippet of its text. */
function hit(
  url: string,
  type: string,
  [lvl0, lvl1, ...deeper]: Levels,
  content: string | null = null,
): ModalHit {
  const hierarchy = { lvl0, lvl1, lvl2: deeper[0] ?? null, lvl3: deeper[1] ?? null };
  const marked = (text: string) => ({ value: text.replace(/endpoint/i, (w) => `<mark>${w}</mark>`) });
  const levels = Object.fromEntries(
    Object.entries(hierarchy).flatMap(([level, text]) => (text ? [[level, marked(text)]] : [])),
  );
  return {
    url,
    type,
    content,
    hierarchy,
    _highlightResult: { hierarchy: levels },
    _snippetResult: { hierarchy: levels, ...(content ? { content: marked(content) } : {}) },
  };
}

/** What a reader sees of each hit: its two lines, markup removed. */
const read = (hits: ModalHit[]) =>
  hits.map((h) => {
    const { title, path } = hitLines(h);
    return `${title} | ${path}`.replace(/<[^>]*>/g, '');
  });

const TELEMETRY = 'https://x/docs/api-references/telemetry-api/introduction';
const FETCH = 'https://x/docs/api-references/fetch-api/introduction';

describe('distinctHits', () => {
  it('tells apart two sections of one title on pages of one title by their page group, before the page title', () => {
    const hits = [
      hit(`${TELEMETRY}#endpoint`, 'lvl2', ['Telemetry API', 'Introduction', 'Endpoint']),
      hit(`${FETCH}#endpoint`, 'lvl2', ['Fetch API', 'Introduction', 'Endpoint']),
      hit(`${TELEMETRY}#mcp`, 'lvl2', ['Telemetry API', 'Introduction', 'MCP endpoint']),
    ];
    expect(read(hits)).toEqual([
      'Endpoint | Introduction',
      'Endpoint | Introduction',
      'MCP endpoint | Introduction',
    ]);
    expect(read(distinctHits(hits))).toEqual([
      'Endpoint | Telemetry API › Introduction',
      'Endpoint | Fetch API › Introduction',
      'MCP endpoint | Introduction',
    ]);
  });

  it('keeps the highlight of the headings it adds and escapes those without one', () => {
    const hits = [
      hit(`${TELEMETRY}#errors`, 'lvl2', ['Telemetry API', 'Introduction', 'Errors']),
      hit(`${FETCH}#errors`, 'lvl2', ['Fetch <API>', 'Introduction', 'Errors']),
    ];
    delete hits[1]!._highlightResult!.hierarchy!.lvl0;
    hits[0]!._highlightResult!.hierarchy!.lvl0 = { value: '<mark>Telemetry</mark> API' };
    const [first, second] = distinctHits(hits);
    expect(first!._snippetResult!.hierarchy!.lvl1!.value).toBe('<mark>Telemetry</mark> API › Introduction');
    expect(second!._snippetResult!.hierarchy!.lvl1!.value).toBe('Fetch &lt;API&gt; › Introduction');
  });

  it('tells apart one sentence in two sections of a page by the section, after the page title', () => {
    const sentence = 'eventRequests: the event names to count';
    const hits = [
      hit(
        'https://x/docs/segments#daily',
        'content',
        ['Telemetry API', 'Segments', 'Daily activity'],
        sentence,
      ),
      hit(
        'https://x/docs/segments#query',
        'content',
        ['Telemetry API', 'Segments', 'The segments query'],
        sentence,
      ),
    ];
    expect(read(distinctHits(hits))).toEqual([
      `${sentence} | Segments › Daily activity`,
      `${sentence} | Segments › The segments query`,
    ]);
  });

  it('tells apart pages of one title by their group, before the title', () => {
    const hits = [
      hit(FETCH, 'lvl1', ['Fetch API', 'Introduction']),
      hit(TELEMETRY, 'lvl1', ['Telemetry API', 'Introduction']),
    ];
    expect(read(distinctHits(hits))).toEqual([
      'Fetch API › Introduction | ',
      'Telemetry API › Introduction | ',
    ]);
  });

  it('drops a hit that no heading tells apart from a better-ranked one, and lets the next of its group into view', () => {
    const sentence = 'Handle these cases on every endpoint';
    const group = ['Vehicle Triggers API', 'Vehicle Triggers API', 'Errors'] as Levels;
    const hits = [
      hit('https://x/docs/triggers#errors', 'content', group, sentence),
      ...['a', 'b', 'c'].map((s) =>
        hit(`https://x/docs/triggers#${s}`, 'lvl2', ['Vehicle Triggers API', 'Vehicle Triggers API', s]),
      ),
      hit('https://x/docs/triggers#errors', 'content', group, sentence),
      hit('https://x/docs/triggers#d', 'lvl2', ['Vehicle Triggers API', 'Vehicle Triggers API', 'd']),
    ];
    // The sixth hit of the group is not shown: DocSearch shows five per group.
    expect(shownPositions(hits)).toEqual([0, 1, 2, 3, 4]);
    const distinct = distinctHits(hits);
    expect(distinct.map((h) => h.url)).toEqual([
      'https://x/docs/triggers#errors',
      'https://x/docs/triggers#a',
      'https://x/docs/triggers#b',
      'https://x/docs/triggers#c',
      'https://x/docs/triggers#d',
    ]);
    expect(distinct[0]).toBe(hits[0]);
  });

  it('leaves hits that read differently as they are, and never changes the hits given', () => {
    const hits = [
      hit(`${TELEMETRY}#endpoint`, 'lvl2', ['Telemetry API', 'Introduction', 'Endpoint']),
      hit(`${FETCH}#endpoint`, 'lvl2', ['Fetch API', 'Introduction', 'Endpoint']),
      hit(`${TELEMETRY}#mcp`, 'lvl2', ['Telemetry API', 'Introduction', 'MCP endpoint']),
    ];
    const before = JSON.stringify(hits);
    const distinct = distinctHits(hits);
    expect(JSON.stringify(hits)).toBe(before);
    expect(distinct[2]).toBe(hits[2]);
    expect(distinct[0]!.hierarchy).toEqual(hits[0]!.hierarchy);
  });

  it('only compares hits the modal shows: a twin beyond its group of five does not count', () => {
    const hits = [
      hit(`${TELEMETRY}#endpoint`, 'lvl2', ['Telemetry API', 'Introduction', 'Endpoint']),
      ...['a', 'b', 'c', 'd', 'e'].map((s) => hit(`${FETCH}#${s}`, 'lvl2', ['Fetch API', 'Introduction', s])),
      hit(`${FETCH}#endpoint`, 'lvl2', ['Fetch API', 'Introduction', 'Endpoint']),
    ];
    expect(distinctHits(hits)).toEqual(hits);
  });
});

describe('withDistinctHits', () => {
  it("answers the modal's search with distinct hits and passes the rest of the answer on", async () => {
    const hits = [
      hit(`${TELEMETRY}#endpoint`, 'lvl2', ['Telemetry API', 'Introduction', 'Endpoint']),
      hit(`${FETCH}#endpoint`, 'lvl2', ['Fetch API', 'Introduction', 'Endpoint']),
    ];
    const client = {
      search: (input: { requests: unknown[] }) =>
        Promise.resolve({
          results: [{ hits, nbHits: 105, query: 'endpoint' }],
          requests: input.requests.length,
        }),
      prefetch: () => undefined,
    };
    const answer = await withDistinctHits(client).search({ requests: [{}] });
    expect(answer.requests).toBe(1);
    expect(answer.results[0]).toMatchObject({ nbHits: 105, query: 'endpoint' });
    expect(read(answer.results[0]!.hits)).toEqual([
      'Endpoint | Telemetry API › Introduction',
      'Endpoint | Fetch API › Introduction',
    ]);
  });
});
