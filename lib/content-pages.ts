/**
 * Every Markdown page the content plugins loaded (docs, changelog, pages), with
 * its route and its source file: what build-time checks and the search index
 * read from the sources rather than from the built HTML.
 */
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';

/** A Markdown page of the site: its route and its source file relative to the site folder. */
export interface ContentPage {
  permalink: string;
  source: string;
}

/** Docusaurus's `allContent`: plugin name → instance id → loaded content. */
export type PluginsContent = Record<string, Record<string, unknown> | undefined>;

/** Every Markdown page the content plugins loaded, with its source relative to the site folder. */
export function contentPages(allContent: PluginsContent): ContentPage[] {
  const pages: ContentPage[] = [];
  const add = (permalink: string, source: string) =>
    pages.push({ permalink, source: source.replace(/^@site\//, '') });
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (content as DocsContent).loadedVersions) {
      for (const doc of version.docs) add(doc.permalink, doc.source);
    }
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {})) {
    const posts = (content as { blogPosts: { metadata: { permalink: string; source: string } }[] }).blogPosts;
    for (const post of posts) add(post.metadata.permalink, post.metadata.source);
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-pages'] ?? {})) {
    for (const page of content as { type: string; permalink: string; source: string }[]) {
      if (page.type === 'mdx') add(page.permalink, page.source);
    }
  }
  return pages;
}
