/**
 * `npm start` has no built HTML: the records come from the loaded content
 * instead, page by page in URL order as the build writes them. Docs and
 * changelog posts are read from their MDX (./markdown-records.ts); a
 * generated category page is its title and description, as in the build. The
 * page group (lvl0) is what the built page's sidebar or navbar marks active:
 * the innermost sidebar category holding the page, else the navbar item.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';

import { recordsFromMarkdown } from './markdown-records';
import { withQuestions, type PageQuestions } from './questions';
import { RecordBuilder } from './record-builder';
import type { SearchRecord } from '../../src/search/engine';

/** The docs sidebar items this module reads. */
interface SidebarNode {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarNode[];
  link?: { type: string; permalink?: string; title?: string; description?: string };
}

export interface DevContent {
  siteDir: string;
  origin: string;
  language: string;
  docs: DocsContent | undefined;
  blog: BlogContent | undefined;
  /** pageRank of doc pages (category pages and changelog posts get 0). */
  docsPageRank: number;
  /** lvl0 of docs outside any category (the navbar's docs item). */
  docsLabel: string;
  /** lvl0 of changelog posts (the navbar's changelog item). */
  blogLabel: string;
  /** Each page's search questions, by route (./questions.ts). */
  questions: ReadonlyMap<string, PageQuestions>;
}

/** Innermost category label of each doc id, and the generated index pages, from one sidebar. */
function walkSidebar(
  items: readonly SidebarNode[],
  parent: string | null,
  groups: Map<string, string>,
  indexes: { permalink: string; label: string; title: string; description: string }[],
): void {
  for (const item of items) {
    if (item.type === 'doc' && item.id && parent) groups.set(item.id, parent);
    if (item.type === 'category') {
      const label = item.label ?? '';
      if (item.link?.type === 'generated-index' && item.link.permalink) {
        indexes.push({
          permalink: item.link.permalink,
          label,
          title: item.link.title ?? label,
          description: item.link.description ?? '',
        });
      }
      if (item.link?.type === 'doc' && 'id' in item.link)
        groups.set(String((item.link as { id: string }).id), label);
      walkSidebar(item.items ?? [], label, groups, indexes);
    }
  }
}

export async function devRecords(content: DevContent): Promise<SearchRecord[]> {
  const pages: { url: string; records: SearchRecord[] }[] = [];
  const source = (file: string) => readFile(path.join(content.siteDir, file.replace(/^@site\//, '')), 'utf8');
  for (const version of content.docs?.loadedVersions ?? []) {
    const groups = new Map<string, string>();
    const indexes: Parameters<typeof walkSidebar>[3] = [];
    for (const sidebar of Object.values(version.sidebars))
      walkSidebar(sidebar as SidebarNode[], null, groups, indexes);
    const tag = `docs-default-${version.versionName}`;
    for (const doc of version.docs) {
      const pageUrl = `${content.origin}${doc.permalink}`;
      const page = {
        source: await source(doc.source),
        pageUrl,
        title: doc.title,
        lvl0: groups.get(doc.id) ?? content.docsLabel,
        language: content.language,
        tag,
        pageRank: content.docsPageRank,
      };
      pages.push({
        url: pageUrl,
        records: withQuestions(recordsFromMarkdown(page), content.questions.get(doc.permalink)),
      });
    }
    for (const index of indexes) {
      const pageUrl = `${content.origin}${index.permalink}`;
      const builder = new RecordBuilder(
        { pageUrl, lvl0: index.label, language: content.language, tag, pageRank: 0 },
        index.title,
      );
      builder.text(index.description);
      pages.push({ url: pageUrl, records: builder.records() });
    }
  }
  for (const post of content.blog?.blogPosts ?? []) {
    const pageUrl = `${content.origin}${post.metadata.permalink}`;
    const page = {
      source: await source(post.metadata.source),
      pageUrl,
      title: post.metadata.title,
      lvl0: content.blogLabel,
      language: content.language,
      tag: 'default',
    };
    pages.push({
      url: pageUrl,
      records: withQuestions(recordsFromMarkdown(page), content.questions.get(post.metadata.permalink)),
    });
  }
  return pages.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)).flatMap((p) => p.records);
}
