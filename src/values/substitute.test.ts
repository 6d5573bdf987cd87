import * as cheerio from 'cheerio';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';

import { codeLinesHtml, plainLines, type CodeToken, type LinesHtmlOptions } from '../code/linesHtml';
import { substituteHtml, substituteText, type YourValues } from './substitute';

const CLIENT_ID = '0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d';
const MINE: YourValues = {
  clientId: '0x1111111111111111111111111111111111111111',
  redirectUri: 'https://my.app.test/cb?from=dimo&x=1',
  vehicleTokenId: '777',
};

const options: LinesHtmlOptions = {
  lineClassNames: {},
  numbered: false,
  classes: { numberedLine: 'nl', lineNumber: 'ln', lineContent: 'lc' },
};

const html = (lines: CodeToken[][]) => codeLinesHtml(lines, options);
const text = (markup: string) =>
  cheerio
    .load(`<code>${markup}</code>`)('code > span.token-line')
    .toArray()
    .map((line) => cheerio.load(line).text())
    .join('\n');

describe('substituteText', () => {
  it('puts each value in place of its placeholders and leaves the rest of the text alone', () => {
    const sample = `clientId: '${CLIENT_ID}',\nredirectUri: 'https://app.example.com/dimo/callback',\nvehicle(tokenId: 12345)`;
    expect(substituteText(sample, MINE)).toBe(
      `clientId: '${MINE.clientId}',\nredirectUri: '${MINE.redirectUri}',\nvehicle(tokenId: 777)`,
    );
  });

  it('never replaces a token ID inside a longer number: 123456 stays 123456', () => {
    expect(substituteText('123456 12345 112345 12345.5', MINE)).toBe('123456 777 112345 12345.5');
  });

  it('writes the redirect URI URL-encoded where the placeholder is URL-encoded', () => {
    expect(substituteText('&redirectUri=http%3A%2F%2Flocalhost%3A3000&entryState=LOGIN', MINE)).toBe(
      `&redirectUri=${encodeURIComponent(MINE.redirectUri!)}&entryState=LOGIN`,
    );
  });

  it('keeps the placeholders of values the reader has not set', () => {
    expect(substituteText(`${CLIENT_ID} 12345`, { vehicleTokenId: '9' })).toBe(`${CLIENT_ID} 9`);
    expect(substituteText(`${CLIENT_ID} 12345`, {})).toBe(`${CLIENT_ID} 12345`);
  });
});

describe('substituteHtml', () => {
  it('replaces within a coloured token and keeps its tags', () => {
    const code = `query { vehicle(tokenId: 12345) { owner } }`;
    const markup = html(normalizeTokens(Prism.tokenize(code, Prism.languages.graphql!)));
    const out = substituteHtml(markup, MINE);
    const $ = cheerio.load(`<code>${out}</code>`);
    expect($('span.token.number').text()).toBe('777');
    expect(text(out)).toBe(substituteText(code, MINE));
    // The same elements, in the same order: only text changed.
    const tags = (m: string) => m.match(/<[^>]+>/g);
    expect(tags(out)).toEqual(tags(markup));
  });

  it('agrees with substituteText on real samples coloured by Prism (TypeScript, Python with a login link)', () => {
    const samples: [string, string][] = [
      [
        `const client = new DimoClient({\n  clientId: '${CLIENT_ID}',\n  redirectUri: 'http://localhost:3000/callback',\n});\nconst jwt = await dimo.tokenexchange.getVehicleJwt({ ...dev, tokenId: 21957 });`,
        'typescript',
      ],
      [
        `requests.get("https://login.dimo.org/?clientId=${CLIENT_ID}&redirectUri=https%3A%2F%2Fapp.example.com%2Fdimo%2Fcallback&vehicles=12345")  # <b>&amp;</b>`,
        'python',
      ],
    ];
    for (const [code, language] of samples) {
      const markup = html(normalizeTokens(Prism.tokenize(code, Prism.languages[language]!)));
      const out = substituteHtml(markup, MINE);
      expect(text(out), language).toBe(substituteText(code, MINE));
      expect(text(out)).not.toContain('12345');
    }
  });

  it('finds a placeholder split over two tokens and writes the value in the first', () => {
    const markup = html([
      [
        { types: ['number'], content: '123' },
        { types: ['plain'], content: '45' },
        { types: ['punctuation'], content: ')' },
      ],
    ]);
    const out = substituteHtml(markup, MINE);
    expect(out).toBe(
      '<span class="token-line"><span class="token number">777</span><span class="token plain"></span><span class="token punctuation">)</span><br></span>',
    );
  });

  it('never replaces across tokens a placeholder that is part of a longer number: 123456 stays', () => {
    const markup = html([
      [
        { types: ['number'], content: '12345' },
        { types: ['number'], content: '6' },
      ],
    ]);
    expect(substituteHtml(markup, MINE)).toBe(markup);
  });

  it('treats the end of a line as an edge: a token ID ending a line is replaced, a number across two lines is not joined', () => {
    const markup = html(plainLines('vehicles 12345\n6 more\n1234\n5'));
    expect(text(substituteHtml(markup, MINE))).toBe('vehicles 777\n6 more\n1234\n5');
  });

  it('escapes the value: a value with markup stays text (validation refuses it before it gets here)', () => {
    const markup = html(plainLines(`clientId: '${CLIENT_ID}'`));
    const out = substituteHtml(markup, { clientId: '<script>alert(1)</script>' });
    expect(out).not.toContain('<script>');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(cheerio.load(out)('script').length).toBe(0);
  });

  it('escapes an allowed value with & in it, and keeps the escaped text around it as it was', () => {
    const markup = html(plainLines(`a < b && redirectUri = "http://localhost:3000/callback" // 'q'`));
    const out = substituteHtml(markup, MINE);
    expect(out).toContain('https://my.app.test/cb?from=dimo&amp;x=1');
    expect(text(out)).toBe(`a < b && redirectUri = "${MINE.redirectUri}" // 'q'`);
  });

  it("reads the browser's serialization of the same markup (unescaped quotes, &nbsp;) and keeps unknown entities", () => {
    const serialized =
      '<span class="token-line"><span class="token string">"12345"</span>&nbsp;&copy;12345<br></span>';
    const out = substituteHtml(serialized, MINE);
    expect(out).toBe(
      '<span class="token-line"><span class="token string">&quot;777&quot;</span>\u00a0&copy;777<br></span>',
    );
  });

  it('returns the markup unchanged when no value applies', () => {
    const markup = html(plainLines('curl https://identity-api.dimo.zone/query'));
    expect(substituteHtml(markup, MINE)).toBe(markup);
    const withPlaceholder = html(plainLines('tokenId: 12345'));
    expect(substituteHtml(withPlaceholder, { clientId: MINE.clientId })).toBe(withPlaceholder);
  });
});
