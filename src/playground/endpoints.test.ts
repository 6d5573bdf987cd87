import { describe, expect, it } from 'vitest';

import { API_ENDPOINTS, endpointChoice, endpointUrl, endpointValue, isDimoEndpoint } from './endpoints';

describe('endpoints', () => {
  it('resolves prod, dev and a custom URL, and round-trips the URL value', () => {
    expect(endpointUrl('telemetry', endpointChoice(undefined))).toBe(API_ENDPOINTS.telemetry.prod);
    expect(endpointUrl('identity', endpointChoice('dev'))).toBe('https://identity-api.dev.dimo.zone/query');
    const custom = endpointChoice('http://127.0.0.1:4190/query');
    expect(endpointUrl('identity', custom)).toBe('http://127.0.0.1:4190/query');
    expect(endpointValue(custom)).toBe('http://127.0.0.1:4190/query');
    expect(endpointValue(endpointChoice('prod'))).toBeUndefined();
  });

  it('sends Fetch to its development host when dev is chosen, as the SDKs do', () => {
    expect(endpointUrl('fetch', endpointChoice('dev'))).toBe('https://fetch-api.dev.dimo.zone/query');
  });

  it('knows the DIMO hosts from any other', () => {
    expect(isDimoEndpoint('https://fetch-api.dimo.zone/query')).toBe(true);
    expect(isDimoEndpoint('https://fetch-api.dimo.zone.evil.test/query')).toBe(false);
  });
});
