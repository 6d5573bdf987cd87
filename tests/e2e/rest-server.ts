// A local stand-in for the REST services, for Try it's browser tests (tests/e2e/try-it.spec.ts), on
// 127.0.0.1 only. It records every request it receives (method, path with query, headers, body) and answers
// the three operations the tests send, checking the token by its own simple rules, written independently of
// src/components/TryIt so the tests compare the page's explanation with a second opinion:
//
//   GET  /device-definitions/search          public
//   POST /v1/webhooks                        a Developer JWT of the license LICENSE, JSON body with the required fields
//   POST /v2/attestation/vin/{tokenId}       a Vehicle JWT for that tokenId carrying privilege 5
//   /no-cors/…                               the same, without CORS headers: the browser refuses the answer
//
// As the services do: no token, an expired one or one of the wrong kind → 401; for a Vehicle JWT, another
// vehicle or a missing privilege → 401 too (server-garage's jwtmiddleware); a Developer JWT of an address that
// is not a license → 403 (vehicle-triggers-api's auth).
import { createServer, type IncomingMessage, type Server } from 'node:http';

/** One request as the server received it. Header names are lower case, as Node gives them. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization, Accept',
  'Access-Control-Expose-Headers': 'X-Request-Id',
  'Access-Control-Max-Age': '600',
};

/** The answers' bodies, as the project's OpenAPI examples show them. */
const SEARCH_ANSWER = {
  deviceDefinitions: [{ id: 'honda_accord_2020', name: '2020 Honda Accord', make: 'Honda', model: 'Accord' }],
  totalItems: 1,
};
const VIN_ANSWER = {
  vcUrl: 'https://telemetry-api.dimo.zone/query',
  vcQuery: 'query {vinVCLatest(tokenId: 21957) {rawVC}}',
  message: 'VC generated successfully. Retrieve using the provided GQL URL and query parameter.',
};
/** The one Developer License this stand-in knows. */
export const LICENSE = '0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d';

const WEBHOOK_FIELDS = [
  'service',
  'metricName',
  'condition',
  'coolDownPeriod',
  'targetURL',
  'verificationToken',
];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function claimsOf(authorization: string | undefined): Record<string, unknown> | undefined {
  const payload = /^Bearer [^.\s]+\.([^.\s]+)\.[^.\s]+$/.exec(authorization ?? '')?.[1];
  if (!payload) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

type Answer = [status: number, body: unknown];

function answer(method: string, path: string, authorization: string | undefined, body: string): Answer {
  const url = new URL(path, 'http://127.0.0.1');
  const claims = claimsOf(authorization);
  const expired = typeof claims?.exp === 'number' && claims.exp * 1000 < Date.now();
  if (method === 'GET' && url.pathname === '/device-definitions/search') return [200, SEARCH_ANSWER];

  if (method === 'POST' && url.pathname === '/v1/webhooks') {
    if (!claims) return [401, { message: 'missing or malformed bearer token' }];
    if (expired) return [401, { message: 'token is expired' }];
    if (typeof claims.ethereum_address !== 'string')
      return [401, { message: 'not a developer license token' }];
    if (claims.ethereum_address !== LICENSE)
      return [403, { message: `not a dev license: ${claims.ethereum_address}` }];
    let webhook: Record<string, unknown>;
    try {
      webhook = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return [400, { message: 'request body is not JSON' }];
    }
    const missing = WEBHOOK_FIELDS.filter((f) => webhook[f] === undefined);
    if (missing.length > 0) return [400, { message: `missing ${missing.join(', ')}` }];
    return [201, { id: '3f6c2a8e-91d4-4b7a-a5e2-7d0c9b1f4e63', message: 'Webhook registered successfully' }];
  }

  const vin = /^\/v2\/attestation\/vin\/(\d+)$/.exec(url.pathname);
  if (method === 'POST' && vin) {
    if (!claims) return [401, { message: 'missing or malformed bearer token' }];
    if (expired) return [401, { message: 'token is expired' }];
    if (claims.token_id === undefined) return [401, { message: 'not a vehicle token' }];
    if (String(claims.token_id) !== vin[1])
      return [401, { message: 'Unauthorized! mismatch token Id provided' }];
    const privileges = Array.isArray(claims.privilege_ids) ? claims.privilege_ids : [];
    if (!privileges.includes(5))
      return [401, { message: 'Unauthorized! Token does not contain required privileges' }];
    return [200, VIN_ANSWER];
  }
  return [404, { message: `no route ${method} ${url.pathname}` }];
}

/** Starts the server on a free port (or `port`) of 127.0.0.1; `requests` fills as requests arrive. */
export async function startRestServer(
  port = 0,
): Promise<{ origin: string; requests: RecordedRequest[]; close: () => Promise<void> }> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const raw = req.url ?? '/';
    const noCors = raw.startsWith('/no-cors/');
    const path = noCors ? raw.slice('/no-cors'.length) : raw;
    const cors = noCors ? {} : CORS_HEADERS;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const body = await readBody(req);
    const headers = Object.fromEntries(
      Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
    );
    requests.push({ method: req.method ?? '', path, headers, body });
    const [status, payload] = answer(req.method ?? '', path, req.headers.authorization, body);
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'X-Request-Id': `req-${requests.length}`,
      ...cors,
    });
    res.end(JSON.stringify(payload));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    origin: `http://127.0.0.1:${actual}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
