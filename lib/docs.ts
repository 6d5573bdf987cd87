/**
 * Reads the docs as data: every MDX page with its front matter, its prose and
 * its fenced code blocks. Shared by the example tests, the sample checks and
 * `npm run docs:stats`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import type { Code, Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';

import { parseMdx, splitHeadingId } from './parse-mdx';

export interface CodeBlock {
  lang: string;
  meta: string;
  value: string;
  line: number;
}

/** An `<Endpoint>` element of the page (outside code blocks). */
export interface EndpointElement {
  line: number;
  method: string;
  path: string;
}

/** A `<CodeTabs>` element and the `value` of each `<TabItem>` inside it, in order. */
export interface CodeTabsElement {
  line: number;
  values: string[];
}

export interface DocPage {
  /** Path relative to the repository root, e.g. docs/faq.mdx. */
  file: string;
  frontMatter: Record<string, unknown>;
  /** Prose words: text outside code blocks, JSX attributes excluded. */
  words: number;
  codeBlocks: CodeBlock[];
  headings: { depth: number; text: string }[];
  /** `<Endpoint>` elements, in source order. */
  endpoints: EndpointElement[];
  /** `<CodeTabs>` elements, in source order. */
  codeTabs: CodeTabsElement[];
}

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

// remark-mdx registers the MDX node types with mdast.
type JsxElement = Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;
type JsxAttribute = Extract<JsxElement['attributes'][number], { type: 'mdxJsxAttribute' }>;

function isJsxElement(node: { type: string }): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** A JSX attribute's value as a string: `value="curl"` or `value={'curl'}`; '' when absent or computed. */
function attribute(el: JsxElement, name: string): string {
  const attr = el.attributes.find((a): a is JsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  const value = attr?.value;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const literal = /^\s*(['"`])(.*)\1\s*$/s.exec(value.value);
    if (literal) return literal[2] ?? '';
  }
  return '';
}

/** `value`s of the TabItems inside a CodeTabs, not descending into nested tab sets. */
function tabValues(el: JsxElement): string[] {
  const values: string[] = [];
  visit(el, (node) => {
    if (node === el || !isJsxElement(node)) return undefined;
    if (node.name === 'TabItem') values.push(attribute(node, 'value'));
    if (node.name === 'Tabs' || node.name === 'CodeTabs') return 'skip';
    return undefined;
  });
  return values;
}

/** Reads one page from its source text; `file` is only recorded. */
export function parseDocSource(file: string, source: string): DocPage {
  const tree = parseMdx(source);
  let frontMatter: Record<string, unknown> = {};
  const codeBlocks: CodeBlock[] = [];
  const headings: DocPage['headings'] = [];
  const endpoints: EndpointElement[] = [];
  const codeTabs: CodeTabsElement[] = [];
  let words = 0;
  visit(tree, (node) => {
    if (isJsxElement(node)) {
      const line = node.position?.start.line ?? 0;
      if (node.name === 'Endpoint') {
        endpoints.push({ line, method: attribute(node, 'method'), path: attribute(node, 'path') });
      } else if (node.name === 'CodeTabs') {
        codeTabs.push({ line, values: tabValues(node) });
      }
      return undefined;
    }
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
      headings.push({ depth: node.depth, text: splitHeadingId(toString(node)).text });
    } else if (node.type === 'text' || node.type === 'inlineCode') {
      words += countWords(node.value);
    }
    return undefined;
  });
  return { file, frontMatter, words, codeBlocks, headings, endpoints, codeTabs };
}

export function readDocPage(root: string, file: string): DocPage {
  return parseDocSource(file, readFileSync(path.join(root, file), 'utf8'));
}

/**
 * The route a doc page is served at: its front matter's `slug` under /docs when it sets one (the REST guides
 * that open their folder's category, the generated operation pages), else its path: docs/faq.mdx → /docs/faq,
 * docs/index.mdx → /docs/.
 */
export function docRoute(page: Pick<DocPage, 'file' | 'frontMatter'>): string {
  const slug = page.frontMatter.slug;
  if (typeof slug === 'string' && slug.startsWith('/')) return slug === '/' ? '/docs/' : `/docs${slug}`;
  return `/${page.file.replace(/\\/g, '/').replace(/\.mdx?$/, '')}`.replace(/\/index$/, '/');
}

export function readAllDocs(root: string): DocPage[] {
  return listDocFiles(root).map((f) => readDocPage(root, f));
}
