/**
 * The patches in this folder, checked on the files installed in node_modules:
 * each patch is applied, and each patched file does what its patch is for.
 * The behaviour tests fail on the package's own file, except two guards: the
 * memoised object kept across renders (the stock file does it too; a patch must
 * not break it) and the extra languages left to the site tokenizer (src/code).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import React, { type ReactElement } from 'react';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';

const siteDir = path.resolve(__dirname, '..');
const patches = readdirSync(__dirname).filter((name) => name.endsWith('.patch'));

/**
 * Evaluates a module of the site (a package file under node_modules, or ours)
 * as the bundler compiles it: JSX and TypeScript compiled, each import answered
 * from `imports`, and the browser globals it uses taken from `globals`.
 */
function evaluate(
  file: string,
  imports: Record<string, unknown>,
  globals: Record<string, unknown> = {},
): Record<string, unknown> {
  const { outputText } = ts.transpileModule(readFileSync(path.join(siteDir, file), 'utf8'), {
    fileName: file.replace(/\.js$/, '.jsx'),
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.React,
      esModuleInterop: true,
    },
  });
  const module = { exports: {} as Record<string, unknown> };
  const require = (name: string) => {
    if (!(name in imports)) throw new Error(`${file} imports ${name}`);
    return imports[name];
  };
  const names = Object.keys(globals);
  new Function('require', 'module', 'exports', ...names, outputText)(
    require,
    module,
    module.exports,
    ...names.map((name) => globals[name]),
  );
  return module.exports;
}

describe('patches/', () => {
  it('holds one patch per package, for the version installed, and each is applied', () => {
    expect(patches.length).toBeGreaterThan(0);
    for (const patch of patches) {
      const [, name, version] = /^(.+)\+([^+]+)\.patch$/.exec(patch)!;
      const packageName = name!.replace('+', '/');
      const installed = JSON.parse(
        readFileSync(path.join(siteDir, 'node_modules', packageName, 'package.json'), 'utf8'),
      ) as { version: string };
      expect(installed.version, `${patch}: ${packageName} is ${installed.version}`).toBe(version);
      // Reversing applies cleanly only when the installed files hold exactly the patched text.
      expect(
        () =>
          execFileSync('git', ['apply', '--check', '--reverse', path.join(__dirname, patch)], {
            cwd: siteDir,
            stdio: 'pipe',
          }),
        `${patch} is not applied to node_modules: run npx patch-package`,
      ).not.toThrow();
    }
  });
});

/** A page with a <head>, whose idle tasks run only when the test says so. */
function prefetchPage(idleCallbacks = true) {
  interface FakeLink {
    rel?: string;
    href?: string;
    onload: (() => void) | null;
    onerror: (() => void) | null;
  }
  const head: FakeLink[] = [];
  const tasks: { task: () => void; delay?: number }[] = [];
  const document = {
    createElement: () => {
      const link: FakeLink & Record<string, unknown> = {
        onload: null,
        onerror: null,
        relList: { supports: (feature: string) => feature === 'prefetch' },
        setAttribute: (name: string, value: string) => (link[name] = value),
      };
      return link;
    },
    getElementsByTagName: (tag: string) =>
      tag === 'head' ? [{ appendChild: (l: FakeLink) => head.push(l) }] : [],
    getElementsByName: () => [],
  };
  const { default: prefetch } = evaluate(
    'node_modules/@docusaurus/core/lib/client/prefetch.js',
    {},
    {
      document,
      requestIdleCallback: idleCallbacks ? (task: () => void) => tasks.push({ task }) : undefined,
      setTimeout: (task: () => void, delay: number) => tasks.push({ task, delay }),
    },
  ) as { default: (url: string) => Promise<void> };
  return {
    prefetch,
    tasks,
    /** The URLs of the prefetch elements in <head>, in document order. */
    prefetched: () =>
      head.map((link) => (link.rel === 'prefetch' ? link.href : `not a prefetch: ${link.rel}`)),
    link: (url: string) => head.find((link) => link.href === url)!,
    runTask: () => {
      const next = tasks.shift();
      if (!next) throw new Error('no task is waiting: prefetch scheduled none');
      next.task();
    },
  };
}

describe('@docusaurus/core client/prefetch.js', () => {
  it('adds no element in the task that asks, then two per idle task, in the order asked', () => {
    const page = prefetchPage();
    const urls = ['/a.js', '/b.js', '/c.js', '/d.js', '/e.js'];
    for (const url of urls) void page.prefetch(url);
    expect(page.prefetched()).toEqual([]);
    expect(page.tasks).toHaveLength(1);
    page.runTask();
    expect(page.prefetched()).toEqual(['/a.js', '/b.js']);
    page.runTask();
    expect(page.prefetched()).toEqual(['/a.js', '/b.js', '/c.js', '/d.js']);
    page.runTask();
    expect(page.prefetched()).toEqual(urls);
    expect(page.tasks).toHaveLength(0);
  });

  it('prefetches each URL once per page life, and every caller waits for the same element', async () => {
    const page = prefetchPage();
    const first = page.prefetch('/shared.js');
    expect(page.prefetch('/shared.js')).toBe(first);
    while (page.tasks.length > 0) page.runTask();
    expect(page.prefetched()).toEqual(['/shared.js']);

    let settled = false;
    void first.then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    page.link('/shared.js').onload!();
    await first;
    expect(settled).toBe(true);
    // Asked again once loaded: no new element, no new task.
    await page.prefetch('/shared.js');
    expect(page.prefetched()).toEqual(['/shared.js']);
    expect(page.tasks).toHaveLength(0);
  });

  it('settles when a prefetch fails, as the chunk loads for real when its page opens', async () => {
    const page = prefetchPage();
    const missing = page.prefetch('/gone.js');
    page.runTask();
    page.link('/gone.js').onerror!();
    await expect(missing).resolves.toBeUndefined();
  });

  it('waits 50 ms instead where the browser has no idle callbacks', () => {
    const page = prefetchPage(false);
    void page.prefetch('/a.js');
    expect(page.tasks.map((t) => t.delay)).toEqual([50]);
    page.runTask();
    expect(page.prefetched()).toEqual(['/a.js']);
  });
});

describe('@docusaurus/core client/browserContext.js', () => {
  it('is false while the page hydrates, then turns true in a transition started by an effect', () => {
    let inTransition = false;
    let isBrowser: boolean | undefined;
    const updates: { value: boolean; inTransition: boolean }[] = [];
    const effects: (() => void)[] = [];
    const react = {
      ...React,
      useState: (initial: boolean) => [
        isBrowser ?? initial,
        (value: boolean) => {
          updates.push({ value, inTransition });
          isBrowser = value;
        },
      ],
      useEffect: (effect: () => void) => effects.push(effect),
      startTransition: (scope: () => void) => {
        inTransition = true;
        scope();
        inTransition = false;
      },
    };
    const { BrowserContextProvider, Context } = evaluate(
      'node_modules/@docusaurus/core/lib/client/browserContext.js',
      {
        react,
      },
    ) as {
      BrowserContextProvider: (props: { children: string }) => ReactElement<{ value: boolean }>;
      Context: React.Context<boolean>;
    };
    const hydrating = BrowserContextProvider({ children: 'page' });
    expect(hydrating.type).toBe(Context.Provider);
    expect(hydrating.props.value).toBe(false);
    expect(updates).toEqual([]);
    for (const effect of effects) effect();
    expect(updates).toEqual([{ value: true, inTransition: true }]);
    expect(BrowserContextProvider({ children: 'page' }).props.value).toBe(true);
  });
});

describe('@docusaurus/theme-common utils/reactUtils.js', () => {
  /** useShallowMemoObject over a useMemo that keeps its value while the dependencies are the same. */
  function shallowMemo() {
    const deps: unknown[][] = [];
    let memo: { value: unknown; deps: readonly unknown[] } | undefined;
    const react = {
      ...React,
      useMemo: (factory: () => unknown, next: unknown[]) => {
        deps.push(next);
        const same = memo?.deps.length === next.length && next.every((d, i) => Object.is(d, memo!.deps[i]));
        if (!same) memo = { value: factory(), deps: next };
        return memo!.value;
      },
    };
    const { useShallowMemoObject } = evaluate(
      'node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js',
      {
        react,
        '@docusaurus/useIsomorphicLayoutEffect': () => undefined,
      },
    ) as { useShallowMemoObject: <O extends object>(obj: O) => O };
    return { useShallowMemoObject, deps };
  }

  it('keeps one object while its properties hold the same values, in any order', () => {
    const { useShallowMemoObject } = shallowMemo();
    const first = useShallowMemoObject({ subtree: true, attributes: true, childList: false });
    expect(useShallowMemoObject({ childList: false, attributes: true, subtree: true })).toBe(first);
    expect(useShallowMemoObject({ childList: true, attributes: true, subtree: true })).not.toBe(first);
  });

  it('orders the keys by code unit, never calling localeCompare (whose first call sets up a collator)', () => {
    const { useShallowMemoObject, deps } = shallowMemo();
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      useShallowMemoObject({ b: 1, B: 2, a: 3 });
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
    expect(deps[0]).toEqual(['B', 2, 'a', 3, 'b', 1]);
  });
});

describe('@docusaurus/theme-classic prism-include-languages.js', () => {
  it('imports and runs nothing on page load: neither Prism nor the extra languages', () => {
    expect(evaluate('node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js', {})).toEqual({});
  });

  it('leaves the extra languages to the site tokenizer, which registers them on the Prism it tokenizes with', () => {
    const includeLanguages = vi.fn();
    const Prism = { languages: {}, tokenize: () => [] };
    evaluate('src/code/tokenize.ts', {
      '@theme/prism-include-languages': includeLanguages,
      'prism-react-renderer': { Prism, normalizeTokens: () => [] },
    });
    expect(includeLanguages).toHaveBeenCalledWith(Prism);
  });
});
