/**
 * Extracts DocSearch-crawler-shaped records from a built HTML page, with the
 * selectors of the crawler's "Docusaurus v2 & v3" template, so the same file
 * can be uploaded to a real Algolia index.
 *
 *   lvl0     last active sidebar category or navbar item, else "Documentation"
 *   lvl1     header h1, article h1
 *   lvl2-4   article h2, h3, h4
 *   lvl5     article h5, article td:first-child
 *   lvl6     article h6
 *   content  article p, article li, article td:last-child
 */
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

import { HIERARCHY_LEVELS, type Hierarchy, type HierarchyLevel, type SearchRecord } from './types';

const LVL0_SELECTOR =
  '.menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active';
const DEFAULT_LVL0 = 'Documentation';
const CONTENT_TAGS = new Set(['p', 'li', 'td']);
const HEADING_LEVEL: Record<string, HierarchyLevel> = {
  h1: 'lvl1',
  h2: 'lvl2',
  h3: 'lvl3',
  h4: 'lvl4',
  h5: 'lvl5',
  h6: 'lvl6',
};
/** Characters the crawler strips from both ends of text. */
const STRIP = /^[\s.,;:#]+|[\s.,;:#]+$/g;
/** Parts of the page that are chrome, not content. */
const NOISE = '.hash-link, button, script, style, noscript, svg, .theme-edit-this-page, nav, .pagination-nav';

export interface ExtractOptions {
  /** Absolute URL of the page, without anchor, e.g. https://build.dimo.org/docs/faq. */
  pageUrl: string;
  /** Used for pageRank: higher ranks the page's records first on ties. */
  pageRank?: number;
}

function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(STRIP, '');
}

/** What every record of one page shares. */
export interface PageContext {
  /** Absolute URL without anchor. */
  pageUrl: string;
  language: string;
  tag: string;
  pageRank: number;
}

/**
 * One record in the crawler's shape. The objectID is stable and unique per
 * page position, and short once gzipped (unlike a hash); the level weight is
 * the crawler's 100 - 10 × N for headings, 0 for content. Shared with the
 * dev-mode indexer (plugins/search-index/markdown-records.ts).
 */
export function pageRecord(
  page: PageContext,
  position: number,
  type: SearchRecord['type'],
  hierarchy: Hierarchy,
  anchor: string | null,
  content: string | null,
): SearchRecord {
  return {
    objectID: `${new URL(page.pageUrl).pathname}#${position}`,
    url: anchor ? `${page.pageUrl}#${anchor}` : page.pageUrl,
    url_without_anchor: page.pageUrl,
    anchor,
    type,
    hierarchy: { ...hierarchy },
    content,
    language: page.language,
    docusaurus_tag: page.tag,
    weight: {
      pageRank: page.pageRank,
      level: type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)),
      position,
    },
  };
}

export function extractRecords(html: string, options: ExtractOptions): SearchRecord[] {
  const $ = cheerio.load(html);
  const meta = (name: string) => $(`meta[name="${name}"]`).attr('content') ?? '';
  const language = meta('docsearch:language') || $('html').attr('lang') || 'en';
  const tag = meta('docsearch:docusaurus_tag') || 'default';
  const lvl0 = cleanText($(LVL0_SELECTOR).last().text()) || DEFAULT_LVL0;

  const article = $('article').first();
  if (article.length === 0) return [];
  const h1 = cleanText($('header h1').first().text()) || cleanText(article.find('h1').first().text());
  if (!h1) return [];

  const page: PageContext = {
    pageUrl: options.pageUrl.replace(/#.*$/, ''),
    language,
    tag,
    pageRank: options.pageRank ?? 0,
  };
  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = { lvl0, lvl1: h1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor: string | null = null;

  const push = (type: SearchRecord['type'], content: string | null) => {
    records.push(pageRecord(page, records.length, type, hierarchy, anchor, content));
  };

  // The page title record comes first, as the crawler's does.
  push('lvl1', null);

  const text = (el: Element) => {
    const clone = $(el).clone();
    clone.find(NOISE).remove();
    if (el.tagName === 'li') clone.find('ul, ol').remove();
    return cleanText(clone.text());
  };

  const setLevel = (level: HierarchyLevel, value: string) => {
    hierarchy[level] = value || null;
    for (const deeper of HIERARCHY_LEVELS.slice(HIERARCHY_LEVELS.indexOf(level) + 1))
      hierarchy[deeper] = null;
  };

  const walk = (nodes: AnyNode[], insideContent: boolean) => {
    for (const node of nodes) {
      if (node.type !== 'tag') continue;
      const el = node as Element;
      if ($(el).is(NOISE)) continue;
      const heading = HEADING_LEVEL[el.tagName];
      if (heading && heading !== 'lvl1') {
        const value = text(el);
        if (value) {
          setLevel(heading, value);
          anchor = $(el).attr('id') ?? anchor;
          push(heading, null);
        }
        continue;
      }
      if (el.tagName === 'td') {
        const cells = $(el).parent().children('td');
        const isFirst = cells.first()[0] === el;
        const isLast = cells.last()[0] === el;
        if (isFirst && !isLast) {
          const value = text(el);
          if (value) {
            setLevel('lvl5', value);
            push('lvl5', null);
          }
        }
        if (isLast) {
          const value = text(el);
          if (value) push('content', value);
        }
        continue;
      }
      if (!insideContent && CONTENT_TAGS.has(el.tagName) && el.tagName !== 'td') {
        const value = text(el);
        if (value) push('content', value);
        // Nested lists inside a list item are records of their own.
        walk(
          $(el)
            .children('ul, ol')
            .toArray()
            .flatMap((list) => list.children),
          false,
        );
        continue;
      }
      walk(el.children, insideContent);
      // A table's first column names its rows (lvl5) only within the table.
      if (el.tagName === 'table') setLevel('lvl5', '');
    }
  };
  walk(article[0]!.children, false);
  return records;
}
