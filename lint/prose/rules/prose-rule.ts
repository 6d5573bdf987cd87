// Shared machinery of the prose rules: run a list of regular expressions over the
// prose of an MDX page and report each match with the pattern's advice.
//
// Prose is what textlint's MDX plugin hands over as Str nodes (paragraphs, list
// items, table cells, link text, JSX children) plus the reader-facing front matter
// fields. Code blocks, inline code, link URLs, imports, expressions and JSX
// attribute values never reach a Str node, so no rule fires inside them.
import type { TxtNode } from '@textlint/ast-node-types';
import type { TextlintRuleContext, TextlintRuleReporter } from '@textlint/types';

export interface ProseMatch {
  /** The matched text. */
  text: string;
  /** True when the text sits in a Markdown heading. */
  inHeading: boolean;
  /**
   * The raw source of the enclosing paragraph, table cell or heading around the
   * match, so an exemption can look past a link or inline code next to it.
   */
  before: string;
  after: string;
}

export interface ProsePattern {
  /** Matched with the `g` flag added; give `i` where case does not matter. */
  pattern: RegExp;
  /** What is wrong and what to write instead. */
  message: string | ((match: ProseMatch) => string);
  /** Return true for a match that is correct after all (e.g. the canonical spelling). */
  allow?: (match: ProseMatch) => boolean;
}

// Front matter fields a reader sees: page title, sidebar label, search/meta description.
const FRONT_MATTER_FIELD = /^(title|description|sidebar_label):[ \t]*(.+)$/gm;

// Bare URLs and host names in running text: a term inside them is not prose.
const URL_LIKE = /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)+\/\S*/g;

function globalCopy(pattern: RegExp): RegExp {
  return new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
}

function spans(text: string, pattern: RegExp): Array<[number, number]> {
  return [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]);
}

function overlaps(ranges: Array<[number, number]>, start: number, end: number): boolean {
  return ranges.some(([s, e]) => start < e && end > s);
}

export function createProseRule(patterns: readonly ProsePattern[]): TextlintRuleReporter {
  const compiled = patterns.map((p) => ({ ...p, pattern: globalCopy(p.pattern) }));

  return (context: Readonly<TextlintRuleContext>) => {
    const { Syntax, RuleError, locator, report, getSource } = context;
    let headingDepth = 0;
    let block: TxtNode | undefined;
    const enterBlock = (node: TxtNode): void => {
      block = node;
    };

    // `offset` is where `text` starts inside the node's source.
    const check = (node: TxtNode, text: string, offset: number): void => {
      const outer =
        block !== undefined && block.range[0] <= node.range[0] && node.range[1] <= block.range[1]
          ? block
          : undefined;
      const blockSource = outer ? getSource(outer) : text;
      const textStart = outer ? node.range[0] - outer.range[0] + offset : 0;
      const urls = spans(text, URL_LIKE);
      const reported: Array<[number, number]> = [];
      for (const p of compiled) {
        for (const m of text.matchAll(p.pattern)) {
          const start = m.index;
          const end = start + m[0].length;
          if (m[0].length === 0 || overlaps(urls, start, end) || overlaps(reported, start, end)) continue;
          const match: ProseMatch = {
            text: m[0],
            inHeading: headingDepth > 0,
            before: blockSource.slice(0, textStart + start),
            after: blockSource.slice(textStart + end),
          };
          if (p.allow?.(match)) continue;
          reported.push([start, end]);
          const message = typeof p.message === 'string' ? p.message : p.message(match);
          report(node, new RuleError(message, { padding: locator.range([offset + start, offset + end]) }));
        }
      }
    };

    return {
      [Syntax.Paragraph]: enterBlock,
      [Syntax.TableCell]: enterBlock,
      [Syntax.Header](node) {
        enterBlock(node);
        headingDepth += 1;
      },
      [Syntax.HeaderExit]() {
        headingDepth -= 1;
      },
      [Syntax.Str](node) {
        // The raw source keeps the reported columns exact even where the text has escapes.
        check(node, getSource(node), 0);
      },
      Yaml(node: TxtNode) {
        block = undefined;
        const raw = getSource(node);
        for (const field of raw.matchAll(FRONT_MATTER_FIELD)) {
          const value = field[2] ?? '';
          check(node, value, field.index + field[0].length - value.length);
        }
      },
    };
  };
}
