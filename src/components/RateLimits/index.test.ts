import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { mdxToMarkdown } from '../../../plugins/llms/markdown';
import { recordsFromHtml } from '../../../plugins/search-index/html-records';
import { recordsFromMarkdown } from '../../../plugins/search-index/markdown-records';
import { cleanText } from '../../../plugins/search-index/record-builder';
import RateLimits from './index';
import { RATE_LIMITS_CHANGE, RATE_LIMITS_RULE, noticeText } from './notice';

// Outside Docusaurus, its Link is a plain anchor (it renders one on the built page too).
vi.mock('@docusaurus/Link', () => ({
  default: ({ to, children }: { to: string; children: React.ReactNode }) =>
    React.createElement('a', { href: to }, children),
}));

const PAGE_URL = 'https://docs.test/docs/api-references/token-exchange-api';
const ADVICE = 'Cache each Vehicle JWT and reuse it until shortly before it expires.';
const SOURCE = `---
title: Token Exchange API
description: Not indexed.
---

# Token Exchange API

## Rate limits

<RateLimits>

${ADVICE} See [the exchange](#exchange).

</RateLimits>

## Endpoint
`;

const PAGE = {
  source: SOURCE,
  title: 'Token Exchange API',
  pageUrl: PAGE_URL,
  lvl0: 'API References',
  language: 'en',
  tag: 'docs-default-current',
};

describe('<RateLimits> in the Markdown twin', () => {
  const twin = mdxToMarkdown(SOURCE, { siteRoot: 'https://docs.test/', pageUrl: PAGE_URL });

  it('writes the rule, then the page advice, then the change note, with absolute links', () => {
    const paragraphs = twin.split('\n\n');
    const at = (needle: string) => paragraphs.findIndex((p) => p.includes(needle));
    expect(at('counts toward your plan')).toBeGreaterThan(at('## Rate limits'));
    expect(at(ADVICE)).toBeGreaterThan(at('counts toward your plan'));
    expect(at('Changed in January 2026')).toBeGreaterThan(at(ADVICE));
    expect(at('## Endpoint')).toBeGreaterThan(at('Changed in January 2026'));
    expect(twin).toContain('[Rate limits](https://docs.test/docs/faq#rate-limits)');
    expect(twin).toContain('[changelog](https://docs.test/changelog/rate-limits-by-plan)');
    expect(twin).toContain(`[the exchange](${PAGE_URL}#exchange)`);
  });

  it('leaves no JSX behind', () => {
    expect(twin).not.toMatch(/<\/?RateLimits/);
  });
});

describe('<RateLimits> in the search records', () => {
  it('indexes the notice and the advice under the Rate limits heading, in reading order', () => {
    const under = recordsFromMarkdown(PAGE).filter((r) => r.anchor === 'rate-limits' && r.type === 'content');
    expect(under.map((r) => r.content)).toEqual([
      cleanText(noticeText(RATE_LIMITS_RULE)),
      cleanText(`${ADVICE} See the exchange.`),
      cleanText(noticeText(RATE_LIMITS_CHANGE)),
    ]);
  });

  it('gives the same records as the HTML the component renders', () => {
    const h = React.createElement;
    const heading = (id: string, text: string) =>
      h(
        'h2',
        { id, className: 'anchor' },
        text,
        h('a', { href: `#${id}`, className: 'hash-link' }, '\u200B'),
      );
    const advice = h('p', null, `${ADVICE} See `, h('a', { href: '#exchange' }, 'the exchange'), '.');
    const body = renderToStaticMarkup(
      h(
        React.Fragment,
        null,
        heading('rate-limits', 'Rate limits'),
        h(RateLimits, null, advice),
        heading('endpoint', 'Endpoint'),
      ),
    );
    expect(body).toContain('<a href="/docs/faq#rate-limits">Rate limits</a>');
    expect(body).toContain('<a href="/changelog/rate-limits-by-plan">changelog</a>');
    const html = `<html lang="en"><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>
<body><nav class="menu"><a class="menu__link menu__link--sublist menu__link--active" href="/docs/category/api-references">API References</a></nav>
<main><article><div class="theme-doc-markdown markdown"><header><h1>Token Exchange API</h1></header>${body}</div></article></main></body></html>`;
    const fromHtml = recordsFromHtml({ html, pageUrl: PAGE_URL });
    expect(fromHtml.filter((r) => r.type === 'content')).toHaveLength(3);
    expect(recordsFromMarkdown(PAGE)).toEqual(fromHtml);
  });
});
