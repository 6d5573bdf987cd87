import { spawnSync } from 'node:child_process';
import path from 'node:path';

import type { LoadContext } from '@docusaurus/types';
import { afterEach, describe, expect, it } from 'vitest';

import searchIndexPlugin, { type SearchPluginData } from '../../plugins/search-index';

const root = path.resolve(__dirname, '../..');

function fakeContext(): LoadContext {
  return {
    siteDir: root,
    siteConfig: { url: 'https://build.example', baseUrl: '/', i18n: { defaultLocale: 'en' } },
  } as unknown as LoadContext;
}

function docsContent(docs: { source: string; permalink: string; title: string }[]) {
  return {
    'docusaurus-plugin-content-docs': {
      default: { loadedVersions: [{ versionName: 'current', docs }] },
    },
  };
}

async function devRecords(docs: { source: string; permalink: string; title: string }[]) {
  let data: SearchPluginData | undefined;
  const plugin = searchIndexPlugin(fakeContext());
  await plugin.allContentLoaded!({
    allContent: docsContent(docs) as never,
    actions: { setGlobalData: (d: unknown) => (data = d as SearchPluginData) } as never,
  });
  return data;
}

describe('search index plugin under npm start', () => {
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
  });

  it('hands the browser records built from the MDX sources, with the category as lvl0', async () => {
    process.env.NODE_ENV = 'development';
    const data = await devRecords([
      { source: '@site/docs/faq.mdx', permalink: '/docs/faq', title: 'FAQs' },
      {
        source: '@site/docs/api-references/token-exchange-api.mdx',
        permalink: '/docs/api-references/token-exchange-api',
        title: 'Token Exchange API',
      },
    ]);
    const records = data?.devRecords ?? [];
    expect(records.length).toBeGreaterThan(20);
    const faq = records.filter((r) => r.url_without_anchor === 'https://build.example/docs/faq');
    expect(faq[0]).toMatchObject({
      type: 'lvl1',
      hierarchy: { lvl1: 'FAQs' },
      docusaurus_tag: 'docs-default-current',
    });
    expect(records.some((r) => r.url === 'https://build.example/docs/faq#rate-limits')).toBe(true);
    const exchange = records.find((r) => r.url.endsWith('/token-exchange-api'));
    expect(exchange?.hierarchy.lvl0).toBe('API References');
  });

  it('sets no records in a production build, where postBuild indexes the HTML', async () => {
    process.env.NODE_ENV = 'production';
    const data = await devRecords([{ source: '@site/docs/faq.mdx', permalink: '/docs/faq', title: 'FAQs' }]);
    expect(data).toEqual({ devRecords: null });
  });
});

describe('Algolia mode configuration at build time', () => {
  it('a build with an app id but no search key fails and names the missing variable', () => {
    const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', '/tmp/dimo-build-should-fail'], {
      cwd: root,
      env: {
        ...process.env,
        ALGOLIA_APP_ID: 'APPID123',
        ALGOLIA_SEARCH_API_KEY: '',
        NO_UPDATE_NOTIFIER: '1',
      },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain('ALGOLIA_SEARCH_API_KEY is missing');
  }, 120_000);
});
