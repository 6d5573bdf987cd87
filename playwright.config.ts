import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium';
import { HEADERS_SERVER_PORT } from './scripts/serve-with-headers';

/**
 * Browser tests run in Debian's Chromium (/usr/bin/chromium, provisioned by
 * scripts/ensure-chromium.ts) against production builds served on 127.0.0.1:
 *   embedded  build/          the default site, search in the browser
 *   algolia   build-algolia/  the real algoliasearch client pointed at the local
 *                             Algolia-compatible endpoints on :4181 and :4182
 *   headers   build/ again on :4175, with the security headers of its own _headers
 *             file (scripts/serve-with-headers.ts; tests/e2e/csp.spec.ts)
 * Nothing here touches the internet.
 */
export const PORTS = { embedded: 4173, algolia: 4174, algoliaHosts: [4181, 4182] } as const;

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

const serve = (dir: string, port: number) => ({
  command: `npx docusaurus serve --dir ${dir} --port ${port} --host 127.0.0.1 --no-open`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  env: { NO_UPDATE_NOTIFIER: '1' },
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
    {
      // Ready once it listens: it re-reads build/_headers per request, and csp.spec.ts fails clearly without it.
      command: `npx tsx scripts/serve-with-headers.ts --dir build --port ${HEADERS_SERVER_PORT}`,
      port: HEADERS_SERVER_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The GraphQL APIs as the playground tests see them: the project's SDL with fixture data (playground.spec.ts).
      command: 'npx tsx tests/e2e/graphql-server.ts --port 4190',
      url: 'http://127.0.0.1:4190/__health',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
