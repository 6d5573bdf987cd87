/**
 * Records from MDX sources, for `npm start` only: the dev server has no built
 * HTML, so the index is derived from the pages' Markdown (headings, paragraphs,
 * list items and table rows) and follows every edit. Production builds index
 * the rendered HTML instead (see ../../src/search/records.ts).
 */
import { createSlugger } from '@docusaurus/utils';
import type { RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';

import { HIERARCHY_LEVELS, type Hierarchy, type SearchRecord } from '../../src/search/types';
import { parseMdx, splitHeadingId } from './parse-mdx';

export interface MarkdownPage {
  source: string;
  pageUrl: string;
  title: string;
  lvl0: string;
  language: string;
  tag: string;
}

export function recordsFromMarkdown(page: MarkdownPage): SearchRecord[] {
  const tree = parseMdx(page.source);
  const slugger = createSlugger();
  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = {
    lvl0: page.lvl0,
    lvl1: page.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor: string | null = null;
  const push = (type: SearchRecord['type'], content: string | null) => {
    const position = records.length;
    records.push({
      objectID: `${new URL(page.pageUrl).pathname}#${position}`,
      url: anchor ? `${page.pageUrl}#${anchor}` : page.pageUrl,
      url_without_anchor: page.pageUrl,
      anchor,
      type,
      hierarchy: { ...hierarchy },
      content,
      language: page.language,
      docusaurus_tag: page.tag,
      weight: { pageRank: 0, level: type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)), position },
    });
  };
  push('lvl1', null);
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'heading' && node.depth === 1) {
        // Docusaurus slugs the h1 too, so a later "## <same text>" gets "-1".
        slugger.slug(
          toString(node)
            .replace(/\s*\\?\{#[^}]+\}\s*$/, '')
            .trim(),
        );
      } else if (node.type === 'heading') {
        const { text, id } = splitHeadingId(toString(node));
        const level = HIERARCHY_LEVELS[node.depth]!;
        hierarchy[level] = text;
        for (const deeper of HIERARCHY_LEVELS.slice(node.depth + 1)) hierarchy[deeper] = null;
        anchor = id ?? slugger.slug(text);
        push(level, null);
      } else if (node.type === 'table') {
        // As the HTML indexer does: skip the header row; the first cell names
        // the row (lvl5), the last cell is its text; lvl5 ends with the table.
        for (const row of node.children.slice(1)) {
          const cells = row.children.map((c) => toString(c).replace(/\s+/g, ' ').trim());
          const first = cells[0] ?? '';
          const last = cells.length > 1 ? (cells[cells.length - 1] ?? '') : '';
          if (first && cells.length > 1) {
            hierarchy.lvl5 = first;
            push('lvl5', null);
          }
          if (last) push('content', last);
        }
        hierarchy.lvl5 = null;
      } else if (node.type === 'paragraph') {
        const text = toString(node).replace(/\s+/g, ' ').trim();
        if (text) push('content', text);
      } else if ('children' in node) {
        visit(node.children as RootContent[]);
      }
    }
  };
  visit(tree.children);
  return records;
}
