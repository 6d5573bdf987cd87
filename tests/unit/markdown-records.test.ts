import { describe, expect, it } from 'vitest';

import { recordsFromMarkdown, type MarkdownPage } from '../../plugins/search-index/markdown-records';
import type { SearchRecord } from '../../src/search/types';

const PAGE_URL = 'https://build.dimo.org/docs/api-references/token-exchange-api';
const PATH = '/docs/api-references/token-exchange-api';

const SOURCE = `---
title: Token Exchange API
description: Front matter description that must not be indexed.
sidebar_position: 2
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Token Exchange API

Exchange a **Developer JWT** for a [Vehicle JWT](/docs/getting-started/authentication).

## Get a Vehicle JWT {#vehicle-jwt}

Call the \`/v1/tokens/exchange\` endpoint.

- First item
- Second item

### Request body

| Field | Type | Description |
| --- | --- | --- |
| \`privileges\` | int[] | Privileges to request. |

\`\`\`bash
curl -X POST https://token-exchange-api.dimo.zone/v1/tokens/exchange -d zeppelinsecretword
\`\`\`

<Tabs>
  <TabItem value="js" label="JavaScript">

Text inside a tab.

  </TabItem>
</Tabs>

<Admonition type="note" title={"computed"} />

{/* an MDX comment */}

## Get a Vehicle JWT

#### Rate limits & quotas

Ten requests per second.
`;

const PAGE: MarkdownPage = {
  source: SOURCE,
  pageUrl: PAGE_URL,
  title: 'Token Exchange API',
  lvl0: 'API References',
  language: 'en',
  tag: 'docs-default-current',
};

const records = recordsFromMarkdown(PAGE);
const heading = (r: SearchRecord) => (r.type === 'content' ? r.content : r.hierarchy[r.type]);

describe('recordsFromMarkdown', () => {
  it('indexes headings, paragraphs, list items and table rows in source order', () => {
    expect(records.map((r) => [r.type, r.anchor, heading(r)])).toEqual([
      ['lvl1', null, 'Token Exchange API'],
      ['content', null, 'Exchange a Developer JWT for a Vehicle JWT.'],
      ['lvl2', 'vehicle-jwt', 'Get a Vehicle JWT'],
      ['content', 'vehicle-jwt', 'Call the /v1/tokens/exchange endpoint.'],
      ['content', 'vehicle-jwt', 'First item'],
      ['content', 'vehicle-jwt', 'Second item'],
      ['lvl3', 'request-body', 'Request body'],
      // Table rows: cells glued, header row included (see the known divergences below).
      ['lvl5', 'request-body', 'privileges'],
      ['content', 'request-body', 'Privileges to request.'],
      ['content', 'request-body', 'Text inside a tab.'],
      ['lvl2', 'get-a-vehicle-jwt', 'Get a Vehicle JWT'],
      ['lvl4', 'rate-limits--quotas', 'Rate limits & quotas'],
      ['content', 'rate-limits--quotas', 'Ten requests per second.'],
    ]);
  });

  it('gives the page-title record first, from the title and lvl0 passed in', () => {
    expect(records[0]).toEqual({
      objectID: `${PATH}#0`,
      url: PAGE_URL,
      url_without_anchor: PAGE_URL,
      anchor: null,
      type: 'lvl1',
      hierarchy: {
        lvl0: 'API References',
        lvl1: 'Token Exchange API',
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: null,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      weight: { pageRank: 0, level: 90, position: 0 },
    } satisfies SearchRecord);
  });

  it('uses an explicit {#id} as the anchor and drops it from the heading text', () => {
    const explicit = records.find((r) => r.anchor === 'vehicle-jwt' && r.type === 'lvl2')!;
    expect(explicit.hierarchy.lvl2).toBe('Get a Vehicle JWT');
    expect(explicit.url).toBe(`${PAGE_URL}#vehicle-jwt`);
    expect(JSON.stringify(records)).not.toContain('{#');
  });

  it('slugs plain headings as Docusaurus does, without counting explicit ids', () => {
    const anchors = records.filter((r) => r.type !== 'content' && r.type !== 'lvl5').map((r) => r.anchor);
    expect(anchors).toEqual([
      null,
      'vehicle-jwt',
      'request-body',
      'get-a-vehicle-jwt',
      'rate-limits--quotas',
    ]);
  });

  it('numbers repeated plain headings like the Docusaurus slugger', () => {
    const out = recordsFromMarkdown({ ...PAGE, source: '## Setup\n\nA.\n\n## Setup\n\nB.\n\n## Setup\n' });
    expect(out.filter((r) => r.type === 'lvl2').map((r) => r.url)).toEqual([
      `${PAGE_URL}#setup`,
      `${PAGE_URL}#setup-1`,
      `${PAGE_URL}#setup-2`,
    ]);
  });

  it('carries the section hierarchy and url on content records', () => {
    const row = records.find((r) => r.content === 'Ten requests per second.')!;
    expect(row.url).toBe(`${PAGE_URL}#rate-limits--quotas`);
    expect(row.hierarchy).toEqual({
      lvl0: 'API References',
      lvl1: 'Token Exchange API',
      lvl2: 'Get a Vehicle JWT',
      lvl3: null,
      lvl4: 'Rate limits & quotas',
      lvl5: null,
      lvl6: null,
    });
  });

  it('resets deeper levels at a new heading', () => {
    const second = records.find((r) => r.anchor === 'get-a-vehicle-jwt')!;
    expect(second.hierarchy.lvl3).toBeNull();
  });

  it('does not index front matter, imports, code blocks or MDX comments', () => {
    const all = JSON.stringify(records);
    for (const text of [
      'Front matter description',
      'sidebar_position',
      '@theme/Tabs',
      'zeppelinsecretword',
      'an MDX comment',
    ]) {
      expect(all, text).not.toContain(text);
    }
  });

  it('reads text inside JSX components and survives self-closing ones with expressions', () => {
    expect(records.some((r) => r.content === 'Text inside a tab.')).toBe(true);
    expect(JSON.stringify(records)).not.toContain('computed');
  });

  it('weighs headings 100 - 10 × level and content 0, with increasing positions and unique objectIDs', () => {
    expect(records.map((r) => r.weight.level)).toEqual([90, 0, 80, 0, 0, 0, 70, 50, 0, 0, 80, 60, 0]);
    expect(records.map((r) => r.weight.position)).toEqual(records.map((_, i) => i));
    expect(records.map((r) => r.objectID)).toEqual(records.map((_, i) => `${PATH}#${i}`));
    expect(new Set(records.map((r) => r.url_without_anchor))).toEqual(new Set([PAGE_URL]));
  });

  it('indexes each nested list item once, apart from its parent', () => {
    const out = recordsFromMarkdown({ ...PAGE, source: '- First item\n  - Nested item\n- Second item\n' });
    expect(out.map((r) => r.content)).toEqual([null, 'First item', 'Nested item', 'Second item']);
  });

  it('gives only a title record for a page with no body', () => {
    const out = recordsFromMarkdown({ ...PAGE, source: '---\ntitle: Empty\n---\n' });
    expect(out).toHaveLength(1);
    expect(out[0]!.type).toBe('lvl1');
  });

  it('does not throw on MDX the parser cannot read as plain Markdown', () => {
    const source = 'export const meta = { a: 1 };\n\n<Foo bar={[1, 2]}>\n\n## Inside {#inside}\n\n</Foo>\n';
    const out = recordsFromMarkdown({ ...PAGE, source });
    expect(out.map((r) => r.anchor)).toEqual([null, 'inside']);
  });
});

/* Where the dev-mode records must agree with the production indexer (src/search/records.ts). */
describe('recordsFromMarkdown agrees with the HTML indexer', () => {
  it('indexes a table row as first column lvl5 and last column content, without the header row', () => {
    const out = recordsFromMarkdown({
      ...PAGE,
      source:
        '| Field | Type | Description |\n| --- | --- | --- |\n| `privileges` | int[] | Privileges to request. |\n',
    });
    expect(out.slice(1).map((r) => [r.type, r.hierarchy.lvl5, r.content])).toEqual([
      ['lvl5', 'privileges', null],
      ['content', 'privileges', 'Privileges to request.'],
    ]);
  });

  it('reads the legacy admonition title syntax `:::tip Title` as Docusaurus does', () => {
    const out = recordsFromMarkdown({ ...PAGE, source: ':::tip Heads up\n\nTip text.\n\n:::\n' });
    expect(out.some((r) => r.content?.includes(':::'))).toBe(false);
  });

  it('counts the h1 in the slugger, as Docusaurus does', () => {
    const out = recordsFromMarkdown({ ...PAGE, source: '# Webhooks\n\n## Webhooks\n' });
    expect(out[1]!.anchor).toBe('webhooks-1');
  });
});
