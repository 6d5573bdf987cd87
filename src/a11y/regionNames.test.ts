import { describe, expect, it } from 'vitest';

import { UNNAMED_TABLE_REGION, regionNames, type RegionSource } from './regionNames';

const under = (...headings: string[]): RegionSource => ({ headings });

describe('regionNames', () => {
  it('names a region after the nearest heading above it', () => {
    expect(regionNames([under('Endpoint'), under('Errors', 'Rate limits')], { title: 'Page' })).toEqual([
      'Endpoint',
      'Rate limits',
    ]);
  });

  it("names a region no heading precedes after the document's title, or a generic name without one", () => {
    expect(regionNames([under()], { title: 'Identity API' })).toEqual(['Identity API']);
    expect(regionNames([under()], { title: null })).toEqual([UNNAMED_TABLE_REGION]);
  });

  it('tells regions under headings of the same text (in any case) apart by their parent heading', () => {
    expect(
      regionNames([under('Root queries', 'vehicle'), under('Types', 'Vehicle'), under('Types', 'Account')], {
        title: 'Query Reference',
      }),
    ).toEqual(['vehicle (Root queries)', 'Vehicle (Types)', 'Account']);
  });

  it('numbers regions that still share a name', () => {
    expect(
      regionNames([under('Parameters'), under('Parameters'), under('Response')], { title: 'T' }),
    ).toEqual(['Parameters (table 1 of 2)', 'Parameters (table 2 of 2)', 'Response']);
  });

  it("adds the document's title when asked, for pages that list several documents", () => {
    expect(
      regionNames([under(), under('Before')], { title: 'Telemetry: new signals', qualifyWithTitle: true }),
    ).toEqual(['Telemetry: new signals', 'Before – Telemetry: new signals']);
  });

  it('gives every region of a document a distinct name', () => {
    const regions = [under('A', 'x'), under('A', 'x'), under('B', 'X'), under(), under('a')];
    const names = regionNames(regions, { title: 'a' });
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(regions.length);
  });
});
