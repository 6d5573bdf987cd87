/**
 * Build-time plugin: contributor mistakes fail the build with the file to fix.
 *
 *   allContentLoaded  maps every Markdown page (docs, changelog, pages) to its source file
 *   postBuild         checks the links written in those pages against the built site:
 *                     a link to no route, or a `#fragment` that names no id on its target,
 *                     is reported with the source file and line, at the severity of
 *                     onBrokenLinks / onBrokenAnchors
 *
 * Docusaurus checks the same links right after postBuild, but its message names
 * only the page's URL; this runs first so the message names the file. Links to
 * files (an extension in the path) are left to scripts/check-links.ts, which
 * requests every one of them from the served build.
 *
 * The other mistakes fail without help from here: invalid front matter (the
 * content plugins' validation names the file), malformed MDX (the MDX loader
 * names the file) and unknown components (./known-components.ts, a remark plugin).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, ReportingSeverity } from '@docusaurus/types';
import { load } from 'cheerio';

/** A Markdown page of the site: its route and its source file relative to the site folder. */
export interface ContentPage {
  permalink: string;
  source: string;
}

/** One link a page's author wrote that leads nowhere. */
export interface BrokenContentLink {
  source: string;
  line: number | null;
  permalink: string;
  href: string;
  kind: 'link' | 'anchor';
}

/** Where the rendered Markdown of a page sits in the built HTML (docs, changelog posts, Markdown pages). */
const CONTENT_SELECTOR = '.markdown';

/** `/a/b/`, `/a/b/index.html` and `/a/b.html` are the route `/a/b` (the root stays `/`). */
export function normalizeRoute(pathname: string): string {
  const route = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

/** The built HTML file of a route, whatever the trailingSlash setting wrote. */
export function htmlFileOf(outDir: string, baseUrl: string, route: string): string | null {
  const relative = decodeURI(route.slice(baseUrl.length)).replace(/\/$/, '');
  const candidates = relative
    ? [path.join(outDir, relative, 'index.html'), path.join(outDir, `${relative}.html`)]
    : [path.join(outDir, 'index.html')];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** The first line of the source that contains `href`, for the message; null when it was written otherwise. */
export function lineOf(sourceText: string, href: string): number | null {
  const index = sourceText.split('\n').findIndex((line) => line.includes(href));
  return index === -1 ? null : index + 1;
}

export interface FindBrokenLinksOptions {
  pages: ContentPage[];
  /** Every route of the site (Docusaurus's routesPaths), base URL included. */
  routes: string[];
  /** The built HTML of a route, or null if there is none. */
  readHtml(route: string): Promise<string | null>;
  /** The text of a source file, for line numbers. */
  readSource(source: string): Promise<string>;
}

export async function findBrokenContentLinks(options: FindBrokenLinksOptions): Promise<BrokenContentLink[]> {
  const routes = new Set(options.routes.map(normalizeRoute));
  const idsCache = new Map<string, Promise<Set<string> | null>>();
  const idsOf = (route: string) => {
    let ids = idsCache.get(route);
    if (!ids) {
      ids = options.readHtml(route).then((html) => {
        if (html === null) return null;
        const $ = load(html);
        return new Set(
          $('[id]')
            .map((_, el) => $(el).attr('id'))
            .get(),
        );
      });
      idsCache.set(route, ids);
    }
    return ids;
  };
  // Any origin serves to resolve relative links; only the path and fragment are compared.
  const origin = 'http://site.invalid';
  const broken: BrokenContentLink[] = [];
  for (const page of options.pages) {
    const html = await options.readHtml(page.permalink);
    if (html === null) continue;
    const $ = load(html);
    const hrefs = new Set(
      $(`${CONTENT_SELECTOR} a[href]`)
        .map((_, el) => $(el).attr('href'))
        .get(),
    );
    let sourceText: string | null = null;
    for (const href of hrefs) {
      const url = new URL(href, `${origin}${page.permalink}`);
      if (url.origin !== origin || path.posix.extname(url.pathname) !== '') continue;
      const route = normalizeRoute(decodeURI(url.pathname));
      const fragment = decodeURIComponent(url.hash.slice(1));
      let kind: BrokenContentLink['kind'] | null = null;
      if (!routes.has(route)) kind = 'link';
      else if (fragment && fragment.toLowerCase() !== 'top') {
        const ids = await idsOf(route);
        if (ids && !ids.has(fragment)) kind = 'anchor';
      }
      if (!kind) continue;
      sourceText ??= await options.readSource(page.source);
      broken.push({
        source: page.source,
        line: lineOf(sourceText, href),
        permalink: page.permalink,
        href,
        kind,
      });
    }
  }
  return broken;
}

/** The report, one line per broken link, each starting with the file (and line) to fix. */
export function brokenLinksMessage(broken: BrokenContentLink[]): string {
  const lines = broken.map(
    (b) =>
      `  ${b.source}${b.line === null ? '' : `:${b.line}`}: broken ${b.kind} ${b.href} (on page ${b.permalink})`,
  );
  return `Broken links or anchors in the Markdown sources:\n${lines.join('\n')}`;
}

function report(severity: ReportingSeverity, message: string): void {
  if (severity === 'throw') throw new Error(message);
  if (severity === 'warn') console.warn(`[WARNING] ${message}`);
  else if (severity === 'log') console.log(message);
}

type PluginsContent = Record<string, Record<string, unknown> | undefined>;

/** Every Markdown page the content plugins loaded, with its source relative to the site folder. */
function contentPages(allContent: PluginsContent): ContentPage[] {
  const pages: ContentPage[] = [];
  const add = (permalink: string, source: string) =>
    pages.push({ permalink, source: source.replace(/^@site\//, '') });
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (content as DocsContent).loadedVersions) {
      for (const doc of version.docs) add(doc.permalink, doc.source);
    }
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {})) {
    const posts = (content as { blogPosts: { metadata: { permalink: string; source: string } }[] }).blogPosts;
    for (const post of posts) add(post.metadata.permalink, post.metadata.source);
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-pages'] ?? {})) {
    for (const page of content as { type: string; permalink: string; source: string }[]) {
      if (page.type === 'mdx') add(page.permalink, page.source);
    }
  }
  return pages;
}

export default function contentChecksPlugin(context: LoadContext): Plugin {
  const { siteConfig, siteDir } = context;
  let pages: ContentPage[] = [];

  return {
    name: 'content-checks',

    async allContentLoaded({ allContent }) {
      pages = contentPages(allContent as PluginsContent);
    },

    async postBuild({ outDir, routesPaths }) {
      const broken = await findBrokenContentLinks({
        pages,
        routes: routesPaths,
        readHtml: async (route) => {
          const file = htmlFileOf(outDir, siteConfig.baseUrl, route);
          return file ? readFile(file, 'utf8') : null;
        },
        readSource: (source) => readFile(path.resolve(siteDir, source), 'utf8'),
      });
      const links = broken.filter((b) => b.kind === 'link');
      const anchors = broken.filter((b) => b.kind === 'anchor');
      if (links.length) report(siteConfig.onBrokenLinks, brokenLinksMessage(links));
      if (anchors.length) report(siteConfig.onBrokenAnchors, brokenLinksMessage(anchors));
    },
  };
}
