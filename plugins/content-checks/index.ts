/**
 * Build-time plugin: contributor mistakes fail the build with the file to fix.
 *
 *   allContentLoaded  maps every Markdown page (docs, changelog, pages) to its source file
 *   postBuild         checks the links written in those pages against the built site
 *                     (lib/link-check.ts, scope 'markdown'): a link to no page, or a
 *                     `#fragment` that names no id on its target, is reported with the
 *                     source file and line, at the severity of onBrokenLinks / onBrokenAnchors
 *
 * Docusaurus checks the same links right after postBuild, but its message names
 * only the page's URL; this runs first so the message names the file. Every
 * other URL of the site (assets, feeds, the theme's links, sitemap.xml, llms.txt)
 * is checked on the finished build by the same module (`npm run check:links`):
 * other plugins are still writing some of those files while postBuild runs.
 *
 * The other mistakes fail without help from here: invalid front matter (the
 * content plugins' validation names the file), malformed MDX (the MDX loader
 * names the file) and unknown components (./known-components.ts, a remark plugin).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, ReportingSeverity } from '@docusaurus/types';

import { brokenLinksMessage, checkBuiltLinks } from '../../lib/link-check';

/** A Markdown page of the site: its route and its source file relative to the site folder. */
export interface ContentPage {
  permalink: string;
  source: string;
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

    async postBuild({ outDir }) {
      const { broken } = await checkBuiltLinks({
        dir: outDir,
        siteRoot: `${siteConfig.url.replace(/\/$/, '')}${siteConfig.baseUrl}`,
        sources: new Map(pages.map((page) => [page.permalink, page.source])),
        readSource: (source) => readFile(path.resolve(siteDir, source), 'utf8'),
        scope: 'markdown',
      });
      const links = broken.filter((b) => b.kind === 'link');
      const anchors = broken.filter((b) => b.kind === 'anchor');
      if (links.length) report(siteConfig.onBrokenLinks, brokenLinksMessage(links));
      if (anchors.length) report(siteConfig.onBrokenAnchors, brokenLinksMessage(anchors));
    },
  };
}
