import { describe, expect, it } from 'vitest';

import { VALUE_NAMES } from './placeholders';
import { MAX_TOKEN_ID, checkField, secretIn } from './validate';

/** A Developer JWT's shape: three base64url parts, the first a JSON header (eyJ…). */
const JWT =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiIweDdGM0QiLCJleHAiOjE3MDAwMDAwMDB9.c2lnbmF0dXJlX2hlcmU-_x';
const PRIVATE_KEY = `0x${'ab12'.repeat(16)}`;

describe('secrets are refused in every field', () => {
  for (const name of VALUE_NAMES) {
    it(`${name}: a JWT, alone or inside other text, is a secret and says it is a JWT`, () => {
      for (const text of [JWT, `Bearer ${JWT}`, `https://app.test/cb?token=${JWT}`]) {
        const check = checkField(name, text);
        expect(check.kind, text).toBe('secret');
        expect(check.kind === 'secret' && check.message).toMatch(/looks like a JWT.*never stores/);
      }
    });

    it(`${name}: an API key or private key (64 hex, with or without 0x) is a secret`, () => {
      for (const text of [PRIVATE_KEY, PRIVATE_KEY.slice(2), ` ${PRIVATE_KEY} `]) {
        const check = checkField(name, text);
        expect(check.kind, text).toBe('secret');
        expect(check.kind === 'secret' && check.message).toMatch(/API key or private key.*never stores/);
      }
    });
  }

  it('a Client ID (40 hex) and a longer run of hex that is no key are not taken for keys', () => {
    expect(secretIn('0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d')).toBeNull();
    expect(secretIn(`0x${'a'.repeat(63)}`)).toBeNull();
    expect(secretIn('eyJ-not-a-token')).toBeNull();
  });
});

describe('Client ID', () => {
  it('is 0x and 40 hex characters, in any letter case, trimmed', () => {
    expect(checkField('clientId', ' 0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d ')).toEqual({
      kind: 'valid',
      value: '0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d',
    });
    expect(checkField('clientId', `0x${'a'.repeat(40)}`).kind).toBe('valid');
  });

  it('refuses 39 or 41 hex characters, no 0x, other letters and markup, with a message naming the format', () => {
    for (const text of [
      `0x${'a'.repeat(39)}`,
      `0x${'a'.repeat(41)}`,
      'a'.repeat(40),
      `0x${'g'.repeat(40)}`,
      '<script>alert(1)</script>',
    ]) {
      const check = checkField('clientId', text);
      expect(check.kind, text).toBe('invalid');
      expect(check.kind === 'invalid' && check.message).toMatch(/0x followed by 40 hex characters/);
    }
  });
});

describe('Redirect URI', () => {
  it('is an http or https URL', () => {
    for (const text of ['http://localhost:3000/callback', 'https://app.example.com/dimo/callback?x=1&y=2']) {
      expect(checkField('redirectUri', text)).toEqual({ kind: 'valid', value: text });
    }
  });

  it('refuses other schemes, relative paths, spaces, quotes and markup', () => {
    for (const text of [
      'ftp://example.com',
      'javascript:alert(1)',
      '/callback',
      'localhost:3000',
      'https://app.example.com/a b',
      "https://app.example.com/'x'",
      'https://app.example.com/"x"',
      'https://app.example.com/<script>alert(1)</script>',
      'https://',
    ]) {
      const check = checkField('redirectUri', text);
      expect(check.kind, text).toBe('invalid');
      expect(check.kind === 'invalid' && check.message).toMatch(/http:\/\/ or https:\/\//);
    }
  });
});

describe('Vehicle token ID', () => {
  it('is a whole number from 1 to the GraphQL Int maximum', () => {
    for (const text of ['1', '12345', String(MAX_TOKEN_ID)]) {
      expect(checkField('vehicleTokenId', text)).toEqual({ kind: 'valid', value: text });
    }
  });

  it('refuses 0, leading zeros, signs, decimals, words and numbers past the maximum', () => {
    for (const text of [
      '0',
      '012',
      '-5',
      '+5',
      '1.5',
      '1e3',
      'abc',
      String(MAX_TOKEN_ID + 1),
      '99999999999',
    ]) {
      const check = checkField('vehicleTokenId', text);
      expect(check.kind, text).toBe('invalid');
      expect(check.kind === 'invalid' && check.message).toMatch(/whole number from 1 to 2147483647/);
    }
  });
});

it('an empty or blank field is empty: its placeholder stays', () => {
  for (const name of VALUE_NAMES) expect(checkField(name, '   ')).toEqual({ kind: 'empty' });
});
