import { describe, expect, it } from 'vitest';

import { escapeHtml, unescapeHtml } from './escapeHtml';

describe('escapeHtml and unescapeHtml', () => {
  it('escapes the five characters markup reads, and nothing else', () => {
    expect(escapeHtml(`<a href="x">Tom's & Jerry's</a> © ü`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&#39;s&lt;/a&gt; © ü',
    );
  });

  it('gives back the text it escaped, decoding only its own five entities and each once', () => {
    const text = `if (a < b && c > "d") return 'e'; // &amp; stays written`;
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
    expect(unescapeHtml('&amp;lt; &nbsp; &#x27; &copy;')).toBe('&lt; &nbsp; &#x27; &copy;');
  });
});
