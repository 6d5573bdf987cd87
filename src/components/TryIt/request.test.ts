import { describe, expect, it } from 'vitest';

import type { TryItOperation } from './operation';
import {
  buildRequest,
  checkParameter,
  curlCommand,
  parameterExample,
  parseBase,
  prettyBody,
  sendRequest,
  type BuiltRequest,
} from './request';

const SEARCH: TryItOperation = {
  service: 'device-definitions-api',
  operationId: 'searchDeviceDefinitions',
  method: 'GET',
  path: '/device-definitions/search',
  servers: {
    production: 'https://device-definitions-api.dimo.zone',
    development: 'https://device-definitions-api.dev.dimo.zone',
  },
  token: 'none',
  parameters: [
    { name: 'query', in: 'query', required: true, schema: { type: 'string' }, example: 'Honda Accord 2020' },
    { name: 'year', in: 'query', required: false, schema: { type: 'integer' }, example: 2020 },
    { name: 'pageSize', in: 'query', required: false, schema: { type: 'integer', default: 20 } },
  ],
};

const SUBSCRIBE: TryItOperation = {
  service: 'vehicle-triggers-api',
  operationId: 'subscribeVehicle',
  method: 'POST',
  path: '/v1/webhooks/{webhookId}/subscribe/{assetDID}',
  servers: {
    production: 'https://vehicle-triggers-api.dimo.zone',
    development: 'https://vehicle-triggers-api.dev.dimo.zone',
  },
  token: 'developer',
  parameters: [
    { name: 'webhookId', in: 'path', required: true, schema: { type: 'string' } },
    { name: 'assetDID', in: 'path', required: true, schema: { type: 'string' } },
  ],
};

const POSITION: TryItOperation = {
  service: 'attestation-api',
  operationId: 'createVehiclePositionAttestation',
  method: 'POST',
  path: '/v2/attestation/vehicle-position/{tokenId}',
  servers: {
    production: 'https://attestation-api.dimo.zone',
    development: 'https://attestation-api.dev.dimo.zone',
  },
  token: 'vehicle',
  privileges: { allOf: ['privilege:GetLocationHistory'] },
  parameters: [{ name: 'tokenId', in: 'path', required: true, schema: { type: 'integer' }, example: 21957 }],
  body: {
    required: true,
    schema: { type: 'object', required: ['timestamp'], properties: { timestamp: { type: 'string' } } },
  },
};

const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJ0b2tlbl9pZCI6MX0.c2lnbmF0dXJl';

describe('building the request from the form', () => {
  it('a public GET: query parameters encoded, empty optional ones left out, no Authorization', () => {
    const built = buildRequest(
      SEARCH,
      'https://device-definitions-api.dimo.zone',
      { params: { 'query.query': ' Honda Accord & co ', 'query.year': '', 'query.pageSize': '5' }, body: '' },
      TOKEN,
    );
    expect(built).toEqual({
      ok: true,
      request: {
        method: 'GET',
        url: 'https://device-definitions-api.dimo.zone/device-definitions/search?query=Honda+Accord+%26+co&pageSize=5',
        headers: { Accept: 'application/json' },
        body: undefined,
      },
    });
  });

  it('path parameters filled in (a DID keeps its colons) and the token as a Bearer header', () => {
    const built = buildRequest(
      SUBSCRIBE,
      'https://vehicle-triggers-api.dev.dimo.zone/',
      {
        params: {
          'path.webhookId': '3f6c2a8e/../x',
          'path.assetDID': 'did:erc721:137:0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF:21957',
        },
        body: '',
      },
      `Bearer ${TOKEN}`,
    );
    expect(built.ok && built.request).toEqual({
      method: 'POST',
      url: 'https://vehicle-triggers-api.dev.dimo.zone/v1/webhooks/3f6c2a8e%2F..%2Fx/subscribe/did:erc721:137:0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF:21957',
      headers: { Accept: 'application/json', Authorization: `Bearer ${TOKEN}` },
      body: undefined,
    });
  });

  it('a JSON body sent as typed, with its Content-Type; the token left out when the field is empty', () => {
    const body = '{\n  "timestamp": "2026-05-12T07:45:00Z"\n}';
    const built = buildRequest(
      POSITION,
      'http://127.0.0.1:4191/base',
      { params: { 'path.tokenId': '21957' }, body },
      '  ',
    );
    expect(built.ok && built.request).toEqual({
      method: 'POST',
      url: 'http://127.0.0.1:4191/base/v2/attestation/vehicle-position/21957',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body,
    });
  });

  it('lists every field that stops the request, with what to do', () => {
    const built = buildRequest(
      POSITION,
      'ftp://example.com',
      { params: { 'path.tokenId': '21957x' }, body: '{"timestamp": }' },
      TOKEN,
    );
    expect(built).toEqual({
      ok: false,
      problems: [
        {
          field: 'endpoint',
          message:
            'The endpoint is not an http(s) address: type the service origin, e.g. https://example.com.',
        },
        { field: 'path.tokenId', message: 'tokenId must be a whole number.' },
        { field: 'body', message: 'The body is not valid JSON (line 1, column 15): Expected a value.' },
      ],
    });
    const empty = buildRequest(POSITION, POSITION.servers.production, { params: {}, body: ' ' }, TOKEN);
    expect(empty.ok ? [] : empty.problems.map((p) => p.message)).toEqual([
      'tokenId is required.',
      'This operation needs a body: write a JSON object.',
    ]);
  });
});

describe('checking one parameter', () => {
  it('required, whole numbers, enums, bounds and patterns', () => {
    const p = (schema: Record<string, unknown>, required = false) => ({
      name: 'x',
      in: 'query' as const,
      required,
      schema,
    });
    expect(checkParameter(p({ type: 'string' }, true), '')).toBe('x is required.');
    expect(checkParameter(p({ type: 'string' }), '')).toBeUndefined();
    expect(checkParameter(p({ type: 'integer' }), '2.5')).toBe('x must be a whole number.');
    expect(checkParameter(p({ type: 'number' }), '2.5')).toBeUndefined();
    expect(checkParameter(p({ type: 'string', enum: ['a', 'b'] }), 'c')).toBe('x must be one of a, b.');
    expect(checkParameter(p({ type: 'integer', minimum: 1 }), '0')).toBe('x must be at least 1.');
    expect(checkParameter(p({ type: 'string', pattern: '^[0-9]+$' }), '12a')).toBe(
      'x does not match the pattern ^[0-9]+$.',
    );
  });

  it('shows the example, else the schema example, else the default, as the placeholder', () => {
    expect(parameterExample(SEARCH.parameters[0]!)).toBe('Honda Accord 2020');
    expect(parameterExample({ name: 'a', in: 'query', required: false, schema: { examples: ['x'] } })).toBe(
      'x',
    );
    expect(parameterExample(SEARCH.parameters[2]!)).toBe('20');
    expect(parameterExample(SUBSCRIBE.parameters[0]!)).toBeUndefined();
  });

  it('takes an origin with or without a base path as the endpoint', () => {
    expect(parseBase(' https://example.com/ ')).toEqual({ ok: true, base: 'https://example.com' });
    expect(parseBase('http://127.0.0.1:4191/api/')).toEqual({ ok: true, base: 'http://127.0.0.1:4191/api' });
    expect(parseBase('example.com').ok).toBe(false);
    expect(parseBase('https://example.com/?a=1').ok).toBe(false);
  });
});

describe('the cURL command', () => {
  it('is the same request, with the token as a shell variable and quotes escaped', () => {
    const request: BuiltRequest = {
      method: 'POST',
      url: 'https://attestation-api.dimo.zone/v2/attestation/vehicle-position/21957',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${TOKEN}`,
      },
      body: `{"note": "it's"}`,
    };
    const curl = curlCommand(request, 'VEHICLE_JWT');
    expect(curl).toBe(
      [
        "curl -X POST 'https://attestation-api.dimo.zone/v2/attestation/vehicle-position/21957'",
        "-H 'Accept: application/json'",
        "-H 'Content-Type: application/json'",
        '-H "Authorization: Bearer $VEHICLE_JWT"',
        `-d '{"note": "it'\\''s"}'`,
      ].join(' \\\n  '),
    );
    expect(curl).not.toContain(TOKEN);
  });
});

describe('sending', () => {
  const request: BuiltRequest = { method: 'GET', url: 'https://x.test/a', headers: {}, body: undefined };
  let tick = 0;
  const clock = () => (tick += 40);

  it('reports status, the readable headers (sorted), the body and the time taken', async () => {
    const seen: RequestInit[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      seen.push(init);
      return new Response('{"a":1}', {
        status: 201,
        statusText: 'Created',
        headers: { 'content-type': 'application/json', 'x-b': '2' },
      });
    }) as typeof fetch;
    const outcome = await sendRequest(request, { fetchImpl, clock });
    expect(outcome).toEqual({
      kind: 'answered',
      status: 201,
      statusText: 'Created',
      headers: [
        ['content-type', 'application/json'],
        ['x-b', '2'],
      ],
      contentType: 'application/json',
      text: '{"a":1}',
      elapsedMs: 40,
    });
    expect(seen[0]).toMatchObject({ method: 'GET', credentials: 'omit', referrerPolicy: 'no-referrer' });
  });

  it('sorts a refused or unreachable host, a timeout and a cancellation apart', async () => {
    const refused = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await sendRequest(request, { fetchImpl: refused })).toEqual({ kind: 'network' });
    const never = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof fetch;
    expect(await sendRequest(request, { fetchImpl: never, timeoutMs: 10 })).toEqual({
      kind: 'timeout',
      timeoutMs: 10,
    });
    const cancel = new AbortController();
    const pending = sendRequest(request, { fetchImpl: never, signal: cancel.signal });
    cancel.abort();
    expect(await pending).toEqual({ kind: 'cancelled' });
  });

  it('pretty-prints a JSON answer and leaves anything else as it came', () => {
    expect(prettyBody('{"a":[1,2]}')).toEqual({ text: '{\n  "a": [\n    1,\n    2\n  ]\n}', json: true });
    expect(prettyBody('<h1>Bad gateway</h1>')).toEqual({ text: '<h1>Bad gateway</h1>', json: false });
  });
});
