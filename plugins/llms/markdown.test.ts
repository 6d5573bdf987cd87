import { describe, expect, it } from 'vitest';

import { signals } from '../../src/data/signals';
import { mdxToMarkdown, twinPath } from './markdown';

const options = { siteRoot: 'https://docs.test/', pageUrl: 'https://docs.test/docs/sample' };
const convert = (source: string) => mdxToMarkdown(source, options);

const page = `---
title: Sample
description: A sample page.
---

import SignalTable from '@site/src/components/SignalTable';

# Sample page

{/* a comment for contributors */}

## Exchange a token {#exchange}

<Endpoint method="POST" path="/v1/tokens/exchange" host="https://token-exchange-api.dimo.zone" auth="developer" privileges="1 and 4" />

<ParamTable params={[
  { name: 'tokenId', in: 'body', type: 'integer', required: true, description: 'Token id of the vehicle.', example: '12345' },
  { name: 'audience', in: 'body', type: 'string[]', required: false, description: 'Audience values.' },
]} />

<CodeTabs>
<TabItem value="curl" label="cURL">

\`\`\`bash
curl https://example.test
\`\`\`

</TabItem>
<TabItem value="ts" label="TypeScript">

\`\`\`ts
const a = 1;
\`\`\`

</TabItem>
<TabItem value="python" label="Python">

\`\`\`python
a = 1
\`\`\`

</TabItem>
</CodeTabs>

<Response status={200}>

\`\`\`json
{ "token": "eyJ" }
\`\`\`

</Response>

:::tip Cache the token

Reuse it for [ten minutes](/docs/faq#rate-limits).

:::

:::warning

Mind the [limits](#exchange).

:::

\`\`\`mermaid
graph TD; A-->B;
\`\`\`

<SignalTable />
`;

describe('Markdown twins (plugins/llms/markdown.ts)', () => {
  const md = convert(page);

  // MDX itself rejects HTML comments, so a page can only hold MDX ones.
  it('drops front matter, imports and MDX comments', () => {
    expect(md.startsWith('# Sample page\n')).toBe(true);
    expect(md).not.toMatch(/^---|import |a comment for contributors|<!--/m);
  });

  it('leaves no JSX outside code blocks', () => {
    expect(md.replace(/```[^]*?```/g, '')).not.toMatch(/<\/?[A-Z][A-Za-z]*/);
  });

  it('turns code tabs into labelled code blocks and keeps every language', () => {
    expect(md).toMatch(/\*\*cURL\*\*\n\n```bash\ncurl https:\/\/example.test\n```/);
    expect(md).toMatch(/\*\*TypeScript\*\*\n\n```ts\nconst a = 1;\n```/);
    expect(md).toMatch(/\*\*Python\*\*\n\n```python\na = 1\n```/);
  });

  it('turns an endpoint into its request line and a parameter table into a Markdown table', () => {
    expect(md).toContain(
      '`POST https://token-exchange-api.dimo.zone/v1/tokens/exchange` (auth: Developer JWT; privileges: 1 and 4)',
    );
    expect(md).toMatch(/\| Name +\| In +\| Type +\| Required \| Description +\| Example +\|/);
    expect(md).toMatch(
      /\| `tokenId` +\| body \| `integer` +\| yes +\| Token id of the vehicle\. +\| `12345` \|/,
    );
    expect(md).toMatch(/\| `audience` +\| body \| `string\[\]` \| no +\| Audience values\. +\| +\|/);
  });

  it('keeps the heading text without its explicit id, and responses with their status', () => {
    expect(md).toContain('## Exchange a token\n');
    expect(md).not.toContain('{#exchange}');
    expect(md).toMatch(/\*\*Response \(200\)\*\*\n\n```json/);
  });

  it('turns admonitions into blockquotes that name their kind or title', () => {
    expect(md).toContain(
      '> **Cache the token:**\n>\n> Reuse it for [ten minutes](https://docs.test/docs/faq#rate-limits).',
    );
    expect(md).toContain('> **Warning:**\n>\n> Mind the [limits](https://docs.test/docs/sample#exchange).');
  });

  it('keeps Mermaid as a mermaid code block', () => {
    expect(md).toContain('```mermaid\ngraph TD; A-->B;\n```');
  });

  it('renders the signal table with one row per signal', () => {
    const rows = md
      .split('\n')
      .filter((l) => /^\| `[a-zA-Z0-9]+` /.test(l) && !l.includes('tokenId') && !l.includes('audience'));
    expect(rows).toHaveLength(signals.length);
  });

  it('ends with the line saying what the page was checked against, as the page shows it', () => {
    const checked = convert(
      '---\ntitle: T\nchecked_against:\n  telemetry-schema: 2026-08-05\n  data-sdk: 1.6.0\n---\n\n# T\n\nText.\n',
    );
    expect(
      checked.endsWith(
        'Text.\n\n_Checked against the Telemetry API schema of 2026-08-05 and data-sdk 1.6.0._\n',
      ),
    ).toBe(true);
    expect(convert('---\ntitle: T\n---\n\n# T\n\nText.\n')).toBe('# T\n\nText.\n');
  });

  it("turns Try it into one line with the operation's method and production URL, and a link to the page", () => {
    const operation = {
      service: 'attestation-api',
      operationId: 'createVinAttestation',
      method: 'POST',
      path: '/v2/attestation/vin/{tokenId}',
      servers: {
        production: 'https://attestation-api.dimo.zone',
        development: 'https://attestation-api.dev.dimo.zone',
      },
      token: 'vehicle',
      privileges: { allOf: ['privilege:GetVINCredential'] },
      parameters: [
        { name: 'tokenId', in: 'path', required: true, schema: { type: 'integer' }, example: 21957 },
      ],
    };
    expect(convert(`# T\n\n<TryIt operation={${JSON.stringify(operation, null, 2)}} />\n`)).toBe(
      '# T\n\nTry it on the web page sends `POST https://attestation-api.dimo.zone/v2/attestation/vin/{tokenId}` (or its development host) with your own values: <https://docs.test/docs/sample>.\n',
    );
  });

  it('fails on a component it cannot convert, naming it and its line', () => {
    expect(() => convert('# T\n\n<Mystery foo="bar" />\n')).toThrow(
      /<Mystery> \(line 3\) has no Markdown form/,
    );
  });
});

describe('twin paths', () => {
  it('maps a doc URL to its .md twin under the base URL', () => {
    expect(twinPath('/docs/faq', '/')).toBe('docs/faq.md');
    expect(twinPath('/docs/', '/')).toBe('docs/index.md');
    expect(twinPath('/site/docs/api-references/fetch-api/queries', '/site/')).toBe(
      'docs/api-references/fetch-api/queries.md',
    );
  });
});
