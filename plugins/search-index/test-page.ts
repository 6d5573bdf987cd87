/**
 * The page both indexer tests (./html-records.test.ts, ./markdown-records.test.ts)
 * index, built and from source: its URL, and the title record either must give.
 */
import type { SearchRecord } from '../../src/search/engine';

export const PAGE_URL = 'https://build.dimo.org/docs/api-references/token-exchange-api';
export const PAGE_PATH = '/docs/api-references/token-exchange-api';

/** The page-title record: first, without anchor, at the page URL. */
export const TITLE_RECORD: SearchRecord = {
  objectID: `${PAGE_PATH}#0`,
  url: PAGE_URL,
  url_without_anchor: PAGE_URL,
  anchor: null,
  type: 'lvl1',
  hierarchy: {
    lvl0: 'API References',
    lvl1: 'Token Exchange API',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: null,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  weight: { pageRank: 0, level: 90, position: 0 },
};
