/**
 * The build environment of the Algolia-mode test site: the real algoliasearch
 * client, pointed at the two local Algolia-compatible endpoints that
 * playwright.config.ts starts (scripts/algolia-local-server.ts), with Insights
 * on and sent to the first of them. Nothing reaches the internet.
 */
export const ALGOLIA_TEST_PORTS = [4181, 4182] as const;

export const ALGOLIA_TEST_ENV: Record<string, string> = {
  ALGOLIA_APP_ID: 'LOCALAPP',
  ALGOLIA_SEARCH_API_KEY: 'local-search-key',
  ALGOLIA_INDEX_NAME: 'dimo-docs',
  ALGOLIA_HOSTS: ALGOLIA_TEST_PORTS.map((p) => `http://127.0.0.1:${p}`).join(','),
  SEARCH_INSIGHTS: 'true',
  SEARCH_INSIGHTS_HOST: `http://127.0.0.1:${ALGOLIA_TEST_PORTS[0]}`,
};
