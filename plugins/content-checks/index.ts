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

import type { LoadContext, Plugin, ReportingSeverity } from '@docusaurus/types';

import { contentPages, type ContentPage, type PluginsContent } from '../../lib/content-pages';
import { brokenLinksMessage, checkBuiltLinks } from '../../lib/link-check';

function report(severity: ReportingSeverity, message: string): void {
  if (severity === 'throw') throw new Error(message);
  if (severity === 'warn') console.warn(`[WARNING] ${message}`);
  else if (severity === 'log') console.log(message);
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
