import { describe, expect, it } from 'vitest';

import { capped, newIssueUrl, pageAddress } from './newIssue';

describe('new-issue links', () => {
  it('open the form of the repository, with or without a trailing slash, every field encoded', () => {
    const url = new URL(
      newIssueUrl('https://github.com/DIMO-Network/dimo-org/', {
        title: 'a & b',
        body: '#1\n100%',
        labels: 'search',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/DIMO-Network/dimo-org/issues/new');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      title: 'a & b',
      body: '#1\n100%',
      labels: 'search',
    });
    expect(
      new URL(newIssueUrl('https://github.com/o/r', { title: 't', body: 'b' })).searchParams.has('labels'),
    ).toBe(false);
  });

  it('name a page without its query or fragment (a token or a code may ride there), relative addresses too', () => {
    expect(pageAddress('https://build.dimo.org/docs/faq?code=abc#access_token=eyJ')).toBe(
      'https://build.dimo.org/docs/faq',
    );
    expect(pageAddress('/docs/faq?x=1#top')).toBe('/docs/faq');
  });

  it('cut a field at a code point, never inside a surrogate pair, and mark the cut', () => {
    expect(capped('short', 10)).toBe('short');
    expect(capped('🚗🚗🚗🚗', 3)).toBe('🚗🚗…');
    expect(Array.from(capped('x'.repeat(500), 150))).toHaveLength(150);
  });
});
