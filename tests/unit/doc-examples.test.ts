import path from 'node:path';

import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

import { serviceForHost } from '../../openapi';
import { apiOfFence, loadSchema } from '../../schema';
import { readAllDocs, type CodeBlock } from '../../scripts/lib/docs';
import { matchEndpoint, parseCurlCommands } from './api-surface';
import { removals } from './platform-removals';

const root = path.resolve(__dirname, '../..');
const pages = readAllDocs(root);

type Block = CodeBlock & { file: string };
const blocks: Block[] = pages.flatMap((p) => p.codeBlocks.map((b) => ({ ...b, file: p.file })));
const where = (b: Block) => `${b.file}:${b.line}`;
const ofLang = (...langs: string[]) => blocks.filter((b) => langs.includes(b.lang));
// Requests to the five REST services are checked against their OpenAPI descriptions by samples/http.test.ts.
const isRestService = (url: string) =>
  URL.canParse(url) && serviceForHost(new URL(url).hostname) !== undefined;

describe('documentation examples', () => {
  it('the docs contain examples of every kind the tests check', () => {
    expect(ofLang('graphql').length).toBeGreaterThan(20);
    expect(ofLang('json').length).toBeGreaterThan(20);
    expect(ofLang('ts', 'typescript', 'tsx').length).toBeGreaterThan(20);
    expect(ofLang('bash', 'sh', 'shell').filter((b) => /\bcurl\s/.test(b.value)).length).toBeGreaterThan(20);
  });

  it.each(ofLang('graphql').map((b) => [where(b), b] as const))(
    'GraphQL example %s validates against its API schema',
    (_, b) => {
      const api = apiOfFence(b.meta);
      expect(api, 'graphql fences must say api=identity, api=telemetry or api=fetch').toBeDefined();
      const errors = validate(loadSchema(api!), parse(b.value)).map((e) => e.message);
      expect(errors).toEqual([]);
    },
  );

  // `text` blocks quote service output (an error naming an old value is fine); code blocks may not use them.
  const codeBlocks = blocks.filter((b) => b.lang !== 'text');
  it.each(codeBlocks.map((b) => [where(b), b] as const))(
    'example %s uses no name the platform removed in 2026',
    (_, b) => {
      const used = removals
        .filter((r) => r.pattern.test(b.value))
        .map((r) => `${r.pattern.exec(b.value)?.[0]}: use ${r.instead} (/changelog/${r.changelog})`);
      expect(used).toEqual([]);
    },
  );

  it.each(ofLang('json').map((b) => [where(b), b] as const))('JSON example %s parses', (_, b) => {
    expect(() => JSON.parse(b.value)).not.toThrow();
  });

  const curlBlocks = ofLang('bash', 'sh', 'shell').filter((b) => /\bcurl\s/.test(b.value));
  it.each(curlBlocks.map((b) => [where(b), b] as const))(
    'cURL example %s targets a documented host and path',
    (_, b) => {
      const calls = parseCurlCommands(b.value);
      expect(calls.length).toBeGreaterThan(0);
      // A URL held in a shell variable is the reader's own (e.g. a presigned download link): nothing to check.
      for (const call of calls.filter((c) => !c.url.startsWith('$') && !isRestService(c.url))) {
        const result = matchEndpoint(call.method, call.url);
        expect(result.ok ? 'ok' : result.reason).toBe('ok');
      }
    },
  );
});

describe('the project SDL against the 2026 removals', () => {
  const defined = removals.flatMap((r) => r.sdl ?? []);
  it.each(defined.map((d) => [`${d.api} ${d.path}`, d] as const))('%s is not defined', (_, d) => {
    const [typeName, field] = d.path.split('.') as [string, string];
    const type = loadSchema(d.api).getType(typeName);
    expect(type && 'getFields' in type ? Object.keys(type.getFields()) : []).not.toContain(field);
  });

  it('the removal patterns catch what they name', () => {
    const samples = [
      'signalsLatest(tokenId: 1) { currentLocationLatitude { value } }',
      'currentLocationApproximateLongitude(agg: AVG)',
      'dimoAftermarketSSID { value }',
      'pomVCLatest(tokenId: 1) { rawVC }',
      'deviceActivity(by: { serial: "x" }) { lastActive }',
      'signalsLatest(tokenId: 1, filter: { source: "autopi" })',
      'filter: { name: { eq: "HarshBraking" } }',
      '{ "service": "telemetry.signals" }',
      'value.Latitude > 52.5',
    ];
    for (const sample of samples)
      expect(
        removals.some((r) => r.pattern.test(sample)),
        sample,
      ).toBe(true);
    const current = [
      'currentLocationCoordinates(agg: LAST) { latitude longitude }',
      'filter: { source: "did:ethr:137:0xcd445F4c6bDAD32b68a2939b912150Fe3C88803E" }',
      'filter: { name: { eq: "behavior.harshBraking" } }',
      '{ "service": "signals", "metricName": "vss.speed" }',
      'value.latitude > 52.5',
    ];
    for (const sample of current)
      expect(
        removals.some((r) => r.pattern.test(sample)),
        sample,
      ).toBe(false);
  });
});

describe('api surface matcher', () => {
  it('accepts a documented host and path, production or dev', () => {
    expect(matchEndpoint('POST', 'https://identity-api.dimo.zone/query').ok).toBe(true);
    expect(matchEndpoint('POST', 'https://auth.dev.dimo.zone/auth/web3/generate_challenge').ok).toBe(true);
  });
  it('rejects an undocumented path, a wrong method and an unknown host', () => {
    expect(matchEndpoint('POST', 'https://identity-api.dimo.zone/graphql').ok).toBe(false);
    expect(matchEndpoint('GET', 'https://telemetry-api.dimo.zone/query').ok).toBe(false);
    expect(matchEndpoint('GET', 'https://example.com/query').ok).toBe(false);
  });
  it('leaves the REST services to their OpenAPI descriptions', () => {
    expect(matchEndpoint('POST', 'https://attestation-api.dimo.zone/v2/attestation/vin/1').ok).toBe(false);
    expect(isRestService('https://attestation-api.dimo.zone/v2/attestation/vin/1')).toBe(true);
    expect(isRestService('https://identity-api.dimo.zone/query')).toBe(false);
  });
  it('reads the method from -X, or infers POST from a body', () => {
    expect(parseCurlCommands('curl -X DELETE https://a.b/c')).toEqual([
      { method: 'DELETE', url: 'https://a.b/c' },
    ]);
    expect(parseCurlCommands("curl https://a.b/c \\\n  -d '{}'")).toEqual([
      { method: 'POST', url: 'https://a.b/c' },
    ]);
    expect(parseCurlCommands('curl -G https://a.b/c --data-urlencode "q=x"')[0]?.method).toBe('GET');
    expect(parseCurlCommands('curl --fail -o out.bin "$DATA_URL"')).toEqual([
      { method: 'GET', url: '$DATA_URL' },
    ]);
  });
});
