import { describe, expect, it } from 'vitest';

import { describeOutcome, serverMessage, type OutcomeContext } from './messages';
import type { SendOutcome } from './request';
import type { TokenProblem } from './tokenCheck';

const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJ0b2tlbl9pZCI6MX0.c2lnbmF0dXJlLXNlY3JldA';

function answered(status: number, text = '', statusText = ''): SendOutcome {
  return {
    kind: 'answered',
    status,
    statusText,
    headers: [],
    contentType: 'application/json',
    text,
    elapsedMs: 83.4,
  };
}

function ctx(over: Partial<OutcomeContext> = {}): OutcomeContext {
  return {
    op: { token: 'vehicle', privileges: { allOf: ['privilege:GetVINCredential'] } },
    host: 'attestation-api.dimo.zone',
    rawToken: TOKEN,
    tokenProblems: [],
    cspBlocked: false,
    ...over,
  };
}

const EXPIRED: TokenProblem = { code: 'expired', message: 'This Vehicle JWT expired 3 min 0 s ago, …' };
const NO_PRIVILEGE: TokenProblem = {
  code: 'missing-privilege',
  message: 'This operation needs privilege:GetVINCredential; …',
};

describe('the message after Send', () => {
  it('a success names status, host and time', () => {
    expect(describeOutcome(answered(200, '{}', 'OK'), ctx())).toEqual({
      tone: 'success',
      title: 'HTTP 200 OK from attestation-api.dimo.zone in 83 ms.',
      details: [],
    });
  });

  it('a 401 gives what the page found wrong with the token, else the likely causes and what to do', () => {
    expect(
      describeOutcome(
        answered(401, '{"message":"token expired"}'),
        ctx({ tokenProblems: [EXPIRED, NO_PRIVILEGE] }),
      ),
    ).toEqual({
      tone: 'error',
      title: '401 Unauthorized: attestation-api.dimo.zone did not accept the token.',
      details: [EXPIRED.message, NO_PRIVILEGE.message, 'The server said: token expired'],
    });
    // The Vehicle JWT services refuse a missing privilege or another vehicle with 401 too.
    expect(
      describeOutcome(
        answered(401, '{"message":"Unauthorized! Token does not contain required privileges"}'),
        ctx({ tokenProblems: [NO_PRIVILEGE] }),
      ).details,
    ).toEqual([
      NO_PRIVILEGE.message,
      'The server said: Unauthorized! Token does not contain required privileges',
    ]);
    expect(describeOutcome(answered(401), ctx()).details).toEqual([
      'The token has expired, is not a Vehicle JWT, was issued for another vehicle than the one in the path, lacks privilege:GetVINCredential, or comes from the other environment (production and Dev issue different tokens). Exchange your Developer JWT for a new Vehicle JWT for this vehicle and endpoint, paste it and send again.',
    ]);
    const unexplained = describeOutcome(answered(401), ctx({ op: { token: 'developer' } }));
    expect(unexplained.details).toEqual([
      'The token has expired, is not a Developer JWT, or comes from the other environment (production and Dev issue different tokens). Get a new Developer JWT for this endpoint, paste it and send again.',
    ]);
  });

  it('a 403 names the missing privilege, else what the operation needs and where to grant it', () => {
    expect(describeOutcome(answered(403), ctx({ op: { token: 'developer' } })).details).toEqual([
      "The token was accepted, but your license is not allowed this request: the token is not a Developer License's, or the vehicle's owner has not shared the privileges it needs with your license. Check that the token comes from your license's credentials and that the vehicle is shared with your license (DIMO Connect).",
    ]);
    expect(describeOutcome(answered(403), ctx({ tokenProblems: [EXPIRED, NO_PRIVILEGE] })).details).toEqual([
      NO_PRIVILEGE.message,
    ]);
    expect(describeOutcome(answered(403, '{"error":"forbidden"}'), ctx())).toEqual({
      tone: 'error',
      title: '403 Forbidden: attestation-api.dimo.zone did not grant this request.',
      details: [
        "The token is valid but not allowed this: this operation needs privilege:GetVINCredential for the vehicle in the path. Check that the vehicle's owner shared it with your license, then exchange for a new Vehicle JWT that asks for it.",
        'The server said: forbidden',
      ],
    });
  });

  it('an unreachable host and a CORS refusal get one message naming both, and what to try', () => {
    expect(describeOutcome({ kind: 'network' }, ctx())).toEqual({
      tone: 'error',
      title:
        "No answer the page can read from attestation-api.dimo.zone: the host is unreachable, or it refused this page's origin (CORS).",
      details: [
        'A page cannot tell these two apart. Run the cURL command below in a terminal: if it answers there, the service does not accept requests from this site; if it does not, check the host name and your connection.',
      ],
    });
    expect(describeOutcome({ kind: 'network' }, ctx({ cspBlocked: true })).title).toBe(
      "This site's Content-Security-Policy blocked the request to attestation-api.dimo.zone.",
    );
  });

  it('other statuses quote the server and say what to check', () => {
    expect(describeOutcome(answered(404, '{"message":"no such vehicle"}', 'Not Found'), ctx())).toEqual({
      tone: 'error',
      title: 'HTTP 404 Not Found from attestation-api.dimo.zone in 83 ms.',
      details: [
        'The server said: no such vehicle',
        'Check the path parameters: nothing exists at this address.',
      ],
    });
    expect(describeOutcome(answered(503, '<html>down</html>'), ctx()).details).toEqual([
      'The service failed to answer: try again in a moment.',
    ]);
    expect(describeOutcome({ kind: 'timeout', timeoutMs: 30_000 }, ctx()).title).toBe(
      'No answer from attestation-api.dimo.zone within 30 seconds.',
    );
  });

  it('never repeats the token, even when the server echoes it', () => {
    const echoed = describeOutcome(answered(401, JSON.stringify({ message: `bad token ${TOKEN}` })), ctx());
    expect(JSON.stringify(echoed)).not.toContain(TOKEN);
    expect(echoed.details).toContain('The server said: bad token ‹your token›');
  });
});

describe('serverMessage', () => {
  it('reads the usual error fields, a plain-text answer, and skips an HTML page', () => {
    expect(serverMessage('{"message":"a"}')).toBe('a');
    expect(serverMessage('{"error":"b"}')).toBe('b');
    expect(serverMessage('{"errors":[{"message":"c"}]}')).toBe('c');
    expect(serverMessage('{"code":400,"message":""}')).toBeUndefined();
    expect(serverMessage('invalid tokenId')).toBe('invalid tokenId');
    expect(serverMessage('<!doctype html><h1>502</h1>')).toBeUndefined();
  });
});
