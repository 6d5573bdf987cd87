import { describe, expect, it } from 'vitest';

import type { TryItOperation } from './operation';
import { jwtKind, missingPrivileges, readToken, tokenFacts, tokenProblems } from './tokenCheck';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (claims: unknown) => `${b64({ alg: 'ES256', typ: 'JWT' })}.${b64(claims)}.c2lnbmF0dXJl`;
const NOW = Date.UTC(2026, 7, 1, 12, 0, 0);
const inMinutes = (m: number) => NOW / 1000 + m * 60;

/** A Developer JWT as the auth server issues it: the license address, no vehicle. */
const developer = (exp = inMinutes(60)) =>
  jwt({
    iss: 'https://auth.dimo.zone',
    aud: ['0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d'],
    ethereum_address: '0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d',
    provider_id: 'web3',
    exp,
  });
/** A Vehicle JWT as the token exchange issues it. */
const vehicle = (privilegeIds: number[], tokenId = 21957, exp = inMinutes(10)) =>
  jwt({
    iss: 'https://auth-roles-rights.dimo.zone',
    contract_address: '0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF',
    token_id: tokenId,
    privilege_ids: privilegeIds,
    exp,
  });

const VIN: Pick<TryItOperation, 'token' | 'privileges'> = {
  token: 'vehicle',
  privileges: { allOf: ['privilege:GetVINCredential'] },
};
const HEALTH: Pick<TryItOperation, 'token' | 'privileges'> = {
  token: 'vehicle',
  privileges: { allOf: ['privilege:GetNonLocationHistory', 'privilege:GetLocationHistory'] },
};
const INSTANT_OFFER: Pick<TryItOperation, 'token' | 'privileges'> = {
  token: 'vehicle',
  privileges: { anyOf: ['privilege:GetNonLocationHistory', 'privilege:GetVINCredential'] },
};
const WEBHOOKS: Pick<TryItOperation, 'token' | 'privileges'> = { token: 'developer' };

const codes = (...args: Parameters<typeof tokenProblems>) => tokenProblems(...args).map((p) => p.code);

describe('telling a Developer JWT from a Vehicle JWT by their claims', () => {
  it('a token-exchange payload is a Vehicle JWT, an auth-server payload a Developer JWT', () => {
    expect(jwtKind({ token_id: 1, privilege_ids: [1] })).toBe('vehicle');
    expect(
      jwtKind({ asset: 'did:ethr:137:0x3a9f1c0db27e64f5a8c1d93e0b7462f5de8c21b4', permissions: [] }),
    ).toBe('vehicle');
    expect(jwtKind({ ethereum_address: '0xabc', provider_id: 'web3' })).toBe('developer');
    expect(jwtKind({ sub: 'someone', exp: 1 })).toBe('unknown');
  });

  it('reads the vehicle, privileges by permission name, license and expiry', () => {
    expect(readToken(`Bearer ${vehicle([5, 1])}`)).toEqual({
      ok: true,
      info: {
        kind: 'vehicle',
        expiresAt: NOW + 600_000,
        tokenId: 21957,
        privileges: ['privilege:GetNonLocationHistory', 'privilege:GetVINCredential'],
        license: undefined,
      },
    });
    const dev = readToken(developer());
    expect(dev.ok && dev.info).toMatchObject({
      kind: 'developer',
      license: '0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d',
      privileges: [],
    });
  });

  it('shows each kind in the token panel with what matters for it', () => {
    const v = readToken(vehicle([1], 7, inMinutes(-2)));
    expect(v.ok && tokenFacts(v.info, NOW)).toEqual([
      { text: 'Vehicle JWT' },
      { text: 'Vehicle 7' },
      { text: 'Privileges privilege:GetNonLocationHistory' },
      { text: 'expired 2 min 0 s ago', warning: true },
    ]);
    const d = readToken(developer());
    expect(d.ok && tokenFacts(d.info, NOW).map((f) => f.text)).toEqual([
      'Developer JWT',
      'License 0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d',
      'expires in 1 h 0 min',
    ]);
  });
});

describe('checking the token against the operation', () => {
  it('asks for nothing when the operation is public', () => {
    expect(tokenProblems({ token: 'none' }, '', {}, NOW)).toEqual([]);
    expect(tokenProblems({ token: 'none' }, vehicle([]), {}, NOW)).toEqual([]);
  });

  it('finds nothing wrong with the right kind, in time, with the privileges, for the vehicle in the path', () => {
    expect(tokenProblems(VIN, vehicle([5]), { tokenId: '21957' }, NOW)).toEqual([]);
    expect(tokenProblems(WEBHOOKS, developer(), {}, NOW)).toEqual([]);
  });

  it('says how to get the token when the field is empty', () => {
    expect(tokenProblems(WEBHOOKS, ' ', {}, NOW)).toEqual([
      {
        code: 'missing',
        message:
          "This operation needs a Developer JWT: sign your license's challenge at the auth server (see Authentication) and paste the Developer JWT it returns into the Developer JWT field.",
      },
    ]);
    expect(tokenProblems(VIN, '', {}, NOW)[0]!.message).toContain(
      'Token Exchange API (POST /v1/tokens/exchange)',
    );
  });

  it('names the wrong kind both ways, and what to paste instead', () => {
    const [devForVehicle] = tokenProblems(VIN, developer(), { tokenId: '21957' }, NOW);
    expect(devForVehicle).toEqual({
      code: 'wrong-kind',
      message:
        'This is a Developer JWT, but this operation takes a Vehicle JWT, so the service answers 401 Unauthorized. Exchange your Developer JWT for a Vehicle JWT at the Token Exchange API (POST /v1/tokens/exchange) and paste that.',
    });
    const [vehicleForDev] = tokenProblems(WEBHOOKS, vehicle([1]), {}, NOW);
    expect(vehicleForDev!.code).toBe('wrong-kind');
    expect(vehicleForDev!.message).toMatch(
      /^This is a Vehicle JWT, but this operation takes a Developer JWT/,
    );
    expect(codes(WEBHOOKS, jwt({ sub: 'x' }), {}, NOW)).toEqual(['not-dimo']);
  });

  it('says an expired token is expired, and how long ago', () => {
    const [expired] = tokenProblems(VIN, vehicle([5], 21957, inMinutes(-3)), { tokenId: '21957' }, NOW);
    expect(expired).toEqual({
      code: 'expired',
      message:
        'This Vehicle JWT expired 3 min 0 s ago, so the service answers 401 Unauthorized. Exchange your Developer JWT for a new one and paste it.',
    });
    expect(tokenProblems(WEBHOOKS, developer(inMinutes(-1)), {}, NOW)[0]!.message).toContain(
      "Sign your license's challenge again",
    );
  });

  it('names a missing privilege, for allOf every one lacking and for anyOf the choice', () => {
    expect(tokenProblems(HEALTH, vehicle([1]), { tokenId: '21957' }, NOW)).toEqual([
      {
        code: 'missing-privilege',
        message:
          "This operation needs privilege:GetNonLocationHistory and privilege:GetLocationHistory; the token carries privilege:GetNonLocationHistory, so the service refuses it. Exchange for a Vehicle JWT that asks for privilege:GetLocationHistory: the vehicle's owner must have shared it with your license.",
      },
    ]);
    expect(tokenProblems(INSTANT_OFFER, vehicle([5]), {}, NOW)).toEqual([]);
    expect(tokenProblems(INSTANT_OFFER, vehicle([3]), {}, NOW)[0]!.message).toContain(
      'needs privilege:GetNonLocationHistory or privilege:GetVINCredential; the token carries privilege:GetCurrentLocation',
    );
    expect(missingPrivileges({ anyOf: ['a', 'b'] }, ['c'])).toEqual(['a', 'b']);
    expect(missingPrivileges({ allOf: ['a', 'b'] }, ['b'])).toEqual(['a']);
  });

  it("says when the path's tokenId is another vehicle than the token's", () => {
    expect(tokenProblems(VIN, vehicle([5], 12345), { tokenId: ' 21957 ' }, NOW)).toEqual([
      {
        code: 'other-vehicle',
        message:
          'The token is for vehicle 12345, but tokenId is 21957: the service refuses a token for another vehicle. Set tokenId to 12345, or exchange a token for vehicle 21957.',
      },
    ]);
    // Not yet typed, or not a number (the form says so): nothing to compare.
    expect(codes(VIN, vehicle([5], 12345), { tokenId: '' }, NOW)).toEqual([]);
    expect(codes(VIN, vehicle([5], 12345), { tokenId: 'abc' }, NOW)).toEqual([]);
  });

  it('lists every problem at once, kind first', () => {
    expect(codes(HEALTH, vehicle([], 1, inMinutes(-1)), { tokenId: '2' }, NOW)).toEqual([
      'expired',
      'missing-privilege',
      'other-vehicle',
    ]);
  });

  it('never quotes the token, even one that does not decode', () => {
    const secret = 'not-a-jwt-but-a-secret-string';
    for (const raw of [secret, `${secret}.%%%.x`]) {
      const [problem] = tokenProblems(VIN, raw, {}, NOW);
      expect(problem!.code).toBe('unreadable');
      expect(problem!.message).not.toContain(secret);
    }
  });
});
