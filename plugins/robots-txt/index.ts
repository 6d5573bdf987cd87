/**
 * Build-time plugin: robots.txt.
 *
 *   postBuild  writes <outDir>/robots.txt, which admits every crawler and names the
 *              sitemap by its absolute URL (SITE_URL + BASE_URL + sitemap.xml)
 *
 * It is generated rather than kept in static/ because the sitemap's address depends
 * on where the site is deployed. Crawlers read robots.txt only at the root of a
 * host: a deploy under a sub-path (BASE_URL=/docs-site/) still writes it, and the
 * host's own robots.txt should then name the same sitemap.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

/** The file's content: one group for every user agent, then the sitemap. */
export function robotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  const { url, baseUrl } = context.siteConfig;
  const sitemapUrl = new URL(`${baseUrl}sitemap.xml`, url).href;
  return {
    name: 'robots-txt',

    async postBuild({ outDir }) {
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(sitemapUrl));
    },
  };
}
