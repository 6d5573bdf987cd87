import type { Root, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';

import remarkRegionNames, { type RegionNamesOptions } from '../../plugins/region-names';
import {
  REGION_NAME_PROP,
  UNNAMED_TABLE_REGION,
  regionNames,
  type RegionSource,
} from '../../src/a11y/regionNames';

const under = (...headings: string[]): RegionSource => ({ headings });

describe('regionNames', () => {
  it('names a region after the nearest heading above it', () => {
    expect(regionNames([under('Endpoint'), under('Errors', 'Rate limits')], { title: 'Page' })).toEqual([
      'Endpoint',
      'Rate limits',
    ]);
  });

  it("names a region no heading precedes after the document's title, or a generic name without one", () => {
    expect(regionNames([under()], { title: 'Identity API' })).toEqual(['Identity API']);
    expect(regionNames([under()], { title: null })).toEqual([UNNAMED_TABLE_REGION]);
  });

  it('tells regions under headings of the same text (in any case) apart by their parent heading', () => {
    expect(
      regionNames([under('Root queries', 'vehicle'), under('Types', 'Vehicle'), under('Types', 'Account')], {
        title: 'Query Reference',
      }),
    ).toEqual(['vehicle (Root queries)', 'Vehicle (Types)', 'Account']);
  });

  it('numbers regions that still share a name', () => {
    expect(
      regionNames([under('Parameters'), under('Parameters'), under('Response')], { title: 'T' }),
    ).toEqual(['Parameters (table 1 of 2)', 'Parameters (table 2 of 2)', 'Response']);
  });

  it("adds the document's title when asked, for pages that list several documents", () => {
    expect(
      regionNames([under(), under('Before')], { title: 'Telemetry: new signals', qualifyWithTitle: true }),
    ).toEqual(['Telemetry: new signals', 'Before – Telemetry: new signals']);
  });

  it('gives every region of a document a distinct name', () => {
    const regions = [under('A', 'x'), under('A', 'x'), under('B', 'X'), under(), under('a')];
    const names = regionNames(regions, { title: 'a' });
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(regions.length);
  });
});

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
