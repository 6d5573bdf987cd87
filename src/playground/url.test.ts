import { describe, expect, it } from 'vitest';

import { PLAYGROUND_PATHS, playgroundApiOfPath, playgroundHref, readPlaygroundState } from './url';

const query = '{\n  vehicle(tokenId: 21957) {\n    owner\n  }\n}';

describe('playgroundHref', () => {
  it('puts the query, the variables and the endpoint in that order, URI-encoded', () => {
    expect(playgroundHref('telemetry', { query: '{ a }', variables: '{"x":1}', endpoint: 'dev' })).toBe(
      '/docs/api-references/telemetry-api/telemetry-playground?query=%7B%20a%20%7D&variables=%7B%22x%22%3A1%7D&endpoint=dev',
    );
  });

  it('leaves out blank variables and an undefined endpoint', () => {
    expect(playgroundHref('identity', { query: '{ a }', variables: '  ' })).toBe(
      '/docs/api-references/identity-api/identity-playground?query=%7B%20a%20%7D',
    );
  });

  it('gives the bare page for an empty query', () => {
    expect(playgroundHref('fetch', { query: '' })).toBe(PLAYGROUND_PATHS.fetch);
  });

  it('encodes characters that mean something in a query string', () => {
    const href = playgroundHref('identity', {
      query: '# a+b&c=d?e',
      endpoint: 'http://127.0.0.1:4190/query?x=1&y',
    });
    expect(href).toContain('query=%23%20a%2Bb%26c%3Dd%3Fe');
    expect(href).toContain('endpoint=http%3A%2F%2F127.0.0.1%3A4190%2Fquery%3Fx%3D1%26y');
    expect(href.split('&')).toHaveLength(2);
  });
});

describe('readPlaygroundState', () => {
  it('round-trips what playgroundHref writes', () => {
    const state = { query, variables: '{\n  "id": 7\n}', endpoint: 'https://example.test/graphql?a=b&c=d' };
    const href = playgroundHref('telemetry', state);
    expect(readPlaygroundState(href.slice(href.indexOf('?')))).toEqual(state);
  });

  it('reads a query string without its question mark', () => {
    expect(readPlaygroundState('query=%7B%20a%20%7D')).toEqual({ query: '{ a }' });
  });

  it('accepts + for a space, as form encoding writes it', () => {
    expect(readPlaygroundState('?query=%7B+a+%7D')).toEqual({ query: '{ a }' });
  });

  it('ignores unknown parameters, blank values and a malformed escape', () => {
    expect(readPlaygroundState('?token=abc&query=%E0%A4%A&variables=&utm=1')).toEqual({});
  });

  it('never reads a token from the URL', () => {
    expect(readPlaygroundState('?query=x&token=eyJ&authorization=Bearer%20eyJ')).toEqual({ query: 'x' });
  });

  it('keeps prod, dev and http(s) endpoints and drops any other scheme', () => {
    expect(readPlaygroundState('?endpoint=prod').endpoint).toBe('prod');
    expect(readPlaygroundState('?endpoint=dev').endpoint).toBe('dev');
    expect(readPlaygroundState('?endpoint=http%3A%2F%2F127.0.0.1%3A4190%2Fquery').endpoint).toBe(
      'http://127.0.0.1:4190/query',
    );
    expect(readPlaygroundState('?endpoint=javascript%3Aalert(1)').endpoint).toBeUndefined();
    expect(readPlaygroundState('?endpoint=staging').endpoint).toBeUndefined();
    expect(readPlaygroundState('?endpoint=ftp%3A%2F%2Fx.test%2F').endpoint).toBeUndefined();
  });

  it('keeps the last value when a parameter repeats', () => {
    expect(readPlaygroundState('?query=a&query=b').query).toBe('b');
  });
});

describe('playgroundApiOfPath', () => {
  it('finds the API under a base URL, with .html or a trailing slash', () => {
    expect(playgroundApiOfPath('/docs/api-references/fetch-api/playground')).toBe('fetch');
    expect(playgroundApiOfPath('/base/docs/api-references/identity-api/identity-playground/')).toBe(
      'identity',
    );
    expect(playgroundApiOfPath('/docs/api-references/telemetry-api/telemetry-playground.html')).toBe(
      'telemetry',
    );
    expect(playgroundApiOfPath('/docs/api-references/telemetry-api/signals')).toBeUndefined();
  });
});
