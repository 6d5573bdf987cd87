/**
 * Build-time plugin: Docusaurus's chunk prefetch helper requests each URL once.
 *
 *   configureWebpack  (client bundle) resolves @docusaurus/core's
 *                     lib/client/prefetch.js to src/lib/prefetchOnce.ts
 *
 * Docusaurus decides what to prefetch and when; only its helper, which added a
 * `<link rel="prefetch">` again for every route sharing a chunk, is replaced.
 * The module has no theme component to wrap or swizzle, hence the alias. A
 * unit test fails when the Docusaurus file moves or changes its export.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

/** The stock helper, as Docusaurus's client imports it. */
export function stockPrefetchPath(siteDir: string): string {
  return path.join(siteDir, 'node_modules/@docusaurus/core/lib/client/prefetch.js');
}

export default function prefetchOncePlugin(context: LoadContext): Plugin {
  const stock = stockPrefetchPath(context.siteDir);
  if (!existsSync(stock)) {
    throw new Error(`[prefetch-once] ${stock} is gone: check @docusaurus/core's client before upgrading.`);
  }
  const replacement = path.join(context.siteDir, 'src/lib/prefetchOnce.ts');
  return {
    name: 'prefetch-once',
    configureWebpack(_config, isServer) {
      return isServer ? {} : { resolve: { alias: { [stock]: replacement } } };
    },
  };
}
