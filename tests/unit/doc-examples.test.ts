import { readFileSync } from 'node:fs';
import path from 'node:path';

import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { readAllDocs, type CodeBlock } from '../../scripts/lib/docs';
import { matchEndpoint, parseCurlCommands } from './api-surface';

const root = path.resolve(__dirname, '../..');
const pages = readAllDocs(root);

function loadSchema(name: string): GraphQLSchema {
  return buildSchema(readFileSync(path.join(root, 'tests/schema', `${name}.graphql`), 'utf8'));
}
const schemas: Record<string, GraphQLSchema> = {
  identity: loadSchema('identity'),
  telemetry: loadSchema('telemetry'),
};

type Block = CodeBlock & { file: string };
const blocks: Block[] = pages.flatMap((p) => p.codeBlocks.map((b) => ({ ...b, file: p.file })));
const where = (b: Block) => `${b.file}:${b.line}`;
const ofLang = (...langs: string[]) => blocks.filter((b) => langs.includes(b.lang));

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
      const api = /\bapi=(identity|telemetry)\b/.exec(b.meta)?.[1];
      expect(api, 'graphql fences must say api=identity or api=telemetry').toBeDefined();
      const schema = schemas[api!]!;
      const errors = validate(schema, parse(b.value)).map((e) => e.message);
      expect(errors).toEqual([]);
    },
  );

  it.each(ofLang('json').map((b) => [where(b), b] as const))('JSON example %s parses', (_, b) => {
    expect(() => JSON.parse(b.value)).not.toThrow();
  });

  it.each(ofLang('ts', 'typescript', 'tsx').map((b) => [where(b), b] as const))(
    'TypeScript example %s parses',
    (_, b) => {
      const out = ts.transpileModule(b.value, {
        reportDiagnostics: true,
        fileName: b.lang === 'tsx' ? 'sample.tsx' : 'sample.ts',
        compilerOptions: {
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          jsx: ts.JsxEmit.ReactJSX,
        },
      });
      const messages = (out.diagnostics ?? []).map((d) =>
        ts.flattenDiagnosticMessageText(d.messageText, '\n'),
      );
      expect(messages).toEqual([]);
    },
  );

  const curlBlocks = ofLang('bash', 'sh', 'shell').filter((b) => /\bcurl\s/.test(b.value));
  it.each(curlBlocks.map((b) => [where(b), b] as const))(
    'cURL example %s targets a documented host and path',
    (_, b) => {
      const calls = parseCurlCommands(b.value);
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) {
        const result = matchEndpoint(call.method, call.url);
        expect(result.ok ? 'ok' : result.reason).toBe('ok');
      }
    },
  );
});

describe('api surface matcher', () => {
  it('accepts a documented path with a variable segment', () => {
    expect(matchEndpoint('POST', 'https://attestation-api.dimo.zone/v2/attestation/vin/$TOKEN_ID').ok).toBe(
      true,
    );
  });
  it('rejects an undocumented path, a wrong method and an unknown host', () => {
    expect(matchEndpoint('POST', 'https://attestation-api.dimo.zone/v1/vc/vin/1').ok).toBe(false);
    expect(
      matchEndpoint('POST', 'https://device-definitions-api.dimo.zone/device-definitions/search').ok,
    ).toBe(false);
    expect(matchEndpoint('GET', 'https://example.com/query').ok).toBe(false);
  });
  it('reads the method from -X, or infers POST from a body', () => {
    expect(parseCurlCommands('curl -X DELETE https://a.b/c')).toEqual([
      { method: 'DELETE', url: 'https://a.b/c' },
    ]);
    expect(parseCurlCommands("curl https://a.b/c \\\n  -d '{}'")).toEqual([
      { method: 'POST', url: 'https://a.b/c' },
    ]);
    expect(parseCurlCommands('curl -G https://a.b/c --data-urlencode "q=x"')[0]?.method).toBe('GET');
  });
});
