import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';

import clientPatchesPlugin, {
  CLIENT_PATCHES,
  patchPaths,
  redirectRequests,
  requestPattern,
  type ModuleRequest,
} from '../../plugins/client-patches/index';
import { byKey } from '../../src/lib/byKey';

const siteDir = path.resolve(__dirname, '../..');
const paths = CLIENT_PATCHES.map((patch) => patchPaths(siteDir, patch));

/** Names a module exports as `export function|class|const NAME`. */
function exportsOf(source: string): string[] {
  return [...source.matchAll(/^export (?:function|class|const) (\w+)/gm)].map((m) => m[1]!).sort();
}

function request(fromFile: string, name: string): ModuleRequest {
  return { context: path.dirname(fromFile), request: name, contextInfo: { issuer: fromFile } };
}

describe('client-patches plugin', () => {
  it('replaces modules that exist, under the names Docusaurus imports them by', () => {
    const pattern = requestPattern(CLIENT_PATCHES);
    const imports: [string, string][] = [
      ['@docusaurus/core/lib/client/docusaurus.js', './prefetch'],
      ['@docusaurus/core/lib/client/App.js', './browserContext'],
      ['@docusaurus/core/lib/client/exports/useIsBrowser.js', '../browserContext'],
      ['@docusaurus/theme-common/lib/hooks/useMutationObserver.js', '../utils/reactUtils'],
    ];
    for (const [file, name] of imports) {
      const source = readFileSync(path.join(siteDir, 'node_modules', file), 'utf8');
      expect(source, file).toContain(`from '${name}'`);
      expect(name).toMatch(pattern);
      // …and the request resolves to a replacement.
      const made = request(path.join(siteDir, 'node_modules', file), name);
      redirectRequests(paths)(made);
      expect(paths.map((p) => p.replacement)).toContain(made.request);
    }
  });

  it('each replacement exports what the stock module exports', () => {
    for (const { stock, replacement } of paths) {
      const stockExports = exportsOf(readFileSync(stock, 'utf8'));
      const ours = readFileSync(replacement, 'utf8');
      const named = stockExports.filter((name) => !new RegExp(`\\b${name}\\b`).test(ours));
      expect(named, replacement).toEqual([]);
      if (/export default/.test(readFileSync(stock, 'utf8')))
        expect(ours, replacement).toMatch(/export default/);
    }
    // The reason for each patch is still in the stock module: an upgrade that removes it makes the patch unneeded.
    expect(readFileSync(paths[2]!.stock, 'utf8')).toMatch(/\.localeCompare\(/);
    expect(readFileSync(paths[2]!.replacement, 'utf8')).not.toMatch(/\.localeCompare\(/);
    expect(readFileSync(paths[1]!.stock, 'utf8')).toMatch(/setIsBrowser\(true\)/);
    expect(readFileSync(paths[1]!.replacement, 'utf8')).toMatch(
      /startTransition\(\(\) => setIsBrowser\(true\)\)/,
    );
  });

  it("leaves other modules alone, and a replacement's own import of the stock module", () => {
    const redirect = redirectRequests(paths);
    const ownFile = paths[2]!.replacement;
    const own = request(ownFile, path.relative(path.dirname(ownFile), paths[2]!.stock));
    const before = own.request;
    redirect(own);
    expect(own.request).toBe(before);
    const other = request(path.join(siteDir, 'src/x.ts'), './reactUtils');
    redirect(other);
    expect(other.request).toBe('./reactUtils');
    const resolved: ModuleRequest = {
      ...request(paths[0]!.stock, './prefetch'),
      createData: { resource: paths[0]!.stock },
    };
    redirect(resolved);
    expect(resolved.request).toBe('./prefetch');
  });

  it('acts on the browser bundle only, and fails clearly when Docusaurus no longer has a file', () => {
    const plugin = clientPatchesPlugin({ siteDir } as LoadContext);
    const configure = plugin.configureWebpack!.bind(plugin) as (c: object, s: boolean, u: object) => unknown;
    expect(configure({}, true, {})).toEqual({});
    expect(() => clientPatchesPlugin({ siteDir: '/nowhere' } as LoadContext)).toThrow(
      /client-patches.*is gone/,
    );
  });

  it('memo keys come in one order whatever order the object has them in (src/lib/byKey.ts)', () => {
    const entries: [string, unknown][] = [
      ['subtree', true],
      ['attributes', true],
      ['childList', false],
      ['characterData', false],
    ];
    const sorted = [...entries].sort(byKey).map(([key]) => key);
    expect(sorted).toEqual(['attributes', 'characterData', 'childList', 'subtree']);
    expect(
      [...entries]
        .reverse()
        .sort(byKey)
        .map(([key]) => key),
    ).toEqual(sorted);
    expect(byKey(['a', 1], ['a', 2])).toBe(0);
  });
});
