import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';

import prefetchOncePlugin, { stockPrefetchPath } from '../../plugins/prefetch-once/index';

const siteDir = path.resolve(__dirname, '../..');

describe('prefetch-once plugin', () => {
  it("replaces the helper Docusaurus's client really imports, and only in the browser bundle", () => {
    const stock = stockPrefetchPath(siteDir);
    expect(existsSync(stock)).toBe(true);
    // docusaurus.js imports it by this name: an upgrade that renames it fails here.
    const client = readFileSync(path.join(path.dirname(stock), 'docusaurus.js'), 'utf8');
    expect(client).toMatch(/import prefetchHelper from '\.\/prefetch';/);
    const plugin = prefetchOncePlugin({ siteDir } as LoadContext);
    const configure = plugin.configureWebpack!.bind(plugin) as (c: object, isServer: boolean) => unknown;
    expect(configure({}, false)).toEqual({
      resolve: { alias: { [stock]: path.join(siteDir, 'src/lib/prefetchOnce.ts') } },
    });
    expect(configure({}, true)).toEqual({});
  });

  it('fails with a clear message when Docusaurus no longer has the file', () => {
    expect(() => prefetchOncePlugin({ siteDir: '/nowhere' } as LoadContext)).toThrow(
      /prefetch-once.*is gone/,
    );
  });
});
