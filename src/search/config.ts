/**
 * Search mode, read once at build time from the environment.
 *
 * - No ALGOLIA_* variable: embedded mode. The index is built from the site and
 *   searched in the browser; the app id and key below are sentinels that never
 *   reach the network.
 * - ALGOLIA_APP_ID + ALGOLIA_SEARCH_API_KEY (+ ALGOLIA_INDEX_NAME): the real
 *   Algolia index, searched with the real algoliasearch client.
 * - ALGOLIA_HOSTS (comma-separated http(s)://host:port): overrides Algolia's
 *   hosts, used by the tests to point the real client at a local endpoint.
 * - SEARCH_INSIGHTS=true: send click/view/conversion events (Algolia mode only);
 *   SEARCH_INSIGHTS_HOST overrides the Insights endpoint (tests).
 */
export const EMBEDDED_APP_ID = 'EMBEDDED';
export const DEFAULT_INDEX_NAME = 'dimo-docs';

export interface SearchHost {
  url: string;
  protocol: 'http' | 'https';
  port?: number;
  accept: 'read' | 'write' | 'readWrite';
}

export interface SearchConfig {
  mode: 'embedded' | 'algolia';
  appId: string;
  apiKey: string;
  indexName: string;
  insights: boolean;
  insightsHost: string | null;
  hosts: SearchHost[] | null;
}

export class SearchConfigError extends Error {
  override name = 'SearchConfigError';
}

export function parseHosts(value: string): SearchHost[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((raw) => {
      let u: URL;
      try {
        u = new URL(raw);
      } catch {
        throw new SearchConfigError(
          `ALGOLIA_HOSTS: "${raw}" is not a URL; expected e.g. http://127.0.0.1:8108`,
        );
      }
      if (u.protocol !== 'http:' && u.protocol !== 'https:') {
        throw new SearchConfigError(`ALGOLIA_HOSTS: "${raw}" must use http or https`);
      }
      return {
        url: u.hostname,
        protocol: u.protocol === 'http:' ? 'http' : 'https',
        ...(u.port ? { port: Number(u.port) } : {}),
        accept: 'readWrite',
      } satisfies SearchHost;
    });
}

export function readSearchConfig(env: Record<string, string | undefined>): SearchConfig {
  const appId = env.ALGOLIA_APP_ID?.trim() ?? '';
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim() ?? '';
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() || DEFAULT_INDEX_NAME;
  const insights = env.SEARCH_INSIGHTS === 'true';
  const anyAlgolia = Boolean(appId || apiKey || env.ALGOLIA_INDEX_NAME?.trim());
  if (!anyAlgolia) {
    if (insights) {
      throw new SearchConfigError(
        'SEARCH_INSIGHTS=true needs Algolia mode: set ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY too.',
      );
    }
    return {
      mode: 'embedded',
      appId: EMBEDDED_APP_ID,
      apiKey: 'embedded',
      indexName,
      insights: false,
      insightsHost: null,
      hosts: null,
    };
  }
  const missing = [!appId && 'ALGOLIA_APP_ID', !apiKey && 'ALGOLIA_SEARCH_API_KEY'].filter(Boolean);
  if (missing.length > 0) {
    throw new SearchConfigError(
      `Algolia search is half configured: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing. ` +
        'Set ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME, or unset them all for embedded search.',
    );
  }
  const hosts = env.ALGOLIA_HOSTS?.trim() ? parseHosts(env.ALGOLIA_HOSTS) : null;
  const insightsHost = env.SEARCH_INSIGHTS_HOST?.trim() || null;
  return { mode: 'algolia', appId, apiKey, indexName, insights, insightsHost, hosts };
}
