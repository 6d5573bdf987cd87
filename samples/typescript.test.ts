import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { fenceAttributes, ROOT, where, type Sample } from './blocks';
import {
  checkTypeScriptSamples,
  declaredResourceMethods,
  formatProblems,
  QUERY_RESULT_PAGE,
  sdksOf,
  typeScriptSamples,
} from './typescript';

/** Samples that must fail, compiled in the same Programs as the site's so the check stays one run. */
function fixture(name: string, lang: 'ts' | 'tsx', meta: string, value: string): Sample {
  return { file: `fixtures/${name}.mdx`, line: 10, lang, meta, value, attributes: fenceAttributes(meta) };
}

const fixtures = {
  wrongMethod: fixture(
    'wrong-method',
    'ts',
    'prelude=vehicle-jwt',
    'const latest = await dimo.telemetry.getSignalsLatest({ ...vehicleJwt, tokenId: 12345 });\nconsole.log(latest);',
  ),
  wrongKey: fixture(
    'wrong-key',
    'ts',
    'prelude=vehicle-jwt',
    'console.log(1);\nawait dimo.attestation.createVehiclePositionVC({ ...vehicleJwt, tokenID: 12345, timestamp: "x" });',
  ),
  untypedQuery: fixture(
    'untyped-query',
    'ts',
    'prelude=dimo-client',
    "const result = await dimo.identity.query({ query: '{ vehicles(first: 1) { totalCount } }' });\n" +
      'console.log(result.data);',
  ),
  typedQuery: fixture(
    'typed-query',
    'ts',
    'prelude=dimo-client',
    [
      'type GraphQLResponse<T> = { data?: T | null; errors?: { message: string }[] };',
      "const result = (await dimo.identity.query({ query: '{ vehicles(first: 1) { totalCount } }' })) as unknown as",
      '  GraphQLResponse<{ vehicles: { totalCount: number } }>;',
      'console.log(result.data?.vehicles.totalCount, result.errors?.[0]?.message);',
      'console.log(result.count);',
    ].join('\n'),
  ),
  queryWithoutToken: fixture(
    'query-without-token',
    'ts',
    'prelude=dimo-client',
    "await dimo.telemetry.query({ query: '{ signalsLatest(tokenId: 12345) { lastSeen } }' });",
  ),
  popupString: fixture(
    'popup-string',
    'tsx',
    'title="ShareButton.tsx"',
    [
      "import { ShareVehiclesWithDimo, initializeDimoSDK } from '@dimo-network/login-with-dimo';",
      '',
      "initializeDimoSDK({ clientId: '0x1', redirectUri: 'http://localhost:3000', environment: 'production' });",
      '',
      'export const ShareButton = () => (',
      '  <ShareVehiclesWithDimo mode="popup" onSuccess={() => {}} onError={() => {}} />',
      ');',
    ].join('\n'),
  ),
  noPrelude: fixture('no-prelude', 'ts', '', 'console.log(await dimo.identity.countDimoVehicles());'),
  unknownPrelude: fixture('unknown-prelude', 'ts', 'prelude=dimo-clinet', 'console.log(1);'),
  privateType: fixture(
    'private-type',
    'ts',
    '',
    "import type { AuthHeaders } from '@dimo-network/data-sdk';\nexport const h: AuthHeaders | null = null;",
  ),
};

const samples = typeScriptSamples();
const check = checkTypeScriptSamples([...samples, ...Object.values(fixtures)]);
const resultOf = (s: Sample) => check.results.find((r) => r.sample === s)!;
const problemsOf = (s: Sample) => formatProblems(resultOf(s));

describe('TypeScript samples', () => {
  const against = (s: Sample) =>
    sdksOf(s).length
      ? `against ${sdksOf(s).join(' and ')}, as published and with the methods and arguments of each`
      : 'under strict TypeScript';
  it.each(samples.map((s) => [where(s), against(s), s] as const))(
    'TypeScript sample %s compiles %s',
    (_, __, sample) => {
      expect(problemsOf(sample)).toEqual([]);
    },
  );

  it('every ts and tsx block of docs/ and changelog/ is compiled in both modes, one Program each', () => {
    expect(samples.length).toBeGreaterThan(80);
    for (const program of Object.values(check.programs)) {
      const roots = new Set(program.getRootFileNames().map((f) => path.relative(ROOT, f)));
      expect(samples.filter((s) => !roots.has(resultOf(s).virtualFile)).map(where)).toEqual([]);
    }
    console.info(
      `TypeScript samples: ${samples.length} blocks compiled twice (as published; methods and arguments of 1.6.0) in ${check.milliseconds} ms`,
    );
  });

  it('every sample that names the type of a query() result names it the same way', () => {
    const declarations = samples
      .flatMap((s) => s.value.split('\n').map((line, i) => ({ line, at: `${s.file}:${s.line + 1 + i}` })))
      .filter(({ line }) => /\b(type|interface) GraphQLResponse\b/.test(line));
    expect(declarations.length).toBeGreaterThan(15);
    const onServerSdkPage = declarations.find(({ at }) => at.startsWith(`${QUERY_RESULT_PAGE}:`));
    expect(onServerSdkPage, `${QUERY_RESULT_PAGE} shows the type`).toBeDefined();
    expect(
      declarations
        .filter(({ line }) => line !== onServerSdkPage?.line)
        .map(({ at, line }) => `${at} ${line}`),
    ).toEqual([]);
  });

  it('the checker itself has no problem (options, the declarations in samples/types)', () => {
    expect(check.checkerProblems).toEqual([]);
  });
});

describe('the TypeScript sample check', () => {
  it('a sample reading result.data of an untyped query() fails as published, with page, line and the message', () => {
    expect(problemsOf(fixtures.untypedQuery)).toEqual([
      "fixtures/untyped-query.mdx:12 (as published) TS2339: Property 'data' does not exist on type 'void'. " +
        "data-sdk 1.6.0 declares query() as returning nothing: name the result's type, " +
        '`(await dimo.identity.query({ … })) as unknown as GraphQLResponse<…>`, ' +
        `as ${QUERY_RESULT_PAGE} shows.`,
    ]);
  });

  it('a query() result cast to GraphQLResponse compiles in both modes, and a field it lacks fails in both', () => {
    expect(problemsOf(fixtures.typedQuery)).toEqual([
      expect.stringMatching(
        /^fixtures\/typed-query\.mdx:15 \(as published; methods and arguments of 1\.6\.0\) TS2339: Property 'count' does not exist/,
      ),
    ]);
  });

  it('a sample calling a method dimo.<resource> lacks fails with page, line, the mode and the method', () => {
    // As published, every resource has an index signature of `any`: only the 1.6.0 declarations catch this.
    expect(problemsOf(fixtures.wrongMethod)).toEqual([
      'fixtures/wrong-method.mdx:11 (methods and arguments of 1.6.0) TS2339: dimo.telemetry has no method ' +
        'getSignalsLatest in data-sdk 1.6.0; it has query, getLatestSignals, getLatestVinVC, getVin',
    ]);
  });

  it('a resource call with an argument the SDK does not take fails with page, line, the mode and the key', () => {
    const problems = problemsOf(fixtures.wrongKey);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^fixtures\/wrong-key\.mdx:12 \(methods and arguments of 1\.6\.0\) TS2561: .*'tokenID'.*'tokenId'/,
    );
  });

  it('a Telemetry query without the Vehicle JWT fails with the methods and arguments of 1.6.0', () => {
    expect(problemsOf(fixtures.queryWithoutToken)).toEqual([
      expect.stringMatching(
        /^fixtures\/query-without-token\.mdx:11 \(methods and arguments of 1\.6\.0\) TS2345: .*'headers'/,
      ),
    ]);
  });

  it('mode="popup" and environment: \'production\' on login-with-dimo 0.0.32 fail with their lines', () => {
    expect(problemsOf(fixtures.popupString)).toEqual([
      expect.stringMatching(
        /^fixtures\/popup-string\.mdx:13 \(as published; methods and arguments of 1\.6\.0\) TS2322: Type '"production"' is not assignable/,
      ),
      expect.stringMatching(
        /^fixtures\/popup-string\.mdx:16 \(as published; methods and arguments of 1\.6\.0\) TS2322: Type '"popup"' is not assignable .*DimoSDKModes/,
      ),
    ]);
  });

  it('a fragment without its prelude fails, and an unknown prelude is named', () => {
    expect(problemsOf(fixtures.noPrelude)).toEqual([
      expect.stringMatching(
        /^fixtures\/no-prelude\.mdx:11 \(as published; .*\) TS2304: Cannot find name 'dimo'/,
      ),
    ]);
    expect(problemsOf(fixtures.unknownPrelude)[0]).toBe(
      'fixtures/unknown-prelude.mdx:10 (as published; methods and arguments of 1.6.0) ' +
        'prelude=dimo-clinet names no file samples/preludes/dimo-clinet.ts',
    );
  });

  it('the declarations export only what the package exports', () => {
    expect(problemsOf(fixtures.privateType)).toEqual([
      "fixtures/private-type.mdx:11 (as published) TS2305: Module '\"@dimo-network/data-sdk\"' has no exported member 'AuthHeaders'.",
      "fixtures/private-type.mdx:11 (methods and arguments of 1.6.0) TS2459: Module '\"@dimo-network/data-sdk\"' declares 'AuthHeaders' locally, but it is not exported.",
    ]);
  });

  it("the data-sdk declarations give each dimo.<resource> the methods new DIMO('Production') has at run time", async () => {
    const { DIMO } = await import('@dimo-network/data-sdk');
    const client = new DIMO('Production') as unknown as Record<string, Record<string, unknown>>;
    const runtime: Record<string, string[]> = {};
    for (const [resource, value] of Object.entries(client)) {
      // query() registers its own options as methods too: `auth` on the resources whose query needs a token.
      runtime[resource] = Object.keys(value)
        .filter((key) => typeof value[key] === 'function' && key !== 'auth')
        .sort();
    }
    const declared = declaredResourceMethods(check.programs.overlay);
    for (const methods of Object.values(declared)) methods.sort();
    expect(declared).toEqual(runtime);
  });
});
