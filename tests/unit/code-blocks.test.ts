import * as cheerio from 'cheerio';
import { createElement } from 'react';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';

import { tokenCss } from '../../plugins/code-blocks/tokenCss';
import { codeText } from '../../src/code/codeText';
import { codeLinesHtml, plainLines, type LinesHtmlOptions } from '../../src/code/linesHtml';
import { darkCodeTheme, lightCodeTheme } from '../../src/prismThemes';

const options: LinesHtmlOptions = {
  lineClassNames: {},
  numbered: false,
  classes: { numberedLine: 'nl', lineNumber: 'ln', lineContent: 'lc' },
};

const graphql = 'query {\n\n  a # <b> & "c"\n}';
const tokens = normalizeTokens(Prism.tokenize(graphql, Prism.languages.graphql!));

describe('code block markup (src/code/linesHtml.ts)', () => {
  const $ = cheerio.load(`<code>${codeLinesHtml(tokens, options)}</code>`);

  it('has one token-line per line, each ending in <br>, and reads back as the original code', () => {
    const lines = $('code > span.token-line');
    expect(lines.length).toBe(4);
    lines.each((_, line) => expect($(line).children().last().is('br')).toBe(true));
    expect(
      lines
        .toArray()
        .map((l) => $(l).text())
        .join('\n'),
    ).toBe(graphql);
  });

  it('colours by class only: token types become classes, no inline style anywhere', () => {
    expect($('span.token.keyword').first().text()).toBe('query');
    expect($('span.token.comment').first().text()).toBe('# <b> & "c"');
    expect($('[style]').length).toBe(0);
  });

  it('escapes the code, so code can never become markup', () => {
    expect($('b').length).toBe(0);
    const html = codeLinesHtml(plainLines('<script>alert(1)</script>'), options);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('keeps magic-comment classes and draws line-number cells when asked', () => {
    const numbered = cheerio.load(
      `<code>${codeLinesHtml(plainLines('a\nb'), { ...options, numbered: true, lineClassNames: { 1: ['theme-code-block-highlighted-line'] } })}</code>`,
    );
    const lines = numbered('span.token-line');
    expect(lines.eq(0).attr('class')).toBe('token-line nl');
    expect(lines.eq(1).attr('class')).toBe('token-line theme-code-block-highlighted-line nl');
    expect(lines.eq(1).find('> span.ln').text()).toBe('');
    expect(lines.eq(1).find('> span.lc').text()).toBe('b');
  });

  it('drops characters that cannot be in a class name from token types', () => {
    const html = codeLinesHtml([[{ types: ['x" onclick="y'], content: 'v' }]], options);
    expect(cheerio.load(html)('span.token').attr('class')).toBe('token xonclicky');
  });
});

describe('token colours (plugins/code-blocks/tokenCss.ts)', () => {
  const css = tokenCss(lightCodeTheme, darkCodeTheme);

  it('gives every token type of each theme its colour in its own mode only', () => {
    expect(css).toContain(":root:not([data-theme='dark']) .theme-code-block .token.keyword");
    expect(css).toMatch(/:root:not\(\[data-theme='dark'\]\) [^{]*\.token\.keyword[^{]*\{color:#cf222e\}/);
    const darkKeyword = darkCodeTheme.styles.filter((s) => s.types.includes('keyword')).at(-1)!.style.color!;
    expect(css).toMatch(
      new RegExp(
        `:root\\[data-theme='dark'\\] [^{]*\\.token\\.keyword[^{]*\\{color:${darkKeyword.replace(/[()]/g, '\\$&')}`,
        'i',
      ),
    );
  });

  it('overrides the block’s own colours for the reader’s mode, before React has rendered it in that mode', () => {
    expect(css).toContain(
      ":root:not([data-theme='dark']) .theme-code-block{--prism-color:#24292f !important;--prism-background-color:#f6f8fa !important}",
    );
    expect(css).toContain(
      `:root[data-theme='dark'] .theme-code-block{--prism-color:${darkCodeTheme.plain.color} !important`,
    );
  });

  it('keeps italics and language-specific rules', () => {
    expect(css).toMatch(/\.token\.comment[^{]*\{color:#57606a;font-style:italic\}/);
    const scoped = tokenCss(
      { plain: {}, styles: [{ types: ['string'], languages: ['json'], style: { color: 'red' } }] },
      { plain: {}, styles: [] },
    );
    expect(scoped).toContain(
      ":root:not([data-theme='dark']) .theme-code-block .language-json .token.string{color:red}",
    );
  });
});

describe("a code block's text (src/code/codeText.ts)", () => {
  it('is the string a fence gives, or the strings JSX split it into, joined', () => {
    expect(codeText('query { x }\n')).toBe('query { x }\n');
    expect(codeText(['curl ', 'https://example.test', '\n'])).toBe('curl https://example.test\n');
    expect(codeText(['line ', 2])).toBe('line 2');
    expect(codeText('')).toBe('');
  });

  it('is null when the block holds elements, so it is shown as written', () => {
    expect(codeText(createElement('b', null, 'x'))).toBeNull();
    expect(codeText(['a', createElement('b', null, 'x')])).toBeNull();
    expect(codeText(['a', null])).toBeNull();
    expect(codeText(undefined)).toBeNull();
  });
});
