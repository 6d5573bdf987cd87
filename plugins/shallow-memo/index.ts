/**
 * Build-time plugin: Docusaurus's `useShallowMemoObject` without a collator.
 *
 *   configureWebpack  (client bundle) resolves @docusaurus/theme-common's
 *                     lib/utils/reactUtils.js to src/lib/reactUtils.ts, which
 *                     re-exports the stock module and replaces that one hook
 *
 * The stock hook orders an object's keys with `localeCompare` to build memo
 * dependencies. The first `localeCompare` of a page sets up ICU's collator:
 * 27 ms in this Chromium, about 110 ms with the CPU slowed 4×, and every code
 * block (its word-wrap observer) and the mobile doc sidebar call it while the
 * page hydrates. Key order only has to be the same on every render, so plain
 * code-unit order does; no other behaviour changes. The module has no theme
 * component to wrap or swizzle, hence the replacement. A unit test fails when
 * the Docusaurus file moves or its exports change.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

/** The stock module, as theme-common's own files import it. */
export function stockReactUtilsPath(siteDir: string): string {
  return path.join(siteDir, 'node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js');
}

/** What webpack hands a replacement callback: before resolving, the request and where it was made. */
interface ModuleRequest {
  context: string;
  request: string;
  contextInfo: { issuer: string };
  createData?: { resource?: string };
}

/** Requests that may name the stock module (`./reactUtils`, `../utils/reactUtils`); resolved paths are checked below. */
const REQUEST_PATTERN = /(^|[\\/])reactUtils(\.js)?$/;

/**
 * Before webpack resolves a request for the stock module, points it at the
 * replacement (so the replacement is resolved and compiled as itself), except
 * the replacement's own import of the stock module.
 */
export function redirectStock(stock: string, replacement: string): (request: ModuleRequest) => void {
  const stockWithoutExtension = stock.replace(/\.js$/, '');
  return (request) => {
    if (request.createData?.resource || request.contextInfo.issuer === replacement) return;
    const target = path.resolve(request.context, request.request);
    if (target === stock || target === stockWithoutExtension) request.request = replacement;
  };
}

export default function shallowMemoPlugin(context: LoadContext): Plugin {
  const stock = stockReactUtilsPath(context.siteDir);
  if (!existsSync(stock)) {
    throw new Error(`[shallow-memo] ${stock} is gone: check @docusaurus/theme-common before upgrading.`);
  }
  const replacement = path.join(context.siteDir, 'src/lib/reactUtils.ts');
  return {
    name: 'shallow-memo',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(REQUEST_PATTERN, redirectStock(stock, replacement))],
      };
    },
  };
}
