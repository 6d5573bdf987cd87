/**
 * Browser-safe: reads a Vehicle JWT's claims in the page, without verifying
 * its signature (the API does that) and without sending it anywhere. Error
 * messages never quote the token.
 *
 * Claims read (token exchange, platform-changes-2026.md §2.5): `exp`,
 * `token_id` (else the last part of an `asset` DID `did:erc721:…:<tokenId>`,
 * else `sub` `<contract>_<tokenId>`), `privilege_ids` (else the
 * `permissions` names `privilege:GetNonLocationHistory`…).
 */
import { PERMISSION_NAMES } from './permissions';

/** What the page shows about a token. */
export interface VehicleTokenInfo {
  /** Vehicle token id, when the token names one. */
  tokenId: number | undefined;
  /** Privilege ids, sorted and deduplicated. */
  privileges: number[];
  /** Expiry as epoch milliseconds, when the token has `exp`. */
  expiresAt: number | undefined;
  /** The asset DID, when present (a user-level token names an account `did:ethr:…`). */
  asset: string | undefined;
}

export type DecodedToken = { ok: true; info: VehicleTokenInfo } | { ok: false; reason: string };

/** Decodes one base64url segment to text; throws on bad input. */
function base64UrlDecode(segment: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) throw new Error('not base64url');
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function toInt(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return undefined;
}

function tokenIdOf(claims: Record<string, unknown>): number | undefined {
  const direct = toInt(claims.token_id);
  if (direct !== undefined) return direct;
  if (typeof claims.asset === 'string') {
    const m = /^did:erc721:\d+:0x[0-9a-fA-F]{40}:(\d+)$/.exec(claims.asset);
    if (m) return Number(m[1]);
  }
  if (typeof claims.sub === 'string') {
    const m = /^0x[0-9a-fA-F]{40}_(\d+)$/.exec(claims.sub);
    if (m) return Number(m[1]);
  }
  return undefined;
}

function privilegesOf(claims: Record<string, unknown>): number[] {
  const ids = new Set<number>();
  if (Array.isArray(claims.privilege_ids)) {
    for (const v of claims.privilege_ids) {
      const id = toInt(v);
      if (id !== undefined) ids.add(id);
    }
  }
  if (Array.isArray(claims.permissions)) {
    for (const v of claims.permissions) {
      const id = typeof v === 'string' ? PERMISSION_NAMES[v] : undefined;
      if (id !== undefined) ids.add(id);
    }
  }
  return [...ids].sort((a, b) => a - b);
}

/** A JWT's payload as an object, or why it cannot be read. Accepts the token with or without a leading `Bearer `. */
export function readJwtClaims(
  raw: string,
): { ok: true; claims: Record<string, unknown> } | { ok: false; reason: string } {
  const token = raw.trim().replace(/^Bearer\s+/i, '');
  if (token === '') return { ok: false, reason: 'No token.' };
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { ok: false, reason: 'This is not a JWT: a JWT has three parts separated by dots.' };
  }
  let claims: unknown;
  try {
    claims = JSON.parse(base64UrlDecode(parts[1]!));
  } catch {
    return { ok: false, reason: 'The middle part of this JWT is not base64url-encoded JSON.' };
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    return { ok: false, reason: 'The payload of this JWT is not a JSON object.' };
  }
  return { ok: true, claims: claims as Record<string, unknown> };
}

/** Expiry of a payload's `exp` claim as epoch milliseconds, when it has one. */
export function expiryOf(claims: Record<string, unknown>): number | undefined {
  return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : undefined;
}

/** Reads a Vehicle JWT's payload. Accepts the token with or without a leading `Bearer `. */
export function decodeVehicleToken(raw: string): DecodedToken {
  const read = readJwtClaims(raw);
  if (!read.ok) return read;
  const c = read.claims;
  return {
    ok: true,
    info: {
      tokenId: tokenIdOf(c),
      privileges: privilegesOf(c),
      expiresAt: expiryOf(c),
      asset: typeof c.asset === 'string' ? c.asset : undefined,
    },
  };
}

/** The token with any `Bearer ` prefix and surrounding white space removed: what goes after `Bearer ` in the header. */
export function bareToken(raw: string): string {
  return raw.trim().replace(/^Bearer\s+/i, '');
}

/** "9 min 12 s", "45 s", "2 h 3 min" for a positive duration. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${s % 60} s`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h ${m % 60} min`;
  return `${Math.floor(h / 24)} days`;
}

/** "expires in 9 min 12 s", "expired 3 min 2 s ago", or "no expiry claim". */
export function describeExpiry(
  expiresAt: number | undefined,
  now: number,
): { text: string; expired: boolean } {
  if (expiresAt === undefined) return { text: 'no expiry claim', expired: false };
  const left = expiresAt - now;
  return left > 0
    ? { text: `expires in ${formatDuration(left)}`, expired: false }
    : { text: `expired ${formatDuration(-left)} ago`, expired: true };
}

/** Replaces every occurrence of the token in `text` (an API's answer, an error) with a placeholder. */
export function redactToken(text: string, rawToken: string): string {
  const token = bareToken(rawToken);
  // A JWT is at least a few dozen characters; shorter strings would redact ordinary words.
  if (token.length < MIN_REDACTED_LENGTH) return text;
  return text.split(token).join('‹your token›');
}

/** Shortest string treated as a token when redacting: 16 characters (a JWT header alone is longer). */
export const MIN_REDACTED_LENGTH = 16;
