/**
 * A local stand-in for the four DIMO services the first app calls (Auth, Token
 * Exchange, Identity, Telemetry), on 127.0.0.1. GraphQL is answered from the
 * project's SDL (schema/) over fixture vehicles, so a query the schema rejects
 * fails as the service would; REST answers in the services' own shapes, errors
 * included: Fiber's `{code, message}` JSON from handlers, and the JWT middleware's
 * plain-text 401 ("Invalid or expired JWT") for a token it cannot accept.
 *
 * Requests arrive through ./redirect-hosts.ts, which keeps the real host name in
 * `x-dimo-host`.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { graphql, type GraphQLSchema } from 'graphql';
import { Web3 } from 'web3';

import { loadSchema } from '../../schema';

/** The hosts the stand-in answers for (production). */
export const HOSTS = {
  auth: 'auth.dimo.zone',
  tokenExchange: 'token-exchange-api.dimo.zone',
  identity: 'identity-api.dimo.zone',
  telemetry: 'telemetry-api.dimo.zone',
} as const;
export type Service = keyof typeof HOSTS;

/** A vehicle shared with the license, and what its grant allows. */
export interface FixtureVehicle {
  tokenId: number;
  owner: string;
  definition: { make: string; model: string; year: number };
  /** Privilege IDs the grant to the license holds (1 all-time non-location, 3 commands, 4 current location…). */
  privileges: number[];
  /** Latest values by signal name; absent signals come back null. */
  latest: Record<string, number>;
}

export interface Fixture {
  /** The license's client ID (its Ethereum address). */
  clientId: string;
  /** The redirect URI (domain) registered on the license. */
  domain: string;
  /** The address the API key signs as: the key's own account. */
  signer: string;
  vehicles: FixtureVehicle[];
}

/** One request the stand-in answered. */
export interface Call {
  service: Service;
  method: string;
  path: string;
  status: number;
  /** For token exchange: the vehicle asked for. */
  tokenId?: number;
}

/** A failure to answer instead of the real response: the next `times` matching calls. */
export interface Failure {
  service: Service;
  status: number;
  times: number;
  /** Only calls about this vehicle (Token Exchange, Telemetry). */
  tokenId?: number;
}

export interface StandIn {
  /** `http://127.0.0.1:<port>`: where ./redirect-hosts.ts sends DIMO requests. */
  url: string;
  calls: Call[];
  /** Answer the next matching calls with this status, as the service would. */
  fail(failure: Failure): void;
  /** Every Developer JWT issued so far stops being accepted (as when it expires). */
  expireDeveloperJwts(): void;
  close(): Promise<void>;
}

const NFT_CONTRACT = '0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF';
const CHAIN_ID = 137;

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** HS256 tokens with the claims the SDK and the sample read; the secret never leaves the stand-in. */
class TokenSigner {
  private readonly secret = randomBytes(32);
  /** IDs (`jti`) of tokens refused as if expired. */
  readonly expired = new Set<string>();

  sign(claims: Record<string, unknown>): string {
    const payload = { ...claims, jti: randomBytes(8).toString('hex') };
    const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
    return `${head}.${createHmac('sha256', this.secret).update(head).digest('base64url')}`;
  }

  /** The claims of a token this stand-in signed and still accepts, or null. */
  verify(authorization: string | undefined): Record<string, unknown> | null {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    const [head, body, signature] = token?.split('.') ?? [];
    if (!head || !body || !signature) return null;
    const expected = createHmac('sha256', this.secret).update(`${head}.${body}`).digest('base64url');
    if (expected !== signature) return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
    if (this.expired.has(String(claims.jti))) return null;
    return claims;
  }
}

/** Two bits per privilege, 0b11 when granted: the `permissions` hex of an SACD. */
export function permissionsHex(privileges: number[]): string {
  const bits = privileges.reduce((acc, id) => acc | (0b11n << BigInt(id * 2)), 0n);
  return `0x${bits.toString(16)}`;
}

function identityRoot(fixture: Fixture) {
  const vehicle = (v: FixtureVehicle) => ({
    id: `V_${v.tokenId}`,
    tokenId: v.tokenId,
    tokenDID: `did:erc721:${CHAIN_ID}:${NFT_CONTRACT}:${v.tokenId}`,
    owner: v.owner,
    definition: { id: null, ...v.definition },
    sacds: () => {
      const nodes = [
        {
          grantee: fixture.clientId,
          permissions: permissionsHex(v.privileges),
          source: 'ipfs://bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku',
          createdAt: '2026-09-14T08:21:07Z',
          expiresAt: '2027-09-14T08:21:07Z',
          template: null,
        },
      ];
      return connection(nodes);
    },
  });
  return {
    vehicles: (args: { filterBy?: { privileged?: string }; first?: number }) => {
      const privileged = args.filterBy?.privileged?.toLowerCase();
      const shared = fixture.vehicles.filter(() => privileged === fixture.clientId.toLowerCase());
      return connection(shared.slice(0, args.first ?? 100).map(vehicle));
    },
    vehicle: (args: { tokenId?: number }) => {
      const v = fixture.vehicles.find((x) => x.tokenId === args.tokenId);
      return v ? vehicle(v) : null;
    },
  };
}

function connection<T>(nodes: T[]) {
  return {
    totalCount: nodes.length,
    nodes,
    edges: nodes.map((node, i) => ({ node, cursor: base64url(String(i)) })),
    pageInfo: { startCursor: null, endCursor: null, hasPreviousPage: false, hasNextPage: false },
  };
}

/** Signals that need privilege 4 (current location); everything else here needs 1. */
const LOCATION_SIGNALS = new Set(['currentLocationCoordinates', 'currentLocationApproximateCoordinates']);

function telemetryRoot(fixture: Fixture, tokenId: number, privileges: number[]) {
  return {
    signalsLatest: (args: { tokenId: number }) => {
      if (args.tokenId !== tokenId) throw new Error('unauthorized: the token is for another vehicle');
      const v = fixture.vehicles.find((x) => x.tokenId === tokenId);
      if (!v) return null;
      const collection: Record<string, unknown> = { lastSeen: '2026-11-25T17:42:10Z' };
      for (const [name, value] of Object.entries(v.latest)) {
        const needed = LOCATION_SIGNALS.has(name) ? 4 : 1;
        collection[name] = () => {
          if (!privileges.includes(needed)) throw new Error(`unauthorized: missing privilege ${needed}`);
          return { value, timestamp: '2026-11-25T17:42:10Z' };
        };
      }
      return collection;
    },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

export async function startStandIn(fixture: Fixture): Promise<StandIn> {
  const signer = new TokenSigner();
  const web3 = new Web3();
  const challenges = new Map<string, string>();
  const calls: Call[] = [];
  const developerJwts: string[] = [];
  const failures: Failure[] = [];
  const schemas: Record<'identity' | 'telemetry', GraphQLSchema> = {
    identity: loadSchema('identity'),
    telemetry: loadSchema('telemetry'),
  };

  const send = (res: ServerResponse, status: number, body: unknown, type = 'application/json') => {
    res.writeHead(status, { 'Content-Type': type });
    res.end(type === 'application/json' ? JSON.stringify(body) : String(body));
  };
  /** The service's error handler: `{code, message}` with the same status. */
  const fiberError = (res: ServerResponse, status: number, message: string) =>
    send(res, status, { code: status, message });
  /** The JWT middleware's own answer, which bypasses the error handler. */
  const jwtRefused = (res: ServerResponse) => send(res, 401, 'Invalid or expired JWT', 'text/plain');

  const takeFailure = (service: Service, tokenId?: number): Failure | undefined => {
    const f = failures.find(
      (x) => x.service === service && (x.tokenId === undefined || x.tokenId === tokenId),
    );
    if (f && --f.times === 0) failures.splice(failures.indexOf(f), 1);
    return f;
  };

  async function route(req: IncomingMessage, res: ServerResponse, call: Call): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = await readBody(req);
    const now = Math.floor(Date.now() / 1000);

    if (
      call.service === 'auth' &&
      url.pathname === '/auth/web3/generate_challenge' &&
      req.method === 'POST'
    ) {
      const q = url.searchParams;
      if (q.get('client_id') !== fixture.clientId || q.get('domain') !== fixture.domain) {
        return fiberError(res, 400, 'Unknown client_id or domain not registered on the license.');
      }
      const state = randomBytes(12).toString('hex');
      const challenge = `${fixture.domain} wants you to sign in with your Ethereum account:\n${q.get('address')}\n\nNonce: ${randomBytes(8).toString('hex')}`;
      challenges.set(state, challenge);
      return send(res, 200, { state, challenge });
    }
    if (call.service === 'auth' && url.pathname === '/auth/web3/submit_challenge' && req.method === 'POST') {
      const form = new URLSearchParams(body);
      const challenge = challenges.get(form.get('state') ?? '');
      if (!challenge) return fiberError(res, 400, 'Unknown or used state.');
      challenges.delete(form.get('state') ?? '');
      const recovered = web3.eth.accounts.recover(challenge, form.get('signature') ?? '');
      if (recovered.toLowerCase() !== fixture.signer.toLowerCase()) {
        return fiberError(res, 403, 'The signature does not match the API key registered on the license.');
      }
      const access_token = signer.sign({
        iss: 'https://auth.dimo.zone',
        sub: base64url(fixture.clientId),
        aud: fixture.clientId,
        iat: now,
        exp: now + 14 * 24 * 3600,
        ethereum_address: fixture.clientId,
      });
      developerJwts.push(String(signer.verify(`Bearer ${access_token}`)?.jti));
      return send(res, 200, { access_token, token_type: 'bearer', expires_in: 14 * 24 * 3600 });
    }
    if (call.service === 'tokenExchange' && url.pathname === '/v1/tokens/exchange' && req.method === 'POST') {
      if (!signer.verify(req.headers.authorization)) return jwtRefused(res);
      const request = JSON.parse(body || '{}') as { tokenId?: number; privileges?: number[] };
      call.tokenId = request.tokenId;
      const failure = takeFailure('tokenExchange', request.tokenId);
      if (failure) return fiberError(res, failure.status, `Failure ${failure.status} (stand-in).`);
      const v = fixture.vehicles.find((x) => x.tokenId === request.tokenId);
      const asked = request.privileges ?? [];
      if (asked.length === 0)
        return fiberError(res, 400, 'Please provide at least one privilege or cloudevent');
      if (!v || !asked.every((p) => v.privileges.includes(p))) {
        return fiberError(
          res,
          403,
          `Address ${fixture.clientId} lacks privileges on vehicle ${request.tokenId}.`,
        );
      }
      const token = signer.sign({
        iss: 'https://auth-roles-rights.dimo.zone',
        sub: `${NFT_CONTRACT}/${v.tokenId}`,
        contract_address: NFT_CONTRACT,
        token_id: v.tokenId,
        privilege_ids: asked,
        iat: now,
        exp: now + 600,
      });
      return send(res, 200, { token });
    }
    if ((call.service === 'identity' || call.service === 'telemetry') && url.pathname === '/query') {
      let rootValue: object;
      if (call.service === 'telemetry') {
        const claims = signer.verify(req.headers.authorization);
        if (!claims) return jwtRefused(res);
        call.tokenId = claims.token_id as number;
        const failure = takeFailure('telemetry', call.tokenId);
        if (failure)
          return send(res, failure.status, {
            errors: [{ message: `Failure ${failure.status} (stand-in).` }],
          });
        rootValue = telemetryRoot(fixture, claims.token_id as number, claims.privilege_ids as number[]);
      } else {
        const failure = takeFailure('identity');
        if (failure)
          return send(res, failure.status, {
            errors: [{ message: `Failure ${failure.status} (stand-in).` }],
          });
        rootValue = identityRoot(fixture);
      }
      const request = JSON.parse(body || '{}') as { query?: string; variables?: Record<string, unknown> };
      const result = await graphql({
        schema: schemas[call.service],
        source: request.query ?? '',
        rootValue,
        variableValues: request.variables,
      });
      // A query the schema rejects is a 422 from gqlgen; execution errors ride along with data.
      return send(res, result.data === undefined ? 422 : 200, result);
    }
    return fiberError(res, 404, `Cannot ${req.method} ${url.pathname}`);
  }

  const server = createServer((req, res) => {
    const host = String(req.headers['x-dimo-host'] ?? '');
    const service = (Object.keys(HOSTS) as Service[]).find((s) => HOSTS[s] === host);
    const call: Call = {
      service: service ?? 'auth',
      method: req.method ?? '',
      path: req.url ?? '',
      status: 0,
    };
    res.on('finish', () => {
      call.status = res.statusCode;
      if (service) calls.push(call);
    });
    if (!service)
      return send(res, 502, { message: `The stand-in does not answer for ${host || 'this host'}.` });
    route(req, res, call).catch((error: unknown) => send(res, 500, { code: 500, message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    fail: (failure) => failures.push({ ...failure }),
    expireDeveloperJwts: () => {
      for (const jti of developerJwts) signer.expired.add(jti);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
