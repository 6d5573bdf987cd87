import { describe, expect, it } from 'vitest';

import { checkRestRequest, type RestRequest } from './validate';

const check = (r: Partial<RestRequest> & Pick<RestRequest, 'method' | 'url'>) =>
  checkRestRequest({ body: { kind: 'none' }, ...r });

describe('checkRestRequest', () => {
  it('names the operation a valid request addresses, with no problems', () => {
    const { operation, problems } = check({
      method: 'POST',
      url: 'https://attestation-api.dimo.zone/v2/attestation/vin/21957',
      token: 'vehicle',
    });
    expect(problems).toEqual([]);
    expect(operation).toMatchObject({
      method: 'POST',
      path: '/v2/attestation/vin/{tokenId}',
      token: 'vehicle',
    });
  });

  it('reads $name in a path as a run-time value only in a templated (sample) URL', () => {
    const url = 'https://valuations-api.dimo.zone/v2/vehicles/$TOKEN_ID/offers';
    expect(check({ method: 'GET', url, templated: true }).problems).toEqual([]);
    expect(check({ method: 'GET', url }).problems).toEqual([
      {
        kind: 'path',
        message: 'path parameter {tokenId} must be an integer, not `$TOKEN_ID`',
        fix: expect.stringMatching(/^Write it in decimal digits: Token ID of the vehicle NFT/),
      },
    ]);
  });

  it('checks the types and enums of a whole JSON body, taking an integer where a number goes', () => {
    const url = 'https://token-exchange-api.dimo.zone/v1/tokens/exchange';
    expect(
      check({
        method: 'POST',
        url,
        body: { kind: 'json', value: { tokenId: 21957, privileges: [1, 4], nftContractAddress: '0xbA57' } },
      }).problems,
    ).toEqual([]);
    expect(
      check({ method: 'POST', url, body: { kind: 'json', value: { permissions: 'privilege:GetRawData' } } })
        .problems,
    ).toEqual([
      {
        kind: 'body',
        message: 'body field `permissions` must be an array, not a string (`"privilege:GetRawData"`)',
      },
    ]);
  });

  it('leaves a token it is not told about, or cannot tell, to the caller', () => {
    const url = 'https://vehicle-triggers-api.dimo.zone/v1/webhooks';
    expect(check({ method: 'GET', url }).problems).toEqual([]);
    expect(check({ method: 'GET', url, token: 'unrecognised' }).problems).toEqual([]);
    expect(
      check({ method: 'GET', url, token: 'vehicle', tokenText: 'Bearer $VEHICLE_JWT' }).problems,
    ).toEqual([
      {
        kind: 'token',
        message: 'it sends a Vehicle JWT (`Bearer $VEHICLE_JWT`), but GET /v1/webhooks needs a Developer JWT',
      },
    ]);
  });

  it('a missing required query parameter says what to add; a bad percent sign is a problem, not a crash', () => {
    expect(
      check({ method: 'GET', url: 'https://device-definitions-api.dimo.zone/device-definitions/search' })
        .problems,
    ).toEqual([
      {
        kind: 'query',
        message: 'required query parameter `query` is missing',
        fix: expect.stringMatching(/^Add query=<value> to the query/),
      },
    ]);
    expect(check({ method: 'GET', url: 'https://valuations-api.dimo.zone/v2/vehicles/1%/offers' })).toEqual({
      problems: [
        {
          kind: 'url',
          message:
            'the path /v2/vehicles/1%/offers has a % not followed by two hex digits: percent-encode it as %25',
        },
      ],
    });
  });
});
