/**
 * Records from MDX sources, for `npm start` only: the dev server has no built
 * HTML, so the page's Markdown (headings, paragraphs, list items, table rows)
 * is read instead and fed to the same RecordBuilder as the HTML indexer
 * (./record-builder.ts), so search in development follows every edit and
 * matches the build. What a component renders from its props (a parameter
 * table, a signal table) is not in the Markdown and so not in these records;
 * the `<Endpoint>` request line (method and URL) and the `<RateLimits>` notice are.
 */
import { createSlugger } from '@docusaurus/utils';
import type { Nodes, RootContent } from 'mdast';

import { RATE_LIMITS_CHANGE, RATE_LIMITS_RULE, noticeText } from '../../src/components/RateLimits/notice';
import { RecordBuilder, type PageInfo } from './record-builder';
import { parseMdx, splitHeadingId } from '../../lib/parse-mdx';
import type { SearchRecord } from '../../src/search/engine';

export interface MarkdownPage extends PageInfo {
  source: string;
  title: string;
}

/** Text as the built page shows it: no MDX expressions or ESM, no image alt text, no code blocks. */
function textOf(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'code':
    case 'html':
    case 'image':
    case 'imageReference':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'mdxjsEsm':
    case 'yaml':
      return '';
    case 'break':
      return ' ';
    default:
      return 'children' in node ? (node.children as Nodes[]).map(textOf).join('') : '';
  }
}

/** A JSX attribute given as a plain string, e.g. `path="/v1/x"`. */
function stringAttribute(node: Nodes, name: string): string {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return '';
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return attr && typeof attr.value === 'string' ? attr.value : '';
}

/** The tab a built page shows, as Docusaurus's Tabs picks it: the TabItem marked `default`, else the first. */
function shownTab(children: readonly RootContent[]): RootContent | undefined {
  const tabs = children.filter((c) => c.type === 'mdxJsxFlowElement' && c.name === 'TabItem');
  return (
    tabs.find(
      (t) =>
        t.type === 'mdxJsxFlowElement' &&
        t.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'default'),
    ) ?? tabs[0]
  );
}

export function recordsFromMarkdown(page: MarkdownPage): SearchRecord[] {
  const tree = parseMdx(page.source);
  const slugger = createSlugger();
  const builder = new RecordBuilder(page, page.title);
  // A sample's names are searched (RecordBuilder.code); a diagram's source is not a sample.
  const sample = (node: Nodes) => {
    if (node.type === 'code') {
      if (node.lang !== 'mermaid') builder.code(node.value);
    } else if ('children' in node) for (const child of node.children as Nodes[]) sample(child);
  };
  const visit = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      switch (node.type) {
        case 'heading': {
          const { text, id } = splitHeadingId(textOf(node));
          // Docusaurus slugs the h1 too, so a later "## <same text>" gets "-1".
          const anchor = id ?? slugger.slug(text);
          if (node.depth > 1) builder.heading(node.depth, text, anchor);
          break;
        }
        case 'code':
          sample(node);
          break;
        case 'table':
          // The header row is not a record; each body row is one text.
          for (const row of node.children.slice(1)) builder.tableRow(row.children.map(textOf));
          break;
        case 'paragraph':
          // An admonition's `:::tip Title` label is its title, not its text.
          if (!(node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel)
            builder.text(textOf(node));
          break;
        case 'listItem': {
          const own = node.children.filter((c) => c.type !== 'list');
          builder.text(own.map(textOf).join(' '));
          visit(node.children.filter((c) => c.type === 'list'));
          break;
        }
        case 'mdxJsxFlowElement':
          if (node.name === 'Endpoint')
            builder.text(
              `${stringAttribute(node, 'method')} ${stringAttribute(node, 'host')}${stringAttribute(node, 'path')}`,
            );
          else if (node.name === 'RateLimits') {
            // The component's own paragraphs around the page's advice, as the built page shows them.
            builder.text(noticeText(RATE_LIMITS_RULE));
            visit(node.children);
            builder.text(noticeText(RATE_LIMITS_CHANGE));
          } else if (node.name === 'Tabs' || node.name === 'CodeTabs') {
            // The built page hides the other tabs, and the HTML indexer reads only the shown one's text;
            // the samples of every tab count (./html-records.ts).
            const shown = shownTab(node.children);
            for (const tab of node.children)
              if (tab === shown || tab.type !== 'mdxJsxFlowElement' || tab.name !== 'TabItem') visit([tab]);
              else sample(tab);
          } else visit(node.children);
          break;
        default:
          if ('children' in node) visit(node.children as RootContent[]);
      }
    }
  };
  visit(tree.children);
  return builder.records();
}
