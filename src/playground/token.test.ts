import { describe, expect, it } from 'vitest';

import { bareToken, decodeVehicleToken, describeExpiry, formatDuration, redactToken } from './token';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (claims: unknown) => `${b64({ alg: 'ES256', typ: 'JWT' })}.${b64(claims)}.c2ln`;
const NOW = Date.UTC(2026, 7, 1, 12, 0, 0);

describe('decodeVehicleToken', () => {
  it('reads the vehicle, the privileges and the expiry of a token-exchange JWT', () => {
    const token = jwt({
      token_id: '12345',
      privilege_ids: [4, 1, 1],
      exp: NOW / 1000 + 600,
      asset: 'did:erc721:137:0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF:12345',
    });
    const decoded = decodeVehicleToken(`Bearer ${token}`);
    expect(decoded).toEqual({
      ok: true,
      info: {
        tokenId: 12345,
        privileges: [1, 4],
        expiresAt: NOW + 600_000,
        asset: 'did:erc721:137:0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF:12345',
      },
    });
  });

  it('falls back to the asset DID, the subject and the permission names', () => {
    const byAsset = decodeVehicleToken(
      jwt({
        asset: 'did:erc721:137:0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF:777',
        permissions: ['privilege:GetRawData', 'privilege:GetLocationHistory', 'other'],
      }),
    );
    expect(byAsset.ok && byAsset.info).toMatchObject({
      tokenId: 777,
      privileges: [4, 7],
      expiresAt: undefined,
    });
    const bySub = decodeVehicleToken(jwt({ sub: '0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF_88' }));
    expect(bySub.ok && bySub.info.tokenId).toBe(88);
    const account = decodeVehicleToken(
      jwt({ asset: 'did:ethr:137:0x3a9f1c0db27e64f5a8c1d93e0b7462f5de8c21b4' }),
    );
    expect(account.ok && account.info.tokenId).toBeUndefined();
  });

  it('explains what is wrong without quoting the token', () => {
    const secret = 'not-a-jwt-but-a-secret-string';
    for (const raw of [
      secret,
      `${secret}.%%%.x`,
      `a.${b64([1, 2])}.c`,
      `a.${Buffer.from('{nope').toString('base64url')}.c`,
    ]) {
      const decoded = decodeVehicleToken(raw);
      expect(decoded.ok).toBe(false);
      expect(!decoded.ok && decoded.reason).not.toContain(secret);
      expect(!decoded.ok && decoded.reason).not.toContain('%%%');
    }
    expect(decodeVehicleToken('   ')).toEqual({ ok: false, reason: 'No token.' });
  });

  it('strips Bearer and white space for the header', () => {
    expect(bareToken('  Bearer abc.def.ghi \n')).toBe('abc.def.ghi');
  });
});

describe('token time and redaction', () => {
  it('says how long is left or how long ago it expired', () => {
    expect(describeExpiry(NOW + 552_000, NOW)).toEqual({ text: 'expires in 9 min 12 s', expired: false });
    expect(describeExpiry(NOW - 45_000, NOW)).toEqual({ text: 'expired 45 s ago', expired: true });
    expect(describeExpiry(NOW, NOW).expired).toBe(true);
    expect(describeExpiry(undefined, NOW)).toEqual({ text: 'no expiry claim', expired: false });
    expect(formatDuration(2 * 3600_000 + 3 * 60_000)).toBe('2 h 3 min');
    expect(formatDuration(3 * 86400_000)).toBe('3 days');
  });

  it('redacts every copy of the token from a text, and leaves short strings alone', () => {
    const token = jwt({ token_id: 1 });
    expect(redactToken(`bad token ${token} and again ${token}`, `Bearer ${token}`)).toBe(
      'bad token ‹your token› and again ‹your token›',
    );
    expect(redactToken('a b a', 'a')).toBe('a b a');
  });
});
