import { describe, expect, it } from 'vitest';

import { operations } from '../openapi';
import { referencePage } from './rest';

describe('referencePage', () => {
  const op = operations('valuations-api').find((o) => o.path === '/v2/vehicles/{tokenId}/offers')!;
  const page = (path: string, title = 'Page', description = '') => ({
    title,
    group: 'API',
    path,
    description,
  });

  it('finds the page under the service by operationId slug, title or a description naming the operation', () => {
    for (const p of [
      page('docs/api-references/valuations-api/get-offers'),
      page('docs/api-references/valuations/offers', "Get a vehicle's offers"),
      page('docs/api-references/valuations-api/x', 'X', 'GET /v2/vehicles/{tokenId}/offers lists offers.'),
    ])
      expect(referencePage(op, [page('docs/faq'), p]), p.path).toBe(p);
  });

  it('ignores a page outside the service folder, or about another operation', () => {
    expect(
      referencePage(op, [
        page('docs/guides/get-offers', "Get a vehicle's offers"),
        page('docs/api-references/attestation-api/get-offers'),
        page('docs/api-references/valuations-api/get-valuations', "Get a vehicle's valuations"),
      ]),
    ).toBeUndefined();
  });
});
