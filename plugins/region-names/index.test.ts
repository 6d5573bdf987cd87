import type { Root, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';

import { REGION_NAME_PROP } from '../../src/a11y/regionNames';
import remarkRegionNames, { type RegionNamesOptions } from './index';

/** Runs the plugin on an MDX source and returns the name given to each table and ParamTable, in order. */
function namesIn(source: string, frontMatter: object = {}, options?: RegionNamesOptions): (string | null)[] {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkMdx).use(remarkRegionNames, options);
  const file = new VFile({ value: source, data: { frontMatter } });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  const names: (string | null)[] = [];
  visit(tree, (node) => {
    if (node.type === 'table') {
      const props = (node as Table).data?.hProperties as Record<string, unknown> | undefined;
      names.push((props?.[REGION_NAME_PROP] as string | undefined) ?? null);
    } else if (node.type === 'mdxJsxFlowElement') {
      const label = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'label');
      names.push(typeof label?.value === 'string' ? label.value : null);
    }
  });
  return names;
}

const table = '| a | b |\n| --- | --- |\n| 1 | 2 |\n';

describe('the region-names remark plugin', () => {
  it('gives Markdown tables and parameter tables the name of the heading above them', () => {
    const source = `${table}\n## Request\n\n<ParamTable params={[]} />\n\n### Response \\{#response\\}\n\n${table}`;
    expect(namesIn(source, { title: 'Token Exchange API' })).toEqual([
      'Token Exchange API',
      'Request',
      'Response',
    ]);
  });

  it('keeps a label the page sets, and leaves other components alone', () => {
    const source = `## Request\n\n<ParamTable label="Query string" params={[]} />\n\n<Endpoint />\n`;
    expect(namesIn(source)).toEqual(['Query string', null]);
  });

  it("adds the entry's title for the changelog", () => {
    expect(namesIn(`## Before\n\n${table}`, { title: 'Fetch API' }, { qualifyWithTitle: true })).toEqual([
      'Before – Fetch API',
    ]);
  });
});
