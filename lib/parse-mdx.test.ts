import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { describe, expect, test } from 'vitest';

import { parseMdx, splitHeadingId } from './parse-mdx';

/** The node types at the top of the tree, in order. */
const types = (root: Root) => root.children.map((node) => node.type);

describe('lib/parse-mdx', () => {
  test('a heading with an explicit id keeps its text and its id, as Docusaurus reads it', () => {
    const [heading] = parseMdx('## Rate limits {#limits}\n').children as Nodes[];
    expect(heading?.type).toBe('heading');
    expect(splitHeadingId(toString(heading!))).toEqual({ text: 'Rate limits', id: 'limits' });
    expect(splitHeadingId('No id here')).toEqual({ text: 'No id here', id: null });
  });

  test('an admonition with a title on its opening line is a directive with that title as its label', () => {
    const [directive] = parseMdx(':::tip Before you start\n\nRegister a license.\n\n:::\n').children;
    expect(directive).toMatchObject({ type: 'containerDirective', name: 'tip' });
    const label = (directive as { children: Nodes[] }).children[0]!;
    expect([label.data, toString(label)]).toEqual([{ directiveLabel: true }, 'Before you start']);
  });

  test('front matter, GFM tables, JSX elements and ESM imports each parse to their own node', () => {
    const source = [
      '---',
      'title: FAQ',
      '---',
      '',
      "import Tabs from '@theme/Tabs';",
      '',
      '| Plan | Limit |',
      '| ---- | ----- |',
      '| Free | 10    |',
      '',
      '<Tabs groupId="lang">',
      '',
      'text',
      '',
      '</Tabs>',
      '',
    ].join('\n');
    expect(types(parseMdx(source))).toEqual(['yaml', 'mdxjsEsm', 'table', 'mdxJsxFlowElement']);
  });

  test('MDX that does not parse throws with the place it stopped', () => {
    expect(() => parseMdx('<Endpoint method="GET">\n\ntext\n')).toThrow(/closing tag for `<Endpoint>`/);
  });
});
