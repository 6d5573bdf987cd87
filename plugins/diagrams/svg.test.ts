import { describe, expect, it } from 'vitest';

import { scopeSvgIds, svgIds } from './svg';

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
