import { describe, expect, it } from 'vitest';

import type { SearchRecord } from '../../src/search/engine';
import { recordsFromHtml } from './html-records';
import { recordsFromMarkdown, type MarkdownPage } from './markdown-records';
import { PAGE_PATH as PATH, PAGE_URL, TITLE_RECORD } from './test-page';

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
      ['content', null, 'Exchange a Developer JWT for a Vehicle JWT'],
      ['lvl2', 'vehicle-jwt', 'Get a Vehicle JWT'],
      ['content', 'vehicle-jwt', 'Call the /v1/tokens/exchange endpoint'],
      ['content', 'vehicle-jwt', 'First item'],
      ['content', 'vehicle-jwt', 'Second item'],
      ['lvl3', 'request-body', 'Request body'],
      // A table row is one text of its section; the header row is not a record.
      ['content', 'request-body', 'privileges: int[] · Privileges to request'],
      ['content', 'request-body', 'Text inside a tab'],
      ['lvl2', 'get-a-vehicle-jwt', 'Get a Vehicle JWT'],
      ['lvl4', 'rate-limits--quotas', 'Rate limits & quotas'],
      ['content', 'rate-limits--quotas', 'Ten requests per second'],
    ]);
  });

  it('gives the page-title record first, from the title and lvl0 passed in', () => {
    expect(records[0]).toEqual(TITLE_RECORD);
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
    const row = records.find((r) => r.content === 'Ten requests per second')!;
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
    expect(records.some((r) => r.content === 'Text inside a tab')).toBe(true);
    expect(JSON.stringify(records)).not.toContain('computed');
  });

  it('weighs headings 100 - 10 × level and content 0, with increasing positions and unique objectIDs', () => {
    expect(records.map((r) => r.weight.level)).toEqual([90, 0, 80, 0, 0, 0, 70, 0, 0, 80, 60, 0]);
    expect(records.map((r) => r.weight.position)).toEqual(records.map((_, i) => i));
    expect(records.map((r) => r.objectID)).toEqual(records.map((_, i) => `${PATH}#${i}`));
    expect(new Set(records.map((r) => r.url_without_anchor))).toEqual(new Set([PAGE_URL]));
  });

  it('indexes each nested list item once, apart from its parent', () => {
    const out = recordsFromMarkdown({ ...PAGE, source: '- First item\n  - Nested item\n- Second item\n' });
    expect(out.map((r) => r.content)).toEqual([null, 'First item', 'Nested item', 'Second item']);
  });

  it("reads only the shown tab's text, the one marked default or else the first, and every tab's samples", () => {
    const tabs = (mark: string) =>
      `## Install\n\n<CodeTabs>\n<TabItem value="ts" label="TypeScript">\n\nUse npm.\n\n\`\`\`ts\nnpmThing();\n\`\`\`\n\n</TabItem>\n<TabItem value="py" label="Python"${mark}>\n\nUse pip.\n\n\`\`\`python\npip_thing()\n\`\`\`\n\n</TabItem>\n</CodeTabs>\n`;
    const read = (source: string) => {
      const out = recordsFromMarkdown({ ...PAGE, source });
      return [out.filter((r) => r.type === 'content').map((r) => r.content), out[1]!.code];
    };
    expect(read(tabs(''))).toEqual([['Use npm'], 'npmThing pip_thing']);
    expect(read(tabs(' default'))).toEqual([['Use pip'], 'npmThing pip_thing']);
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

/*
 * The dev indexer (MDX) and the production indexer (built HTML) run on the
 * same page and must produce the same records. The HTML is the page's MDX
 * compiled with Docusaurus's own preprocessing and remark plugins (heading
 * ids, admonitions) and rendered with React, inside a Docusaurus doc page's
 * markup; the theme's components are stand-ins with the same markup.
 */
const PARITY_SOURCE = `---
title: Parity page
description: Not indexed.
---

Intro with **bold**, \`code\`, a [link](/docs/x) and trailing punctuation;

## Get a Vehicle JWT {#vehicle-jwt}

Call the exchange.

<Endpoint method="POST" host="https://token-exchange-api.dimo.zone" path="/v1/tokens/exchange" auth="developer" />

- First item
- Second item
  - Nested item
- Loose item

  with a second paragraph.

### Request body

| Field | Type | Description |
| --- | --- | --- |
| \`privileges\` | int[] | Privileges to request. |
| \`tokenId\` | int | — |

\`\`\`bash
curl -X POST https://example.invalid -d zeppelinsecretword
\`\`\`

:::tip Heads up

Tip text.

:::

<Tabs>
  <TabItem value="js" label="JavaScript">

Text inside a tab.

\`\`\`ts
const developerJwt = await dimo.auth.getDeveloperJwt();
\`\`\`

  </TabItem>
  <TabItem value="py" label="Python">

Text inside the Python tab.

\`\`\`python
dev_jwt = dimo.auth.get_dev_jwt(client_id=CLIENT_ID)
\`\`\`

  </TabItem>
</Tabs>

\`\`\`mermaid
sequenceDiagram
  App->>Auth: getDeveloperChallenge
\`\`\`

## Setup

First setup.

## Setup

Second setup.

#### Rate limits & quotas

Ten requests per second.
`;

async function htmlOfMdx(source: string): Promise<string> {
  const { evaluate } = await import('@mdx-js/mdx');
  const runtime = await import('react/jsx-runtime');
  const { default: React } = await import('react');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { default: remarkFrontmatter } = await import('remark-frontmatter');
  const { default: remarkGfm } = await import('remark-gfm');
  const { default: remarkDirective } = await import('remark-directive');
  const { default: headings } = await import('@docusaurus/mdx-loader/lib/remark/headings/index.js');
  const { default: admonitions } = await import('@docusaurus/mdx-loader/lib/remark/admonitions/index.js');
  const { default: preprocess } = await import('@docusaurus/mdx-loader/lib/preprocessor.js');
  const prepared = preprocess({
    fileContent: source,
    filePath: 'parity.mdx',
    markdownConfig: { mdx1Compat: { headingIds: true, admonitions: true, comments: true } } as never,
    admonitions: true,
  });
  const { default: Content } = await evaluate(prepared, {
    ...runtime,
    remarkPlugins: [
      remarkFrontmatter,
      remarkDirective,
      admonitions,
      [headings, { anchorsMaintainCase: false }],
      remarkGfm,
    ],
  } as never);
  const h = React.createElement;
  type Props = { children?: React.ReactNode; id?: string; title?: React.ReactNode; label?: string };
  const heading =
    (tag: string) =>
    ({ id, children }: Props) =>
      h(
        tag,
        { id, className: 'anchor' },
        children,
        h('a', { href: `#${id}`, className: 'hash-link' }, '\u200B'),
      );
  const components = {
    h2: heading('h2'),
    h3: heading('h3'),
    h4: heading('h4'),
    h5: heading('h5'),
    h6: heading('h6'),
    // Endpoint's markup (src/components/Endpoint): method badge, request URL, auth line.
    Endpoint: ({ method, host, path }: Props & { method: string; host: string; path: string }) =>
      h(
        'div',
        { 'data-method': method },
        h('p', null, h('span', null, method), h('code', null, h('span', null, host), path)),
        h('p', null, h('span', null, 'Auth: ', h('strong', null, 'Developer JWT'))),
      ),
    admonition: ({ title, children }: Props) =>
      h(
        'div',
        { className: 'theme-admonition' },
        h('div', { className: 'admonitionHeading' }, title ?? 'tip'),
        h('div', null, children),
      ),
    // Docusaurus renders every tab but the first (none is marked default here) with `hidden`.
    Tabs: ({ children }: Props) =>
      h(
        'div',
        { className: 'tabs-container' },
        h(
          'ul',
          { role: 'tablist' },
          React.Children.map(children, (c) =>
            h('li', { role: 'tab' }, (c as React.ReactElement<Props>).props.label),
          ),
        ),
        React.Children.map(children, (c, i) =>
          i === 0 ? c : React.cloneElement(c as React.ReactElement<{ hidden?: boolean }>, { hidden: true }),
        ),
      ),
    TabItem: ({ children, hidden }: Props & { hidden?: boolean }) =>
      h('div', { role: 'tabpanel', hidden }, children),
    // plugins/diagrams: a mermaid block becomes a figure that keeps its source in a <pre>.
    pre: ({ children }: Props) => {
      const code = children as React.ReactElement<{ className?: string }>;
      const pre = h('pre', null, children);
      return code.props.className === 'language-mermaid' ? h('figure', { 'data-diagram': '' }, pre) : pre;
    },
  };
  const body = renderToStaticMarkup(
    h(Content as React.ComponentType<{ components: unknown }>, { components }),
  );
  return `<html lang="en"><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>
<body><nav class="menu"><a class="menu__link menu__link--sublist menu__link--active" href="/docs/category/api-references">API References</a></nav>
<main><article><nav class="theme-doc-breadcrumbs">Home</nav><div class="theme-doc-markdown markdown"><header><h1>Parity page</h1></header>${body}</div></article></main></body></html>`;
}

describe('the MDX and HTML indexers agree on the same page', () => {
  it('produce the same records', async () => {
    const html = await htmlOfMdx(PARITY_SOURCE);
    const fromHtml = recordsFromHtml({ html, pageUrl: PAGE_URL });
    const fromMdx = recordsFromMarkdown({ ...PAGE, title: 'Parity page', source: PARITY_SOURCE });
    expect(fromHtml.length).toBeGreaterThan(15);
    expect(fromMdx).toEqual(fromHtml);
    // Both read the samples of every tab, and neither a diagram's source.
    expect(fromHtml.find((r) => r.anchor === 'request-body' && r.type === 'lvl3')?.code).toBe(
      'developerJwt dimo.auth.getDeveloperJwt getDeveloperJwt dev_jwt dimo.auth.get_dev_jwt get_dev_jwt client_id CLIENT_ID',
    );
  });

  it('read the legacy admonition title syntax `:::tip Title` as Docusaurus does', () => {
    const out = recordsFromMarkdown({ ...PAGE, source: ':::tip Heads up\n\nTip text.\n\n:::\n' });
    expect(out.map((r) => r.content)).toEqual([null, 'Tip text']);
  });

  it('count the h1 in the slugger, as Docusaurus does', () => {
    const out = recordsFromMarkdown({ ...PAGE, source: '# Webhooks\n\n## Webhooks\n' });
    expect(out[1]!.anchor).toBe('webhooks-1');
  });
});
