/**
 * Parses an MDX page into mdast the way Docusaurus reads it: the same
 * preprocessing of `## Title {#id}` and `:::tip Title`, then GFM, directives,
 * front matter and MDX syntax. Used by the dev-mode indexer, the Markdown
 * twins (plugins/llms) and the docs tooling (./docs.ts).
 */
import { admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds } from '@docusaurus/utils';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** The theme's admonition keywords. */
const ADMONITIONS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
];

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMdx);

export function parseMdx(source: string): Root {
  return parser.parse(escapeMarkdownHeadingIds(admonitionTitleToDirectiveLabel(source, ADMONITIONS))) as Root;
}

/** A heading's text without its explicit `{#id}`, and that id if any. */
export function splitHeadingId(text: string): { text: string; id: string | null } {
  const match = /\s*\\?\{#([^}]+)\}\s*$/.exec(text);
  return { text: text.slice(0, match ? match.index : text.length).trim(), id: match?.[1] ?? null };
}
