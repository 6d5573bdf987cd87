import { describe, expect, it } from 'vitest';

import { fetchOnce } from './fetchOnce';

const never: typeof fetch = (_input, init) =>
  new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));

describe('fetchOnce', () => {
  it('sends no cookies and no referrer, and reads the answer whole', async () => {
    let seen: RequestInit | undefined;
    const answer: typeof fetch = async (_input, init) => {
      seen = init;
      return new Response('{"ok":true}', { status: 201 });
    };
    const outcome = await fetchOnce(
      'https://example.test/x',
      { method: 'POST', body: '{}' },
      { fetchImpl: answer },
    );
    expect(outcome.kind === 'response' && [outcome.response.status, outcome.text]).toEqual([
      201,
      '{"ok":true}',
    ]);
    expect([seen?.credentials, seen?.referrerPolicy, seen?.cache, seen?.method]).toEqual([
      'omit',
      'no-referrer',
      'no-store',
      'POST',
    ]);
  });

  it('tells a refused host, a timeout and the reader’s cancel apart, and never throws', async () => {
    const refused: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await fetchOnce('https://example.test', {}, { fetchImpl: refused })).toEqual({ kind: 'network' });
    expect(await fetchOnce('https://example.test', {}, { fetchImpl: never, timeoutMs: 10 })).toEqual({
      kind: 'timeout',
      timeoutMs: 10,
    });
    const reader = new AbortController();
    const pending = fetchOnce('https://example.test', {}, { fetchImpl: never, signal: reader.signal });
    reader.abort();
    expect(await pending).toEqual({ kind: 'cancelled' });
  });
});
