/**
 * Remark plugin (docs, changelog and pages): gives every scrolling table region
 * of a page a distinct accessible name, the heading it sits under, at build
 * time. Markdown tables get a `data-region-name` attribute that the `table` MDX
 * component (src/theme/MDXComponents.tsx) moves to its scrolling wrapper;
 * components that render their own region (ParamTable) get a `label` prop
 * unless the page sets one. The naming rule is src/a11y/regionNames.ts.
 *
 * Why at build time: the name is then in the server-rendered HTML, right
 * before any script runs, and costs nothing in the browser. A hook that looked
 * for the nearest heading in the DOM would only name the region after
 * hydration and would have to re-run on every client-side navigation.
 */
import type { Heading, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Node, Parent } from 'unist';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { REGION_NAME_PROP, regionNames, type RegionSource } from '../../src/a11y/regionNames';

/** An `mdxJsxFlowElement` (remark-mdx); `name` is null for a fragment. */
interface JsxElement extends Parent {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
}

export interface RegionNamesOptions {
  /**
   * MDX components that render their own scrolling region and take its name
   * as a `label` prop. Default `['ParamTable']`.
   */
  components?: string[];
  /** See RegionNameOptions.qualifyWithTitle in src/a11y/regionNames.ts. Default false. */
  qualifyWithTitle?: boolean;
}

/** A heading's text without a trailing `{#custom-id}` (in case Docusaurus has not removed it yet). */
function headingText(node: Heading): string {
  return toString(node)
    .replace(/\s*\\?\{#[^}]*\}\s*$/, '')
    .trim();
}

export default function remarkRegionNames(options: RegionNamesOptions = {}) {
  const components = new Set(options.components ?? ['ParamTable']);
  return (tree: Node, file: VFile) => {
    const found: { node: Table | JsxElement; source: RegionSource }[] = [];
    // The headings above the current position, outermost first.
    let trail: { depth: number; text: string }[] = [];
    const source = (): RegionSource => ({ headings: trail.map((h) => h.text) });
    visit(tree, (node: Node) => {
      if (node.type === 'heading') {
        const heading = node as Heading;
        trail = [
          ...trail.filter((h) => h.depth < heading.depth),
          { depth: heading.depth, text: headingText(heading) },
        ];
      } else if (node.type === 'table') {
        found.push({ node: node as Table, source: source() });
      } else if (node.type === 'mdxJsxFlowElement') {
        const element = node as JsxElement;
        if (!element.name || !components.has(element.name)) return;
        if (element.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'label')) return;
        found.push({ node: element, source: source() });
      }
    });
    const frontMatter = (file.data as { frontMatter?: { title?: unknown } }).frontMatter;
    const title = typeof frontMatter?.title === 'string' ? frontMatter.title : null;
    const names = regionNames(
      found.map((f) => f.source),
      { title, qualifyWithTitle: options.qualifyWithTitle },
    );
    found.forEach(({ node }, i) => {
      const name = names[i]!;
      if (node.type === 'table') {
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [REGION_NAME_PROP]: name } };
      } else {
        node.attributes.push({ type: 'mdxJsxAttribute', name: 'label', value: name });
      }
    });
  };
}
