import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

import { loadSchema } from '../../schema';
import { REQUEST_TIMEOUT_MS } from '../../src/playground/constants';
import { DEFAULT_QUERIES } from '../../src/playground/defaults';
import { operationToRun, queryDids, queryTokenIds } from '../../src/playground/document';
import { describeOutcome, tokenWarnings, type OutcomeContext } from '../../src/playground/messages';
import { missingPrivileges, requiredPrivileges, type Requirement } from '../../src/playground/privileges';
import {
  classifyResponse,
  executeGraphql,
  parseHeaders,
  parseVariables,
  whereJsonFailed,
  type RunOutcome,
} from '../../src/playground/request';
import {
  bareToken,
  decodeVehicleToken,
  describeExpiry,
  formatDuration,
  redactToken,
} from '../../src/playground/token';
import { PLAYGROUND_APIS } from '../../src/playground/url';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (claims: unknown) => `${b64({ alg: 'ES256', typ: 'JWT' })}.${b64(claims)}.c2ln`;
const NOW = Date.UTC(2026, 7, 1, 12, 0, 0);

describe('decodeVehicleToken', () => {
  it('reads the vehicle, the privileges and the expiry of a token-exchange JWT', () => {
    const token = jwt({
      token_id: '12345',
      privilege_ids: [4, 1, 1],
      exp: NOW / 1000 + 600,
      asset: 'did:erc721:137:0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF:12345',
    });
    const decoded = decodeVehicleToken(`Bearer ${token}`);
    expect(decoded).toEqual({
      ok: true,
      info: {
        tokenId: 12345,
        privileges: [1, 4],
        expiresAt: NOW + 600_000,
        asset: 'did:erc721:137:0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF:12345',
      },
    });
  });

  it('falls back to the asset DID, the subject and the permission names', () => {
    const byAsset = decodeVehicleToken(
      jwt({
        asset: 'did:erc721:137:0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF:777',
        permissions: ['privilege:GetRawData', 'privilege:GetLocationHistory', 'other'],
      }),
    );
    expect(byAsset.ok && byAsset.info).toMatchObject({
      tokenId: 777,
      privileges: [4, 7],
      expiresAt: undefined,
    });
    const bySub = decodeVehicleToken(jwt({ sub: '0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF_88' }));
    expect(bySub.ok && bySub.info.tokenId).toBe(88);
    const account = decodeVehicleToken(
      jwt({ asset: 'did:ethr:137:0x3a9f1c0db27e64f5a8c1d93e0b7462f5de8c21b4' }),
    );
    expect(account.ok && account.info.tokenId).toBeUndefined();
  });

  it('explains what is wrong without quoting the token', () => {
    const secret = 'not-a-jwt-but-a-secret-string';
    for (const raw of [
      secret,
      `${secret}.%%%.x`,
      `a.${b64([1, 2])}.c`,
      `a.${Buffer.from('{nope').toString('base64url')}.c`,
    ]) {
      const decoded = decodeVehicleToken(raw);
      expect(decoded.ok).toBe(false);
      expect(!decoded.ok && decoded.reason).not.toContain(secret);
      expect(!decoded.ok && decoded.reason).not.toContain('%%%');
    }
    expect(decodeVehicleToken('   ')).toEqual({ ok: false, reason: 'No token.' });
  });

  it('strips Bearer and white space for the header', () => {
    expect(bareToken('  Bearer abc.def.ghi \n')).toBe('abc.def.ghi');
  });
});

describe('token time and redaction', () => {
  it('says how long is left or how long ago it expired', () => {
    expect(describeExpiry(NOW + 552_000, NOW)).toEqual({ text: 'expires in 9 min 12 s', expired: false });
    expect(describeExpiry(NOW - 45_000, NOW)).toEqual({ text: 'expired 45 s ago', expired: true });
    expect(describeExpiry(NOW, NOW).expired).toBe(true);
    expect(describeExpiry(undefined, NOW)).toEqual({ text: 'no expiry claim', expired: false });
    expect(formatDuration(2 * 3600_000 + 3 * 60_000)).toBe('2 h 3 min');
    expect(formatDuration(3 * 86400_000)).toBe('3 days');
  });

  it('redacts every copy of the token from a text, and leaves short strings alone', () => {
    const token = jwt({ token_id: 1 });
    expect(redactToken(`bad token ${token} and again ${token}`, `Bearer ${token}`)).toBe(
      'bad token ‹your token› and again ‹your token›',
    );
    expect(redactToken('a b a', 'a')).toBe('a b a');
  });
});

describe('classifyResponse', () => {
  const json = (o: unknown) => JSON.stringify(o);
  it('sorts answers into the cases the playground explains', () => {
    expect(classifyResponse(200, 'application/json', json({ data: { a: 1 } })).kind).toBe('ok');
    expect(classifyResponse(401, 'text/plain', 'unauthorized')).toMatchObject({
      kind: 'unauthorized',
      serverMessage: undefined,
    });
    expect(classifyResponse(401, 'application/json', json({ message: 'token expired' }))).toMatchObject({
      kind: 'unauthorized',
      serverMessage: 'token expired',
    });
    expect(
      classifyResponse(403, 'application/json', json({ errors: [{ message: 'missing privilege' }] })),
    ).toMatchObject({ kind: 'forbidden', serverMessage: 'missing privilege' });
    expect(classifyResponse(200, 'text/html', '<h1>Bad gateway</h1>')).toMatchObject({
      kind: 'not-json',
      contentType: 'text/html',
    });
    expect(classifyResponse(502, null, '')).toMatchObject({
      kind: 'not-json',
      contentType: 'no content type',
    });
    expect(classifyResponse(500, 'application/json', json({ error: 'boom' }))).toMatchObject({
      kind: 'http-error',
      serverMessage: 'boom',
    });
    expect(classifyResponse(200, 'application/json', json({ hello: 'world' })).kind).toBe('not-graphql');
    expect(classifyResponse(200, 'application/json', '[1,2]').kind).toBe('not-graphql');
  });

  it('reads GraphQL errors with their locations, path and code, with or without data', () => {
    const outcome = classifyResponse(
      400,
      'application/graphql-response+json',
      json({
        errors: [
          {
            message: 'Cannot query field "x"',
            locations: [{ line: 2, column: 5 }, { line: 'a' }],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          },
          { message: 'No vehicle', path: ['vehicle', 0] },
          { nomessage: true },
        ],
      }),
    );
    expect(outcome).toMatchObject({
      kind: 'graphql-errors',
      status: 400,
      hasData: false,
      errors: [
        {
          message: 'Cannot query field "x"',
          locations: [{ line: 2, column: 5 }],
          path: undefined,
          code: 'GRAPHQL_VALIDATION_FAILED',
        },
        { message: 'No vehicle', locations: [], path: ['vehicle', 0], code: undefined },
      ],
    });
    expect(
      classifyResponse(200, null, json({ data: { v: null }, errors: [{ message: 'x' }] })),
    ).toMatchObject({ kind: 'graphql-errors', hasData: true });
  });

  it('pretty-prints JSON answers', () => {
    expect((classifyResponse(200, null, '{"data":{"a":1}}') as { text: string }).text).toBe(
      '{\n  "data": {\n    "a": 1\n  }\n}',
    );
  });
});

describe('executeGraphql', () => {
  const answer = (status: number, body: string, type = 'application/json') =>
    (async () => new Response(body, { status, headers: { 'content-type': type } })) as typeof fetch;

  it('posts the query, variables and operation name with the headers, no cookies and no referrer', async () => {
    let seen: { url: string; init: RequestInit } | undefined;
    const fetchImpl = (async (url: string, init: RequestInit) => {
      seen = { url, init };
      return new Response('{"data":{}}', { status: 200 });
    }) as unknown as typeof fetch;
    const outcome = await executeGraphql({
      url: 'https://x.test/query',
      query: '{ a }',
      variables: { id: 1 },
      operationName: 'A',
      headers: { Authorization: 'Bearer t' },
      fetchImpl,
    });
    expect(outcome.kind).toBe('ok');
    expect(seen!.url).toBe('https://x.test/query');
    expect(JSON.parse(seen!.init.body as string)).toEqual({
      query: '{ a }',
      variables: { id: 1 },
      operationName: 'A',
    });
    expect(seen!.init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
    expect(seen!.init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer t',
    });
  });

  it('reports a refused connection as unreachable', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await executeGraphql({ url: 'https://x.test', query: '{a}', headers: {}, fetchImpl })).toEqual({
      kind: 'network',
    });
  });

  it('gives up after the timeout, and tells a timeout from a cancel', async () => {
    const hang = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as unknown as typeof fetch;
    expect(
      await executeGraphql({
        url: 'https://x.test',
        query: '{a}',
        headers: {},
        fetchImpl: hang,
        timeoutMs: 20,
      }),
    ).toEqual({ kind: 'timeout', timeoutMs: 20 });
    const controller = new AbortController();
    const pending = executeGraphql({
      url: 'https://x.test',
      query: '{a}',
      headers: {},
      fetchImpl: hang,
      signal: controller.signal,
      timeoutMs: 10_000,
    });
    controller.abort();
    expect(await pending).toEqual({ kind: 'cancelled' });
  });

  it('waits 30 seconds by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('classifies what the server said', async () => {
    expect(
      (
        await executeGraphql({
          url: 'u',
          query: 'q',
          headers: {},
          fetchImpl: answer(403, '{"errors":[{"message":"no"}]}'),
        })
      ).kind,
    ).toBe('forbidden');
    expect(
      (
        await executeGraphql({
          url: 'u',
          query: 'q',
          headers: {},
          fetchImpl: answer(200, 'oops', 'text/plain'),
        })
      ).kind,
    ).toBe('not-json');
  });
});

describe('variables and headers', () => {
  it('accept an empty panel or a JSON object', () => {
    expect(parseVariables('  ')).toEqual({ ok: true, value: undefined });
    expect(parseVariables('{"tokenId": 1}')).toEqual({ ok: true, value: { tokenId: 1 } });
    expect(parseHeaders('')).toEqual({ ok: true, value: {} });
    expect(parseHeaders('{"X-Estimate-Cost": "true"}')).toEqual({
      ok: true,
      value: { 'X-Estimate-Cost': 'true' },
    });
  });

  it('refuse anything else without quoting the text', () => {
    const secret = 'eyJsecretsecretsecret';
    const bad = parseHeaders(`{"Authorization": "Bearer ${secret}",}`);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/^Headers are not valid JSON/);
    expect(!bad.ok && bad.error).not.toContain(secret);
    expect(parseVariables('[1]')).toMatchObject({
      ok: false,
      error: expect.stringContaining('must be a JSON object'),
    });
    expect(parseHeaders('{"X": 1}')).toMatchObject({
      ok: false,
      error: 'The value of header "X" must be a string.',
    });
    expect(parseHeaders('{"Bad Name": "x"}')).toMatchObject({
      ok: false,
      error: '"Bad Name" is not a valid header name.',
    });
  });

  it('locates a JSON error when the engine names a position', () => {
    expect(whereJsonFailed('{\n  "a": x}', new SyntaxError('Unexpected token x in JSON at position 9'))).toBe(
      ' (line 2, column 8)',
    );
    expect(
      whereJsonFailed(
        'x',
        new SyntaxError('JSON.parse: unexpected character at line 3 column 4 of the JSON data'),
      ),
    ).toBe(' (line 3, column 4)');
    expect(whereJsonFailed('x', new SyntaxError('Unexpected token'))).toBe('');
  });
});

describe('privileges', () => {
  const telemetry = loadSchema('telemetry');
  const fetchSchema = loadSchema('fetch');
  const needs = (query: string): Requirement[] => requiredPrivileges('telemetry', query, telemetry);

  it('maps Telemetry fields to the privileges the API checks', () => {
    expect(needs('{ signalsLatest(tokenId: 1) { lastSeen speed { value } } }')).toEqual([
      { field: 'SignalCollection.speed', alternatives: [[1]] },
    ]);
    expect(
      needs(
        '{ signalsLatest(tokenId: 1) { currentLocationCoordinates { timestamp } currentLocationApproximateCoordinates { timestamp } } }',
      ),
    ).toEqual([
      { field: 'SignalCollection.currentLocationCoordinates', alternatives: [[4]] },
      { field: 'SignalCollection.currentLocationApproximateCoordinates', alternatives: [[8], [4]] },
    ]);
    expect(needs('{ signals(tokenId: 1, interval: "1h", from: "x", to: "y") { speed(agg: AVG) } }')).toEqual([
      { field: 'SignalAggregations.speed', alternatives: [[1]] },
    ]);
    expect(
      needs('{ vinVCLatest(tokenId: 1) { vin } events(tokenId: 1, from: "a", to: "b") { name } }'),
    ).toEqual([
      { field: 'Query.vinVCLatest', alternatives: [[5]] },
      { field: 'Query.events', alternatives: [[1, 4]] },
    ]);
    expect(needs('{ signalsSnapshot(tokenId: 1) { lastSeen } availableSignals(tokenId: 1) }')).toEqual([]);
    expect(needs('{ not valid')).toEqual([]);
    expect(
      requiredPrivileges('identity', '{ vehicle(tokenId: 1) { owner } }', loadSchema('identity')),
    ).toEqual([]);
  });

  it('asks raw data, or location and non-location history, for every Fetch query', () => {
    expect(
      requiredPrivileges(
        'fetch',
        '{ a: latestIndex(did: "d") { indexKey } b: indexes(did: "d") { indexKey } }',
        fetchSchema,
      ),
    ).toEqual([
      { field: 'Query.latestIndex', alternatives: [[7], [1, 4]] },
      { field: 'Query.indexes', alternatives: [[7], [1, 4]] },
    ]);
  });

  it('names the cheapest missing set, and nothing when one alternative is met', () => {
    const location = needs(
      '{ signalsLatest(tokenId: 1) { currentLocationApproximateCoordinates { timestamp } currentLocationCoordinates { timestamp } } }',
    );
    expect(missingPrivileges(location, [1])).toEqual([
      {
        field: 'SignalCollection.currentLocationApproximateCoordinates',
        missing: [8],
        alternatives: [[8], [4]],
      },
      { field: 'SignalCollection.currentLocationCoordinates', missing: [4], alternatives: [[4]] },
    ]);
    expect(missingPrivileges(location, [4])).toEqual([]);
    const fetchNeeds = requiredPrivileges('fetch', '{ latestIndex(did: "d") { indexKey } }', fetchSchema);
    expect(missingPrivileges(fetchNeeds, [1, 4])).toEqual([]);
    expect(missingPrivileges(fetchNeeds, [7])).toEqual([]);
    expect(missingPrivileges(fetchNeeds, [1])).toEqual([
      { field: 'Query.latestIndex', missing: [7], alternatives: [[7], [1, 4]] },
    ]);
  });
});

describe('messages', () => {
  const token = jwt({ token_id: '12345', privilege_ids: [1], exp: NOW / 1000 + 60 });
  const info = (decodeVehicleToken(token) as { ok: true; info: NonNullable<OutcomeContext['token']> }).info;
  const ctx = (over: Partial<OutcomeContext> = {}): OutcomeContext => ({
    host: 'telemetry-api.dimo.zone',
    needsToken: true,
    rawToken: token,
    token: info,
    missing: [],
    cspBlocked: false,
    now: NOW,
    ...over,
  });
  const say = (outcome: RunOutcome, over: Partial<OutcomeContext> = {}) => {
    const m = describeOutcome(outcome, ctx(over));
    return [m.title, ...m.details].join('\n');
  };
  const missingLocation = missingPrivileges(
    [{ field: 'SignalCollection.currentLocationCoordinates', alternatives: [[4]] }],
    [1],
  );

  it('explains 401 by the token the reader gave', () => {
    const outcome = classifyResponse(401, null, '');
    expect(say(outcome, { rawToken: '', token: undefined })).toContain('This API needs a Vehicle JWT');
    expect(say(outcome, { now: NOW + 120_000 })).toContain('Your Vehicle JWT expired 1 min 0 s ago');
    expect(say(outcome)).toContain('for the other environment');
  });

  it('names the missing privilege on a 403, and the ones the token has', () => {
    const text = say(classifyResponse(403, null, '{"errors":[{"message":"forbidden"}]}'), {
      missing: missingLocation,
    });
    expect(text).toContain('403 Forbidden');
    expect(text).toContain('currentLocationCoordinates needs VEHICLE_ALL_TIME_LOCATION (4).');
    expect(text).toContain('Your token carries VEHICLE_NON_LOCATION_DATA (1).');
    expect(text).toContain('The server said: forbidden');
  });

  it('lists GraphQL errors with line and column, and adds privilege advice when they are about access', () => {
    const outcome = classifyResponse(
      200,
      null,
      '{"errors":[{"message":"unauthorized: missing privilege","locations":[{"line":3,"column":7}]}],"data":null}',
    );
    const text = say(outcome, { missing: missingLocation });
    expect(text).toContain('telemetry-api.dimo.zone answered with 1 GraphQL error.');
    expect(text).toContain('Line 3, column 7: unauthorized: missing privilege');
    expect(text).toContain('needs VEHICLE_ALL_TIME_LOCATION (4)');
  });

  it('tells an unreachable host from a CSP block, and says they can look alike', () => {
    expect(say({ kind: 'network' })).toMatch(
      /No answer the page can read from telemetry-api\.dimo\.zone: [\s\S]*CORS[\s\S]*Content-Security-Policy/,
    );
    expect(say({ kind: 'network' }, { cspBlocked: true })).toContain(
      "This site's Content-Security-Policy blocked the request",
    );
    expect(say({ kind: 'timeout', timeoutMs: 30_000 })).toContain(
      'No answer from telemetry-api.dimo.zone within 30 seconds.',
    );
    expect(say(classifyResponse(200, 'text/html', '<html>'.padEnd(400, 'x')))).toMatch(
      /HTTP 200 with text\/html, not JSON[\s\S]*The answer begins: <html>x+…/,
    );
  });

  it('never repeats the token, even when the server echoes it', () => {
    for (const outcome of [
      classifyResponse(401, null, JSON.stringify({ message: `bad token ${token}` })),
      classifyResponse(403, null, JSON.stringify({ errors: [{ message: `no: ${token}` }] })),
      classifyResponse(200, null, JSON.stringify({ errors: [{ message: `echo ${token}` }] })),
      classifyResponse(502, 'text/html', `<p>${token}</p>`),
      classifyResponse(500, null, JSON.stringify({ error: token })),
    ]) {
      expect(say(outcome)).not.toContain(token);
      expect(say(outcome)).not.toContain(token.split('.')[1]);
    }
  });

  it('warns before Run about expiry, another vehicle or subject, and missing privileges', () => {
    const asset = 'did:erc721:137:0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF:12345';
    const warnings = tokenWarnings(
      {
        needsToken: true,
        rawToken: token,
        token: { ...info, asset },
        missing: missingLocation,
        now: NOW + 61_000,
      },
      {
        tokenIds: [12345, 999],
        dids: [asset, 'did:erc721:137:0xba5738a18d83d41847dffbdc6101d37c69c9b0cf:12345'],
      },
    );
    expect(warnings).toEqual([
      'This token expired 1 s ago. Exchange your Developer JWT for a new Vehicle JWT.',
      'The token is for vehicle 12345, but the query asks for vehicle 999.',
      `The token's asset is ${asset}, but the query asks for did:erc721:137:0xba5738a18d83d41847dffbdc6101d37c69c9b0cf:12345: the two must match exactly.`,
      'The query needs privileges the token lacks: currentLocationCoordinates needs VEHICLE_ALL_TIME_LOCATION (4).',
    ]);
    expect(
      tokenWarnings(
        { needsToken: false, rawToken: token, token: info, missing: missingLocation, now: NOW },
        { tokenIds: [], dids: [] },
      ),
    ).toEqual([]);
  });
});

describe('query facts', () => {
  it('runs the operation around the cursor when there are several', () => {
    const doc = 'query A { a }\nquery B { b }';
    expect(operationToRun(doc, 3)).toBe('A');
    expect(operationToRun(doc, doc.length - 2)).toBe('B');
    expect(operationToRun('{ a }', 0)).toBeUndefined();
    expect(operationToRun('{ broken', 0)).toBeUndefined();
  });

  it('finds the token ids and DIDs a query names, literally or through variables', () => {
    expect(
      queryTokenIds(
        'query($t: Int!) { a: signalsLatest(tokenId: 5) { lastSeen } b: signalsLatest(tokenId: $t) { lastSeen } }',
        { t: 6 },
      ),
    ).toEqual([5, 6]);
    expect(
      queryDids('query($d: String!) { latestIndex(did: "x") { indexKey } indexes(did: $d) { indexKey } }', {
        d: 'y',
      }),
    ).toEqual(['x', 'y']);
    expect(queryTokenIds('{ oops', undefined)).toEqual([]);
  });
});

describe('default queries', () => {
  it.each(PLAYGROUND_APIS)('the %s playground opens with a query that validates against the SDL', (api) => {
    expect(validate(loadSchema(api), parse(DEFAULT_QUERIES[api])).map((e) => e.message)).toEqual([]);
  });
});
