/**
 * The Markdown twin format: turns one MDX doc page into clean Markdown for
 * assistants and copy-paste. This module owns the format; the plugin
 * (./index.ts), the "Copy page" button and the docs MCP server only read what
 * it writes.
 *
 * What becomes what:
 * - front matter, imports/exports, `{/* comments *\/}` and HTML comments: dropped
 * - `<CodeTabs>` / `<Tabs>`: each tab's label in bold, then its code blocks (every language kept)
 * - `<ParamTable params={[…]}>`: a Markdown table
 * - `<SignalTable />`: a Markdown table of every signal
 * - `<Endpoint>`: the request line `METHOD host/path` and the token it needs
 * - `<Response>`: its title (and status) in bold, then its code block
 * - `<RateLimits>`: the notice's paragraphs as text, with the page's advice between them
 * - `<TryIt operation={…}>`: one line saying the page can send `METHOD https://host/path`
 * - admonitions (`:::tip`): blockquotes that start with the kind in bold
 * - headings lose their `{#id}`; site links become absolute URLs
 * - Mermaid stays a `mermaid` code block
 * Any other component fails the conversion with its name and line, so a new
 * component cannot leak JSX into the twins unnoticed.
 */
import type {
  BlockContent,
  Code,
  Heading,
  Link,
  Nodes,
  Paragraph,
  Parent,
  PhrasingContent,
  Root,
  Table,
} from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';

import {
  RATE_LIMITS_CHANGE,
  RATE_LIMITS_RULE,
  type NoticePart,
} from '../../src/components/RateLimits/notice';
import type { TryItOperation } from '../../src/components/TryIt/operation';
import { checkedAgainstLine, readCheckedAgainst } from '../../src/data/checkedAgainst';
import { SIGNAL_CATEGORIES, signals } from '../../src/data/signals';
import { parseMdx, splitHeadingId } from '../../lib/parse-mdx';

export { twinPath } from '../../src/llms/twinPath';

/** Where a page lives, to make its links absolute. */
export interface TwinOptions {
  /** Origin plus base URL of the site, e.g. `https://build.dimo.org/`. */
  siteRoot: string;
  /** The page's own URL, for links relative to it and for the interactive-tool notes. */
  pageUrl: string;
}

type JsxNode = Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;
type Estree = { type: string; [key: string]: unknown };

/** Turns a literal JavaScript expression (arrays, objects, strings, numbers, booleans) into its value. */
function literal(node: Estree): unknown {
  switch (node.type) {
    case 'Program':
      return literal(((node.body as Estree[])[0] as Estree & { expression: Estree }).expression);
    case 'ArrayExpression':
      return (node.elements as Estree[]).map(literal);
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as (Estree & { key: Estree; value: Estree })[]).map((p) => {
          if (p.type !== 'Property') throw new Error(`unsupported ${p.type} in a component prop`);
          const key = p.key.type === 'Identifier' ? (p.key.name as string) : String(p.key.value);
          return [key, literal(p.value)];
        }),
      );
    case 'Literal':
      return node.value;
    case 'TemplateLiteral':
      if ((node.expressions as unknown[]).length > 0) throw new Error('template literal with expressions');
      return (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join('');
    case 'UnaryExpression':
      if (node.operator === '-') return -(literal(node.argument as Estree) as number);
      break;
  }
  throw new Error(`unsupported ${node.type} in a component prop`);
}

function attr(el: JsxNode, name: string): unknown {
  const a = el.attributes.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  if (!a || a.type !== 'mdxJsxAttribute') return undefined;
  if (a.value === null || a.value === undefined) return true;
  if (typeof a.value === 'string') return a.value;
  const estree = a.value.data?.estree as Estree | undefined;
  if (!estree) throw new Error(`prop ${name} of <${el.name}> is not a literal`);
  return literal(estree);
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
/** Site links stay relative here; transform() makes them absolute like any other link. */
const noticeParagraph = (parts: readonly NoticePart[]): Paragraph =>
  paragraph(
    ...parts.map((part): PhrasingContent =>
      typeof part === 'string' ? text(part) : { type: 'link', url: part.href, children: [text(part.text)] },
    ),
  );

/** A cell is text, or inline code when written `` `like this` ``. */
function table(header: string[], rows: string[][]): Table {
  const cell = (value: string) => ({
    type: 'tableCell' as const,
    children: !value ? [] : /^`[^`]+`$/.test(value) ? [code(value.slice(1, -1))] : [text(value)],
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header, ...rows].map((r) => ({ type: 'tableRow' as const, children: r.map(cell) })),
  };
}

interface Param {
  name: string;
  in?: string;
  type: string;
  required: boolean;
  description: string;
  example?: string;
}

function paramTable(params: Param[]): Table {
  const showIn = params.some((p) => p.in);
  const header = ['Name', ...(showIn ? ['In'] : []), 'Type', 'Required', 'Description', 'Example'];
  return table(
    header,
    params.map((p) => [
      `\`${p.name}\``,
      ...(showIn ? [p.in ?? ''] : []),
      `\`${p.type}\``,
      p.required ? 'yes' : 'no',
      p.description,
      p.example ? `\`${p.example}\`` : '',
    ]),
  );
}

function signalTable(): Table {
  const order = (c: string) => SIGNAL_CATEGORIES.indexOf(c as (typeof SIGNAL_CATEGORIES)[number]);
  const rows = [...signals]
    .sort((a, b) => order(a.category) - order(b.category))
    .map((s) => [`\`${s.name}\``, s.category, s.type, s.unit, s.privilege, s.description]);
  return table(['Signal', 'Category', 'Type', 'Unit', 'Privilege', 'Description'], rows);
}

const AUTH_LABEL: Record<string, string> = {
  none: 'no token',
  developer: 'Developer JWT',
  vehicle: 'Vehicle JWT',
};

/** Interactive components that have no Markdown form: the twin points to the page instead. */
const INTERACTIVE: Record<string, string> = {
  IdentityQueryBuilder: 'The interactive Identity query builder is on the web page',
  TelemetryQueryBuilder: 'The interactive Telemetry query builder is on the web page',
  ConnectUrlBuilder: 'The interactive DIMO Connect URL builder is on the web page',
  GraphqlPlayground: 'The interactive GraphQL playground is on the web page',
};

/** Replaces one component with its Markdown equivalent (a list of block nodes). */
function convertElement(el: JsxNode, options: TwinOptions): Nodes[] {
  const children = el.children as Nodes[];
  switch (el.name) {
    case 'CodeTabs':
    case 'Tabs':
      return children.flatMap((child) => {
        if (
          (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') &&
          child.name === 'TabItem'
        ) {
          const label = String(attr(child, 'label') ?? attr(child, 'value') ?? '');
          return [paragraph(strong(label)), ...(child.children as Nodes[])];
        }
        return [child];
      });
    case 'TabItem':
      return children;
    case 'ParamTable':
      return [paramTable(attr(el, 'params') as Param[])];
    case 'SignalTable':
      return [signalTable()];
    case 'Endpoint': {
      const privileges = attr(el, 'privileges');
      const auth = AUTH_LABEL[String(attr(el, 'auth'))] ?? String(attr(el, 'auth'));
      return [
        paragraph(
          code(`${String(attr(el, 'method'))} ${String(attr(el, 'host'))}${String(attr(el, 'path'))}`),
          text(` (auth: ${auth}${privileges ? `; privileges: ${String(privileges)}` : ''})`),
        ),
      ];
    }
    case 'RateLimits':
      return [noticeParagraph(RATE_LIMITS_RULE), ...children, noticeParagraph(RATE_LIMITS_CHANGE)];
    case 'TryIt': {
      const op = attr(el, 'operation') as Pick<TryItOperation, 'method' | 'path' | 'servers'>;
      const link: Link = { type: 'link', url: options.pageUrl, children: [text(options.pageUrl)] };
      return [
        paragraph(
          text('Try it on the web page sends '),
          code(`${op.method} ${op.servers.production}${op.path}`),
          text(' (or its development host) with your own values: '),
          link,
          text('.'),
        ),
      ];
    }
    case 'Response': {
      const status = attr(el, 'status');
      const title = String(attr(el, 'title') ?? 'Response');
      return [paragraph(strong(status === undefined ? title : `${title} (${String(status)})`)), ...children];
    }
    default: {
      const note = el.name ? INTERACTIVE[el.name] : undefined;
      if (note) {
        const link: Link = { type: 'link', url: options.pageUrl, children: [text(options.pageUrl)] };
        return [paragraph(text(`${note}: `), link, text('.'))];
      }
      const line = el.position?.start.line ?? '?';
      throw new Error(
        `<${el.name ?? 'fragment'}> (line ${line}) has no Markdown form; add it to plugins/llms/markdown.ts`,
      );
    }
  }
}

const ADMONITION_LABEL: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

function convertAdmonition(node: Parent & { name: string }): Nodes {
  const [first, ...rest] = node.children as BlockContent[];
  const labelled =
    first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  const title = labelled ? toString(first) : (ADMONITION_LABEL[node.name] ?? node.name);
  const body = labelled ? rest : (node.children as BlockContent[]);
  return { type: 'blockquote', children: [paragraph(strong(`${title}:`)), ...body] };
}

function absolute(url: string, options: TwinOptions): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  if (url.startsWith('#')) return `${options.pageUrl}${url}`;
  return new URL(url.replace(/^\//, ''), url.startsWith('/') ? options.siteRoot : options.pageUrl).href;
}

/** Rewrites the tree in place, bottom-up, so nested components are converted before their parents. */
function transform(parent: Parent, options: TwinOptions): void {
  const out: Nodes[] = [];
  for (const child of parent.children as Nodes[]) {
    const isJsx = child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement';
    // Components are replaced top-down (CodeTabs must still see its TabItems); the rest bottom-up.
    if ('children' in child && !isJsx) transform(child as Parent, options);
    switch (child.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        break;
      case 'html':
        if (!/^\s*<!--[^]*-->\s*$/.test(child.value)) out.push(child);
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const replaced = { type: 'root', children: convertElement(child, options) } as Parent;
        transform(replaced, options);
        out.push(...(replaced.children as Nodes[]));
        break;
      }
      case 'containerDirective':
        out.push(convertAdmonition(child as Parent & { name: string }));
        break;
      case 'leafDirective':
      case 'textDirective':
        out.push(text(`:${child.name}`));
        break;
      case 'heading': {
        const last = child.children.at(-1);
        if (last?.type === 'text') last.value = splitHeadingId(last.value).text;
        out.push(child as Heading);
        break;
      }
      case 'link':
        child.url = absolute(child.url, options);
        out.push(child);
        break;
      case 'code':
        out.push({ ...(child as Code), meta: (child as Code).meta ?? null });
        break;
      default:
        out.push(child);
    }
  }
  parent.children = out as Parent['children'];
}

const stringifier = unified().use(remarkGfm).use(remarkStringify, {
  bullet: '-',
  fence: '`',
  fences: true,
  rule: '-',
  emphasis: '_',
  listItemIndent: 'one',
});

/** The Markdown twin of one MDX page. Throws, naming the component, when something has no Markdown form. */
export function mdxToMarkdown(source: string, options: TwinOptions): string {
  const tree = parseMdx(source);
  const yaml = tree.children.find((node) => node.type === 'yaml');
  const frontMatter = yaml ? ((parseYaml(yaml.value) as Record<string, unknown> | null) ?? {}) : {};
  // The page shows this line below its content (src/theme/DocItem/Content); the twin ends with it too.
  const checked = checkedAgainstLine(readCheckedAgainst(frontMatter).value);
  transform(tree, options);
  const markdown = stringifier.stringify(tree as Root).trimEnd();
  return `${markdown}${checked ? `\n\n_${checked}_` : ''}\n`;
}
