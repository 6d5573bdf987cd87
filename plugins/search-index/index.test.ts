import { describe, expect, it } from 'vitest';

import type { SearchRecord } from '../../src/search/engine';
import { DOCS_PAGE_RANK, isOperationRoute, operationRecords, pageRankOf } from './index';

describe('pageRankOf', () => {
  it('ranks guides above changelog entries, category cards and generated REST operation pages', () => {
    expect(pageRankOf('/docs/api-references/attestation-api', '/')).toBe(DOCS_PAGE_RANK);
    expect(pageRankOf('/docs/api-references/telemetry-api/signals', '/')).toBe(DOCS_PAGE_RANK);
    expect(pageRankOf('/docs/api-references/attestation-api/create-vin-credential', '/')).toBe(0);
    expect(pageRankOf('/site/docs/api-references/vehicle-triggers-api/list-webhooks', '/site/')).toBe(0);
    expect(pageRankOf('/docs/category/api-references', '/')).toBe(0);
    expect(pageRankOf('/changelog/rate-limits-by-plan', '/')).toBe(0);
  });
});

describe('operation pages in search', () => {
  const record = (lvl1: string, lvl2: string | null, content: string | null) =>
    ({ hierarchy: { lvl0: 'API References', lvl1, lvl2 }, content }) as unknown as SearchRecord;

  it('are the generated pages under a REST service, not the service guide or a GraphQL page', () => {
    expect(isOperationRoute('/docs/api-references/vehicle-triggers-api/list-webhooks', '/')).toBe(true);
    expect(isOperationRoute('/docs/api-references/vehicle-triggers-api', '/')).toBe(false);
    expect(isOperationRoute('/docs/api-references/telemetry-api/signals', '/')).toBe(false);
  });

  it('keep their title, lead and request URL, and none of the sections every operation page repeats', () => {
    const kept = operationRecords([
      record('List your webhooks', null, null),
      record('List your webhooks', null, 'Returns every webhook registered by the Developer License.'),
      record('List your webhooks', null, 'https://vehicle-triggers-api.dimo.zone/v1/webhooks'),
      record('List your webhooks', 'Authentication', null),
      record('List your webhooks', 'Authentication', 'Send a Developer JWT in the Authorization header.'),
      record('List your webhooks', 'Responses', '401 Unauthorized'),
    ]);
    expect(kept.map((r) => r.content)).toEqual([
      null,
      'Returns every webhook registered by the Developer License.',
      'https://vehicle-triggers-api.dimo.zone/v1/webhooks',
    ]);
  });
});
