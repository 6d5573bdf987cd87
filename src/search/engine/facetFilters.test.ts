import { describe, expect, it } from 'vitest';

import { siteRecords } from '../../../tests/fixtures/search-corpus';
import { compileFacetFilters } from './facetFilters';
import type { FacetFilters, SearchRecord } from './types';

/** Whether a record's facets (language, docusaurus_tag, type) pass the filters, as QueryRun asks. */
function matchesFacetFilters(record: SearchRecord, filters: FacetFilters): boolean {
  const { language, docusaurus_tag, type } = record;
  return compileFacetFilters(filters)({ language, docusaurus_tag, type });
}

describe('facet filters', () => {
  const french = siteRecords.find((r) => r.language === 'fr')!;
  it('ANDs strings, ORs nested arrays and negates with a minus', () => {
    expect(matchesFacetFilters(french, ['language:fr'])).toBe(true);
    expect(matchesFacetFilters(french, ['language:fr', 'docusaurus_tag:default'])).toBe(false);
    expect(
      matchesFacetFilters(french, [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
    ).toBe(true);
    expect(matchesFacetFilters(french, ['language:-fr'])).toBe(false);
    expect(matchesFacetFilters(french, ['language:-en'])).toBe(true);
    expect(matchesFacetFilters(french, 'language:fr')).toBe(true);
  });
});
