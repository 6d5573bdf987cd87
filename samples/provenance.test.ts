/**
 * Each doc page says what its samples were checked against (`checked_against`,
 * shown below the page), and says it truly: a key for everything its samples use,
 * each value the one the checks in this folder ran against.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { GRAPHQL_APIS, SCHEMA_SOURCES, apiOfFence } from '../schema';
import { listDocFiles, readDocPage } from '../lib/docs';
import {
  readCheckedAgainst,
  readSources,
  type CheckedAgainst,
  type CheckedAgainstKey,
} from '../src/data/checkedAgainst';
import { SERVICES, loadDescription, serviceForHost, sourceOf } from '../openapi';
import { ROOT, fenceAttributes, type Sample } from './blocks';
import { DOTNET_SDK_COMMIT } from './dotnet-sdk';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The value each key must have: what the checks here compile, type-check and validate against. */
const CURRENT: Record<CheckedAgainstKey, (value: string) => boolean> = {
  ...(Object.fromEntries(
    GRAPHQL_APIS.map((api) => [`${api}-schema`, (v: string) => v === SCHEMA_SOURCES[api].date]),
  ) as Record<`${(typeof GRAPHQL_APIS)[number]}-schema`, (v: string) => boolean>),
  ...(Object.fromEntries(
    SERVICES.map((s) => [
      s.key,
      (v: string) => sourceOf(loadDescription(s.key))?.commit.startsWith(v) === true,
    ]),
  ) as Record<(typeof SERVICES)[number]['key'], (v: string) => boolean>),
  'data-sdk': (v) =>
    v ===
    (JSON.parse(read('node_modules/@dimo-network/data-sdk/package.json')) as { version: string }).version,
  'dimo-python-sdk': (v) =>
    v === /dimo-python-sdk (\d+\.\d+\.\d+)/.exec(read('samples/python-stubs/dimo/__init__.pyi'))?.[1],
  'login-with-dimo': (v) =>
    v === /tag v(\d+\.\d+\.\d+)/.exec(read('samples/types/login-with-dimo-0.0.32.d.ts'))?.[1],
  'dimo-dotnet-sdk': (v) => v.length >= 7 && DOTNET_SDK_COMMIT.startsWith(v),
};

const preludeText = (s: Pick<Sample, 'attributes' | 'lang'>) => {
  const name = s.attributes.prelude;
  if (!name) return '';
  return read(`samples/preludes/${name}.${s.lang === 'python' ? 'py' : 'ts'}`);
};

/** The `checked_against` keys a block needs, from what it uses. */
export function keysUsedBy(
  block: Pick<Sample, 'lang' | 'meta' | 'value' | 'attributes'>,
): CheckedAgainstKey[] {
  const keys: CheckedAgainstKey[] = [];
  const text = `${preludeText(block)}\n${block.value}`;
  if (block.lang === 'graphql') {
    const api = apiOfFence(block.meta);
    if (api) keys.push(`${api}-schema`);
  }
  if (['ts', 'tsx'].includes(block.lang)) {
    if (/from ['"]@dimo-network\/data-sdk['"]/.test(text)) keys.push('data-sdk');
    if (/from ['"]@dimo-network\/login-with-dimo['"]/.test(text)) keys.push('login-with-dimo');
  }
  if (block.lang === 'python' && /^\s*from dimo import|^\s*import dimo\b/m.test(text))
    keys.push('dimo-python-sdk');
  if (block.lang === 'csharp') keys.push('dimo-dotnet-sdk');
  if (block.lang !== 'text') {
    for (const m of text.matchAll(/https?:\/\/([a-z0-9.-]+\.dimo\.zone)/g)) {
      const svc = serviceForHost(m[1]!);
      if (svc) keys.push(svc.key);
    }
  }
  return keys;
}

const docs = listDocFiles(ROOT, 'docs').map((file) => ({ file, page: readDocPage(ROOT, file) }));
const changelog = listDocFiles(ROOT, 'changelog').map((file) => ({ file, page: readDocPage(ROOT, file) }));

describe('page provenance', () => {
  it.each([...docs, ...changelog].map(({ file, page }) => [file, page] as const))(
    '%s writes checked_against and sources in the form the site reads',
    (_, page) => {
      expect([
        ...readCheckedAgainst(page.frontMatter).errors,
        ...readSources(page.frontMatter).errors,
      ]).toEqual([]);
    },
  );

  it.each(docs.map(({ file, page }) => [file, page] as const))(
    '%s declares what each of its samples uses, at the version the checks ran against',
    (file, page) => {
      const declared: CheckedAgainst = readCheckedAgainst(page.frontMatter).value;
      const problems: string[] = [];
      for (const block of page.codeBlocks) {
        const sample = { ...block, attributes: fenceAttributes(block.meta) };
        for (const key of keysUsedBy(sample)) {
          if (declared[key] === undefined && !problems.some((p) => p.startsWith(`${key}:`))) {
            problems.push(
              `${key}: used by the sample at ${file}:${block.line}, missing from checked_against`,
            );
          }
        }
      }
      for (const [key, value] of Object.entries(declared) as [CheckedAgainstKey, string][]) {
        if (!CURRENT[key](value)) problems.push(`${key}: ${value} is not what the sample checks run against`);
      }
      expect(problems).toEqual([]);
    },
  );

  it('every API reference page says what it was checked against', () => {
    const bare = docs
      .filter(({ file }) => file.startsWith('docs/api-references/'))
      .filter(({ page }) => Object.keys(readCheckedAgainst(page.frontMatter).value).length === 0)
      .map(({ file }) => file);
    expect(bare).toEqual([]);
  });
});

describe('keysUsedBy', () => {
  const block = (lang: string, value: string, meta = '') => ({
    lang,
    meta,
    value,
    attributes: fenceAttributes(meta),
  });

  it('reads the GraphQL API from the fence', () => {
    expect(
      keysUsedBy(block('graphql', '{ signalsLatest(tokenId: 1) { lastSeen } }', 'api=telemetry')),
    ).toEqual(['telemetry-schema']);
  });

  it('reads the SDKs a sample imports and the REST hosts it calls', () => {
    expect(
      keysUsedBy(
        block(
          'ts',
          "import { DIMO } from '@dimo-network/data-sdk';\nawait fetch('https://attestation-api.dimo.zone/v2/attestation/vin/1');",
        ),
      ),
    ).toEqual(['data-sdk', 'attestation-api']);
    expect(keysUsedBy(block('python', 'from dimo import DIMO\n'))).toEqual(['dimo-python-sdk']);
    expect(
      keysUsedBy(block('bash', 'curl https://valuations-api.dev.dimo.zone/v2/vehicles/1/valuations')),
    ).toEqual(['valuations-api']);
  });

  it('ignores hosts quoted in text blocks and GraphQL hosts', () => {
    expect(keysUsedBy(block('text', 'https://token-exchange-api.dimo.zone'))).toEqual([]);
    expect(keysUsedBy(block('bash', 'curl https://telemetry-api.dimo.zone/query'))).toEqual([]);
  });
});
