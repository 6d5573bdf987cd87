import { describe, expect, it } from 'vitest';

import { serviceForHost } from '../../openapi';
import { matchEndpoint, parseCurlCommands } from './api-surface';

describe('api surface matcher', () => {
  it('accepts a documented host and path, production or dev', () => {
    expect(matchEndpoint('POST', 'https://identity-api.dimo.zone/query').ok).toBe(true);
    expect(matchEndpoint('POST', 'https://auth.dev.dimo.zone/auth/web3/generate_challenge').ok).toBe(true);
  });
  it('rejects an undocumented path, a wrong method and an unknown host', () => {
    expect(matchEndpoint('POST', 'https://identity-api.dimo.zone/graphql').ok).toBe(false);
    expect(matchEndpoint('GET', 'https://telemetry-api.dimo.zone/query').ok).toBe(false);
    expect(matchEndpoint('GET', 'https://example.com/query').ok).toBe(false);
  });
  it('leaves the REST services to their OpenAPI descriptions', () => {
    expect(matchEndpoint('POST', 'https://attestation-api.dimo.zone/v2/attestation/vin/1').ok).toBe(false);
    expect(serviceForHost('attestation-api.dimo.zone')).toBeDefined();
    expect(serviceForHost('identity-api.dimo.zone')).toBeUndefined();
  });
  it('reads the method from -X, or infers POST from a body', () => {
    expect(parseCurlCommands('curl -X DELETE https://a.b/c')).toEqual([
      { method: 'DELETE', url: 'https://a.b/c' },
    ]);
    expect(parseCurlCommands("curl https://a.b/c \\\n  -d '{}'")).toEqual([
      { method: 'POST', url: 'https://a.b/c' },
    ]);
    expect(parseCurlCommands('curl -G https://a.b/c --data-urlencode "q=x"')[0]?.method).toBe('GET');
    expect(parseCurlCommands('curl --fail -o out.bin "$DATA_URL"')).toEqual([
      { method: 'GET', url: '$DATA_URL' },
    ]);
  });
});
