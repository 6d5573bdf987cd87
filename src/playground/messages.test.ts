import { describe, expect, it } from 'vitest';

import { describeOutcome, tokenWarnings, type OutcomeContext } from './messages';
import { missingPrivileges } from './privileges';
import { classifyResponse, type RunOutcome } from './request';
import { decodeVehicleToken } from './token';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (claims: unknown) => `${b64({ alg: 'ES256', typ: 'JWT' })}.${b64(claims)}.c2ln`;
const NOW = Date.UTC(2026, 7, 1, 12, 0, 0);

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
