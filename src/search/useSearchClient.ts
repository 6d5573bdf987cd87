/**
 * The one place that decides which search client the site uses, read from the
 * build-time configuration (./config.ts):
 *   embedded  the engine over the index built from this site (./embeddedClient.ts)
 *   algolia   the real algoliasearch lite client (hosts overridable for tests)
 * Both the SearchBar modal and the /search page call this hook. Neither client
 * is in the page's own code: each is imported when the reader shows intent
 * (`prefetch`) or on the first query, whichever comes first.
 */
import { useMemo } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';

import { asRetryError, type SearchClient } from './client';
import type { SearchConfig } from './config';
import type { Intent } from './embeddedClient';
import type { SearchRecord } from './engine/types';

/** A search client that loads itself; `prefetch` starts loading before the first query. */
export interface LazySearchClient extends SearchClient {
  prefetch(intent: Intent): void;
}

export function useSearchConfig(): SearchConfig {
  const { siteConfig } = useDocusaurusContext();
  return (siteConfig.customFields as { search: SearchConfig }).search;
}

/** Wraps a client that is still to be imported; agents added meanwhile are passed on once it exists. */
function lazyClient(
  load: () => Promise<{ client: SearchClient; prefetch?: (intent: Intent) => void }>,
): LazySearchClient {
  let pending: Promise<{ client: SearchClient; prefetch?: (intent: Intent) => void }> | null = null;
  const agents: { segment: string; version?: string }[] = [];
  const get = () => {
    pending ??= load().then(
      (loaded) => {
        for (const { segment, version } of agents) loaded.client.addAlgoliaAgent(segment, version);
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        // A chunk that fails to load (offline, a new deploy) is reported like a failed search.
        throw asRetryError(error, 'Search could not be loaded');
      },
    );
    return pending;
  };
  const algoliaAgent = {
    get value() {
      return agents.map((a) => (a.version ? `${a.segment} (${a.version})` : a.segment)).join('; ');
    },
    add(agent: { segment: string; version?: string }) {
      agents.push(agent);
      void pending?.then(({ client }) => client.addAlgoliaAgent(agent.segment, agent.version));
    },
  };
  return {
    async search(input) {
      const { client } = await get();
      return client.search(input);
    },
    addAlgoliaAgent(segment, version) {
      algoliaAgent.add({ segment, version });
    },
    transporter: { algoliaAgent },
    prefetch(intent) {
      get().then(
        ({ prefetch }) => prefetch?.(intent),
        () => undefined,
      );
    },
  };
}

export function useSearchClient(): LazySearchClient {
  const config = useSearchConfig();
  const { docusaurusVersion } = useDocusaurusContext().siteMetadata;
  const baseUrl = useBaseUrl('/');
  const { devRecords } = usePluginData('search-index') as { devRecords: SearchRecord[] | null };
  return useMemo(() => {
    if (config.mode === 'algolia') {
      const client = lazyClient(async () => {
        const { liteClient } = await import('algoliasearch/lite');
        const real = liteClient(
          config.appId,
          config.apiKey,
          config.hosts ? { hosts: config.hosts } : undefined,
        );
        return { client: real as unknown as SearchClient };
      });
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return client;
    }
    return lazyClient(async () => {
      const { createEmbeddedSearch } = await import('./embeddedClient');
      return createEmbeddedSearch({ baseUrl, devRecords });
    });
  }, [config, baseUrl, devRecords, docusaurusVersion]);
}
