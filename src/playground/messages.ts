/**
 * Browser-safe: the sentences the playground shows for each outcome of Run.
 * Every sentence is plain text (React escapes it) and none quotes the token:
 * text that comes from the server passes through `redactToken` first.
 */
import { describeMissing, privilegeName, type MissingPrivilege } from './privileges';
import type { GraphqlError, RunOutcome } from './request';
import { BODY_PREVIEW_CHARS } from './constants';
import { describeNoAnswer } from './noAnswer';
import { describeExpiry, redactToken, type VehicleTokenInfo } from './token';

/** What the reader sees under Run (the GraphQL playground) or Send (Try it): src/components/OutcomeMessage. */
export interface OutcomeMessage {
  tone: 'success' | 'warning' | 'error';
  title: string;
  details: string[];
}

/** What the message needs to know besides the outcome. */
export interface OutcomeContext {
  /** Host of the endpoint, e.g. `telemetry-api.dimo.zone`. */
  host: string;
  /** Whether this API needs a Vehicle JWT. */
  needsToken: boolean;
  /** The raw token field (for redaction only; never shown). */
  rawToken: string;
  /** The decoded token, when the field holds a readable JWT. */
  token: VehicleTokenInfo | undefined;
  /** Requirements of the query the token does not meet. */
  missing: MissingPrivilege[];
  /** Whether the browser reported a Content-Security-Policy violation for this request. */
  cspBlocked: boolean;
  /** Milliseconds the request took, when it got an answer. */
  elapsedMs?: number;
  now: number;
}

/** "Line 3, column 5: Cannot query field…" or "At vehicle.owner: …" */
export function describeGraphqlError(error: GraphqlError): string {
  const where = error.locations[0]
    ? `Line ${error.locations[0].line}, column ${error.locations[0].column}: `
    : error.path && error.path.length > 0
      ? `At ${error.path.join('.')}: `
      : '';
  return `${where}${error.message}`;
}

const PRIVILEGE_WORDS = /privilege|permission|unauthori[sz]ed|forbidden|not allowed|access denied/i;

function tokenHints(ctx: OutcomeContext): string[] {
  if (!ctx.needsToken) return [];
  if (ctx.rawToken.trim() === '')
    return ['This API needs a Vehicle JWT: paste one into the Vehicle JWT field.'];
  if (!ctx.token) return ['The Vehicle JWT field does not hold a readable JWT.'];
  const expiry = describeExpiry(ctx.token.expiresAt, ctx.now);
  if (expiry.expired) {
    return [`Your Vehicle JWT ${expiry.text}: exchange your Developer JWT for a new one and paste it again.`];
  }
  return [];
}

function privilegeHints(ctx: OutcomeContext): string[] {
  if (ctx.missing.length === 0) return [];
  const held =
    ctx.token && ctx.token.privileges.length > 0
      ? `Your token carries ${ctx.token.privileges.map(privilegeName).join(', ')}.`
      : 'Your token carries no privilege.';
  return [...describeMissing(ctx.missing), held];
}

function server(message: string | undefined, ctx: OutcomeContext): string[] {
  return message ? [`The server said: ${redactToken(message, ctx.rawToken)}`] : [];
}

function took(ctx: OutcomeContext): string {
  return ctx.elapsedMs === undefined ? '' : ` in ${Math.round(ctx.elapsedMs)} ms`;
}

/** The message for an outcome. */
export function describeOutcome(outcome: RunOutcome, ctx: OutcomeContext): OutcomeMessage {
  switch (outcome.kind) {
    case 'ok':
      return { tone: 'success', title: `HTTP ${outcome.status} from ${ctx.host}${took(ctx)}.`, details: [] };
    case 'graphql-errors': {
      const n = outcome.errors.length;
      const aboutPrivileges = outcome.errors.some((e) => PRIVILEGE_WORDS.test(e.message));
      return {
        tone: 'error',
        title: `${ctx.host} answered with ${n} GraphQL error${n === 1 ? '' : 's'}${outcome.hasData ? ' and partial data' : ''}.`,
        details: [
          ...outcome.errors.map((e) => redactToken(describeGraphqlError(e), ctx.rawToken)),
          ...(aboutPrivileges ? [...tokenHints(ctx), ...privilegeHints(ctx)] : []),
        ],
      };
    }
    case 'unauthorized': {
      const hints = tokenHints(ctx);
      return {
        tone: 'error',
        title: `401 Unauthorized: ${ctx.host} did not accept the request's token.`,
        details: [
          ...(hints.length > 0
            ? hints
            : [
                'The token may be for the other environment (production and dev issue different tokens), or signed for another vehicle or service.',
              ]),
          ...server(outcome.serverMessage, ctx),
        ],
      };
    }
    case 'forbidden': {
      const hints = [...tokenHints(ctx), ...privilegeHints(ctx)];
      return {
        tone: 'error',
        title: `403 Forbidden: the token lacks a privilege this query needs.`,
        details: [
          ...(hints.length > 0
            ? hints
            : [
                'The privileges this page can check are all present; the token may be for another vehicle than the one the query names.',
              ]),
          ...server(outcome.serverMessage, ctx),
        ],
      };
    }
    case 'not-json': {
      const preview = redactToken(outcome.text.slice(0, BODY_PREVIEW_CHARS), ctx.rawToken).trim();
      return {
        tone: 'error',
        title: `${ctx.host} answered HTTP ${outcome.status} with ${outcome.contentType}, not JSON.`,
        details: [
          'Check that the endpoint is a GraphQL endpoint (it usually ends in /query).',
          ...(preview
            ? [`The answer begins: ${preview}${outcome.text.length > BODY_PREVIEW_CHARS ? '…' : ''}`]
            : ['The answer was empty.']),
        ],
      };
    }
    case 'not-graphql':
      return {
        tone: 'error',
        title: `${ctx.host} answered HTTP ${outcome.status} with JSON that is not a GraphQL response (no data, no errors).`,
        details: ['Check that the endpoint is a GraphQL endpoint (it usually ends in /query).'],
      };
    case 'http-error':
      return {
        tone: 'error',
        title: `${ctx.host} answered HTTP ${outcome.status}.`,
        details: [
          ...server(outcome.serverMessage, ctx),
          ...(outcome.status >= 500 ? ['The service may be down: try again in a moment.'] : []),
        ],
      };
    case 'network':
    case 'timeout':
    case 'cancelled':
      return describeNoAnswer(outcome, ctx.host, ctx.cspBlocked, {
        tool: 'The playground',
        afterCsp: 'Use the production or dev endpoint, or run the query with cURL or your own code.',
        afterNetwork:
          'Check the endpoint for a typo and your connection. A refusal by this site’s Content-Security-Policy looks the same from inside the page: only the browser console tells them apart.',
        afterTimeout: 'Narrow the date range or ask for fewer fields, then run it again.',
      });
  }
}

/** What the query names, for the checks against the token. */
export interface QuerySubjects {
  /** `tokenId` arguments (Telemetry). */
  tokenIds: number[];
  /** `did` arguments (Fetch). */
  dids: string[];
}

/** Warnings shown before Run, from the token and the query. */
export function tokenWarnings(
  ctx: Pick<OutcomeContext, 'needsToken' | 'rawToken' | 'token' | 'missing' | 'now'>,
  subjects: QuerySubjects,
): string[] {
  if (!ctx.needsToken || ctx.rawToken.trim() === '' || !ctx.token) return [];
  const out: string[] = [];
  const expiry = describeExpiry(ctx.token.expiresAt, ctx.now);
  if (expiry.expired)
    out.push(`This token ${expiry.text}. Exchange your Developer JWT for a new Vehicle JWT.`);
  const { tokenId, asset } = ctx.token;
  const otherIds = subjects.tokenIds.filter((id) => tokenId !== undefined && id !== tokenId);
  if (otherIds.length > 0) {
    out.push(`The token is for vehicle ${tokenId}, but the query asks for vehicle ${otherIds.join(', ')}.`);
  }
  const otherDids = subjects.dids.filter((did) => asset !== undefined && did !== asset);
  if (otherDids.length > 0) {
    out.push(
      `The token's asset is ${asset}, but the query asks for ${otherDids.join(', ')}: the two must match exactly.`,
    );
  }
  if (ctx.missing.length > 0)
    out.push(`The query needs privileges the token lacks: ${describeMissing(ctx.missing).join(' ')}`);
  return out;
}
