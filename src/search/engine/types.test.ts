import { describe, expect, it } from 'vitest';

import { siteRecords } from '../../../tests/fixtures/search-corpus';
import { HIERARCHY_LEVELS, pageObjectID, recordObjectID } from './types';

describe('object IDs', () => {
  it('are the page path and the position, and a page is its first record', () => {
    expect(recordObjectID('https://build.example/docs/faq', 3)).toBe('/docs/faq#3');
    expect(pageObjectID('https://build.example/docs/faq')).toBe('/docs/faq#0');
    expect(
      siteRecords
        .filter((r) => r.type === 'lvl1')
        .every((r) => r.objectID === pageObjectID(r.url_without_anchor)),
    ).toBe(true);
    expect(HIERARCHY_LEVELS).toHaveLength(7);
  });
});
