import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';

import shallowMemoPlugin, { redirectStock, stockReactUtilsPath } from '../../plugins/shallow-memo/index';
import { byKey } from '../../src/lib/byKey';

const siteDir = path.resolve(__dirname, '../..');
const stock = stockReactUtilsPath(siteDir);
const replacement = path.join(siteDir, 'src/lib/reactUtils.ts');

describe('shallow-memo plugin', () => {
  it('replaces a module whose exports the replacement still provides, all of them', () => {
    expect(existsSync(stock)).toBe(true);
    const exported = [
      ...readFileSync(stock, 'utf8').matchAll(/^export (?:function|class|const) (\w+)/gm),
    ].map((m) => m[1]);
    expect(exported.sort()).toEqual(
      ['ReactContextError', 'composeProviders', 'useEvent', 'usePrevious', 'useShallowMemoObject'].sort(),
    );
    // The stock hook is the one that sets up a collator: an upgrade that drops it makes this plugin unneeded.
    expect(readFileSync(stock, 'utf8')).toMatch(/localeCompare/);
    const ours = readFileSync(replacement, 'utf8');
    for (const name of exported) expect(ours).toMatch(new RegExp(`\\b${name}\\b`));
    expect(ours).not.toMatch(/\.localeCompare\(/);
  });

  it("points theme-common's imports at the replacement, and nothing else", () => {
    const redirect = redirectStock(stock, replacement);
    const request = (context: string, name: string, issuer: string) => ({
      context,
      request: name,
      contextInfo: { issuer },
    });
    const hooks = path.join(path.dirname(stock), '../hooks');
    const fromHooks = request(hooks, '../utils/reactUtils', path.join(hooks, 'useMutationObserver.js'));
    redirect(fromHooks);
    expect(fromHooks.request).toBe(replacement);
    const fromUtils = request(
      path.dirname(stock),
      './reactUtils.js',
      path.join(path.dirname(stock), 'scrollUtils.js'),
    );
    redirect(fromUtils);
    expect(fromUtils.request).toBe(replacement);
    // The replacement's own import of the stock module stays, or it would import itself.
    const own = request(path.dirname(replacement), '../../node_modules/x', replacement);
    own.request = path.relative(path.dirname(replacement), stock);
    redirect(own);
    expect(own.request).toBe(path.relative(path.dirname(replacement), stock));
    // Another file of the same name elsewhere is left alone.
    const other = request(path.join(siteDir, 'src'), './reactUtils', path.join(siteDir, 'src/x.ts'));
    redirect(other);
    expect(other.request).toBe('./reactUtils');
  });

  it('acts on the browser bundle only, and fails clearly when Docusaurus no longer has the file', () => {
    const plugin = shallowMemoPlugin({ siteDir } as LoadContext);
    const configure = plugin.configureWebpack!.bind(plugin) as (c: object, s: boolean, u: object) => unknown;
    expect(configure({}, true, {})).toEqual({});
    expect(() => shallowMemoPlugin({ siteDir: '/nowhere' } as LoadContext)).toThrow(/shallow-memo.*is gone/);
  });

  it('orders keys the same whatever order they come in', () => {
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
