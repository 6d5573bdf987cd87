import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { compile } from '@mdx-js/mdx';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';

import remarkDiagrams, { DIAGRAM_COMPONENT } from '../../plugins/diagrams';
import { DRAWINGS_DIR, diagramKey } from '../../plugins/diagrams/render';
import { scopeSvgIds, svgIds } from '../../plugins/diagrams/svg';
import { parseMdx } from '../../plugins/search-index/parse-mdx';

/** The shape of what Mermaid writes for a sequence diagram: fixed marker ids, referenced from CSS and attributes. */
const SEQUENCE_SVG = [
  '<svg id="diagram-abc-dark" aria-labelledby="chart-title-diagram-abc-dark actor0" role="graphics-document document">',
  '<style>#diagram-abc-dark #arrowhead path{fill:#333;}#diagram-abc-dark .actor{fill:#eaeaea;}</style>',
  '<line id="actor0"/><line id="actor10"/><title id="chart-title-diagram-abc-dark">T</title>',
  '<defs><marker id="arrowhead"><path d="M0 0"/></marker><marker id="diagram-abc-dark_flowchart-pointEnd"/></defs>',
  '<line marker-end="url(#arrowhead)"/><use href="#actor10"/><use xlink:href="#actor0"/>',
  '<text>It&#39;s &#35;1</text>',
  '</svg>',
].join('');

describe('scopeSvgIds', () => {
  const scoped = scopeSvgIds(SEQUENCE_SVG);

  it('prefixes every id that is not already the diagram’s own with the root id', () => {
    expect(svgIds(scoped)).toEqual([
      'diagram-abc-dark',
      'diagram-abc-dark-actor0',
      'diagram-abc-dark-actor10',
      'chart-title-diagram-abc-dark',
      'diagram-abc-dark-arrowhead',
      'diagram-abc-dark_flowchart-pointEnd',
    ]);
  });

  it('rewrites references in url(), href, xlink:href, the style sheet and aria lists', () => {
    expect(scoped).toContain('marker-end="url(#diagram-abc-dark-arrowhead)"');
    expect(scoped).toContain('href="#diagram-abc-dark-actor10"');
    expect(scoped).toContain('xlink:href="#diagram-abc-dark-actor0"');
    expect(scoped).toContain('#diagram-abc-dark #diagram-abc-dark-arrowhead path{fill:#333;}');
    expect(scoped).toContain('aria-labelledby="chart-title-diagram-abc-dark diagram-abc-dark-actor0"');
  });

  it('leaves colours, character references and ids that only start alike untouched', () => {
    expect(scoped).toContain('fill:#eaeaea');
    expect(scoped).toContain('It&#39;s &#35;1');
    expect(scoped).not.toContain('diagram-abc-dark-diagram-abc-dark');
  });

  it('gives the light and the dark copy of one diagram no id in common', () => {
    const light = scopeSvgIds(SEQUENCE_SVG.replaceAll('diagram-abc-dark', 'diagram-abc-light'));
    const shared = svgIds(light).filter((id) => svgIds(scoped).includes(id));
    expect(shared).toEqual([]);
  });

  it('refuses an SVG without a root id, rather than guessing a prefix', () => {
    expect(() => scopeSvgIds('<svg><g id="a"/></svg>')).toThrow(/no id/);
  });
});

describe('remark plugin', () => {
  const mdx = [
    '# Flow',
    '',
    '```mermaid',
    'sequenceDiagram',
    '  A->>B: "hi" & <bye>',
    '```',
    '',
    '```js',
    'x',
    '```',
  ].join('\n');
  const stub = async (source: string) => ({
    light: `<svg id="l">${source.length}</svg>`,
    dark: '<svg id="d" style="a:&quot;b&quot;"></svg>',
  });

  it('turns a mermaid block into a Diagram element with both SVGs and the source, leaving other code alone', async () => {
    const js = String(await compile(mdx, { remarkPlugins: [[remarkDiagrams, { render: stub }]] }));
    expect(js).toContain(`_jsx(${DIAGRAM_COMPONENT}, {`);
    expect(js).toContain(`light: "<svg id=\\"l\\">${'sequenceDiagram\n  A->>B: "hi" & <bye>'.length}</svg>"`);
    expect(js).toContain('dark: "<svg id=\\"d\\" style=\\"a:&quot;b&quot;\\"></svg>"');
    expect(js).toContain('source: "sequenceDiagram\\n  A->>B: \\"hi\\" & <bye>"');
    expect(js).not.toContain('language-mermaid');
    expect(js).toContain('language-js');
  });

  it('fails the build with the page and line when Mermaid cannot parse a diagram', async () => {
    const broken = async () => {
      throw new Error('Parse error on line 2');
    };
    await expect(
      compile({ value: mdx, path: 'docs/x.mdx' }, { remarkPlugins: [[remarkDiagrams, { render: broken }]] }),
    ).rejects.toThrow(/docs\/x\.mdx:3 could not be drawn: Parse error on line 2/);
  });
});

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
      visit(parseMdx(readFileSync(file, 'utf8')), 'code', (node: Code) => {
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
