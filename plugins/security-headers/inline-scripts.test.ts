import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { collectInlineScripts, cspHash, InlineScriptError, inlineScriptHashes } from './inline-scripts';

/** CSP3 specification's example: the hash source of `alert('Hello, world.');`. */
const SPEC_SCRIPT = "alert('Hello, world.');";
const SPEC_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('inline script hashes', () => {
  it('match the CSP specification’s example', () => {
    expect(cspHash(SPEC_SCRIPT)).toBe(SPEC_HASH);
    expect(inlineScriptHashes(`<html><head><script>${SPEC_SCRIPT}</script></head></html>`)).toEqual([
      SPEC_HASH,
    ]);
  });

  it('hash the text exactly: one more space is another hash', () => {
    expect(inlineScriptHashes(`<script> ${SPEC_SCRIPT}</script>`)).not.toEqual([SPEC_HASH]);
  });

  it('hash the raw script text, not HTML-decoded text', () => {
    const text = 'if (a &amp;&amp; b < c) {}';
    expect(inlineScriptHashes(`<script>${text}</script>`)).toEqual([cspHash(text)]);
  });

  it('hash classic and module scripts, skip external scripts and JSON-LD data blocks', () => {
    const html = `<head>
      <script src="/assets/js/main.js"></script>
      <script type="application/ld+json">{"@context":"https://schema.org"}</script>
      <script type="text/javascript">a()</script>
      <script type="module">b()</script>
      <script>c()</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([cspHash('a()'), cspHash('b()'), cspHash('c()')]);
  });

  it('refuse inline event handlers and javascript: URLs, which no hash can allow', () => {
    expect(() => inlineScriptHashes('<button onclick="go()">Go</button>')).toThrow(InlineScriptError);
    expect(() => inlineScriptHashes('<a href="javascript:go()">Go</a>')).toThrow(/javascript:go/);
    expect(inlineScriptHashes('<p title="javascript: a tutorial">x</p>')).toEqual([]);
  });

  describe('across a build folder', () => {
    let dir = '';
    afterEach(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('collect every page’s scripts once, sorted, and name the page that fails', async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'csp-'));
      await mkdir(path.join(dir, 'docs', 'a'), { recursive: true });
      await writeFile(path.join(dir, 'index.html'), '<script>b()</script><script>a()</script>');
      await writeFile(path.join(dir, 'docs', 'a', 'index.html'), '<script>a()</script><script>c()</script>');
      await writeFile(path.join(dir, 'docs', 'a.md'), '<script>not html()</script>');
      const collected = await collectInlineScripts(dir);
      expect(collected.pages).toBe(2);
      expect(collected.hashes).toEqual([cspHash('a()'), cspHash('b()'), cspHash('c()')].sort());

      await writeFile(path.join(dir, 'docs', 'a', 'index.html'), '<div onload="x()"></div>');
      await expect(collectInlineScripts(dir)).rejects.toThrow(/docs\/a\/index\.html: inline handler onload/);
    });
  });
});
