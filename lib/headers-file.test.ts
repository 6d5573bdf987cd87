import { describe, expect, it } from 'vitest';

import {
  formatHeadersFile,
  formatVercelJson,
  HEADERS_FILE_LIMITS,
  HeadersFileError,
  headersForPath,
  parseHeadersFile,
  type Header,
  type HeaderRule,
} from './headers-file';

function header(headers: readonly Header[], name: string): string | undefined {
  return headers.find(([n]) => n === name)?.[1];
}

/** Headers every path gets, as the security-headers plugin writes them (values shortened). */
const SITE_HEADERS: Header[] = [
  ['Content-Security-Policy', "default-src 'self'; frame-ancestors 'none'"],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Frame-Options', 'DENY'],
];

describe('header files', () => {
  const rules: HeaderRule[] = [
    { path: '/*', headers: SITE_HEADERS },
    { path: '/assets/*', headers: [['Cache-Control', 'max-age=31536000']] },
    { path: '/docs/:page', headers: [['X-Frame-Options', 'SAMEORIGIN']] },
  ];

  it('_headers reads back as the rules it was written from', () => {
    const text = formatHeadersFile(rules, ['Generated: do not edit.']);
    expect(text.startsWith('# Generated: do not edit.\n\n/*\n  Content-Security-Policy: ')).toBe(true);
    expect(parseHeadersFile(text)).toEqual(rules.map((r) => ({ path: r.path, headers: r.headers })));
  });

  it('a path gets every matching rule, with repeated headers joined by commas', () => {
    expect(headersForPath(rules, '/')).toEqual(SITE_HEADERS);
    expect(header(headersForPath(rules, '/assets/js/main.js'), 'Cache-Control')).toBe('max-age=31536000');
    expect(header(headersForPath(rules, '/docs/faq'), 'X-Frame-Options')).toBe('DENY, SAMEORIGIN');
    expect(header(headersForPath(rules, '/docs/faq/more'), 'X-Frame-Options')).toBe('DENY');
    expect(headersForPath([{ path: '/docs/*', headers: [['A', 'b']] }], '/blog/')).toEqual([]);
  });

  it('vercel.json carries the same headers under a path-to-regexp source', () => {
    const json = JSON.parse(formatVercelJson(rules)) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(json.headers.map((h) => h.source)).toEqual(['/(.*)', '/assets/(.*)', '/docs/:page']);
    expect(json.headers[0]!.headers).toEqual(SITE_HEADERS.map(([key, value]) => ({ key, value })));
  });

  it('refuses a header line longer than Cloudflare Pages accepts, and a malformed file', () => {
    const long = 'x'.repeat(HEADERS_FILE_LIMITS.lineLength);
    expect(() => formatHeadersFile([{ path: '/*', headers: [['X-Long', long]] }])).toThrow(/at most 2000/);
    expect(() => formatHeadersFile([{ path: '/*', headers: [['Bad Name', 'v']] }])).toThrow(HeadersFileError);
    expect(() => parseHeadersFile('  X-Orphan: 1\n')).toThrow(/line 1/);
  });
});
