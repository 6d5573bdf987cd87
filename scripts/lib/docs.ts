/**
 * Reads the docs as data: every MDX page with its front matter, its prose and
 * its fenced code blocks. Shared by the example tests and `npm run docs:stats`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { escapeMarkdownHeadingIds } from '@docusaurus/utils';
import type { Code, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';

export interface CodeBlock {
  lang: string;
  meta: string;
  value: string;
  line: number;
}

export interface DocPage {
  /** Path relative to the repository root, e.g. docs/faq.mdx. */
  file: string;
  frontMatter: Record<string, unknown>;
  /** Prose words: text outside code blocks, JSX attributes excluded. */
  words: number;
  codeBlocks: CodeBlock[];
  headings: { depth: number; text: string }[];
}

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMdx);

export function listDocFiles(root: string, dir = 'docs'): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(root, dir)).sort()) {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...listDocFiles(root, rel));
    else if (/\.mdx?$/.test(name)) out.push(rel);
  }
  return out;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function readDocPage(root: string, file: string): DocPage {
  const source = readFileSync(path.join(root, file), 'utf8');
  // Docusaurus escapes `## Title {#id}` before MDX sees it; do the same.
  const tree = parser.parse(escapeMarkdownHeadingIds(source)) as Root;
  let frontMatter: Record<string, unknown> = {};
  const codeBlocks: CodeBlock[] = [];
  const headings: DocPage['headings'] = [];
  let words = 0;
  visit(tree, (node) => {
    if (node.type === 'yaml') {
      frontMatter = (parseYaml(node.value) as Record<string, unknown>) ?? {};
    } else if (node.type === 'code') {
      const c = node as Code;
      codeBlocks.push({
        lang: c.lang ?? '',
        meta: c.meta ?? '',
        value: c.value,
        line: c.position?.start.line ?? 0,
      });
      return 'skip';
    } else if (node.type === 'heading') {
      headings.push({ depth: node.depth, text: toString(node).replace(/\s*\\?\{#[^}]+\}\s*$/, '') });
    } else if (node.type === 'text' || node.type === 'inlineCode') {
      words += countWords(node.value);
    }
    return undefined;
  });
  return { file, frontMatter, words, codeBlocks, headings };
}

export function readAllDocs(root: string): DocPage[] {
  return listDocFiles(root).map((f) => readDocPage(root, f));
}
