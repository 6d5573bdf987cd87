/**
 * Build-time plugin: three of Docusaurus 3.8.1's client modules, replaced in
 * the browser bundle by modules of ours with the same exports. None has a
 * theme component to wrap or swizzle, hence module replacement. What each
 * changes, measured on a doc page in Chromium at 4× CPU:
 *
 * - core client/prefetch.js → src/lib/prefetchOnce.ts: each chunk URL is
 *   prefetched once; routes share chunks, and the stock helper added one
 *   `<link>` per route per chunk (344 elements for 25 files on the signals page);
 *   the elements are added a few per idle task, not all in the task that asks.
 * - core client/browserContext.js → src/lib/browserContext.tsx: the switch of
 *   `useIsBrowser()` to true after hydration is a transition, so the ~340
 *   components it re-renders (every doc sidebar category and its items) are
 *   rendered in slices instead of one task of ~160 ms.
 * - theme-common utils/reactUtils.js → src/lib/reactUtils.ts: the theme's
 *   memo helper orders keys without `localeCompare`, whose first call sets up
 *   ICU's collator (~110 ms) while code blocks hydrate.
 *
 * Unit tests fail when a stock file moves or its exports change.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

export interface ClientPatch {
  /** The stock module, under node_modules. */
  stock: string;
  /** Ours, under the site directory. */
  replacement: string;
}

export const CLIENT_PATCHES: readonly ClientPatch[] = [
  { stock: '@docusaurus/core/lib/client/prefetch.js', replacement: 'src/lib/prefetchOnce.ts' },
  { stock: '@docusaurus/core/lib/client/browserContext.js', replacement: 'src/lib/browserContext.tsx' },
  { stock: '@docusaurus/theme-common/lib/utils/reactUtils.js', replacement: 'src/lib/reactUtils.ts' },
];

/** What webpack hands a replacement callback: before resolving, the request and where it was made. */
export interface ModuleRequest {
  context: string;
  request: string;
  contextInfo: { issuer: string };
  createData?: { resource?: string };
}

/** Absolute paths of one patch. */
export function patchPaths(siteDir: string, patch: ClientPatch): { stock: string; replacement: string } {
  return {
    stock: path.join(siteDir, 'node_modules', patch.stock),
    replacement: path.join(siteDir, patch.replacement),
  };
}

/** Requests that may name a stock module (`./prefetch`, `../utils/reactUtils`); the resolved path is checked after. */
export function requestPattern(patches: readonly ClientPatch[]): RegExp {
  const names = patches.map((p) => path.basename(p.stock, '.js'));
  return new RegExp(`(^|[\\\\/])(${names.join('|')})(\\.js)?$`);
}

/**
 * Before webpack resolves a request for a stock module, points it at the
 * replacement (resolved and compiled as itself), except a replacement's own
 * import of the module it wraps.
 */
export function redirectRequests(
  paths: readonly { stock: string; replacement: string }[],
): (request: ModuleRequest) => void {
  return (request) => {
    if (request.createData?.resource) return;
    const target = path.resolve(request.context, request.request).replace(/\.js$/, '');
    const patch = paths.find((p) => p.stock.replace(/\.js$/, '') === target);
    if (patch && request.contextInfo.issuer !== patch.replacement) request.request = patch.replacement;
  };
}

export default function clientPatchesPlugin(context: LoadContext): Plugin {
  const paths = CLIENT_PATCHES.map((patch) => patchPaths(context.siteDir, patch));
  for (const { stock } of paths) {
    if (!existsSync(stock)) {
      throw new Error(`[client-patches] ${stock} is gone: check Docusaurus's client before upgrading.`);
    }
  }
  return {
    name: 'client-patches',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(requestPattern(CLIENT_PATCHES), redirectRequests(paths))],
      };
    },
  };
}
