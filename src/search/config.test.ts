import { describe, expect, it } from 'vitest';

import {
  DEFAULT_INDEX_NAME,
  EMBEDDED_APP_ID,
  parseHosts,
  readSearchConfig,
  SearchConfigError,
} from './config';

/** The error readSearchConfig throws for `env`, or null when it does not throw. */
function configError(env: Record<string, string | undefined>): SearchConfigError | null {
  try {
    readSearchConfig(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(SearchConfigError);
    return error as SearchConfigError;
  }
}

describe('readSearchConfig modes', () => {
  it('uses embedded search with the sentinel app id when no variable is set', () => {
    expect(readSearchConfig({})).toEqual({
      mode: 'embedded',
      appId: EMBEDDED_APP_ID,
      apiKey: 'embedded',
      indexName: DEFAULT_INDEX_NAME,
      insights: false,
      insightsHost: null,
      hosts: null,
    });
  });

  it('treats blank variables as unset', () => {
    const config = readSearchConfig({
      ALGOLIA_APP_ID: '  ',
      ALGOLIA_SEARCH_API_KEY: '',
      ALGOLIA_INDEX_NAME: ' ',
    });
    expect(config.mode).toBe('embedded');
    expect(config.appId).toBe(EMBEDDED_APP_ID);
  });

  it('ignores ALGOLIA_HOSTS and SEARCH_INSIGHTS_HOST in embedded mode', () => {
    const config = readSearchConfig({
      ALGOLIA_HOSTS: 'http://127.0.0.1:8108',
      SEARCH_INSIGHTS_HOST: 'http://x',
    });
    expect(config.mode).toBe('embedded');
    expect(config.hosts).toBeNull();
    expect(config.insightsHost).toBeNull();
  });

  it('uses Algolia with an app id and a key, on the default index', () => {
    expect(readSearchConfig({ ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_API_KEY: 'key456' })).toEqual({
      mode: 'algolia',
      appId: 'APP123',
      apiKey: 'key456',
      indexName: DEFAULT_INDEX_NAME,
      insights: false,
      insightsHost: null,
      hosts: null,
    });
  });

  it('uses the given index name, trimmed, and insights when asked', () => {
    const config = readSearchConfig({
      ALGOLIA_APP_ID: ' APP123 ',
      ALGOLIA_SEARCH_API_KEY: ' key456 ',
      ALGOLIA_INDEX_NAME: ' my-index ',
      SEARCH_INSIGHTS: 'true',
      SEARCH_INSIGHTS_HOST: 'http://127.0.0.1:9000',
    });
    expect(config).toEqual({
      mode: 'algolia',
      appId: 'APP123',
      apiKey: 'key456',
      indexName: 'my-index',
      insights: true,
      insightsHost: 'http://127.0.0.1:9000',
      hosts: null,
    });
  });

  it('turns insights on only for the exact value "true"', () => {
    const base = { ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k' };
    expect(readSearchConfig({ ...base, SEARCH_INSIGHTS: '1' }).insights).toBe(false);
    expect(readSearchConfig({ ...base, SEARCH_INSIGHTS: 'TRUE' }).insights).toBe(false);
    expect(readSearchConfig({ ...base, SEARCH_INSIGHTS: 'false' }).insights).toBe(false);
  });
});

describe('readSearchConfig half-configured Algolia', () => {
  it('names ALGOLIA_SEARCH_API_KEY when only the app id is set', () => {
    const error = configError({ ALGOLIA_APP_ID: 'APP123' });
    expect(error?.name).toBe('SearchConfigError');
    expect(error?.message).toBe(
      'Algolia search is half configured: ALGOLIA_SEARCH_API_KEY is missing. ' +
        'Set ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME, or unset them all for embedded search.',
    );
  });

  it('names ALGOLIA_APP_ID when only the key is set', () => {
    const error = configError({ ALGOLIA_SEARCH_API_KEY: 'key456' });
    expect(error?.message).toMatch(/^Algolia search is half configured: ALGOLIA_APP_ID is missing\. /);
    expect(error?.message.startsWith('Algolia search is half configured: ALGOLIA_APP_ID is missing.')).toBe(
      true,
    );
  });

  it('names both when only the index name is set', () => {
    const error = configError({ ALGOLIA_INDEX_NAME: 'dimo-docs' });
    expect(error?.message).toMatch(
      /^Algolia search is half configured: ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY are missing\. /,
    );
  });

  it('refuses SEARCH_INSIGHTS=true without Algolia', () => {
    const error = configError({ SEARCH_INSIGHTS: 'true' });
    expect(error?.message).toBe(
      'SEARCH_INSIGHTS=true needs Algolia mode: set ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY too.',
    );
  });

  it('accepts SEARCH_INSIGHTS other than "true" in embedded mode', () => {
    expect(readSearchConfig({ SEARCH_INSIGHTS: 'false' }).insights).toBe(false);
  });
});

describe('ALGOLIA_HOSTS', () => {
  const algolia = { ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_API_KEY: 'key456' };

  it('parses http and https hosts, with and without ports', () => {
    const config = readSearchConfig({
      ...algolia,
      ALGOLIA_HOSTS: ' http://127.0.0.1:8108 , https://search.example.com,https://other.example:8443 ,',
    });
    expect(config.hosts).toEqual([
      { url: '127.0.0.1', protocol: 'http', port: 8108, accept: 'readWrite' },
      { url: 'search.example.com', protocol: 'https', accept: 'readWrite' },
      { url: 'other.example', protocol: 'https', port: 8443, accept: 'readWrite' },
    ]);
  });

  it('leaves out the port when it is the default of the protocol', () => {
    expect(parseHosts('http://localhost:80,https://localhost:443')).toEqual([
      { url: 'localhost', protocol: 'http', accept: 'readWrite' },
      { url: 'localhost', protocol: 'https', accept: 'readWrite' },
    ]);
  });

  it('treats a blank value as no override', () => {
    expect(readSearchConfig({ ...algolia, ALGOLIA_HOSTS: '   ' }).hosts).toBeNull();
  });

  it('says which value is not a URL and gives an example', () => {
    const error = configError({ ...algolia, ALGOLIA_HOSTS: 'http://127.0.0.1:8108,127.0.0.1:8108' });
    expect(error?.message).toBe(
      'ALGOLIA_HOSTS: "127.0.0.1:8108" is not a URL; expected e.g. http://127.0.0.1:8108',
    );
    expect(() => parseHosts('search host')).toThrow(
      new SearchConfigError('ALGOLIA_HOSTS: "search host" is not a URL; expected e.g. http://127.0.0.1:8108'),
    );
  });

  it('rejects protocols other than http and https', () => {
    // A bare host name with a port parses as a URL whose scheme is the host name.
    expect(() => parseHosts('localhost:8108')).toThrow(
      new SearchConfigError('ALGOLIA_HOSTS: "localhost:8108" must use http or https'),
    );
    expect(() => parseHosts('ftp://files.example.com')).toThrow(
      new SearchConfigError('ALGOLIA_HOSTS: "ftp://files.example.com" must use http or https'),
    );
  });
});
