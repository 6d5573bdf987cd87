import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { load } from 'cheerio';
import { afterAll, describe, expect, test } from 'vitest';

import {
  brokenLinksMessage,
  checkBuiltLinks,
  fragmentTargets,
  type LinkCheckReport,
  siteRootFromHomePage,
} from './link-check';

const SITE = 'https://docs.example.test/';
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A build folder holding `files`. */
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'link-check-'));
  folders.push(dir);
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  }
  return dir;
}

/** A page with the navbar every page shares, and `content` as its Markdown. */
const page = (content: string, head = '') =>
  `<!doctype html><html><head>${head}</head><body>` +
  `<nav><a href="/">Home</a><a href="/guide">Guide</a><a href="/removed-from-navbar">Old</a></nav>` +
  `<main><div class="markdown">${content}</div></main></body></html>`;

/** Each broken URL as `page | href | reason`, sorted. */
const lines = (report: LinkCheckReport) =>
  report.broken.map(({ page: p, href, reason }) => `${p} | ${href} | ${reason}`).sort();

describe('lib/link-check', () => {
  test('reports each missing page, asset and #fragment with the page that names it', async () => {
    const dir = build({
      'index.html': page(
        '<a href="/guide#known">ok</a><a href="/guide#no-such-heading">gone</a><a href="/missing-page">x</a>' +
          '<img src="/img/missing.png" alt=""><img srcset="/img/card.png 1x, /img/card-2x.png 2x" alt="">',
        '<link rel="stylesheet" href="/assets/site.css"><script src="/assets/missing.js"></script>',
      ),
      'guide/index.html': page('<h2 id="known">Known</h2><a href="#gone">here</a><a name="legacy"></a>'),
      'assets/site.css': 'body{}',
      'img/card.png': 'png',
    });
    const report = await checkBuiltLinks({ dir, siteRoot: SITE });
    expect(lines(report)).toEqual([
      '/ | /assets/missing.js | no file',
      '/ | /guide#no-such-heading | no id "no-such-heading"',
      '/ | /img/card-2x.png | no file',
      '/ | /img/missing.png | no file',
      '/ | /missing-page | no file',
      '/ | /removed-from-navbar | no file',
      '/guide | #gone | no id "gone"',
      '/guide | /removed-from-navbar | no file',
    ]);
    expect(report.broken.find((b) => b.href === '#gone')?.kind).toBe('anchor');
    expect(report.broken.find((b) => b.href === '/missing-page')?.kind).toBe('link');
    expect(report.pages).toBe(2);
  });

  test('every clean-URL form of a page reaches it; #top and empty fragments need no id', async () => {
    const dir = build({
      'index.html': page(
        '<a href="/guide/">a</a><a href="/guide.html">b</a><a href="/guide/index.html#known">c</a>' +
          '<a href="#top">top</a><a href="#">empty</a><a href="/faq">d</a>',
      ),
      'guide/index.html': page('<h2 id="known">Known</h2>'),
      'faq.html': page('FAQ'),
      'removed-from-navbar/index.html': page(''),
    });
    expect((await checkBuiltLinks({ dir, siteRoot: SITE })).broken).toEqual([]);
  });

  test('other hosts are listed and not checked; URLs on the site its own host names are checked in the build', async () => {
    const dir = build({
      'index.html': page(
        '<a href="https://external.example.test/x#y">x</a><a href="mailto:someone@example.test">mail</a>' +
          '<a href="javascript:void(0)">js</a><a href="data:text/plain,hi">data</a>',
        `<link rel="canonical" href="${SITE}"><meta property="og:image" content="${SITE}img/card.png">` +
          `<meta name="twitter:image" content="${SITE}img/missing-card.png"><meta name="keywords" content="telemetry: speed">` +
          '<link rel="preconnect" href="https://fonts.example.test">',
      ),
      'guide/index.html': page(''),
      'removed-from-navbar/index.html': page(''),
      'img/card.png': 'png',
    });
    const report = await checkBuiltLinks({ dir, siteRoot: SITE });
    expect(report.external).toEqual(['https://external.example.test/x#y', 'mailto:someone@example.test']);
    expect(lines(report)).toEqual([`/ | ${SITE}img/missing-card.png | no file`]);
  });

  test('every URL of sitemap.xml and llms.txt must be a file of the build', async () => {
    const dir = build({
      'index.html': page(''),
      'guide/index.html': page(''),
      'removed-from-navbar/index.html': page(''),
      'guide.md': '# Guide',
      'sitemap.xml': `<urlset><url><loc>${SITE}guide</loc></url><url><loc>${SITE}old-page</loc></url></urlset>`,
      'llms.txt': `# Site\n\n- [Guide](${SITE}guide.md): the guide\n- [Old](${SITE}old-page.md): gone\n`,
    });
    expect(lines(await checkBuiltLinks({ dir, siteRoot: SITE }))).toEqual([
      `llms.txt | ${SITE}old-page.md | no file`,
      `sitemap.xml | ${SITE}old-page | no file`,
    ]);
  });

  test('a build made for a base URL: its links carry the base, and a link without it is reported', async () => {
    const dir = build({
      'index.html': '<a href="/docs-site/guide">ok</a><a href="/guide">missing the base</a>',
      'guide/index.html': '<a href="/docs-site/">home</a><a href="/docs-site">home</a>',
    });
    const report = await checkBuiltLinks({ dir, siteRoot: `${SITE}docs-site/` });
    expect(lines(report)).toEqual(['/docs-site/ | /guide | outside the base URL /docs-site/']);
  });

  test('a link in a Markdown page names its file and line; one the theme writes on every page is one line', async () => {
    const source = ['---', 'title: Guide', '---', '', 'Read [the old page](/old-page).', ''].join('\n');
    const dir = build({
      'index.html': page(''),
      'guide/index.html': page('<p>Read <a href="/old-page">the old page</a>.</p><a href="/renamed#x">y</a>'),
      'other/index.html': page(''),
    });
    const report = await checkBuiltLinks({
      dir,
      siteRoot: SITE,
      sources: new Map([['/guide/', 'docs/guide.mdx']]),
      readSource: async (file) => (file === 'docs/guide.mdx' ? source : ''),
    });
    expect(brokenLinksMessage(report.broken).split('\n')).toEqual([
      'Broken links or anchors in the built site:',
      '  docs/guide.mdx:5: broken link /old-page (on page /guide)',
      '  docs/guide.mdx: broken link /renamed#x (on page /guide)',
      '  broken link /removed-from-navbar: no file (on /, /guide, /other)',
    ]);
    const many = Array.from({ length: 5 }, (_, i) => ({
      kind: 'link' as const,
      href: '/x',
      page: `/p${i}`,
      reason: 'no file',
      source: null,
    }));
    expect(brokenLinksMessage(many)).toContain('broken link /x: no file (on /p0, /p1, /p2 and 2 more)');
  });

  test("inside the build ('markdown'), only the page links written in Markdown are checked", async () => {
    const dir = build({
      'index.html': page('<a href="/old-page">x</a>'),
      'guide/index.html': page(
        '<a href="/old-page">gone</a><a href="/#nowhere">anchor</a><a href="/guide.md">twin</a><img src="/img/x.png">',
        '<link rel="alternate" href="/changelog/rss.xml">',
      ),
    });
    const report = await checkBuiltLinks({
      dir,
      siteRoot: SITE,
      sources: new Map([['/guide', 'docs/guide.mdx']]),
      readSource: async () => '[gone](/old-page)\n[anchor](/#nowhere)\n',
      scope: 'markdown',
    });
    expect(brokenLinksMessage(report.broken).split('\n').slice(1)).toEqual([
      '  docs/guide.mdx:1: broken link /old-page (on page /guide)',
      '  docs/guide.mdx:2: broken anchor /#nowhere (on page /guide)',
    ]);
    expect(report.pages).toBe(1);
  });

  test('reads the site root from the canonical link, and the ids a fragment may name', () => {
    expect(siteRootFromHomePage('<link rel="canonical" href="https://example.test/docs-site">')).toBe(
      'https://example.test/docs-site/',
    );
    expect(siteRootFromHomePage('<p>no canonical</p>')).toBeNull();
    expect([...fragmentTargets(load('<h2 id="a">A</h2><a name="b"></a><p>c</p>'))].sort()).toEqual([
      'a',
      'b',
    ]);
  });
});
