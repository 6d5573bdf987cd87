import { beforeAll, describe, expect, it } from 'vitest';

import { samplesIn, where, type Sample } from './blocks';
import {
  checkPythonSamples,
  pythonProseReferences,
  pythonServices,
  PYTHON_SDK_VERSION,
  type ProseReference,
  type PythonCheck,
} from './python';

const samples = samplesIn(['python']);
const prose = pythonProseReferences();

/** Made-up samples that show the check failing the way a contributor would see it. */
function fixture(line: number, value: string, attributes: Record<string, string> = {}): Sample {
  return { file: 'docs/fixture.mdx', line, lang: 'python', meta: '', value, attributes };
}
const fixtures = {
  wrongKeyword: fixture(
    10,
    'from dimo import DIMO\n\ndimo = DIMO("Production")\ndimo.device_definitions.decode_vin(dev_jwt="j", country_code="USA", vin="V")',
  ),
  missingMethod: fixture(20, 'dimo.device_definitions.search(query="Lexus")', { prelude: 'dimo-client' }),
  missingService: fixture(30, 'print(dimo.vehicle_events)', { prelude: 'dimo-client' }),
  missingPrelude: fixture(40, 'print(dimo)', { prelude: 'no-such-prelude' }),
  thirdPartyImport: fixture(50, 'import flask\n\nprint(flask)'),
  preludeFragment: fixture(60, 'print(dimo.telemetry.query(query="{ a }", vehicle_jwt=vehicle_jwt))', {
    prelude: 'vehicle-jwt',
  }),
  expectedFailureThatPasses: fixture(70, 'print(dimo.fetch.query(query="{ a }", vehicle_jwt="j"))', {
    prelude: 'dimo-client',
    'fails-with': 'token_id',
  }),
};
const proseFixture: ProseReference = {
  file: 'docs/fixture.mdx',
  line: 80,
  text: 'dimo.fetch.query(query, token)',
  service: 'fetch',
  method: 'query',
  params: ['query', 'token'],
};

let check: PythonCheck;
const problemsOf = (s: Sample) => check.samples.find((r) => r.item === s)!.problems;

beforeAll(() => {
  // One pyright run for the pages and the fixtures together.
  check = checkPythonSamples([...samples, ...Object.values(fixtures)], [...prose, proseFixture]);
  console.log(
    `Python samples: ${samples.length} blocks and ${prose.length} prose references checked in ${check.seconds.toFixed(1)} s`,
  );
}, 120_000);

describe(`Python samples against dimo-python-sdk ${PYTHON_SDK_VERSION}`, () => {
  it('finds the Python blocks of docs/ and changelog/', () => {
    expect(samples.length).toBeGreaterThan(0);
  });

  for (const sample of samples) {
    const failsWith = sample.attributes['fails-with'];
    const behaviour = failsWith
      ? `fails against dimo-python-sdk ${PYTHON_SDK_VERSION} with an error naming ${failsWith}, as its page says`
      : `type-checks against dimo-python-sdk ${PYTHON_SDK_VERSION}`;
    it(`Python sample ${where(sample)} ${behaviour}`, () => {
      expect(problemsOf(sample)).toEqual([]);
    });
  }

  for (const ref of prose) {
    it(`prose ${ref.file}:${ref.line} names \`${ref.text}\` as dimo-python-sdk ${PYTHON_SDK_VERSION} has it`, () => {
      expect(check.prose.find((r) => r.item === ref)!.problems).toEqual([]);
    });
  }

  it('runs in well under a minute', () => {
    expect(check.seconds).toBeLessThan(30);
  });
});

describe('the Python sample check', () => {
  it('reports a wrong keyword argument with page, line and the keyword', () => {
    expect(problemsOf(fixtures.wrongKeyword)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^docs\/fixture\.mdx:14:\d+ error: .*"dev_jwt"/)]),
    );
  });

  it('reports a method the SDK lacks with page, line and the method', () => {
    expect(problemsOf(fixtures.missingMethod)).toEqual([
      expect.stringMatching(
        /^docs\/fixture\.mdx:21:\d+ error: Cannot access attribute "search" for class "DeviceDefinitions"/,
      ),
    ]);
  });

  it('reports a service DIMO does not have', () => {
    expect(problemsOf(fixtures.missingService)).toEqual([
      expect.stringMatching(/^docs\/fixture\.mdx:31:\d+ error: .*"vehicle_events"/),
    ]);
  });

  it('reports a prelude that does not exist', () => {
    expect(problemsOf(fixtures.missingPrelude)).toEqual(
      expect.arrayContaining([
        'docs/fixture.mdx:40 prelude=no-such-prelude: samples/preludes/no-such-prelude.py does not exist',
      ]),
    );
  });

  it('reports an import of a package that is neither the standard library, typeshed nor the SDK', () => {
    expect(problemsOf(fixtures.thirdPartyImport)).toEqual([
      expect.stringMatching(/^docs\/fixture\.mdx:51:8 error: Import "flask" could not be resolved/),
    ]);
  });

  it('gives a fragment the names its prelude defines', () => {
    expect(problemsOf(fixtures.preludeFragment)).toEqual([]);
  });

  it('fails a block marked fails-with that type-checks', () => {
    expect(problemsOf(fixtures.expectedFailureThatPasses)).toEqual([
      `docs/fixture.mdx:70 is marked fails-with=token_id but type-checks against dimo-python-sdk ${PYTHON_SDK_VERSION}`,
    ]);
  });

  it('reports a parameter that prose names but the SDK method lacks', () => {
    expect(check.prose.find((r) => r.item === proseFixture)!.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^docs\/fixture\.mdx:80 `dimo\.fetch\.query\(query, token\)` error: .*"token"/),
      ]),
    );
  });

  it('reads the services from the stubs', () => {
    expect([...pythonServices()].sort()).toEqual([
      'attestation',
      'auth',
      'conversations',
      'device_definitions',
      'fetch',
      'identity',
      'telemetry',
      'token_exchange',
      'trips',
      'valuations',
      'vehicle_triggers',
    ]);
  });
});
