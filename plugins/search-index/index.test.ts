import { describe, expect, it } from 'vitest';

import { DOCS_PAGE_RANK, pageRankOf } from './index';

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
