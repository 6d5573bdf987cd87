import { describe, expect, it } from 'vitest';

import {
  chainTerms,
  codeTerms,
  compoundTerms,
  headingNames,
  NAME_PART,
  queryChains,
  queryRoute,
  rankedWordCount,
  requestLinePath,
  routeOf,
  routeTerms,
  singular,
  splitWords,
  termFrequencies,
  termOf,
  wordForms,
} from './tokenize';

describe('headingNames', () => {
  it('gives a name whole its number of parts, and a part the heading has only inside names NAME_PART', () => {
    expect(Object.fromEntries(headingNames('GetSacdForVehicle and vehicle JWT'))).toEqual({
      getsacdforvehicle: 4,
      get: NAME_PART,
      sacd: NAME_PART,
      for: NAME_PART,
    });
    expect(headingNames('Raw data').size).toBe(0);
  });
});

describe('singular', () => {
  it('takes the singular by suffix rules, and leaves -ss, -us and -is words alone', () => {
    expect(singular('queries')).toBe('query');
    expect(singular('addresses')).toBe('address');
    expect(singular('batches')).toBe('batch');
    expect(singular('vehicles')).toBe('vehicle');
    expect(singular('status')).toBe('status');
    expect(singular('access')).toBe('access');
  });
});

describe('words of a typed text', () => {
  const terms = (text: string) => splitWords(text).map(termOf);
  it('read a contraction as what it stands for: a negation is not, a clitic is no word', () => {
    expect(terms("the grantee doesn't match")).toEqual(['the', 'grantee', 'not', 'match']);
    expect(terms('my code says it isn’t')).toEqual(['my', 'code', 'say', 'it', 'not']);
    expect(terms("a vehicle's trips, we're")).toEqual(['a', 'vehicle', 'trip', 'we']);
    expect(terms("source 'autopi' is")).toEqual(['source', 'autopi', 'is']);
  });
  it('read a number written with group separators as its digits', () => {
    expect(terms('up to 1,000 per request')).toEqual(['up', 'to', '1000', 'per', 'request']);
    expect(terms('1,000,000,000 ns')).toEqual(['1000000000', 'ns']);
    expect(terms('[1,2,3] and 1,000.5')).toEqual(['1', '2', '3', 'and', '1', '000', '5']);
  });
});

describe('wordForms', () => {
  it("gives a word's other verb and noun forms by suffix rules", () => {
    expect(wordForms('verification')).toEqual(expect.arrayContaining(['verify', 'verified', 'verifying']));
    expect(wordForms('verify')).toEqual(['verified', 'verification', 'verifying']);
    expect(wordForms('refreshing')).toEqual(expect.arrayContaining(['refresh', 'refreshed']));
    expect(wordForms('expired')).toEqual(expect.arrayContaining(['expire', 'expiring', 'expiration']));
    expect(wordForms('authentication')).toContain('authenticate');
    expect(wordForms('stopped')).toContain('stop');
  });

  it('gives none for short words, identifiers and numbers', () => {
    expect(wordForms('read')).toEqual([]);
    expect(wordForms('token_id')).toEqual([]);
    expect(wordForms('v1beta')).toEqual([]);
  });
});

describe('routes', () => {
  it('spell a path one way: lower case, placeholders and numbers as {}, no trailing slash', () => {
    for (const path of [
      '/v1/webhooks/:webhookId',
      '/v1/Webhooks/{webhookId}/',
      '/v1/webhooks/<id>',
      '/v1/webhooks/42',
    ])
      expect(routeOf(path), path).toBe('/v1/webhooks/{}');
    expect(routeOf('/{id}')).toBeNull();
  });

  it('index a request line as its method and route, and every path as its route', () => {
    expect(routeTerms('DELETE https://vehicle-triggers-api.dimo.zone/v1/webhooks/:webhookId')).toEqual([
      'delete /v1/webhooks/{}',
      '/v1/webhooks/{}',
    ]);
    expect(
      routeTerms('It posts to `/v1/vc/pom/<tokenId>`, and POST /v2/attestation/vin/:tokenId: VIN.'),
    ).toEqual(['/v1/vc/pom/{}', 'post /v2/attestation/vin/{}', '/v2/attestation/vin/{}']);
    // Not a path: the rest of a URL without a method, "and/or", a lone slash.
    expect(routeTerms('see https://build.dimo.org and/or GET / for health')).toEqual([]);
  });

  it('read a request line in a query in any case, with or without host or method', () => {
    expect(queryRoute('get /v1/webhooks/{webhookId}')).toEqual({ method: 'get', route: '/v1/webhooks/{}' });
    expect(queryRoute('https://vehicle-triggers-api.dimo.zone/v1/webhooks')).toEqual({
      method: null,
      route: '/v1/webhooks',
    });
    expect(queryRoute('webhook and/or trigger')).toBeNull();
  });

  it('tell a text that is a request line and nothing else, as <Endpoint> shows one', () => {
    expect(requestLinePath('GET https://vehicle-triggers-api.dimo.zone/v1/webhooks')).toBe('/v1/webhooks');
    expect(requestLinePath('Watch failureCount in GET /v1/webhooks')).toBeNull();
    expect(requestLinePath('/v1/webhooks')).toBeNull();
  });
});

describe('member chains', () => {
  it('index a chain and its tails, not numbers', () => {
    expect(chainTerms('Call dimo.telemetry.query(), version 1.6.0.')).toEqual([
      'dimo.telemetry.query',
      'telemetry.query',
    ]);
    expect(queryChains('dimo.Telemetry.query')).toEqual([['dimo.telemetry.query', 'telemetry.query']]);
    expect(termFrequencies('Use Vehicle.sacd here').get('vehicle.sacd')).toBe(1);
  });
});

describe('code names', () => {
  it('are indexed whole, chains with their tails, never as their parts', () => {
    expect([...codeTerms('DimoClientBuilder get_dev_jwt dimo.auth.getDeveloperJwt').keys()]).toEqual([
      'dimoclientbuilder',
      'get_dev_jwt',
      'dimo.auth.getdeveloperjwt',
      'auth.getdeveloperjwt',
    ]);
  });
});

describe('rankedWordCount', () => {
  it('counts an identifier as its parts', () => {
    expect(rankedWordCount('GetSacdForVehicle')).toBe(4);
    expect(rankedWordCount('Rate limits')).toBe(2);
  });

  it('counts only the words of a question that are not stop words, as a query is read', () => {
    expect(rankedWordCount('Why do I get 401 Unauthorized?')).toBe(2);
    expect(rankedWordCount('Is there a sandbox? ')).toBe(1);
    // A statement keeps its stop words; a question of stop words alone keeps them all.
    expect(rankedWordCount('Get a Vehicle JWT')).toBe(4);
    expect(rankedWordCount('What is it?')).toBe(3);
  });
});

describe('compoundTerms', () => {
  const isWord = (term: string) => ['lowercase', 'webhook', 'oneof', 'case'].includes(term);

  it('joins two words written apart, with a space or a hyphen, into a word that is known whole', () => {
    expect(compoundTerms('Compare them in lower case.', isWord)).toEqual(['lowercase']);
    expect(compoundTerms('Lower-case both sides; register a web hook', isWord)).toEqual([
      'lowercase',
      'webhook',
    ]);
  });

  it('joins no stop word, no one-letter word, no word unknown whole, and not across punctuation', () => {
    expect(compoundTerms('one of the values', isWord)).toEqual([]);
    expect(compoundTerms('a lower-case s', isWord)).toEqual(['lowercase']);
    expect(compoundTerms('lower, case', isWord)).toEqual([]);
    expect(compoundTerms('upper case', isWord)).toEqual([]);
  });
});
