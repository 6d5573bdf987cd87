/**
 * Build-time plugin: Markdown for assistants.
 *
 *   allContentLoaded  collects every doc (source file, URL, title, description) in sidebar order
 *   postBuild         writes build/docs/<path>.md (one twin per doc), build/llms.txt and build/llms-full.txt
 *
 * The twin format is owned by ./markdown.ts; the index files by ./llms-txt.ts.
 * A page that cannot be converted fails the build with its file name.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { type LlmsDoc, type LlmsSection, llmsFullTxt, llmsTxt } from './llms-txt';
import { mdxToMarkdown, twinPath } from './markdown';

type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  /** A category that opens a doc of its own (a REST guide above its operation pages). */
  link?: { type: string; id?: string };
};

/** Groups the docs as the sidebar shows them: top-level docs first-level, categories by label. */
function sectionsFromSidebar(
  items: SidebarItem[],
  docs: Map<string, Omit<LlmsDoc, 'markdown'>>,
): LlmsSection<string>[] {
  const sections: LlmsSection<string>[] = [];
  const loose: string[] = [];
  const walk = (list: SidebarItem[], into: string[]) => {
    for (const item of list) {
      if ((item.type === 'doc' || item.type === 'ref') && item.id && docs.has(item.id)) into.push(item.id);
      else if (item.type === 'category') {
        const ids: string[] = [];
        if (item.link?.type === 'doc' && item.link.id && docs.has(item.link.id)) ids.push(item.link.id);
        walk(item.items ?? [], ids);
        if (into === loose) sections.push({ title: item.label ?? 'Docs', docs: ids });
        else into.push(...ids);
      }
    }
  };
  walk(items, loose);
  return loose.length ? [{ title: 'Start here', docs: loose }, ...sections] : sections;
}

export default function llmsPlugin(context: LoadContext): Plugin {
  const { siteConfig, siteDir } = context;
  const siteRoot = `${siteConfig.url.replace(/\/$/, '')}${siteConfig.baseUrl}`;
  let collected: {
    sections: LlmsSection<string>[];
    docs: Map<string, Omit<LlmsDoc, 'markdown'> & { file: string }>;
  } | null = null;

  return {
    name: 'llms',

    async allContentLoaded({ allContent }) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const version = content?.loadedVersions[0];
      if (!version) return;
      const docs = new Map<string, Omit<LlmsDoc, 'markdown'> & { file: string }>();
      for (const doc of version.docs) {
        docs.set(doc.id, {
          file: path.join(siteDir, doc.source.replace(/^@site\//, '')),
          title: doc.title,
          description: doc.description,
          url: new URL(doc.permalink.slice(siteConfig.baseUrl.length), siteRoot).href,
          twin: twinPath(doc.permalink, siteConfig.baseUrl),
        });
      }
      const sidebar = Object.values(version.sidebars)[0] as SidebarItem[] | undefined;
      collected = { sections: sectionsFromSidebar(sidebar ?? [], docs), docs };
    },

    async postBuild({ outDir }) {
      if (!collected) return;
      const { sections, docs } = collected;
      const rendered = new Map<string, LlmsDoc>();
      for (const [id, doc] of docs) {
        let markdown: string;
        try {
          markdown = mdxToMarkdown(await readFile(doc.file, 'utf8'), { siteRoot, pageUrl: doc.url });
        } catch (error) {
          throw new Error(`[llms] ${path.relative(siteDir, doc.file)}: ${(error as Error).message}`);
        }
        const target = path.join(outDir, doc.twin);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, markdown);
        rendered.set(id, { ...doc, markdown });
      }
      const resolved = sections.map((s) => ({ title: s.title, docs: s.docs.map((id) => rendered.get(id)!) }));
      const site = { title: siteConfig.title, summary: siteConfig.tagline, root: siteRoot };
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, resolved));
      await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, resolved));
      console.log(`[llms] ${rendered.size} Markdown twins, llms.txt and llms-full.txt`);
    },
  };
}
