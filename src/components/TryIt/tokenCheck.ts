/**
 * Browser-safe: reads the token pasted into Try it, in the page, and checks it
 * against what the operation needs: the right kind, not expired, the
 * privileges it names, the vehicle in the path. Nothing here quotes the token.
 *
 * Telling the two kinds apart, from their claims:
 * - a Vehicle JWT is issued by the token exchange for one vehicle (or one
 *   account) and carries the vehicle claims `token_id`, `privilege_ids`,
 *   `permissions`, `asset` or `contract_address`;
 * - a Developer JWT is issued by the auth server for a license and carries
 *   the license's address in `ethereum_address`, the claim the services read
 *   to find the license (token-exchange-api and vehicle-triggers-api).
 */
import { PERMISSION_NAMES } from '../../playground/permissions';
import { decodeVehicleToken, describeExpiry, expiryOf, readJwtClaims } from '../../playground/token';
import type { PrivilegeRule, TokenKind, TryItOperation } from './operation';

export type JwtKind = 'vehicle' | 'developer' | 'unknown';

const VEHICLE_CLAIMS = ['token_id', 'privilege_ids', 'permissions', 'asset', 'contract_address'];

/** Which kind of DIMO token a payload is. */
export function jwtKind(claims: Record<string, unknown>): JwtKind {
  if (VEHICLE_CLAIMS.some((c) => claims[c] !== undefined)) return 'vehicle';
  if (typeof claims.ethereum_address === 'string') return 'developer';
  return 'unknown';
}

/** What Try it shows and checks of a token. */
export interface TokenInfo {
  kind: JwtKind;
  /** Epoch milliseconds, when the token has `exp`. */
  expiresAt: number | undefined;
  /** The vehicle of a Vehicle JWT, when it names one. */
  tokenId: number | undefined;
  /** Permission names a Vehicle JWT carries (`privilege:GetVINCredential`), in privilege order. */
  privileges: string[];
  /** The license address of a Developer JWT. */
  license: string | undefined;
}

const NAME_OF_ID = new Map(Object.entries(PERMISSION_NAMES).map(([name, id]) => [id, name]));

export function readToken(raw: string): { ok: true; info: TokenInfo } | { ok: false; reason: string } {
  const read = readJwtClaims(raw);
  if (!read.ok) return read;
  const kind = jwtKind(read.claims);
  const vehicle = kind === 'vehicle' ? decodeVehicleToken(raw) : undefined;
  const v = vehicle?.ok ? vehicle.info : undefined;
  return {
    ok: true,
    info: {
      kind,
      expiresAt: expiryOf(read.claims),
      tokenId: v?.tokenId,
      privileges: (v?.privileges ?? []).map((id) => NAME_OF_ID.get(id) ?? `privilege ${id}`),
      license:
        kind === 'developer' && typeof read.claims.ethereum_address === 'string'
          ? read.claims.ethereum_address
          : undefined,
    },
  };
}

export const KIND_LABEL: Record<Exclude<TokenKind, 'none'>, string> = {
  developer: 'Developer JWT',
  vehicle: 'Vehicle JWT',
};

/** Where the reader gets a token of each kind, said as what to do. */
const HOW_TO_GET: Record<Exclude<TokenKind, 'none'>, string> = {
  developer:
    "sign your license's challenge at the auth server (see Authentication) and paste the Developer JWT it returns",
  vehicle:
    'exchange your Developer JWT for a Vehicle JWT at the Token Exchange API (POST /v1/tokens/exchange) and paste that',
};

/** The privileges a rule asks for and the ones a token lacks; none lacking when the rule is met. */
export function missingPrivileges(rule: PrivilegeRule | undefined, held: readonly string[]): string[] {
  if (!rule) return [];
  if ('allOf' in rule) return rule.allOf.filter((p) => !held.includes(p));
  return rule.anyOf.some((p) => held.includes(p)) ? [] : rule.anyOf;
}

/** `privilege:A`, `privilege:A and privilege:B`, `privilege:A or privilege:B`. */
export function describeRule(rule: PrivilegeRule): string {
  return 'allOf' in rule ? rule.allOf.join(' and ') : rule.anyOf.join(' or ');
}

export type TokenProblemCode =
  'missing' | 'unreadable' | 'wrong-kind' | 'not-dimo' | 'expired' | 'missing-privilege' | 'other-vehicle';

export interface TokenProblem {
  code: TokenProblemCode;
  message: string;
}

/** The path parameter that names the vehicle a Vehicle JWT must be for. */
export const VEHICLE_PARAMETER = 'tokenId';

/**
 * What is wrong with the token for this operation, most telling first. Empty
 * when the operation takes no token, or when nothing the page can check is
 * wrong. `pathValues` are the form's path parameters by name.
 */
export function tokenProblems(
  op: Pick<TryItOperation, 'token' | 'privileges'>,
  raw: string,
  pathValues: Readonly<Record<string, string>>,
  now: number,
): TokenProblem[] {
  if (op.token === 'none') return [];
  const wanted = KIND_LABEL[op.token];
  if (raw.trim() === '')
    return [
      {
        code: 'missing',
        message: `This operation needs a ${wanted}: ${HOW_TO_GET[op.token]} into the ${wanted} field.`,
      },
    ];
  const read = readToken(raw);
  if (!read.ok) return [{ code: 'unreadable', message: read.reason }];
  const token = read.info;
  const out: TokenProblem[] = [];
  if (token.kind === 'unknown')
    out.push({
      code: 'not-dimo',
      message: `This JWT has neither the vehicle claims of a Vehicle JWT nor the ethereum_address claim of a Developer JWT. This operation needs a ${wanted}: ${HOW_TO_GET[op.token]}.`,
    });
  else if (token.kind !== op.token)
    out.push({
      code: 'wrong-kind',
      message: `This is a ${KIND_LABEL[token.kind]}, but this operation takes a ${wanted}, so the service answers 401 Unauthorized. ${capitalise(HOW_TO_GET[op.token])}.`,
    });
  const expiry = describeExpiry(token.expiresAt, now);
  if (expiry.expired)
    out.push({
      code: 'expired',
      message: `This ${KIND_LABEL[token.kind === 'unknown' ? op.token : token.kind]} ${expiry.text}, so the service answers 401 Unauthorized. ${
        token.kind === 'vehicle' || (token.kind === 'unknown' && op.token === 'vehicle')
          ? 'Exchange your Developer JWT for a new one'
          : "Sign your license's challenge again for a new one"
      } and paste it.`,
    });
  if (op.token === 'vehicle' && token.kind === 'vehicle') {
    const missing = missingPrivileges(op.privileges, token.privileges);
    if (op.privileges && missing.length > 0) {
      const carries = token.privileges.length > 0 ? token.privileges.join(', ') : 'no privilege';
      out.push({
        code: 'missing-privilege',
        message: `This operation needs ${describeRule(op.privileges)}; the token carries ${carries}, so the service refuses it. Exchange for a Vehicle JWT that asks for ${missing.join(' or ')}: the vehicle's owner must have shared it with your license.`,
      });
    }
    const wantedVehicle = pathValues[VEHICLE_PARAMETER]?.trim() ?? '';
    if (token.tokenId !== undefined && /^\d+$/.test(wantedVehicle) && Number(wantedVehicle) !== token.tokenId)
      out.push({
        code: 'other-vehicle',
        message: `The token is for vehicle ${token.tokenId}, but ${VEHICLE_PARAMETER} is ${wantedVehicle}: the service refuses a token for another vehicle. Set ${VEHICLE_PARAMETER} to ${token.tokenId}, or exchange a token for vehicle ${wantedVehicle}.`,
      });
  }
  return out;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What the token panel shows of a token: its kind, vehicle or license, privileges and time left. */
export function tokenFacts(info: TokenInfo, now: number): { text: string; warning?: boolean }[] {
  const expiry = describeExpiry(info.expiresAt, now);
  const facts: { text: string; warning?: boolean }[] = [];
  if (info.kind === 'vehicle') {
    facts.push({ text: 'Vehicle JWT' }, { text: `Vehicle ${info.tokenId ?? 'not named'}` });
    facts.push({ text: `Privileges ${info.privileges.length > 0 ? info.privileges.join(', ') : 'none'}` });
  } else if (info.kind === 'developer') {
    facts.push({ text: 'Developer JWT' }, { text: `License ${info.license}` });
  } else {
    facts.push({ text: 'Not a Developer JWT or a Vehicle JWT', warning: true });
  }
  facts.push({ text: expiry.text, warning: expiry.expired });
  return facts;
}
