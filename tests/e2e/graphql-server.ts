// Usage: tsx tests/e2e/graphql-server.ts [--port 4190]
// A local GraphQL server for the playground's browser tests, built from the
// project's SDL (schema/*.graphql) with fixture data, on 127.0.0.1 only.
//
//   POST /<api>/query            identity | telemetry | fetch, with CORS headers
//   POST /no-cors/<api>/query    the same answer without CORS headers: the browser refuses it
//   POST /status/<code>          that HTTP status with a JSON error body
//   POST /not-json               200 with an HTML page
//   POST /slow/<api>/query       the answer after SLOW_MS
//   GET  /__requests             what was received since the last reset (no bodies' tokens: only whether one was sent)
//   POST /__reset                forgets the received requests
//   GET  /__health               ok
//
// Telemetry and Fetch want `Authorization: Bearer <JWT>`; the JWT's payload is
// read without verifying its signature (tests make their own): no token or an
// expired one → 401; a token without the privileges the query needs → 403.
// The privilege rules here are written independently of src/playground, so the
// browser tests compare the page's explanation with a second opinion.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

import {
  graphql,
  isEnumType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  visit,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

import { GRAPHQL_APIS, loadSchema, type GraphqlApi } from '../../schema';

/** Default port; playwright.config.ts starts the server there. */
export const GRAPHQL_SERVER_PORT = 4190;
/** How long /slow waits before answering: 5 s. */
const SLOW_MS = 5000;
/** Entries of lists in fixture answers. */
const LIST_LENGTH = 2;

/** Fixture values by field name, whatever the type that holds them. */
const FIXTURES: Record<string, unknown> = {
  totalCount: 184532,
  owner: '0x4f2b1cD5E8A97c03B6aE9d1f7c25b80e3A64D1f9',
  lastSeen: '2025-09-08T17:00:00Z',
  vin: '1HGCM82633A004352',
  make: 'Ford',
  model: 'Escape',
  year: 2020,
  value: 42.5,
  timestamp: '2025-09-08T17:00:00Z',
  latitude: 52.52,
  longitude: 13.405,
  hdop: 0.9,
  type: 'dimo.status',
  count: 48210,
};

function scalarFixture(name: string, field: string): unknown {
  if (field in FIXTURES) return FIXTURES[field];
  switch (name) {
    case 'Int':
      return 7;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'ID':
    case 'String':
      return `${field}-fixture`;
    case 'Time':
      return '2025-09-01T00:00:00Z';
    case 'Address':
      return '0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d';
    case 'JSON':
      return { speed: 42.5 };
    default:
      return `${name}-fixture`;
  }
}

function fixture(
  schema: GraphQLSchema,
  type: GraphQLOutputType,
  field: string,
  args: Record<string, unknown>,
): unknown {
  if (isNonNullType(type)) return fixture(schema, type.ofType, field, args);
  if (isListType(type))
    return Array.from({ length: LIST_LENGTH }, () => fixture(schema, type.ofType, field, args));
  if (isScalarType(type)) return scalarFixture(type.name, field);
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInterfaceType(type)) return { __typename: schema.getPossibleTypes(type)[0]?.name };
  // An object asked for by token id carries it, so `vehicle(tokenId: 5) { tokenId }` answers 5.
  if (isObjectType(type)) return typeof args.tokenId === 'number' ? { tokenId: args.tokenId } : {};
  return null;
}

/** Resolves every field from FIXTURES or its type; `tokenId: 0` is a vehicle that does not exist. */
function fixtureResolver(schema: GraphQLSchema): GraphQLFieldResolver<unknown, unknown> {
  return (source, args: Record<string, unknown>, _context, info) => {
    if (typeof args.tokenId === 'number' && args.tokenId === 0) throw new Error('No vehicle with tokenId 0.');
    const own = (source as Record<string, unknown> | undefined)?.[info.fieldName];
    if (own !== undefined) return own;
    if (info.fieldName === 'tokenId') return 12345;
    return fixture(schema, info.returnType, info.fieldName, args);
  };
}

// ---------------------------------------------------------------- tokens ---

interface Claims {
  exp?: number;
  privilege_ids?: number[];
}

function claimsOf(authorization: string | undefined): Claims | undefined {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
  } catch {
    return undefined;
  }
}

/** Privileges a query needs, by the server's own simple rules. */
function neededPrivileges(api: GraphqlApi, query: string): { missingOf: (held: Set<number>) => string[] } {
  const fields: string[] = [];
  try {
    visit(parse(query), { Field: (node) => void fields.push(node.name.value) });
  } catch {
    // Invalid queries are answered by graphql() with their errors.
  }
  return {
    missingOf(held) {
      const missing = new Set<string>();
      if (api === 'fetch') {
        if (!held.has(7) && !(held.has(1) && held.has(4))) missing.add('VEHICLE_RAW_DATA');
        return [...missing];
      }
      for (const f of fields) {
        if (f === 'vinVCLatest' && !held.has(5)) missing.add('VEHICLE_VIN_CREDENTIAL');
        if (['events', 'segments', 'dailyActivity'].includes(f) && !(held.has(1) && held.has(4))) {
          missing.add('VEHICLE_NON_LOCATION_DATA and VEHICLE_ALL_TIME_LOCATION');
        }
        if (f === 'currentLocationApproximateCoordinates') {
          if (!held.has(8) && !held.has(4)) missing.add('VEHICLE_APPROXIMATE_LOCATION');
        } else if (f.startsWith('currentLocation') && !held.has(4)) missing.add('VEHICLE_ALL_TIME_LOCATION');
      }
      return [...missing];
    },
  };
}

// ---------------------------------------------------------------- server ---

interface Received {
  method: string;
  path: string;
  /** Whether an Authorization header came with the request (its value is never kept). */
  authorization: boolean;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization, Accept, X-Estimate-Cost',
  'Access-Control-Max-Age': '600',
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function startGraphqlServer(port = GRAPHQL_SERVER_PORT) {
  const schemas = Object.fromEntries(GRAPHQL_APIS.map((api) => [api, loadSchema(api)])) as Record<
    GraphqlApi,
    GraphQLSchema
  >;
  const received: Received[] = [];

  const server = createServer(async (req, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const path = url.pathname;
    const noCors = path.startsWith('/no-cors/');
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'Content-Type': type, ...(noCors ? {} : CORS_HEADERS) });
      res.end(body);
    };
    if (req.method === 'OPTIONS') return send(204, '');
    if (path === '/__health') return send(200, 'ok', 'text/plain');
    if (path === '/__requests') return send(200, JSON.stringify(received));
    if (path === '/__reset') {
      received.length = 0;
      return send(200, '[]');
    }
    received.push({ method: req.method ?? '', path, authorization: req.headers.authorization !== undefined });
    const raw = await readBody(req);

    const status = /^\/status\/(\d{3})$/.exec(path);
    if (status)
      return send(
        Number(status[1]),
        JSON.stringify({ errors: [{ message: `status ${status[1]} on request` }] }),
      );
    if (path === '/not-json')
      return send(200, '<!doctype html><title>Gateway</title><h1>Service unavailable</h1>', 'text/html');

    const route = /^(?:\/no-cors|\/slow)?\/(identity|telemetry|fetch)\/query$/.exec(path);
    if (!route || req.method !== 'POST')
      return send(404, JSON.stringify({ errors: [{ message: `no route ${path}` }] }));
    if (path.startsWith('/slow/')) await new Promise((r) => setTimeout(r, SLOW_MS));
    const api = route[1] as GraphqlApi;

    let body: { query?: string; variables?: Record<string, unknown>; operationName?: string };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return send(400, JSON.stringify({ errors: [{ message: 'body is not JSON' }] }));
    }
    const query = body.query ?? '';

    if (api !== 'identity' && !query.includes('__schema')) {
      const claims = claimsOf(req.headers.authorization);
      if (!claims)
        return send(401, JSON.stringify({ errors: [{ message: 'missing or malformed bearer token' }] }));
      if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) {
        return send(401, JSON.stringify({ errors: [{ message: 'token is expired' }] }));
      }
      const missing = neededPrivileges(api, query).missingOf(new Set(claims.privilege_ids ?? []));
      if (missing.length > 0) {
        return send(
          403,
          JSON.stringify({ errors: [{ message: `missing privilege: ${missing.join(', ')}` }] }),
        );
      }
    }

    const schema = schemas[api];
    const result = await graphql({
      schema,
      source: query,
      variableValues: body.variables,
      operationName: body.operationName,
      fieldResolver: fixtureResolver(schema),
    });
    return send(200, JSON.stringify(result));
  });

  return new Promise<typeof server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// Started as a script (by Playwright's webServer): listen until killed.
if (process.argv[1] && /graphql-server\.ts$/.test(process.argv[1])) {
  const i = process.argv.indexOf('--port');
  const port = i > 0 ? Number(process.argv[i + 1]) : GRAPHQL_SERVER_PORT;
  void startGraphqlServer(port).then(() => console.log(`GraphQL test server on http://127.0.0.1:${port}`));
}
