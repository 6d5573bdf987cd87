/**
 * Algolia Insights, only when the deployer sets SEARCH_INSIGHTS=true in Algolia
 * mode. The client comes from the `search-insights` npm package, bundled with
 * the site and loaded on first use; DocSearch's own default would fetch it from
 * a CDN. Given the client, DocSearch's insights plugin sends click events on
 * selection and view events, debounced (INSIGHTS_DEBOUNCE_MS) and chunked
 * (INSIGHTS_VIEW_CHUNK).
 */
import type { SearchConfig } from './config';

export type InsightsClient = (method: string, ...args: unknown[]) => void;
export type InsightsOption = false | { insightsClient: InsightsClient };

let loaded: Promise<InsightsClient> | null = null;

export function loadInsightsClient(config: SearchConfig): Promise<InsightsClient> {
  loaded ??= import('search-insights').then(({ default: aa }) => {
    const client = aa as unknown as InsightsClient;
    client('init', {
      appId: config.appId,
      apiKey: config.apiKey,
      useCookie: false,
      anonymousUserToken: true,
      ...(config.insightsHost ? { host: config.insightsHost } : {}),
    });
    return client;
  });
  return loaded;
}

export async function loadInsights(config: SearchConfig): Promise<InsightsOption> {
  return { insightsClient: await loadInsightsClient(config) };
}
