import { spawnSync } from 'node:child_process';
import path from 'node:path';

import type { LoadContext } from '@docusaurus/types';
import { afterEach, describe, expect, it } from 'vitest';

import searchIndexPlugin, { type SearchPluginData } from '../../plugins/search-index';

const root = path.resolve(__dirname, '../..');

function fakeContext(): LoadContext {
  return {
    siteDir: root,
    i18n: { currentLocale: 'en' },
    siteConfig: {
      url: 'https://build.example',
      baseUrl: '/',
      i18n: { defaultLocale: 'en' },
      themeConfig: {
        navbar: {
          items: [
            { type: 'doc', label: 'Docs' },
            { to: '/changelog', label: 'Changelog' },
          ],
        },
      },
    },
  } as unknown as LoadContext;
}

type Doc = { id?: string; source: string; permalink: string; title: string };

function docsContent(docs: Doc[]) {
  const sidebar = [
    { type: 'doc', id: 'faq' },
    {
      type: 'category',
      label: 'API References',
      link: {
        type: 'generated-index',
        permalink: '/docs/category/api-references',
        title: 'API References',
        description: 'Every DIMO API.',
      },
      items: [{ type: 'doc', id: 'api-references/token-exchange-api' }],
    },
  ];
  return {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            versionName: 'current',
            docs: docs.map((d) => ({ id: d.permalink.replace(/^\/docs\//, ''), ...d })),
            sidebars: { tutorialSidebar: sidebar },
          },
        ],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [
          {
            metadata: {
              permalink: '/changelog/rate-limits-by-plan',
              title: 'Rate limits by plan',
              source: '@site/changelog/2026-01-22-rate-limits-by-plan.md',
            },
          },
        ],
      },
    },
  };
}

async function devRecords(docs: Doc[]) {
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
        source: '@site/docs/api-references/token-exchange-api/token-exchange-api.mdx',
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
    // A doc outside any category is in the navbar's docs group, as the built page shows it.
    expect(faq[0]!.hierarchy.lvl0).toBe('Docs');
    expect(faq[0]!.weight.pageRank).toBe(1);
  });

  it('indexes a generated category page by its title and description', async () => {
    process.env.NODE_ENV = 'development';
    const records = (await devRecords([]))?.devRecords ?? [];
    const category = records.filter(
      (r) => r.url_without_anchor === 'https://build.example/docs/category/api-references',
    );
    expect(category.map((r) => [r.type, r.hierarchy.lvl1, r.content, r.weight.pageRank])).toEqual([
      ['lvl1', 'API References', null, 0],
      ['content', 'API References', 'Every DIMO API', 0],
    ]);
  });

  it('indexes changelog entries in the Changelog group, below doc pages', async () => {
    process.env.NODE_ENV = 'development';
    const records = (await devRecords([]))?.devRecords ?? [];
    const post = records.filter(
      (r) => r.url_without_anchor === 'https://build.example/changelog/rate-limits-by-plan',
    );
    expect(post.length).toBeGreaterThan(3);
    expect(post[0]).toMatchObject({
      type: 'lvl1',
      hierarchy: { lvl0: 'Changelog', lvl1: 'Rate limits by plan' },
    });
    expect(post.every((r) => r.weight.pageRank === 0)).toBe(true);
  });

  it('lists pages in URL order, as the build does', async () => {
    process.env.NODE_ENV = 'development';
    const records =
      (
        await devRecords([
          { source: '@site/docs/faq.mdx', permalink: '/docs/faq', title: 'FAQs' },
          {
            source: '@site/docs/api-references/token-exchange-api/token-exchange-api.mdx',
            permalink: '/docs/api-references/token-exchange-api',
            title: 'Token Exchange API',
          },
        ])
      )?.devRecords ?? [];
    const pages = [...new Set(records.map((r) => r.url_without_anchor))];
    expect(pages).toEqual([...pages].sort());
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
