import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

import {
  bodyFields,
  conventionProblems,
  deref,
  descriptionPath,
  loadDescription,
  matchOperation,
  operations,
  parseDescription,
  refsIn,
  resolveRef,
  service,
  SERVICES,
  sourceOf,
  validateOpenApi,
  type OpenApiDocument,
  type SchemaObject,
} from './index';
import { PUBLISHED } from './published-operations';

const text = (key: (typeof SERVICES)[number]['key']) => readFileSync(descriptionPath(key), 'utf8');
const services = SERVICES.map((s) => [s.file, s] as const);

describe('the OpenAPI descriptions', () => {
  it.each(services)('%s is valid OpenAPI 3.1', async (_, s) => {
    expect(await validateOpenApi(text(s.key))).toEqual([]);
  });

  it.each(services)('%s keeps the project conventions', (_, s) => {
    expect(conventionProblems(parseYaml(text(s.key)) as OpenApiDocument, s)).toEqual([]);
  });

  it('a copy broken the Swagger 2.0 way fails the OpenAPI 3.1 validator', async () => {
    const broken = structuredClone(loadDescription('attestation-api'));
    const op = broken.paths['/v2/attestation/vehicle-position/{tokenId}']!.post!;
    // Swagger 2.0 puts the body among the parameters; OpenAPI 3.1 has no `in: body`.
    op.parameters = [{ name: 'request', in: 'body' as 'query', schema: { type: 'object' } }];
    const errors = await validateOpenApi(broken);
    expect(errors).toContain(
      '/paths/~1v2~1attestation~1vehicle-position~1{tokenId}/post/parameters/0/in: must be equal to one of the allowed values',
    );
  });

  it('a copy without a summary, a security requirement or privileges, or with a dangling $ref, breaks the conventions', () => {
    const broken: OpenApiDocument = structuredClone(loadDescription('valuations-api'));
    const get = broken.paths['/v2/vehicles/{tokenId}/valuations']!.get!;
    delete get.summary;
    delete get['x-dimo-privileges'];
    delete broken.paths['/v2/vehicles/{tokenId}/offers']!.get!.security;
    broken.paths['/v2/vehicles/{tokenId}/instant-offer']!.post!['x-dimo-privileges'] = {
      allOf: ['privilege:GetVin'],
    };
    broken.components!.schemas!.DeviceOffer!.properties!.offerSets = {
      $ref: '#/components/schemas/OfferSets',
    };
    broken.info['x-source'] = 'valuations-api';
    expect(conventionProblems(broken, service('valuations-api'))).toEqual([
      'info.x-source: "valuations-api" is not "<owner>/<repo>@<commit> <path>"',
      '#/components/schemas/DeviceOffer/properties/offerSets: $ref #/components/schemas/OfferSets does not resolve',
      'GET /v2/vehicles/{tokenId}/valuations: no summary',
      'GET /v2/vehicles/{tokenId}/valuations: a Vehicle JWT operation needs x-dimo-privileges',
      expect.stringMatching(
        /^POST \/v2\/vehicles\/\{tokenId\}\/instant-offer: "privilege:GetVin" is not a privilege name/,
      ),
      'GET /v2/vehicles/{tokenId}/offers: no security (write security: [] for a public operation)',
    ]);
    expect(() =>
      parseDescription('openapi: 3.0.3\ninfo: {title: x, version: "1"}\npaths: {}\n', 'valuations-api'),
    ).toThrow(/openapi\/valuations\.yaml:\n {2}openapi: 3\.0\.3 is not 3\.1\.x/);
  });

  it.each(services)('%s names the published description it is written from', (_, s) => {
    const published = PUBLISHED[s.key];
    expect(sourceOf(loadDescription(s.key))).toEqual({
      repository: published.repository,
      commit: published.commit,
      path: published.path,
    });
  });

  it.each(services)('%s describes every operation its service publishes, and no other', (_, s) => {
    const described = operations(s.key).map((op) => `${op.method} ${op.path}`);
    const published = PUBLISHED[s.key].operations.map(([m, p]) => `${m} ${p}`);
    expect(described.sort()).toEqual([...published].sort());
  });

  it('the five descriptions hold the 34 published operations', () => {
    expect(operations()).toHaveLength(34);
  });

  // A description that breaks the conventions fails the test above; its operations are left out below.
  const allOps = SERVICES.flatMap((s) => {
    try {
      return operations(s.key);
    } catch {
      return [];
    }
  }).map((op) => [`${op.service.key} ${op.method} ${op.path}`, op] as const);

  it.each(allOps)('%s has a summary, a security requirement and a response with a schema', (_, op) => {
    expect(op.summary.trim()).not.toBe('');
    expect(Array.isArray(op.object.security)).toBe(true);
    const doc = loadDescription(op.service.key);
    const schemas = Object.values(op.object.responses).flatMap((r) =>
      Object.values(deref(doc, r).content ?? {}).flatMap((media) =>
        media.schema ? [deref(doc, media.schema)] : [],
      ),
    );
    // An empty schema says nothing about the response; each one must at least give its type.
    expect(schemas.some((s: SchemaObject) => s.type !== undefined || s.allOf !== undefined)).toBe(true);
  });

  it.each(allOps)('%s asks for the token the platform facts give', (_, op) => {
    const expected: Record<string, string> = {
      'token-exchange-api': 'developer',
      'vehicle-triggers-api': 'developer',
      'attestation-api': op.path === '/' ? 'none' : 'vehicle',
      'valuations-api': 'vehicle',
      'device-definitions-api': ['/device-definitions/decode-vin', '/vin-profile/{vin}'].includes(op.path)
        ? 'developer'
        : 'none',
    };
    expect(op.token).toBe(expected[op.service.key]);
  });

  it.each(services)('every $ref in %s resolves', (_, s) => {
    const doc = loadDescription(s.key);
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const { ref } of refs) expect(() => resolveRef(doc, ref), ref).not.toThrow();
  });

  it.each(allOps.filter(([, op]) => op.body))('the request examples of %s fit its body schema', (_, op) => {
    const doc = loadDescription(op.service.key);
    const fields = bodyFields(doc, op.body!.schema);
    const rb = deref(doc, op.object.requestBody!);
    const media = rb.content['application/json']!;
    const examples = [
      ...(media.example !== undefined ? [media.example] : []),
      ...Object.values(media.examples ?? {}).map((e) => (e as { value: unknown }).value),
    ] as Record<string, unknown>[];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      expect(fields.required.filter((f) => !(f in example))).toEqual([]);
      expect(Object.keys(example).filter((f) => !fields.properties.includes(f))).toEqual([]);
    }
  });
});

describe('matchOperation', () => {
  it('matches a path template and returns the path parameters', () => {
    const m = matchOperation('POST', 'https://attestation-api.dimo.zone/v2/attestation/vin/21957');
    expect(m.ok && [m.operation.path, m.pathParams]).toEqual([
      '/v2/attestation/vin/{tokenId}',
      { tokenId: '21957' },
    ]);
  });

  it('accepts the development host', () => {
    const m = matchOperation('GET', 'https://vehicle-triggers-api.dev.dimo.zone/v1/webhooks');
    expect(m.ok && m.operation.service.key).toBe('vehicle-triggers-api');
  });

  it('prefers a literal segment over a template', () => {
    const m = matchOperation('GET', 'https://vehicle-triggers-api.dimo.zone/v1/webhooks/signals');
    expect(m.ok && m.operation.path).toBe('/v1/webhooks/signals');
    const all = matchOperation(
      'POST',
      'https://vehicle-triggers-api.dimo.zone/v1/webhooks/3f6c/subscribe/all',
    );
    expect(all.ok && all.operation.path).toBe('/v1/webhooks/{webhookId}/subscribe/all');
  });

  it('names the nearest operation when a path has none', () => {
    expect(matchOperation('POST', 'https://attestation-api.dimo.zone/v2/attestation/vin')).toEqual({
      ok: false,
      error:
        'POST /v2/attestation/vin has no operation in the Attestation API; did you mean POST /v2/attestation/vin/{tokenId}?',
    });
  });

  it('names the method a path has when the request uses another', () => {
    const m = matchOperation('GET', 'https://valuations-api.dimo.zone/v2/vehicles/21957/instant-offer');
    expect(m.ok ? '' : m.error).toMatch(/did you mean POST \/v2\/vehicles\/\{tokenId\}\/instant-offer\?$/);
  });

  it('points the undescribed Valuations alias at the published route', () => {
    const m = matchOperation('POST', 'https://valuations-api.dimo.zone/v2/vehicles/21957/valuations');
    expect(m.ok ? '' : m.error).toContain('POST /v2/vehicles/{tokenId}/valuation?');
  });

  it('says which service serves a path sent to the wrong host', () => {
    const m = matchOperation('POST', 'https://attestation-api.dimo.zone/v1/tokens/exchange');
    expect(m.ok ? '' : m.error).toContain('of the Token Exchange API (token-exchange-api.dimo.zone)');
  });

  it('rejects a host that is not a REST service', () => {
    const m = matchOperation('POST', 'https://telemetry-api.dimo.zone/query');
    expect(m.ok ? '' : m.error).toMatch(/^telemetry-api\.dimo\.zone is not a REST service host/);
  });
});
