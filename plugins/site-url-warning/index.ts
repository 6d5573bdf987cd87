/**
 * Build-time plugin: a production build without SITE_URL writes the development origin into every absolute URL
 * it makes, and a deploy of it sends readers, crawlers and assistants to localhost.
 *
 *   postBuild   prints one warning line naming what carries that origin (siteUrlWarning); `npm start` never
 *               runs postBuild, and a build with SITE_URL set prints nothing
 */
import type { Plugin } from '@docusaurus/types';

/** The origin docusaurus.config.ts uses when SITE_URL is not set. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** What a build writes with the site's absolute URL in it. */
export const ABSOLUTE_URL_CARRIERS = [
  'llms.txt',
  'llms-full.txt',
  'sitemap.xml',
  'robots.txt',
  'the RSS and Atom feeds',
  'canonical and og:url links',
  'social card URLs',
  'the search records',
  "the MCP server's answers",
] as const;

/** The site's origin from the environment: SITE_URL when set (blank counts as unset), else the default. */
export function siteUrlFrom(env: Record<string, string | undefined>): string {
  return env.SITE_URL?.trim() || DEFAULT_SITE_URL;
}

/** The warning a production build (NODE_ENV=production, as `docusaurus build` sets it) without SITE_URL prints. */
export function siteUrlWarning(env: Record<string, string | undefined>): string | undefined {
  if (env.NODE_ENV !== 'production' || env.SITE_URL?.trim()) return undefined;
  const carriers = `${ABSOLUTE_URL_CARRIERS.slice(0, -1).join(', ')} and ${ABSOLUTE_URL_CARRIERS.at(-1)}`;
  return (
    `[site-url] SITE_URL is not set, so ${carriers} carry ${DEFAULT_SITE_URL}: ` +
    'build with SITE_URL=https://<your domain> before deploying.'
  );
}

export default function siteUrlWarningPlugin(): Plugin {
  return {
    name: 'site-url-warning',

    postBuild() {
      const warning = siteUrlWarning(process.env);
      if (warning) console.warn(warning);
    },
  };
}
