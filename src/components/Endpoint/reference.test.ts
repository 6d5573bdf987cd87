import { describe, expect, it } from 'vitest';

import { referenceKey } from './reference';

describe('referenceKey', () => {
  it('matches a guide path with :placeholders to the description path with {placeholders}, whatever their names', () => {
    expect(
      referenceKey(
        'POST',
        'https://vehicle-triggers-api.dimo.zone',
        '/v1/webhooks/:webhookId/subscribe/:tokenDID',
      ),
    ).toBe(
      referenceKey('post', 'vehicle-triggers-api.dimo.zone', '/v1/webhooks/{webhookId}/subscribe/{assetDID}'),
    );
  });

  it('keeps literal segments, methods and hosts apart', () => {
    const key = referenceKey(
      'POST',
      'vehicle-triggers-api.dimo.zone',
      '/v1/webhooks/{webhookId}/subscribe/{assetDID}',
    );
    expect(
      referenceKey('POST', 'vehicle-triggers-api.dimo.zone', '/v1/webhooks/{webhookId}/subscribe/all'),
    ).not.toBe(key);
    expect(
      referenceKey('DELETE', 'vehicle-triggers-api.dimo.zone', '/v1/webhooks/{webhookId}/subscribe/{x}'),
    ).not.toBe(key);
    expect(referenceKey('GET', 'attestation-api.dimo.zone', '/')).not.toBe(
      referenceKey('GET', 'valuations-api.dimo.zone', '/'),
    );
  });
});
