/**
 * The one place that decides which search client the site uses, read from the
 * build-time configuration (src/search/config.ts):
 *   embedded  the engine over the index built from this site, loaded on first query
 *   algolia   the real algoliasearch client (hosts overridable for tests)
 * Both the SearchBar modal and the /search page call this hook.
 */
import { useMemo } from 'react';
import { liteClient } from 'algoliasearch/lite';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';

import { createEngineClient, fetchEmbeddedRecords, type SearchClient } from './client';
import type { SearchConfig } from './config';
import { SearchEngine } from './engine';
import type { SearchRecord } from './types';

export function useSearchConfig(): SearchConfig {
  const { siteConfig } = useDocusaurusContext();
  return (siteConfig.customFields as { search: SearchConfig }).search;
}

export function useSearchClient(): SearchClient {
  const config = useSearchConfig();
  const { docusaurusVersion } = useDocusaurusContext().siteMetadata;
  const baseUrl = useBaseUrl('/');
  const { devRecords } = usePluginData('search-index') as { devRecords: SearchRecord[] | null };
  return useMemo(() => {
    if (config.mode === 'algolia') {
      const client = liteClient(
        config.appId,
        config.apiKey,
        config.hosts ? { hosts: config.hosts } : undefined,
      );
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return client as unknown as SearchClient;
    }
    return createEngineClient(async () => {
      const records = devRecords ?? (await fetchEmbeddedRecords(baseUrl));
      return new SearchEngine(records);
    });
  }, [config, baseUrl, devRecords, docusaurusVersion]);
}
