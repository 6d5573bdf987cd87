import { describe, expect, it } from 'vitest';

import { REQUEST_TIMEOUT_MS } from './constants';
import { classifyResponse, executeGraphql, parseHeaders, parseVariables, whereJsonFailed } from './request';

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
