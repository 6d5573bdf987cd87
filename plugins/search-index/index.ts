/**
 * Local plugin: the search index (docs → build → records → index → modal).
 *
 *   allContentLoaded  every page's search questions from its source's front
 *                     matter (./questions.ts); `npm start` only: records from the
 *                     MDX sources (./dev-records.ts), handed to the browser as
 *                     plugin data, so search works in development and follows edits
 *   postBuild         records from every built page (./html-records.ts) with
 *                     their questions, written as the compact index and the
 *                     full records file (./index-files.ts) under search/
 *
 * Both indexers feed one record builder (./record-builder.ts).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';

import { contentPages, type PluginsContent } from '../../lib/content-pages';
import { resolveBuiltFile } from '../../lib/routes';
import { SERVICES } from '../../openapi';
import { MANIFEST_FILE, type FacetFilters, type SearchRecord } from '../../src/search/engine';
import { encodeIndex } from './index-files';
import { devRecords } from './dev-records';
import { recordsFromHtml } from './html-records';
import { questionsOfContent, withQuestions, type PageQuestions } from './questions';

export interface SearchPluginData {
  /** Records derived from sources, in development only; null in production builds. */
  devRecords: SearchRecord[] | null;
}

/**
 * Routes that are not content of their own: the search page, the not-found
 * page, and the changelog's lists (index, pages, tags, archive), which only
 * repeat the entries that are indexed from their own pages.
 */
const SKIPPED = [
  /\/search\/?$/,
  /\/404(\.html)?$/,
  /\/changelog\/?$/,
  /\/changelog\/(page|tags|archive|authors)(\/|$)/,
];

/**
 * DocSearch's pageRank, which breaks ties (and, in the embedded engine, adds
 * a little to the score): documentation pages 1, everything else 0 (changelog
 * entries, standalone pages, the generated category pages, which only list the
 * pages that answer, and the generated REST operation pages, whose parameter
 * and status sections repeat what the guides explain), so a guide wins over a
 * changelog entry, a card or an operation page that says the same thing.
 */
export const DOCS_PAGE_RANK = 1;

/** `docs/api-references/<REST service>/<operation>`: the pages plugins/openapi-reference generates. */
export function isOperationRoute(route: string, baseUrl: string): boolean {
  const m = new RegExp(`^${baseUrl}docs/api-references/([^/]+)/[^/]+/?$`).exec(route);
  return m !== null && SERVICES.some((s) => s.key === m[1]);
}

/**
 * What search keeps of a generated operation page: its title, lead and request URL. Its sections
 * (Authentication, Parameters, Responses, Samples, Try it, one per status) repeat the same headings on
 * all 34 pages, so two hits of one list would read the same and generic questions ("401") would land there.
 */
export function operationRecords(records: SearchRecord[]): SearchRecord[] {
  return records.filter((r) => r.hierarchy.lvl2 === null);
}

export function pageRankOf(route: string, baseUrl: string): number {
  const docs = route.startsWith(`${baseUrl}docs/`) || route === `${baseUrl}docs`;
  if (!docs || route.startsWith(`${baseUrl}docs/category/`) || isOperationRoute(route, baseUrl)) return 0;
  return DOCS_PAGE_RANK;
}

/** A short hash of a text, or of a set of files (names and contents). */
export function contentHash(text: string | Map<string, string>): string {
  const hash = createHash('sha256');
  if (typeof text === 'string') hash.update(text);
  else
    for (const [name, body] of [...text].sort(([a], [b]) => (a < b ? -1 : 1)))
      hash.update(`${name}\0${body}\0`);
  return hash.digest('hex').slice(0, 12);
}

/** The label of the navbar item that links to `to`, for pages whose lvl0 is that item. */
function navbarLabel(
  context: LoadContext,
  match: (item: { to?: string; type?: string }) => boolean,
  fallback: string,
) {
  const items = (
    context.siteConfig.themeConfig as {
      navbar?: { items?: { label?: string; to?: string; type?: string }[] };
    }
  ).navbar?.items;
  return items?.find(match)?.label ?? fallback;
}

/**
 * The facet filters the modal sends, as the theme's contextual search makes
 * them on a page of the latest docs: the site's language, and the default tag
 * or the search tag of each docs plugin's latest version
 * (`docs-<plugin id>-<version>`).
 */
export function modalFacetFilters(
  locale: string,
  docs: Record<string, DocsContent | undefined> | undefined,
): FacetFilters {
  const tags = Object.entries(docs ?? {}).flatMap(([pluginId, content]) =>
    (content?.loadedVersions ?? [])
      .filter((v) => v.isLast)
      .map((v) => `docusaurus_tag:docs-${pluginId}-${v.versionName}`),
  );
  return [`language:${locale}`, ['docusaurus_tag:default', ...tags]];
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const { siteConfig, siteDir } = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  let modalFilters: FacetFilters | undefined;
  let questions = new Map<string, PageQuestions>();
  return {
    name: 'search-index',

    async allContentLoaded({ allContent, actions }) {
      modalFilters = modalFacetFilters(
        context.i18n.currentLocale,
        allContent['docusaurus-plugin-content-docs'] as Record<string, DocsContent | undefined> | undefined,
      );
      questions = await questionsOfContent(siteDir, contentPages(allContent as PluginsContent));
      if (process.env.NODE_ENV === 'production') {
        actions.setGlobalData({ devRecords: null } satisfies SearchPluginData);
        return;
      }
      const records = await devRecords({
        siteDir,
        docsPageRank: DOCS_PAGE_RANK,
        origin,
        language: siteConfig.i18n.defaultLocale,
        docs: allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined,
        blog: allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined,
        questions,
        docsLabel: navbarLabel(context, (i) => i.type === 'doc', 'Documentation'),
        blogLabel: navbarLabel(context, (i) => i.to === '/changelog', 'Changelog'),
      });
      actions.setGlobalData({ devRecords: records } satisfies SearchPluginData);
    },

    async postBuild({ outDir, routesPaths }) {
      const records: SearchRecord[] = [];
      const routes = [...new Set(routesPaths)].filter((r) => !SKIPPED.some((re) => re.test(r))).sort();
      for (const route of routes) {
        const file = resolveBuiltFile(outDir, route.slice(siteConfig.baseUrl.length - 1));
        if (!file) continue;
        const pageRecords = withQuestions(
          recordsFromHtml({
            html: await readFile(file, 'utf8'),
            pageUrl: `${origin}${route}`,
            pageRank: pageRankOf(route, siteConfig.baseUrl),
          }),
          questions.get(route),
        );
        records.push(
          ...(isOperationRoute(route, siteConfig.baseUrl) ? operationRecords(pageRecords) : pageRecords),
        );
      }
      const { manifest, files } = encodeIndex(records, { hash: contentHash, modalFilters });
      const dir = path.join(outDir, 'search', manifest.dir);
      await mkdir(dir, { recursive: true });
      await Promise.all([...files].map(([name, body]) => writeFile(path.join(dir, name), body)));
      await writeFile(path.join(outDir, 'search', MANIFEST_FILE), JSON.stringify(manifest));
      console.log(
        `[search-index] ${records.length} records from ${routes.length} pages → search/${manifest.dir}/ (${files.size} files)`,
      );
    },
  };
}
