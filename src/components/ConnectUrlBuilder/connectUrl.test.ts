import { describe, expect, it } from 'vitest';

import {
  ConnectUrlError,
  DIMO_CONNECT_BASE_URL,
  EXAMPLE_OPTIONS,
  PRIVILEGES,
  buildConnectUrl,
  parseVehicleMakes,
  toPermissionBitstring,
  validateClientId,
  validateConnectOptions,
  validateExpirationDate,
  validatePermissions,
  validateRedirectUri,
  validateVehicleMakes,
  type ConnectUrlOptions,
} from './connectUrl';

/** 15 June 2026, 18:00 UTC: "today" for the expiration checks. */
const NOW = Date.UTC(2026, 5, 15, 18, 0, 0);

function build(patch: Partial<ConnectUrlOptions>): string {
  return buildConnectUrl({ ...EXAMPLE_OPTIONS, ...patch }, NOW);
}

const CLIENT_ID_MESSAGE =
  'A Client ID is 0x followed by 40 hexadecimal characters (0–9, a–f), as the Developer Console shows it.';
const REDIRECT_MESSAGE =
  'The Redirect URI must start with https://, or be http://localhost while you develop.';

describe('buildConnectUrl: exact URLs', () => {
  it('prints the DIMO Connect page’s own example, character for character', () => {
    expect(build({ expirationDate: '2027-06-30' })).toBe(
      'https://login.dimo.org/?clientId=0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d&redirectUri=https%3A%2F%2Fapp.example.com%2Fdimo%2Fcallback&entryState=VEHICLE_MANAGER&permissions=10011000&expirationDate=2027-06-30T00%3A00%3A00Z',
    );
  });

  it('leaves out the optional parameters when they are empty', () => {
    expect(build({})).toBe(
      'https://login.dimo.org/?clientId=0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d&redirectUri=https%3A%2F%2Fapp.example.com%2Fdimo%2Fcallback&entryState=VEHICLE_MANAGER&permissions=10011000',
    );
  });

  it('adds one vehicleMakes per make, trimmed, without repeats, spaces as +', () => {
    expect(
      build({
        clientId: ' 0xAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA ',
        redirectUri: ' http://localhost:5173/cb?x=1 ',
        permissions: [8, 1],
        vehicleMakes: ' Tesla, Land Rover,, Citroën ,Tesla ',
      }),
    ).toBe(
      'https://login.dimo.org/?clientId=0xAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&redirectUri=http%3A%2F%2Flocalhost%3A5173%2Fcb%3Fx%3D1&entryState=VEHICLE_MANAGER&permissions=10000001&vehicleMakes=Tesla&vehicleMakes=Land+Rover&vehicleMakes=Citro%C3%ABn',
    );
  });

  it('opens account sharing without a make filter', () => {
    expect(
      build({
        entryState: 'ACCOUNT_MANAGER',
        permissions: [7],
        vehicleMakes: 'Tesla',
        expirationDate: '2026-06-16',
      }),
    ).toBe(
      'https://login.dimo.org/?clientId=0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d&redirectUri=https%3A%2F%2Fapp.example.com%2Fdimo%2Fcallback&entryState=ACCOUNT_MANAGER&permissions=00000010&expirationDate=2026-06-16T00%3A00%3A00Z',
    );
  });

  it('round-trips through URLSearchParams with every value intact', () => {
    const url = new URL(build({ vehicleMakes: 'Mercedes-Benz, Alfa Romeo', expirationDate: '2030-01-31' }));
    expect(`${url.origin}${url.pathname}`).toBe(DIMO_CONNECT_BASE_URL);
    expect([...url.searchParams]).toEqual([
      ['clientId', EXAMPLE_OPTIONS.clientId],
      ['redirectUri', EXAMPLE_OPTIONS.redirectUri],
      ['entryState', 'VEHICLE_MANAGER'],
      ['permissions', '10011000'],
      ['expirationDate', '2030-01-31T00:00:00Z'],
      ['vehicleMakes', 'Mercedes-Benz'],
      ['vehicleMakes', 'Alfa Romeo'],
    ]);
  });

  it('throws ConnectUrlError with the first problem', () => {
    expect(() => build({ clientId: '0x123', permissions: [] })).toThrow(
      new ConnectUrlError(CLIENT_ID_MESSAGE),
    );
    expect(() => build({ permissions: [] })).toThrow(new ConnectUrlError('Choose at least one permission.'));
  });
});

describe('the permissions bitstring', () => {
  it('has one character per privilege, privilege 1 first', () => {
    expect(PRIVILEGES.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(toPermissionBitstring([1, 2, 3, 4, 5, 6, 7, 8])).toBe('11111111');
    expect(toPermissionBitstring([1])).toBe('10000000');
    expect(toPermissionBitstring([8])).toBe('00000001');
    expect(toPermissionBitstring([5, 4, 1, 4])).toBe('10011000');
    expect(toPermissionBitstring([])).toBe('00000000');
  });

  it.each(PRIVILEGES.map((p) => [p.id] as const))('privilege %i sets exactly its own character', (id) => {
    const bits = toPermissionBitstring([id]);
    expect(bits).toHaveLength(8);
    expect(bits.indexOf('1')).toBe(id - 1);
    expect(bits.lastIndexOf('1')).toBe(id - 1);
  });
});

describe('input checks', () => {
  it('client ID: 0x and exactly 40 hexadecimal characters, any case', () => {
    expect(validateClientId('0x' + 'a'.repeat(40))).toBeNull();
    expect(validateClientId(' 0X' + 'F'.repeat(40))).toBe(CLIENT_ID_MESSAGE);
    expect(validateClientId('0x' + 'a'.repeat(39))).toBe(CLIENT_ID_MESSAGE);
    expect(validateClientId('0x' + 'a'.repeat(41))).toBe(CLIENT_ID_MESSAGE);
    expect(validateClientId('0x' + 'g'.repeat(40))).toBe(CLIENT_ID_MESSAGE);
    expect(validateClientId('a'.repeat(42))).toBe(CLIENT_ID_MESSAGE);
    expect(validateClientId('  ')).toBe('Enter your license’s Client ID.');
  });

  it.each([
    'https://app.example.com/dimo/callback',
    'https://app.example.com:8443/cb?state=1',
    'http://localhost',
    'http://localhost:3000/callback',
  ])('accepts the redirect URI %s', (uri) => {
    expect(validateRedirectUri(uri)).toBeNull();
  });

  it.each([
    'http://app.example.com/callback',
    'http://127.0.0.1:3000/callback',
    'http://localhost.example.com/',
    'ftp://localhost/',
    'myapp://callback',
    'javascript:alert(1)',
  ])('rejects the redirect URI %s', (uri) => {
    expect(validateRedirectUri(uri)).toBe(REDIRECT_MESSAGE);
  });

  it('explains an empty or partial redirect URI', () => {
    expect(validateRedirectUri('')).toBe('Enter a Redirect URI registered on your license.');
    expect(validateRedirectUri('app.example.com/callback')).toBe(
      'Enter a whole address, e.g. https://app.example.com/dimo/callback.',
    );
    expect(validateRedirectUri('https://')).toBe(
      'Enter a whole address, e.g. https://app.example.com/dimo/callback.',
    );
  });

  it('requires at least one known privilege', () => {
    expect(validatePermissions([])).toBe('Choose at least one permission.');
    expect(validatePermissions([1])).toBeNull();
    expect(validatePermissions([8])).toBeNull();
    expect(validatePermissions([0])).toBe('Unknown privilege 0; the ids run from 1 to 8.');
    expect(validatePermissions([9])).toBe('Unknown privilege 9; the ids run from 1 to 8.');
  });

  it('expiration: empty, or a real day after today', () => {
    expect(validateExpirationDate('', NOW)).toBeNull();
    expect(validateExpirationDate('2026-06-16', NOW)).toBeNull();
    expect(validateExpirationDate('2026-06-15', NOW)).toBe('The expiration date must be after today.');
    expect(validateExpirationDate('2025-01-01', NOW)).toBe('The expiration date must be after today.');
    for (const bad of ['2027-02-29', '2027-13-01', '30/06/2027', '2027-6-30', '2027-06-30T00:00:00Z'])
      expect(validateExpirationDate(bad, NOW), bad).toBe('Enter the day as YYYY-MM-DD, e.g. 2027-06-30.');
  });

  it('vehicle makes: names separated by commas', () => {
    expect(parseVehicleMakes(' Tesla ,, Ford,Tesla ')).toEqual(['Tesla', 'Ford']);
    expect(parseVehicleMakes('')).toEqual([]);
    expect(validateVehicleMakes('Tesla, Mercedes-Benz, Land Rover, Citroën, Rolls-Royce, B&O')).toBeNull();
    expect(validateVehicleMakes('Tesla; Ford')).toBe(
      "“Tesla; Ford” is not a make name: use letters, digits, spaces and - . & ' only, and separate makes with commas.",
    );
    expect(validateVehicleMakes('Tesla, -Ford')).toMatch(/^“-Ford” is not a make name/);
  });

  it('collects every problem, keyed by input; makes count only for vehicle sharing', () => {
    const wrong: ConnectUrlOptions = {
      clientId: 'abc',
      redirectUri: 'http://example.com',
      entryState: 'VEHICLE_MANAGER',
      permissions: [],
      expirationDate: '2020-01-01',
      vehicleMakes: '<b>',
    };
    expect(validateConnectOptions(wrong, NOW)).toEqual({
      clientId: CLIENT_ID_MESSAGE,
      redirectUri: REDIRECT_MESSAGE,
      permissions: 'Choose at least one permission.',
      expirationDate: 'The expiration date must be after today.',
      vehicleMakes: expect.stringMatching(/^“<b>” is not a make name/) as unknown as string,
    });
    expect(
      Object.keys(validateConnectOptions({ ...wrong, entryState: 'ACCOUNT_MANAGER' }, NOW)),
    ).not.toContain('vehicleMakes');
    expect(validateConnectOptions(EXAMPLE_OPTIONS, NOW)).toEqual({});
  });
});
