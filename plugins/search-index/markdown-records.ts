/**
 * Records from MDX sources, for `npm start` only: the dev server has no built
 * HTML, so the index is derived from the pages' Markdown (headings, paragraphs,
 * list items and table rows) and follows every edit. Production builds index
 * the rendered HTML instead (see ../../src/search/records.ts).
 */
import { createSlugger } from '@docusaurus/utils';
import type { RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';

import { pageRecord, type PageContext } from '../../src/search/records';
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
  const context: PageContext = { pageUrl: page.pageUrl, language: page.language, tag: page.tag, pageRank: 0 };
  const push = (type: SearchRecord['type'], content: string | null) => {
    records.push(pageRecord(context, records.length, type, hierarchy, anchor, content));
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
