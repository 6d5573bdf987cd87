import { describe, expect, it } from 'vitest';

import { checkDocTargets, countByLanguage, isValidatedExample, missingTabs, pageKind } from './doc-targets';
import { parseDocSource } from './docs';

/** `n` words of prose, as a paragraph. */
const prose = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const frontMatter = `---
title: Sample
description: A sample page used by the unit tests of the doc targets, long enough to look like a real one.
sidebar_position: 1
---
`;

const tab = (value: string, lang: string, code: string) => `<TabItem value="${value}" label="${value}">

\`\`\`${lang}
${code}
\`\`\`

</TabItem>`;

const curlTab = tab('curl', 'bash', 'curl -X POST https://token-exchange-api.dimo.zone/v1/tokens/exchange');
const tsTab = tab('ts', 'ts', "import { DIMO } from '@dimo-network/data-sdk';");
const pythonTab = tab('python', 'python', 'from dimo import DIMO');

const codeTabs = (...tabs: string[]) => `<CodeTabs>
${tabs.join('\n')}
</CodeTabs>`;

const endpoint = (method: string, path: string) =>
  `<Endpoint method="${method}" path="${path}" host="https://valuations-api.dimo.zone" auth="vehicle" />`;

const page = (...parts: string[]) => `${frontMatter}
# Sample

${parts.join('\n\n')}
`;

const check = (file: string, source: string) => checkDocTargets(parseDocSource(file, source));

describe('checkDocTargets: every page', () => {
  it('passes a guide page with 250 words or more', () => {
    const result = check('docs/build/guide.mdx', page(prose(260)));
    expect(result).toEqual({ file: 'docs/build/guide.mdx', kind: 'page', met: true, reasons: [] });
  });

  it('fails a page under 250 words and says so', () => {
    const result = check('docs/faq.mdx', page(prose(100)));
    expect(result.met).toBe(false);
    expect(result.reasons).toEqual(['101 words, under 250']); // the H1 adds one word
  });

  it('does not count code, front matter or JSX attributes as words', () => {
    const source = page(
      prose(10),
      '```bash\n' + prose(500) + '\n```',
      `<Endpoint method="GET" path="/v1/webhooks" host="https://vehicle-triggers-api.dimo.zone" auth="developer" />`,
    );
    expect(parseDocSource('docs/x.mdx', source).words).toBe(11);
  });

  it('does not apply API rules to pages outside docs/api-references', () => {
    const result = check(
      'docs/getting-started/authentication.mdx',
      page(prose(300), endpoint('GET', '/keys')),
    );
    expect(result.met).toBe(true);
  });
});

describe('checkDocTargets: API reference pages', () => {
  it('passes an API page of 800 words whose endpoints each have curl, ts and python', () => {
    const source = page(
      prose(800),
      '## Get valuations',
      endpoint('GET', '/v2/vehicles/:tokenId/valuations'),
      codeTabs(curlTab, tsTab, pythonTab),
      '## Get offers',
      endpoint('GET', '/v2/vehicles/:tokenId/offers'),
      prose(5),
      codeTabs(curlTab, tsTab, pythonTab, tab('csharp', 'csharp', 'var client = new DimoClient();')),
    );
    expect(check('docs/api-references/valuations-api.mdx', source)).toEqual({
      file: 'docs/api-references/valuations-api.mdx',
      kind: 'api',
      met: true,
      reasons: [],
    });
  });

  it('requires 800 words on an API page', () => {
    const source = page(prose(400), endpoint('POST', '/query'), codeTabs(curlTab, tsTab, pythonTab));
    const result = check('docs/api-references/identity-api/introduction.mdx', source);
    expect(result.met).toBe(false);
    expect(result.reasons).toEqual(['401 words, under 800 for an API reference page']);
  });

  it('names the endpoint whose CodeTabs has no Python tab', () => {
    const source = page(
      prose(900),
      endpoint('GET', '/v2/vehicles/:tokenId/valuations'),
      codeTabs(curlTab, tsTab, pythonTab),
      endpoint('GET', '/v2/vehicles/:tokenId/offers'),
      codeTabs(curlTab, tsTab),
    );
    const result = check('docs/api-references/valuations-api.mdx', source);
    expect(result.met).toBe(false);
    expect(result.reasons).toHaveLength(1);
    expect(result.reasons[0]).toMatch(/^endpoint GET \/v2\/vehicles\/:tokenId\/offers \(line \d+\): /);
    expect(result.reasons[0]).toMatch(/has no python tab$/);
  });

  it('does not let a later endpoint’s CodeTabs cover an earlier endpoint', () => {
    const source = page(
      prose(900),
      endpoint('GET', '/v1/webhooks'),
      endpoint('POST', '/v1/webhooks'),
      codeTabs(curlTab, tsTab, pythonTab),
    );
    const result = check('docs/api-references/vehicle-triggers-api.mdx', source);
    expect(result.reasons).toEqual([
      expect.stringMatching(/^endpoint GET \/v1\/webhooks \(line \d+\): no <CodeTabs>/),
    ]);
  });

  it('does not count a CodeTabs that comes before the endpoint', () => {
    const source = page(prose(900), codeTabs(curlTab, tsTab, pythonTab), endpoint('GET', '/v1/webhooks'));
    expect(check('docs/api-references/vehicle-triggers-api.mdx', source).met).toBe(false);
  });

  it('ignores Endpoint and CodeTabs shown inside code blocks', () => {
    const sample = '```mdx\n' + endpoint('GET', '/v1/webhooks') + '\n```';
    const source = page(prose(900), sample, endpoint('POST', '/query'), codeTabs(curlTab, tsTab, pythonTab));
    const parsed = parseDocSource('docs/api-references/telemetry-api/introduction.mdx', source);
    expect(parsed.endpoints.map((e) => e.path)).toEqual(['/query']);
    expect(checkDocTargets(parsed).met).toBe(true);
  });

  it('accepts a GraphQL page without Endpoint when one CodeTabs has curl, ts and python', () => {
    const source = page(
      prose(850),
      '```graphql api=telemetry\nquery { __typename }\n```',
      codeTabs(curlTab, tsTab, pythonTab),
    );
    expect(check('docs/api-references/telemetry-api/events.mdx', source).met).toBe(true);
  });

  it('fails a GraphQL page without Endpoint whose only CodeTabs lacks a language', () => {
    const source = page(prose(850), codeTabs(curlTab, pythonTab));
    const result = check('docs/api-references/identity-api/identity-playground.mdx', source);
    expect(result.reasons).toEqual([
      expect.stringMatching(/^no <Endpoint> and <CodeTabs> \(line \d+\) has no ts tab$/),
    ]);
  });

  it('fails a GraphQL page with no CodeTabs at all', () => {
    const result = check('docs/api-references/telemetry-api/signals.mdx', page(prose(850)));
    expect(result.reasons).toEqual(['no <Endpoint> and no <CodeTabs> with curl, ts and python']);
  });

  it('reads tab values written as expressions and ignores nested tab sets', () => {
    const nested = `<CodeTabs>
<TabItem value={'curl'} label="cURL">

<Tabs>
<TabItem value="python" label="Python">text</TabItem>
</Tabs>

</TabItem>
<TabItem value="ts" label="TypeScript">text</TabItem>
</CodeTabs>`;
    const parsed = parseDocSource('docs/api-references/telemetry-api/events.mdx', page(prose(850), nested));
    expect(parsed.codeTabs.map((t) => t.values)).toEqual([['curl', 'ts']]);
    expect(checkDocTargets(parsed).reasons).toEqual([
      expect.stringMatching(/^no <Endpoint> and <CodeTabs> \(line \d+\) has no python tab$/),
    ]);
  });

  it('reports words and every endpoint together', () => {
    const source = page(prose(10), endpoint('GET', '/v1/webhooks'), endpoint('POST', '/v1/webhooks'));
    const result = check('docs/api-references/vehicle-triggers-api.mdx', source);
    expect(result.reasons).toHaveLength(3);
  });
});

describe('checkDocTargets: generated operation pages', () => {
  const file = 'docs/api-references/valuations-api/get-valuations.api.mdx';

  it('passes one endpoint with its three tabs and 80 words', () => {
    const result = check(
      file,
      page(
        prose(80),
        endpoint('GET', '/v2/vehicles/:tokenId/valuations'),
        codeTabs(curlTab, tsTab, pythonTab),
      ),
    );
    expect(result).toEqual({ file, kind: 'operation', met: true, reasons: [] });
  });

  it('fails a page with fewer words or more than one endpoint, and says so', () => {
    const result = check(
      file,
      page(
        prose(40),
        endpoint('GET', '/a'),
        codeTabs(curlTab, tsTab, pythonTab),
        endpoint('GET', '/b'),
        codeTabs(curlTab, tsTab, pythonTab),
      ),
    );
    expect(result.reasons).toEqual([
      '41 words, under 80 for an operation page',
      '2 <Endpoint> elements; an operation page has exactly one',
    ]);
  });
});

describe('helpers', () => {
  it('classifies pages by folder, with either path separator', () => {
    expect(pageKind('docs/api-references/attestation-api.mdx')).toBe('api');
    expect(pageKind('docs\\api-references\\attestation-api.mdx')).toBe('api');
    expect(pageKind('docs/faq.mdx')).toBe('page');
    expect(pageKind('docs/api-references/attestation-api/create-vin-credential.api.mdx')).toBe('operation');
  });

  it('lists missing tabs in the required order', () => {
    expect(missingTabs(['python', 'csharp'])).toEqual(['curl', 'ts']);
    expect(missingTabs(['curl', 'ts', 'python'])).toEqual([]);
  });

  it('counts the blocks the example tests validate', () => {
    const b = (lang: string, value = '', meta = '') => ({ lang, value, meta });
    expect(isValidatedExample(b('graphql', 'query { a }', 'api=identity'))).toBe(true);
    expect(isValidatedExample(b('graphql', 'query { a }', 'title="x"'))).toBe(false);
    expect(isValidatedExample(b('json', '{}'))).toBe(true);
    expect(isValidatedExample(b('tsx', '<div />'))).toBe(true);
    expect(isValidatedExample(b('typescript', 'const a = 1;'))).toBe(true);
    expect(isValidatedExample(b('bash', 'curl https://identity-api.dimo.zone/query'))).toBe(true);
    expect(isValidatedExample(b('shell', 'npm install @dimo-network/data-sdk'))).toBe(false);
    expect(isValidatedExample(b('python', 'print(1)'))).toBe(false);
  });

  it('counts code blocks by language in order of appearance', () => {
    expect(countByLanguage([{ lang: 'bash' }, { lang: 'ts' }, { lang: 'bash' }, { lang: '' }])).toEqual([
      ['bash', 2],
      ['ts', 1],
      ['none', 1],
    ]);
  });
});
