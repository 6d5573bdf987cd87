import type { SearchRecord } from '../../src/search/types';

let position = 0;

/** A record as the indexer writes it, with the fields a test cares about. */
export function record(
  page: string,
  type: SearchRecord['type'],
  levels: Partial<Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3', string>>,
  content: string | null = null,
  extra: Partial<SearchRecord> = {},
): SearchRecord {
  const anchor = levels.lvl2 ? levels.lvl2.toLowerCase().replace(/[^a-z0-9]+/g, '-') : null;
  const base = `https://build.example/docs/${page}`;
  position += 1;
  return {
    objectID: `${page}-${position}`,
    url: anchor ? `${base}#${anchor}` : base,
    url_without_anchor: base,
    anchor,
    type,
    hierarchy: {
      lvl0: levels.lvl0 ?? 'Documentation',
      lvl1: levels.lvl1 ?? null,
      lvl2: levels.lvl2 ?? null,
      lvl3: levels.lvl3 ?? null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: { pageRank: 0, level: type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)), position },
    ...extra,
  };
}

export const corpus: SearchRecord[] = [
  record('getting-started/authentication', 'lvl1', { lvl0: 'Getting Started', lvl1: 'Authentication' }),
  record('getting-started/authentication', 'lvl2', {
    lvl0: 'Getting Started',
    lvl1: 'Authentication',
    lvl2: 'Get a Vehicle JWT',
  }),
  record(
    'getting-started/authentication',
    'content',
    { lvl0: 'Getting Started', lvl1: 'Authentication', lvl2: 'Get a Vehicle JWT' },
    'Exchange your Developer JWT for a Vehicle JWT that lasts 10 minutes.',
  ),
  record(
    'getting-started/authentication',
    'content',
    { lvl0: 'Getting Started', lvl1: 'Authentication', lvl2: 'Get a Vehicle JWT' },
    'The token carries the privileges the owner shared with your license.',
  ),
  record('api-references/token-exchange-api', 'lvl1', { lvl0: 'API References', lvl1: 'Token Exchange API' }),
  record(
    'api-references/token-exchange-api',
    'content',
    { lvl0: 'API References', lvl1: 'Token Exchange API', lvl2: 'Exchange' },
    'POST /v1/tokens/exchange returns a short-lived token for one vehicle.',
  ),
  record('api-references/telemetry-api/signals', 'lvl1', { lvl0: 'Telemetry API', lvl1: 'Vehicle Signals' }),
  record(
    'api-references/telemetry-api/signals',
    'content',
    { lvl0: 'Telemetry API', lvl1: 'Vehicle Signals', lvl2: 'Signal table' },
    'powertrainTransmissionTravelledDistance is the odometer in kilometres.',
  ),
  record(
    'faq',
    'content',
    { lvl0: 'Documentation', lvl1: 'FAQs', lvl2: 'Escaping' },
    'Use <script> & "quotes" carefully: a > b.',
  ),
  record(
    'faq',
    'content',
    { lvl0: 'Documentation', lvl1: 'FAQs', lvl2: 'Rate limits' },
    'The rate limit is 10 requests per second per API service per client host.',
    { language: 'fr' },
  ),
  record(
    'blog/post',
    'content',
    { lvl0: 'Blog', lvl1: 'A post', lvl2: 'Rate limits' },
    'Our blog explains how rate limits protect the network.',
    { docusaurus_tag: 'blog-posts' },
  ),
];
