import { describe, expect, it } from 'vitest';

import { MAX_QUERY_LENGTH } from './engine/options';
import { missingResultsUrl } from './missingResults';

describe('missingResultsUrl', () => {
  const REPO = 'https://github.com/DIMO-Network/dimo-build-docs';

  it('opens a new issue on the docs repository with the query in the title', () => {
    const url = new URL(missingResultsUrl(REPO, 'webhook retries'));
    expect(`${url.origin}${url.pathname}`).toBe(`${REPO}/issues/new`);
    expect(url.searchParams.get('title')).toBe('Search: no results for "webhook retries"');
    expect(url.searchParams.get('body')).toBe(
      'I searched the docs for "webhook retries" and expected results.\n\nWhat I was looking for:\n',
    );
    expect(url.searchParams.get('labels')).toBe('search');
    expect([...url.searchParams.keys()]).toEqual(['title', 'body', 'labels']);
  });

  it('strips a trailing slash from the repository URL', () => {
    expect(missingResultsUrl(`${REPO}/`, 'x')).toBe(missingResultsUrl(REPO, 'x'));
    expect(missingResultsUrl(`${REPO}/`, 'x').startsWith(`${REPO}/issues/new?`)).toBe(true);
  });

  it('cuts the query to the longest query the search accepts', () => {
    const query = `${'a'.repeat(MAX_QUERY_LENGTH)}TAIL`;
    const title = new URL(missingResultsUrl(REPO, query)).searchParams.get('title');
    expect(title).toBe(`Search: no results for "${'a'.repeat(MAX_QUERY_LENGTH)}"`);
  });

  it('encodes characters that have a meaning in URLs', () => {
    const url = missingResultsUrl(REPO, 'a&b=c #d?e');
    expect(url).not.toContain('a&b');
    expect(new URL(url).searchParams.get('title')).toBe('Search: no results for "a&b=c #d?e"');
  });
});
