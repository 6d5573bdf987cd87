import path from 'node:path';

import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

import { serviceForHost } from '../../openapi';
import { apiOfFence, loadSchema } from '../../schema';
import { readAllDocs, type CodeBlock } from '../../lib/docs';
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
