import type * as Preset from '@docusaurus/preset-classic';
import type { Config } from '@docusaurus/types';

import { copyrightLine } from './lib/copyright';
import { docsRepoUrl } from './lib/docs-repo';
import { analyticsScripts, readAnalyticsConfig } from './src/analytics/config';
import { links } from './src/data/links';
import { announcementReset, colorModeSeed, pageLoadError } from './src/inlineScripts';
import { darkCodeTheme, lightCodeTheme } from './src/prismThemes';
import { readSearchConfig } from './src/search/config';
import remarkKnownComponents from './plugins/content-checks/known-components';
import remarkDiagrams from './plugins/diagrams';
import remarkRegionNames from './plugins/region-names';
import { withoutSearchQuestions } from './plugins/search-index/questions';
import { CARD_SIZE, withSocialCards } from './plugins/social-cards/cards';
import { siteUrlFrom } from './plugins/site-url-warning';

// Where the site is deployed. A deploy under a sub-path sets BASE_URL=/docs-site/. A production build
// without SITE_URL says what would carry localhost (plugins/site-url-warning).
const siteUrl = siteUrlFrom(process.env);
const baseUrl = process.env.BASE_URL ?? '/';
// The repository contributors open pull requests against.
const docsRepo = docsRepoUrl(process.env);

// Search mode is read once, here, at build time: embedded unless Algolia is configured.
const search = readSearchConfig(process.env);
// Web analytics, likewise: off unless WEB_ANALYTICS names a provider (src/analytics/config.ts).
const analytics = readAnalyticsConfig(process.env);
// "© 2025–<the build's year> DIMO" in the footer and the changelog feeds.
const copyright = copyrightLine(new Date().getFullYear());

const announcementId = 'mcp-server-v2';

const config: Config = {
  title: 'DIMO Build',
  tagline: 'The vehicle data platform that puts privacy first',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  organizationName: 'DIMO-Network',
  projectName: 'dimo-org',
  titleDelimiter: '|',
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',

  markdown: {
    // A doc or changelog entry links its own social card (plugins/social-cards) when the card is committed;
    // search questions stay out of the pages' JavaScript (plugins/search-index reads them from the sources).
    parseFrontMatter: withoutSearchQuestions(withSocialCards()),
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { direction: 'ltr', htmlLang: 'en' } },
  },

  future: {
    v4: true,
    // Docusaurus Faster (Rspack, SWC, Lightning CSS), except the SWC JS
    // minifier: on this 2-core machine it stalls indefinitely on the Mermaid
    // chunks (measured: no progress after 10 minutes; the build with the other
    // minifier takes ~15 s).
    experimental_faster: {
      rspackBundler: true,
      rspackPersistentCache: false,
      swcJsLoader: true,
      swcJsMinimizer: false,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      ssgWorkerThreads: true,
      mdxCrossCompilerCache: true,
    },
  },

  // Mermaid diagrams are drawn at build time into inline SVG (plugins/diagrams,
  // in each content plugin's beforeDefaultRemarkPlugins): no page loads Mermaid.

  headTags: [colorModeSeed, announcementReset(announcementId), pageLoadError].map((innerHTML) => ({
    tagName: 'script',
    attributes: {},
    innerHTML,
  })),

  // The analytics script, deferred, on every page when enabled; none otherwise.
  scripts: analyticsScripts(analytics),

  customFields: { search, analytics, docsRepo },

  plugins: [
    './plugins/search-index/index.ts',
    './plugins/llms/index.ts',
    './plugins/security-headers/index.ts',
    // schema/*.graphql as text modules, for the playground's offline completion.
    './plugins/graphql-schemas/index.ts',
    './plugins/robots-txt/index.ts',
    // Broken links and anchors in a page fail the build naming its source file.
    './plugins/content-checks/index.ts',
    // Code blocks hydrate from their server markup; Prism loads only to colour code the browser renders.
    './plugins/code-blocks/index.ts',
    // The entry scripts carry V8's compile hint: compiled while they stream, off the main thread.
    './plugins/compile-hints/index.ts',
    // One reference page per REST operation, written from openapi/*.yaml into docs/ before the docs load.
    './plugins/openapi-reference/index.ts',
    // Warns in one line when pages lack their committed social card.
    './plugins/social-cards/index.ts',
    // Warns in one line when a production build has no SITE_URL.
    './plugins/site-url-warning/index.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          // Each scrolling table is a region named after the heading above it.
          // An unknown MDX component fails the build naming the file (plugins/content-checks).
          remarkPlugins: [remarkKnownComponents, remarkRegionNames],
          beforeDefaultRemarkPlugins: [remarkDiagrams],
          sidebarPath: './sidebars.ts',
          editUrl: `${docsRepo}/edit/main/`,
          // The date of the page's last commit (git log, ~0.1 s for all pages); the REST operation pages, which
          // are generated, carry their description's date in front matter (plugins/openapi-reference).
          showLastUpdateTime: true,
          showLastUpdateAuthor: false,
          lastVersion: 'current',
          versions: { current: { label: 'Next' } },
        },
        // The platform changelog: one dated entry per developer-facing change,
        // with RSS and Atom feeds at /changelog/rss.xml and /changelog/atom.xml.
        blog: {
          path: 'changelog',
          routeBasePath: 'changelog',
          // List and tag pages show several entries at once: names carry the entry's title.
          remarkPlugins: [remarkKnownComponents, [remarkRegionNames, { qualifyWithTitle: true }]],
          beforeDefaultRemarkPlugins: [remarkDiagrams],
          blogTitle: 'Platform changelog',
          blogDescription:
            'Every developer-facing change to the DIMO APIs, SDKs and MCP tools since October 2025, with before and after code.',
          blogSidebarTitle: 'All changes',
          blogSidebarCount: 'ALL',
          postsPerPage: 10,
          showReadingTime: false,
          // Tags are declared in changelog/tags.yml; a typo in an entry fails the build.
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'ignore',
          onUntruncatedBlogPosts: 'ignore',
          editUrl: `${docsRepo}/edit/main/`,
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'DIMO platform changelog',
            description: 'Developer-facing changes to the DIMO APIs, SDKs and MCP tools.',
            copyright,
            limit: false,
          },
        },
        pages: {
          remarkPlugins: [remarkKnownComponents, remarkRegionNames],
          beforeDefaultRemarkPlugins: [remarkDiagrams],
        },
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    // The site card; docs and changelog entries name their own (plugins/social-cards), all of this size.
    image: 'img/social-card.png',
    metadata: [
      { name: 'theme-color', content: '#1741c9' },
      { property: 'og:image:width', content: String(CARD_SIZE.width) },
      { property: 'og:image:height', content: String(CARD_SIZE.height) },
    ],
    announcementBar: {
      id: announcementId,
      content: `The DIMO MCP server 2.0 lets AI assistants query the vehicles shared with you. <a href="${baseUrl}docs/build/building-with-ai/dimo-mcp-server">Set it up</a>.`,
      isCloseable: true,
    },
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: true },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      hideOnScroll: true,
      logo: {
        alt: 'DIMO Build home',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        href: '/',
        width: 132,
        height: 32,
      },
      items: [
        { type: 'doc', docId: 'index', label: 'Docs', position: 'left' },
        { to: '/docs/category/api-references', label: 'API', position: 'left' },
        { to: '/docs/category/building-with-tools', label: 'SDKs', position: 'left' },
        { to: '/changelog', label: 'Changelog', position: 'left' },
        {
          type: 'dropdown',
          label: 'Resources',
          position: 'left',
          items: [
            { href: links.university, label: 'DIMO University (video course)' },
            { href: links.aiAssistant, label: 'DIMO Build GPT (AI assistant)' },
            { href: links.blog, label: 'Developer blog' },
            { href: links.dashboard, label: 'Network data dashboard' },
            { href: links.status, label: 'Status page' },
            { href: links.mobileApp, label: 'DIMO Mobile app' },
            { href: links.japan, label: 'DIMO Japan' },
          ],
        },
        { href: links.consoleSignIn, label: 'Log In', position: 'right', className: 'navbar-login' },
        {
          href: links.github,
          position: 'right',
          className: 'navbar-github',
          'aria-label': 'DIMO on GitHub',
          title: 'DIMO on GitHub',
        },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Learn More',
          items: [
            { label: 'Developer Docs', to: '/docs/' },
            { label: 'Developer Blog', href: links.blog },
            { label: 'Developer SDKs', to: '/docs/category/building-with-tools' },
            { label: 'Platform changelog', to: '/changelog' },
          ],
        },
        {
          title: 'Resources',
          items: [
            { label: 'Developer Console', href: links.consoleSignIn },
            { label: 'DIMO University', href: links.university },
            { label: 'Get Support', href: links.aiAssistant },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'GitHub', href: links.github },
            { label: 'Discord', href: links.discord },
            { label: 'X', href: links.x },
          ],
        },
      ],
      copyright,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Languages prism-react-renderer lacks (it already has JSON, Python, GraphQL, TypeScript).
      additionalLanguages: ['bash', 'csharp'],
    },
    // The search theme requires this block. Our own SearchBar reads it for the
    // index name and contextual search; in embedded mode the ids are sentinels and
    // no request ever leaves the site.
    algolia: {
      appId: search.appId,
      apiKey: search.apiKey,
      indexName: search.indexName,
      contextualSearch: true,
      searchPagePath: 'search',
      insights: false,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
