import { describe, expect, it } from 'vitest';

import { escapeHtml } from './engine/escapeHtml';
import { sanitizeHighlight } from './sanitizeHighlight';

describe('sanitizeHighlight', () => {
  it('keeps <mark> and </mark>', () => {
    expect(sanitizeHighlight('Get a <mark>Vehicle</mark> <mark>JWT</mark>')).toBe(
      'Get a <mark>Vehicle</mark> <mark>JWT</mark>',
    );
  });

  it('keeps escaped text as it is', () => {
    const escaped = `${escapeHtml('<script>')} &amp; <mark>x</mark>`;
    expect(sanitizeHighlight(escaped)).toBe('&lt;script&gt; &amp; <mark>x</mark>');
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['a<img src=x onerror=alert(1)>b', 'ab'],
    ['<script>alert(1)</script>', 'alert(1)'],
    ['<mark class="x">hit</mark>', 'hit</mark>'],
    ['<mark onmouseover=alert(1)>hit</mark>', 'hit</mark>'],
    ['<span class="algolia-docsearch-suggestion--highlight">hit</span>', 'hit'],
    ['<a href="javascript:alert(1)">x</a>', 'x'],
    ['<<mark>img src=x onerror=alert(1)>', 'img src=x onerror=alert(1)>'],
    ['text <img src=x onerror=alert(1)', 'text '],
    ['<svg/onload=alert(1)>', ''],
    ['</mark  >', ''],
  ])('drops other tags: %s', (input, expected) => {
    expect(sanitizeHighlight(input)).toBe(expected);
  });

  it('leaves no tag but <mark> and </mark> in hostile input', () => {
    const hostile =
      '<<script>script>alert(1)<</script>/script><mark><img src=x onerror=alert(1)></mark><iframe';
    const out = sanitizeHighlight(hostile);
    expect(out.match(/<[^>]*>?/g) ?? []).toEqual(['<mark>', '</mark>']);
  });
});
