import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';

import { parseMdx } from '../../lib/parse-mdx';
import { DRAWINGS_DIR, diagramKey } from './render';

describe('the committed drawings (plugins/diagrams/drawn)', () => {
  /** The source of every Mermaid block of the site's pages, as the remark plugin receives it. */
  function siteDiagramSources(): string[] {
    const sources: string[] = [];
    const files = ['docs', 'changelog', 'src/pages'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.mdx?$/.test(f))
        .map((f) => path.join(dir, f)),
    );
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // Parsing every page takes seconds; a Mermaid block needs a fence naming it.
      if (!/^\s*(`{3,}|~{3,})\s*mermaid\b/m.test(text)) continue;
      visit(parseMdx(text), 'code', (node: Code) => {
        if (node.lang === 'mermaid') sources.push(node.value);
      });
    }
    return sources;
  }

  it('hold exactly the diagrams the pages have: none missing, none stale', () => {
    const sources = siteDiagramSources();
    expect(sources.length).toBeGreaterThan(0);
    const expected = sources.map((s) => `${diagramKey(s)}.json`).sort();
    const committed = readdirSync(DRAWINGS_DIR).sort();
    expect(
      committed,
      'Run `npm run build` with Chromium installed to draw new diagrams, and delete the files it no longer reads.',
    ).toEqual([...new Set(expected)].sort());
  });

  it('each holds a light and a dark SVG', () => {
    for (const file of readdirSync(DRAWINGS_DIR)) {
      const drawing = JSON.parse(readFileSync(path.join(DRAWINGS_DIR, file), 'utf8')) as Record<
        string,
        string
      >;
      expect(drawing.light, file).toMatch(/^<svg[\s\S]*<\/svg>$/);
      expect(drawing.dark, file).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
  });
});
