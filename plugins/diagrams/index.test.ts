import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';

import remarkDiagrams, { DIAGRAM_COMPONENT } from './index';

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
