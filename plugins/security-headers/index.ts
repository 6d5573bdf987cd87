/**
 * Local plugin: security headers for static hosts, generated from the build.
 *
 *   postBuild   reads every built HTML page, hashes its inline scripts
 *               (./inline-scripts.ts), builds the headers and their
 *               Content-Security-Policy from those hashes and from the search
 *               and analytics configuration (./policy.ts), and writes them as
 *               build/_headers (Netlify, Cloudflare Pages) and build/vercel.json
 *               (Vercel) (lib/headers-file.ts owns both formats).
 *
 * Both files sit at the root of the build output, which is where Netlify and
 * Cloudflare Pages read `_headers`; Vercel reads `vercel.json` from the project
 * root, so deploy the build folder itself (`vercel deploy build`). Because the
 * hashes change whenever an inline script does, the files are never edited by
 * hand: a stale policy would block the site's own scripts.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import type { AnalyticsConfig } from '../../src/analytics/config';
import type { SearchConfig } from '../../src/search/config';
import { formatHeadersFile, formatVercelJson, type HeaderRule } from '../../lib/headers-file';
import { collectInlineScripts } from './inline-scripts';
import { securityHeaders } from './policy';

/** The first lines of `_headers`. */
const HEADERS_FILE_COMMENT = [
  'Generated at build by plugins/security-headers from the built HTML: do not edit.',
  'The Content-Security-Policy allows each inline script by its SHA-256 hash.',
];

export default function securityHeadersPlugin(context: LoadContext): Plugin {
  const customFields = context.siteConfig.customFields ?? {};
  // Read once in docusaurus.config.ts, next to each other; see src/search/config.ts and src/analytics/config.ts.
  const search = customFields.search as SearchConfig | undefined;
  const analytics = customFields.analytics as AnalyticsConfig | undefined;
  if (!search || !analytics) {
    throw new Error(
      '[security-headers] docusaurus.config.ts must set customFields.search and customFields.analytics',
    );
  }

  return {
    name: 'security-headers',

    async postBuild({ outDir }) {
      const inline = await collectInlineScripts(outDir);
      const rules: HeaderRule[] = [
        { path: '/*', headers: securityHeaders({ scriptHashes: inline.hashes, search, analytics }) },
      ];
      const headersFile = formatHeadersFile(rules, HEADERS_FILE_COMMENT);
      const vercelJson = formatVercelJson(rules);
      await writeFile(path.join(outDir, '_headers'), headersFile);
      await writeFile(path.join(outDir, 'vercel.json'), vercelJson);
      console.log(
        `[security-headers] ${inline.hashes.length} inline-script hashes from ${inline.pages} pages; ` +
          `_headers ${Buffer.byteLength(headersFile)} B, vercel.json ${Buffer.byteLength(vercelJson)} B`,
      );
    },
  };
}
