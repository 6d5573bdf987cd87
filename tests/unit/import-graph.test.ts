/**
 * The import graph of the project's own modules (tests apart): each folder
 * imports only the folders below it (ARCHITECTURE.md, "Code map"), and no
 * module reaches itself again through its imports. Type-only imports count
 * for the layers, not for cycles: they vanish when compiled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

/** What each folder may import besides itself and packages; a longer prefix wins (src/search/engine over src). */
const MAY_IMPORT: Record<string, readonly string[]> = {
  'src/search/engine': [],
  schema: [],
  openapi: [],
  src: ['src/search/engine', 'schema', 'openapi'],
  lib: ['schema', 'openapi'],
  lint: ['lib'],
  plugins: ['src', 'src/search/engine', 'lib', 'schema', 'openapi'],
  mcp: ['plugins', 'src', 'src/search/engine', 'lib', 'schema', 'openapi'],
  samples: ['plugins', 'src', 'src/search/engine', 'lib', 'schema', 'openapi'],
  scripts: ['mcp', 'samples', 'plugins', 'src', 'src/search/engine', 'lib', 'lint', 'schema', 'openapi'],
};
const FOLDERS = Object.keys(MAY_IMPORT).sort((a, b) => b.length - a.length);
const SKIPPED_DIRS = new Set([
  'node_modules',
  'build',
  'build-algolia',
  '.docusaurus',
  '.git',
  'test-results',
]);
const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.(test|spec)\.tsx?$/;

function folderOf(rel: string): string | undefined {
  return FOLDERS.find((f) => rel === f || rel.startsWith(`${f}/`));
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path.relative(ROOT, full));
  }
  return out;
}

interface Import {
  /** Repository-relative path of the imported module, without extension resolution. */
  target: string;
  typeOnly: boolean;
  line: number;
}

/** The project-relative imports of a module (`./x`, `../x`, `@site/x`), each resolved to a file when one exists. */
function importsOf(rel: string, files: ReadonlySet<string>): Import[] {
  const text = readFileSync(path.join(ROOT, rel), 'utf8');
  const out: Import[] = [];
  // `import x from`, `export … from`, a side-effect `import './x'` and a dynamic `import('./x')`.
  const pattern =
    /^\s*(import|export)(\s+type)?\b[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (const m of text.matchAll(pattern)) {
    const spec = m[3] ?? m[4] ?? m[5]!;
    let target: string;
    if (spec.startsWith('@site/')) target = spec.slice('@site/'.length);
    else if (spec.startsWith('.'))
      target = path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, rel)), spec));
    else continue;
    const file =
      ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx']
        .map((ext) => target + ext)
        .find((f) => files.has(f)) ?? target;
    out.push({ target: file, typeOnly: Boolean(m[2]), line: text.slice(0, m.index).split('\n').length });
  }
  return out;
}

const files = sourceFiles(ROOT);
const fileSet = new Set(files);
const modules = files.filter((f) => !TEST.test(f) && folderOf(f) !== undefined);

describe('the import graph', () => {
  it('finds the modules of every layer', () => {
    for (const folder of FOLDERS)
      expect(
        modules.some((m) => folderOf(m) === folder),
        folder,
      ).toBe(true);
  });

  it('has no upward import: each folder imports only the folders below it', () => {
    const upward: string[] = [];
    for (const rel of modules) {
      const from = folderOf(rel)!;
      for (const { target, line } of importsOf(rel, fileSet)) {
        const to = folderOf(target);
        if (to === from) continue;
        if (to === undefined || !MAY_IMPORT[from]!.includes(to))
          upward.push(
            `${rel}:${line} imports ${target} (${from} may import ${MAY_IMPORT[from]!.join(', ') || 'nothing else'})`,
          );
      }
    }
    expect(upward).toEqual([]);
  });

  it('has no cycle among the modules', () => {
    const edges = new Map(
      modules.map((m) => [
        m,
        importsOf(m, fileSet)
          .filter((i) => !i.typeOnly && fileSet.has(i.target) && !TEST.test(i.target))
          .map((i) => i.target),
      ]),
    );
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (m: string, trail: string[]) => {
      if (state.get(m) === 'done') return;
      if (state.get(m) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(m)), m].join(' → '));
        return;
      }
      state.set(m, 'open');
      for (const next of edges.get(m) ?? []) visit(next, [...trail, m]);
      state.set(m, 'done');
    };
    for (const m of modules) visit(m, []);
    expect(cycles).toEqual([]);
  });
});
