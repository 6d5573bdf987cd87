/**
 * Browser-safe: the DIMO Connect URL (docs/build/building-with-tools/client-sdk-dimo-connect.mdx,
 * "DIMO Connect URL") and the checks on each of its inputs. No DOM, no Node APIs.
 *
 * Parameter names, their order and the permissions bitstring follow that page;
 * `vehicleMakes` (one parameter per make) and `entryState=ACCOUNT_MANAGER`
 * are what `@dimo-network/login-with-dimo` v0.0.32 sends in redirect mode
 * (sdk/src/auth/redirectAuth.ts, sdk/src/utils/permission.ts).
 */

/** The hosted DIMO Connect page. */
export const DIMO_CONNECT_BASE_URL = 'https://login.dimo.org/';

/** The screens a hand-built link can open on, with what the reader sees in the form. */
export const ENTRY_STATES = [
  { value: 'VEHICLE_MANAGER', label: 'Share vehicles (VEHICLE_MANAGER)' },
  { value: 'ACCOUNT_MANAGER', label: 'Share account (ACCOUNT_MANAGER)' },
] as const;
export type EntryState = (typeof ENTRY_STATES)[number]['value'];

/**
 * The eight privileges, in bitstring order: character n of `permissions` is
 * `1` when privilege n is requested. Labels as the DIMO Connect page gives them.
 */
export const PRIVILEGES: readonly { id: number; label: string }[] = [
  { id: 1, label: 'All-time, non-location data' },
  { id: 2, label: 'Commands' },
  { id: 3, label: 'Current location' },
  { id: 4, label: 'All-time location' },
  { id: 5, label: 'View VIN credentials' },
  { id: 6, label: 'Live data streams' },
  { id: 7, label: 'Raw data' },
  { id: 8, label: 'Approximate location' },
];

/** Length of the permissions bitstring: one character per privilege. */
export const PERMISSION_BITS = PRIVILEGES.length;

export interface ConnectUrlOptions {
  /** The license's Client ID, `0x` and 40 hexadecimal characters. */
  clientId: string;
  /** A Redirect URI registered on the license: https, or http://localhost while developing. */
  redirectUri: string;
  entryState: EntryState;
  /** Privilege ids from 1 to 8; at least one. */
  permissions: readonly number[];
  /** Optional: the day the grant ends (YYYY-MM-DD, as a date input gives it); '' for none. */
  expirationDate?: string;
  /** Optional, vehicle sharing only: makes as typed, separated by commas, e.g. "Tesla, Ford". */
  vehicleMakes?: string;
}

export type ConnectField = 'clientId' | 'redirectUri' | 'permissions' | 'expirationDate' | 'vehicleMakes';

/** One message per input that is wrong; `{}` when the options make a URL. */
export type ConnectErrors = Partial<Record<ConnectField, string>>;

/** The example values the builder starts from (the DIMO Connect page's own example). */
export const EXAMPLE_OPTIONS: ConnectUrlOptions = {
  clientId: '0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d',
  redirectUri: 'https://app.example.com/dimo/callback',
  entryState: 'VEHICLE_MANAGER',
  permissions: [1, 4, 5],
  expirationDate: '',
  vehicleMakes: '',
};

export class ConnectUrlError extends Error {
  override name = 'ConnectUrlError';
}

/** Checks a Client ID; an error message or null. */
export function validateClientId(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return 'Enter your license’s Client ID.';
  if (!/^0x[0-9a-fA-F]{40}$/.test(value))
    return 'A Client ID is 0x followed by 40 hexadecimal characters (0–9, a–f), as the Developer Console shows it.';
  return null;
}

/** Checks a Redirect URI; an error message or null. */
export function validateRedirectUri(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return 'Enter a Redirect URI registered on your license.';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a whole address, e.g. https://app.example.com/dimo/callback.';
  }
  if (url.protocol === 'https:' && url.hostname !== '') return null;
  if (url.protocol === 'http:' && url.hostname === 'localhost') return null;
  return 'The Redirect URI must start with https://, or be http://localhost while you develop.';
}

/** Checks the chosen privileges; an error message or null. */
export function validatePermissions(ids: readonly number[]): string | null {
  if (ids.length === 0) return 'Choose at least one permission.';
  const unknown = ids.find((id) => !Number.isInteger(id) || id < 1 || id > PERMISSION_BITS);
  if (unknown !== undefined) return `Unknown privilege ${unknown}; the ids run from 1 to ${PERMISSION_BITS}.`;
  return null;
}

/** Milliseconds in a day. */
const DAY_MS = 86_400_000;

/**
 * Checks an expiration day (YYYY-MM-DD); '' means none. The grant ends at
 * 00:00 UTC on that day, so the day must come after today (UTC, from `now`).
 */
export function validateExpirationDate(raw: string, now: number): string | null {
  const value = raw.trim();
  if (value === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value)
    return 'Enter the day as YYYY-MM-DD, e.g. 2027-06-30.';
  if (time <= Math.floor(now / DAY_MS) * DAY_MS) return 'The expiration date must be after today.';
  return null;
}

/** The makes in a comma-separated list, trimmed, without empty entries or repeats. */
export function parseVehicleMakes(raw: string): string[] {
  const makes = raw
    .split(',')
    .map((m) => m.trim())
    .filter((m) => m !== '');
  return [...new Set(makes)];
}

/** Checks the vehicle makes; an error message or null. */
export function validateVehicleMakes(raw: string): string | null {
  const bad = parseVehicleMakes(raw).find((m) => !/^[\p{L}\p{N}][\p{L}\p{N} .&'-]*$/u.test(m));
  return bad === undefined
    ? null
    : `“${bad}” is not a make name: use letters, digits, spaces and - . & ' only, and separate makes with commas.`;
}

/** Whether the vehicle-make filter applies: account sharing offers no vehicles. */
export function makesApply(entryState: EntryState): boolean {
  return entryState === 'VEHICLE_MANAGER';
}

/** Every problem with the options; `{}` when they make a URL. `now` decides what "after today" means. */
export function validateConnectOptions(options: ConnectUrlOptions, now: number = Date.now()): ConnectErrors {
  const errors: ConnectErrors = {};
  const checks: [ConnectField, string | null][] = [
    ['clientId', validateClientId(options.clientId)],
    ['redirectUri', validateRedirectUri(options.redirectUri)],
    ['permissions', validatePermissions(options.permissions)],
    ['expirationDate', validateExpirationDate(options.expirationDate ?? '', now)],
    [
      'vehicleMakes',
      makesApply(options.entryState) ? validateVehicleMakes(options.vehicleMakes ?? '') : null,
    ],
  ];
  for (const [field, message] of checks) if (message) errors[field] = message;
  return errors;
}

/** The permissions bitstring: character n is `1` when privilege n is requested, e.g. [1, 4, 5] → `10011000`. */
export function toPermissionBitstring(ids: readonly number[]): string {
  const chosen = new Set(ids);
  return PRIVILEGES.map((p) => (chosen.has(p.id) ? '1' : '0')).join('');
}

/**
 * The DIMO Connect URL for valid options; throws ConnectUrlError with the first
 * problem otherwise. Parameters in the page's order (clientId, redirectUri,
 * entryState, permissions, expirationDate), then one `vehicleMakes` per make,
 * encoded with URLSearchParams as the SDK does.
 */
export function buildConnectUrl(options: ConnectUrlOptions, now: number = Date.now()): string {
  const errors = validateConnectOptions(options, now);
  const first = Object.values(errors)[0];
  if (first) throw new ConnectUrlError(first);
  const params = new URLSearchParams({
    clientId: options.clientId.trim(),
    redirectUri: options.redirectUri.trim(),
    entryState: options.entryState,
    permissions: toPermissionBitstring(options.permissions),
  });
  const expiration = options.expirationDate?.trim() ?? '';
  if (expiration !== '') params.set('expirationDate', `${expiration}T00:00:00Z`);
  if (makesApply(options.entryState)) {
    for (const make of parseVehicleMakes(options.vehicleMakes ?? '')) params.append('vehicleMakes', make);
  }
  return `${DIMO_CONNECT_BASE_URL}?${params.toString()}`;
}
