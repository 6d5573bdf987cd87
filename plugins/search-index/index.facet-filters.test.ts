/**
 * modalFacetFilters against the filters DocSearch's modal really sends: the
 * theme's own useAlgoliaContextualFacetFilters and the docs plugin's
 * contextual search tags run from node_modules; only the framework's inputs
 * (locale, the docs plugins' global data, the route, the reader's stored
 * version) are given here.
 */
import { describe, expect, it, vi } from 'vitest';

import type { FacetFilters } from '../../src/search/engine';
import { modalFacetFilters } from './index';

interface Version {
  name: string;
  isLast: boolean;
  path: string;
}
interface Site {
  locale: string;
  docs: Record<string, { path: string; versions: Version[] }>;
  pathname: string;
  /** A version the reader picked in a version dropdown, per docs plugin (this site has none). */
  preferred: Record<string, string>;
}

const page = vi.hoisted((): { site: Site } => ({
  site: { locale: 'en', docs: {}, pathname: '/', preferred: {} },
}));

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({ i18n: { currentLocale: page.site.locale } }),
}));
// The docs plugin's global data as the client reads it: each version's name, isLast and path.
vi.mock('@docusaurus/useGlobalData', () => ({
  useAllPluginInstancesData: (name: string) =>
    name === 'docusaurus-plugin-content-docs'
      ? Object.fromEntries(
          Object.entries(page.site.docs).map(([id, plugin]) => [
            id,
            {
              path: plugin.path,
              versions: plugin.versions.map((v) => ({ ...v, label: v.name, docs: [], sidebars: {} })),
            },
          ]),
        )
      : undefined,
  usePluginData: () => undefined,
}));
vi.mock('@docusaurus/router', async () => ({
  matchPath: (await import('react-router-dom')).matchPath,
  useLocation: () => ({ pathname: page.site.pathname }),
}));
// The theme-common barrel holds JSX in .js files; the one constant this path reads comes from its own module.
vi.mock(
  '@docusaurus/theme-common/internal',
  () => import('../../node_modules/@docusaurus/theme-common/lib/utils/searchUtils.js'),
);
vi.mock('../../node_modules/@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js', () => ({
  useDocsPreferredVersionByPluginId: () =>
    Object.fromEntries(
      Object.entries(page.site.docs).map(([id, plugin]) => [
        id,
        plugin.versions.find((v) => v.name === page.site.preferred[id]) ?? null,
      ]),
    ),
}));
// Modules the docs client re-exports that this path never calls (sidebars, React providers).
vi.mock('../../node_modules/@docusaurus/plugin-content-docs/lib/client/docsUtils.js', () => ({}));
vi.mock(
  '../../node_modules/@docusaurus/plugin-content-docs/lib/client/docSidebarItemsExpandedState.js',
  () => ({}),
);
vi.mock('../../node_modules/@docusaurus/plugin-content-docs/lib/client/docsVersion.js', () => ({}));
vi.mock('../../node_modules/@docusaurus/plugin-content-docs/lib/client/docsSidebar.js', () => ({}));
vi.mock('../../node_modules/@docusaurus/plugin-content-docs/lib/client/doc.js', () => ({}));

/** The filters the theme's search bar sends on the page `site` describes. */
async function themeFilters(site: Site): Promise<FacetFilters> {
  page.site = site;
  const theme =
    (await import('../../node_modules/@docusaurus/theme-search-algolia/lib/client/useAlgoliaContextualFacetFilters.js')) as {
      useAlgoliaContextualFacetFilters: () => FacetFilters;
    };
  // Every hook it calls is one of the plain functions mocked above, so it runs outside a React render.
  const contextualFacetFilters = theme.useAlgoliaContextualFacetFilters;
  return contextualFacetFilters();
}

/** The filters the build answers with, from the docs plugins' loaded content. */
function buildFilters(site: Site): FacetFilters {
  const docs = Object.fromEntries(
    Object.entries(site.docs).map(([id, plugin]) => [
      id,
      { loadedVersions: plugin.versions.map((v) => ({ versionName: v.name, isLast: v.isLast })) },
    ]),
  );
  return modalFacetFilters(site.locale, docs as never);
}

/** This site: one docs plugin with one version, in English. */
const THIS_SITE: Site = {
  locale: 'en',
  docs: { default: { path: '/docs', versions: [{ name: 'current', isLast: true, path: '/docs' }] } },
  pathname: '/',
  preferred: {},
};

/** Two docs plugins, one of them versioned with an unreleased `current`, in French. */
const VERSIONED: Site = {
  locale: 'fr',
  docs: {
    default: {
      path: '/docs',
      versions: [
        { name: 'current', isLast: false, path: '/docs/next' },
        { name: '2.0', isLast: true, path: '/docs' },
      ],
    },
    api: { path: '/api', versions: [{ name: 'current', isLast: true, path: '/api' }] },
  },
  pathname: '/',
  preferred: {},
};

describe("the modal's facet filters, which the build answers one-character queries with", () => {
  it.each(['/', '/docs/faq', '/docs/api-references/telemetry-api/signals', '/changelog/rate-limits-by-plan'])(
    'are the ones the theme sends on %s of this site',
    async (pathname) => {
      const site = { ...THIS_SITE, pathname };
      expect(buildFilters(site)).toEqual(await themeFilters(site));
    },
  );

  it.each(['/', '/docs/intro', '/api/vehicles', '/blog/post'])(
    'are the ones the theme sends on %s of a site with two docs plugins and versions',
    async (pathname) => {
      const site = { ...VERSIONED, pathname };
      expect(buildFilters(site)).toEqual(await themeFilters(site));
    },
  );

  it('differ on a page of another version, or for a reader who picked one, where the modal asks the index', async () => {
    const older = { ...VERSIONED, pathname: '/docs/next/intro' };
    expect(buildFilters(older)).not.toEqual(await themeFilters(older));
    const picked = { ...VERSIONED, preferred: { default: 'current' } };
    expect(buildFilters(picked)).not.toEqual(await themeFilters(picked));
  });
});
