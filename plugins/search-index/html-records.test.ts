import { describe, expect, it } from 'vitest';

import { HIERARCHY_LEVELS, type SearchRecord } from '../../src/search/engine';
import { recordsFromHtml } from './html-records';
import { PAGE_PATH as PATH, PAGE_URL, TITLE_RECORD } from './test-page';

const extractRecords = (html: string, options: { pageUrl: string; pageRank?: number }) =>
  recordsFromHtml({ html, ...options });

const ZWSP = '\u200B';

/** A built Docusaurus doc page, reduced to what the indexer looks at. */
function docPage({
  sidebar = true,
  article = true,
  meta = true,
}: { sidebar?: boolean; article?: boolean; meta?: boolean } = {}): string {
  const body = `
    <header><h1>Token Exchange API</h1></header>
    <p>Exchange a Developer JWT for a Vehicle JWT.</p>
    <h2 class="anchor anchorWithStickyNavbar" id="endpoints">Endpoints<a href="#endpoints" class="hash-link" aria-label="Direct link to Endpoints" title="Direct link to Endpoints">${ZWSP}</a></h2>
    <p>Use <code>POST /v1/tokens/exchange</code>.</p>
    <ul>
      <li>First item
        <ul><li>Nested item</li></ul>
      </li>
      <li>Second item</li>
    </ul>
    <h3 class="anchor" id="request-body">Request body<a href="#request-body" class="hash-link">#</a></h3>
    <table>
      <thead><tr><th>Field</th><th>Type</th><th>Description</th></tr></thead>
      <tbody>
        <tr><td><code>nftContractAddress</code></td><td>string</td><td>The vehicle contract.</td></tr>
        <tr><td><code>privileges</code></td><td>int[]</td><td>Privileges to request.</td></tr>
      </tbody>
    </table>
    <p>After the table.</p>
    <div class="language-bash codeBlockContainer"><div class="codeBlockContent">
      <pre class="prism-code"><code><span class="token-line">curl -X POST zeppelinsecretword</span></code></pre>
      <div class="buttonGroup"><button type="button" aria-label="Copy code to clipboard">Copy</button></div>
    </div></div>
    <p>Compare a &lt; b &amp;&amp; c &gt; d.</p>
    <h2 class="anchor" id="errors">Errors<a href="#errors" class="hash-link">${ZWSP}</a></h2>
    <p>Press <button type="button">Retry</button> to try again.</p>
    <p><button type="button">Only a button</button></p>
    <h2 class="anchor" id="exchange">Exchange<a href="#exchange" class="hash-link">${ZWSP}</a></h2>
    <div class="endpoint_x1" data-method="POST"><p class="line_x2"><span class="method_x3">POST</span><code><span class="host_x4">https://token-exchange-api.dimo.zone</span>/v1/tokens/exchange</code></p><p class="meta_x5"><span>Auth: <strong>Developer JWT</strong></span><span>Privileges: <strong>1</strong></span></p></div>
    <div class="tabs-container"><ul role="tablist" class="tabs"><li role="tab">cURL</li><li role="tab">TypeScript</li></ul><div role="tabpanel"><p>Send the request from your backend.</p></div></div>
    <p><span role="status" aria-live="polite">Copied</span>Copy the token.</p>
    <section class="row"><article><a class="card" href="/docs/x"><h2 class="cardTitle">📄️ Card title</h2><p>Card description.</p></a></article></section>`;
  return `<!DOCTYPE html>
<html lang="de">
<head>
  <meta charset="UTF-8">
  ${meta ? '<meta name="docsearch:language" content="en">' : ''}
  ${meta ? '<meta name="docsearch:docusaurus_tag" content="docs-default-current">' : ''}
  <title>Token Exchange API | DIMO Build</title>
</head>
<body>
  <nav class="navbar"><div class="navbar__items">
    <a class="navbar__item navbar__link" href="/docs/overview">Docs</a>
  </div></nav>
  <div class="main-wrapper">
    ${
      sidebar
        ? `<aside class="theme-doc-sidebar-container"><nav class="menu"><ul class="menu__list">
      <li class="menu__list-item"><div class="menu__list-item-collapsible">
        <a class="menu__link menu__link--sublist" href="/docs/getting-started">Getting Started</a></div></li>
      <li class="menu__list-item"><div class="menu__list-item-collapsible">
        <a class="menu__link menu__link--sublist menu__link--active" href="/docs/api-references">API References</a></div>
        <ul class="menu__list"><li class="menu__list-item">
          <a class="menu__link menu__link--active" aria-current="page" href="${PATH}">Token Exchange API</a></li></ul>
      </li>
    </ul></nav></aside>`
        : ''
    }
    <main>
      ${
        article
          ? `<article>
        <nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item">Breadcrumb home</li></ul></nav>
        <div class="bar_x6"><button type="button">Copy page</button><span id="copy-page-hint" hidden>Copies this page as Markdown.</span><a class="link_x7" href="${PATH}.md" type="text/markdown">View as Markdown</a><span role="status" aria-live="polite"></span></div>
        <div class="theme-doc-markdown markdown">${body}</div>
        <footer class="theme-doc-footer"><a class="theme-edit-this-page" href="https://github.com/x/edit">Edit this page</a></footer>
      </article>
      <nav class="pagination-nav"><a class="pagination-nav__link">Next page title</a></nav>`
          : `<div class="markdown">${body}</div>`
      }
    </main>
  </div>
</body>
</html>`;
}

const records = extractRecords(docPage(), { pageUrl: PAGE_URL });
const byContent = (content: string) => {
  const found = records.find((r) => r.content === content);
  expect(found, `no record with content "${content}"`).toBeDefined();
  return found!;
};
const byType = (type: SearchRecord['type']) => records.filter((r) => r.type === type);

describe('extractRecords on a Docusaurus doc page', () => {
  it('extracts the records in page order', () => {
    expect(records.map((r) => [r.type, r.anchor, r.content ?? r.hierarchy[r.type as 'lvl1']])).toEqual([
      ['lvl1', null, 'Token Exchange API'],
      ['content', null, 'Exchange a Developer JWT for a Vehicle JWT'],
      ['lvl2', 'endpoints', 'Endpoints'],
      ['content', 'endpoints', 'Use POST /v1/tokens/exchange'],
      ['content', 'endpoints', 'First item'],
      ['content', 'endpoints', 'Nested item'],
      ['content', 'endpoints', 'Second item'],
      ['lvl3', 'request-body', 'Request body'],
      ['content', 'request-body', 'nftContractAddress: string · The vehicle contract'],
      ['content', 'request-body', 'privileges: int[] · Privileges to request'],
      ['content', 'request-body', 'After the table'],
      ['content', 'request-body', 'Compare a < b && c > d'],
      ['lvl2', 'errors', 'Errors'],
      ['content', 'errors', 'Press to try again'],
      ['lvl2', 'exchange', 'Exchange'],
      ['content', 'exchange', 'POST https://token-exchange-api.dimo.zone/v1/tokens/exchange'],
      ['content', 'exchange', 'Send the request from your backend'],
      ['content', 'exchange', 'Copy the token'],
    ]);
  });

  it('takes lvl0 from the active sidebar category and lvl1 from the h1', () => {
    for (const r of records) {
      expect(r.hierarchy.lvl0).toBe('API References');
      expect(r.hierarchy.lvl1).toBe('Token Exchange API');
    }
  });

  it('uses "Documentation" as lvl0 when no sidebar category or navbar item is active', () => {
    const plain = extractRecords(docPage({ sidebar: false }), { pageUrl: PAGE_URL });
    expect(plain.length).toBe(records.length);
    expect(new Set(plain.map((r) => r.hierarchy.lvl0))).toEqual(new Set(['Documentation']));
  });

  it('gives the page-title record first, without anchor, at the page url', () => {
    expect(records[0]).toEqual(TITLE_RECORD);
  });

  it('gives heading records their anchor and the absolute url pageUrl#id', () => {
    const [endpoints, errors] = byType('lvl2');
    expect(endpoints!.url).toBe(`${PAGE_URL}#endpoints`);
    expect(endpoints!.anchor).toBe('endpoints');
    expect(errors!.url).toBe(`${PAGE_URL}#errors`);
    const [requestBody] = byType('lvl3');
    expect(requestBody!.url).toBe(`${PAGE_URL}#request-body`);
    expect(requestBody!.hierarchy).toEqual({
      lvl0: 'API References',
      lvl1: 'Token Exchange API',
      lvl2: 'Endpoints',
      lvl3: 'Request body',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
  });

  it('resets deeper levels at a new heading', () => {
    const errors = byType('lvl2')[1]!;
    expect(errors.hierarchy.lvl2).toBe('Errors');
    expect(errors.hierarchy.lvl3).toBeNull();
    expect(errors.hierarchy.lvl5).toBeNull();
  });

  it('gives content records the hierarchy and url of their section', () => {
    const nested = byContent('Nested item');
    expect(nested.url).toBe(`${PAGE_URL}#endpoints`);
    expect(nested.url_without_anchor).toBe(PAGE_URL);
    expect(nested.hierarchy).toEqual({
      lvl0: 'API References',
      lvl1: 'Token Exchange API',
      lvl2: 'Endpoints',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(byContent('Exchange a Developer JWT for a Vehicle JWT').url).toBe(PAGE_URL);
  });

  it('drops the hash-link text from headings', () => {
    const headings = records.filter((r) => r.type !== 'content').map((r) => r.hierarchy[r.type as 'lvl2']);
    expect(headings).toEqual(['Token Exchange API', 'Endpoints', 'Request body', 'Errors', 'Exchange']);
    for (const r of records) {
      for (const level of HIERARCHY_LEVELS) expect(r.hierarchy[level] ?? '').not.toMatch(/[\u200B#]/);
    }
  });

  it('does not repeat nested list items in their parent item', () => {
    expect(byContent('First item').content).toBe('First item');
    expect(records.filter((r) => r.content?.includes('Nested item'))).toHaveLength(1);
  });

  it('indexes a table row as one text of its section, not as a heading of its own', () => {
    const row = byContent('nftContractAddress: string · The vehicle contract');
    expect(row.type).toBe('content');
    expect(row.hierarchy.lvl3).toBe('Request body');
    expect(row.hierarchy.lvl5).toBeNull();
    expect(row.url).toBe(`${PAGE_URL}#request-body`);
    expect(records.some((r) => r.type === 'lvl5')).toBe(false);
    // Header cells are not records.
    expect(JSON.stringify(records)).not.toContain('Description');
  });

  it('keeps the section after the table', () => {
    expect(byContent('After the table').hierarchy.lvl3).toBe('Request body');
  });

  it('does not index code blocks, buttons or page chrome', () => {
    const all = JSON.stringify(records);
    for (const text of [
      'zeppelinsecretword',
      'Copy code',
      'Retry',
      'Only a button',
      'Breadcrumb home',
      'Edit this page',
      'Next page title',
      'Getting Started',
    ]) {
      expect(all, text).not.toContain(text);
    }
  });

  it('does not index the interface of the site: endpoint badges, tab labels, cards, the Copy page bar, status messages', () => {
    const all = JSON.stringify(records);
    for (const text of [
      'POSThttps',
      'Auth:',
      'Privileges: 1',
      'Developer JWT"',
      'cURL',
      'TypeScript',
      '📄',
      'Card title',
      'Card description',
      'Copy page',
      'View as Markdown',
      'Copies this page',
      'Copied',
    ]) {
      expect(all, text).not.toContain(text);
    }
  });

  it('reads an endpoint as its request line, method first, once: what a developer types to find it', () => {
    expect(
      records.filter((r) => r.content?.includes('https://token-exchange-api')).map((r) => r.content),
    ).toEqual(['POST https://token-exchange-api.dimo.zone/v1/tokens/exchange']);
  });

  it("gives a section's heading the names its code samples use, hidden tabs included, a diagram's source not", () => {
    const line = (text: string) => `<span class="token-line">${text}<br></span>`;
    const html = docPage().replace(
      '<h2 class="anchor" id="errors">',
      `<div class="tabs-container"><div role="tabpanel"><pre class="prism-code"><code>${line('const jwt = await dimo.auth.getDeveloperJwt()')}${line('export default developerJwt')}${line('developerJwt.expiresAt')}</code></pre></div>
       <div role="tabpanel" hidden><pre class="prism-code"><code>${line('dev_jwt = dimo.auth.get_dev_jwt(')}${line('  client_id=CLIENT_ID)')}</code></pre></div></div>
       <figure data-diagram=""><details><pre><code>sequenceDiagram</code></pre></details></figure>
       <h2 class="anchor" id="errors">`,
    );
    const out = extractRecords(html, { pageUrl: PAGE_URL });
    const heading = out.find((r) => r.anchor === 'request-body' && r.type === 'lvl3')!;
    // Each highlighted line ends in <br>: "developerJwt" and "developerJwt.expiresAt" do not run together.
    expect(heading.code).toBe(
      'dimo.auth.getDeveloperJwt getDeveloperJwt developerJwt developerJwt.expiresAt expiresAt dev_jwt dimo.auth.get_dev_jwt get_dev_jwt client_id CLIENT_ID',
    );
    expect(out.filter((r) => r.code !== undefined)).toEqual([heading]);
    expect(JSON.stringify(out)).not.toContain('sequenceDiagram');
  });

  it("gives a heading inside a hidden tab's samples to the section the tab sits in", () => {
    const line = (text: string) => `<span class="token-line">${text}<br></span>`;
    const html = docPage().replace(
      '<h2 class="anchor" id="errors">',
      `<div class="tabs-container"><div role="tabpanel"><p>Node.js</p></div>
       <div role="tabpanel" hidden><h4 id="python-client">Python client</h4><pre class="prism-code"><code>${line('dev_jwt = dimo.auth.get_dev_jwt()')}</code></pre></div></div>
       <h2 class="anchor" id="errors">`,
    );
    const out = extractRecords(html, { pageUrl: PAGE_URL });
    expect(out.filter((r) => r.code !== undefined).map((r) => [r.anchor, r.type, r.code])).toEqual([
      ['request-body', 'lvl3', 'dev_jwt dimo.auth.get_dev_jwt get_dev_jwt'],
    ]);
    expect(out.some((r) => r.anchor === 'python-client')).toBe(false);
  });

  it('weighs headings 100 - 10 × level and content 0', () => {
    const levels = Object.fromEntries(records.map((r) => [r.type, r.weight.level]));
    expect(levels).toEqual({ lvl1: 90, lvl2: 80, lvl3: 70, content: 0 });
    expect(records.every((r) => r.weight.pageRank === 0)).toBe(true);
  });

  it('passes the page rank through', () => {
    const ranked = extractRecords(docPage(), { pageUrl: PAGE_URL, pageRank: 7 });
    expect(ranked.every((r) => r.weight.pageRank === 7)).toBe(true);
  });

  it('numbers positions from 0 and makes objectIDs unique per page', () => {
    expect(records.map((r) => r.weight.position)).toEqual(records.map((_, i) => i));
    expect(records.map((r) => r.objectID)).toEqual(records.map((_, i) => `${PATH}#${i}`));
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('keeps url_without_anchor the page url and drops an anchor passed in pageUrl', () => {
    const withHash = extractRecords(docPage(), { pageUrl: `${PAGE_URL}#somewhere` });
    expect(withHash.map((r) => r.url)).toEqual(records.map((r) => r.url));
    expect(new Set(records.map((r) => r.url_without_anchor))).toEqual(new Set([PAGE_URL]));
  });

  it('takes language and docusaurus_tag from the docsearch meta tags', () => {
    expect(new Set(records.map((r) => r.language))).toEqual(new Set(['en']));
    expect(new Set(records.map((r) => r.docusaurus_tag))).toEqual(new Set(['docs-default-current']));
  });

  it('falls back to the html lang and the "default" tag without meta tags', () => {
    const bare = extractRecords(docPage({ meta: false }), { pageUrl: PAGE_URL });
    expect(bare[0]!.language).toBe('de');
    expect(bare[0]!.docusaurus_tag).toBe('default');
  });

  it('keeps < > & as raw text: escaping is left to the engine', () => {
    expect(byContent('Compare a < b && c > d').type).toBe('content');
    expect(byContent('Compare a < b && c > d').content).toBe('Compare a < b && c > d');
    expect(JSON.stringify(records)).not.toMatch(/&(lt|gt|amp);/);
  });
});

describe('extractRecords on a generated category page', () => {
  const html = `<html><body><nav class="menu"><a class="menu__link menu__link--sublist menu__link--active" href="/docs/category/telemetry-api">Telemetry API</a></nav>
    <main><div class="generatedIndexPage_x"><nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs"><li>API References</li></ul></nav>
    <header><h1 class="title_x">Telemetry API</h1><p>The GraphQL API for signals and events.</p></header>
    <article class="margin-top--lg"><section class="row"><article class="docCardListItem_x"><a class="card padding--lg" href="/docs/api-references/telemetry-api/signals"><h2 class="cardTitle_x" title="Vehicle Signals">📄️ Vehicle Signals</h2><p class="cardDescription_x">Every Telemetry API signal.</p></a></article></section></article>
    </div></main></body></html>`;

  it('is indexed by its own title and description only, not by its cards', () => {
    const out = extractRecords(html, { pageUrl: 'https://build.dimo.org/docs/category/telemetry-api' });
    expect(out.map((r) => [r.type, r.hierarchy.lvl0, r.hierarchy.lvl1, r.content])).toEqual([
      ['lvl1', 'Telemetry API', 'Telemetry API', null],
      ['content', 'Telemetry API', 'Telemetry API', 'The GraphQL API for signals and events'],
    ]);
  });
});

describe('extractRecords on pages that are not docs', () => {
  it('gives no records for a page without <article>', () => {
    expect(extractRecords(docPage({ article: false }), { pageUrl: PAGE_URL })).toEqual([]);
  });

  it('gives no records for an article without h1', () => {
    const html = '<html><body><article><h2 id="x">Section</h2><p>Text.</p></article></body></html>';
    expect(extractRecords(html, { pageUrl: PAGE_URL })).toEqual([]);
  });

  it('uses the active navbar item as lvl0 when there is no sidebar', () => {
    const html =
      '<html><body><nav><a class="navbar__item navbar__link navbar__link--active" href="/blog">Blog</a></nav>' +
      '<article><header><h1>A post</h1></header><p>Hello.</p></article></body></html>';
    const out = extractRecords(html, { pageUrl: 'https://build.dimo.org/blog/a-post' });
    expect(out.map((r) => [r.type, r.hierarchy.lvl0, r.hierarchy.lvl1, r.content])).toEqual([
      ['lvl1', 'Blog', 'A post', null],
      ['content', 'Blog', 'A post', 'Hello'],
    ]);
    expect(out[1]!.language).toBe('en');
  });
});
