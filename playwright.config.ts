import { defineConfig } from '@playwright/test';

import { ALGOLIA_TEST_PORTS } from './lib/algolia-test-env';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';

/**
 * Browser tests run in Debian's Chromium (/usr/bin/chromium, provisioned by
 * scripts/ensure-chromium.ts) against production builds served on 127.0.0.1 by
 * scripts/serve.ts (lib/static-server.ts: clean URLs, 404.html and gzip, as the
 * static hosts serve a build):
 *   embedded  build/          the default site, search in the browser
 *   algolia   build-algolia/  the real algoliasearch client pointed at the local
 *                             Algolia-compatible endpoints on :4181 and :4182
 *   headers   build/ again on :4175, with the headers of its own _headers file
 *             (tests/e2e/csp.spec.ts)
 * Nothing here touches the internet.
 */
export const PORTS = {
  embedded: 4173,
  algolia: 4174,
  headers: 4175,
  algoliaHosts: ALGOLIA_TEST_PORTS,
} as const;

/** The base URL the builds were made for; docusaurus.config.ts reads the same variable. */
const BASE_URL = process.env.BASE_URL ?? '/';

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

const serve = (dir: string, port: number, options: { headers?: boolean } = {}) => ({
  command: `npx tsx scripts/serve.ts --dir ${dir} --port ${port}${options.headers ? ' --headers' : ''}`,
  // The headers server is ready once it listens: without build/_headers it answers 500, and csp.spec.ts says why.
  ...(options.headers ? { port } : { url: `http://127.0.0.1:${port}${BASE_URL}` }),
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    launchOptions,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'embedded', testIgnore: /algolia\//, use: { baseURL: `http://127.0.0.1:${PORTS.embedded}` } },
    {
      name: 'algolia',
      testMatch: /algolia\/.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${PORTS.algolia}` },
    },
  ],
  webServer: [
    serve('build', PORTS.embedded),
    serve('build-algolia', PORTS.algolia),
    {
      command: `npx tsx scripts/algolia-local-server.ts --records build-algolia/search ${PORTS.algoliaHosts
        .map((p) => `--port ${p}`)
        .join(' ')}`,
      url: `http://127.0.0.1:${PORTS.algoliaHosts[0]}/__control`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    serve('build', PORTS.headers, { headers: true }),
    {
      // The GraphQL APIs as the playground tests see them: the project's SDL with fixture data (playground.spec.ts).
      command: 'npx tsx tests/e2e/graphql-server.ts --port 4190',
      url: 'http://127.0.0.1:4190/__health',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
