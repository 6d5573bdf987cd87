/**
 * Highlighted code as HTML text: the lines of a code block, each token a
 * `<span class="token …">` coloured by the site's style sheet (the token
 * colours of both modes are CSS, plugins/code-blocks), so the markup is the
 * same in light and dark mode and never has to be rendered again when the
 * mode changes. Browser-safe and pure; unit-tested in
 * tests/unit/code-blocks.test.ts.
 */

import { escapeHtml } from '../lib/escapeHtml';

/** One token of a line, as prism-react-renderer's normalizeTokens returns it. */
export interface CodeToken {
  types: string[];
  content: string;
  empty?: boolean;
}

/** Class names of the line parts, from the code block's CSS module. */
export interface LineClasses {
  /** A line when the block shows line numbers. */
  numberedLine: string;
  /** The cell holding a line's number (drawn by CSS counters). */
  lineNumber: string;
  /** The cell holding a line's tokens. */
  lineContent: string;
}

export interface LinesHtmlOptions {
  /** Extra classes per line index (Docusaurus's magic comments, e.g. highlighted lines). */
  lineClassNames: Readonly<Record<number, readonly string[]>>;
  /** Whether the block shows line numbers. */
  numbered: boolean;
  classes: LineClasses;
}

/** A class attribute value from names that may hold anything: only CSS identifier characters pass. */
function classList(names: readonly string[]): string {
  return names
    .map((n) => n.replace(/[^\w-]/g, ''))
    .filter(Boolean)
    .join(' ');
}

/**
 * A short fingerprint of a code block's content and options (FNV-1a, 32 bits,
 * base 36), written on its `<code>` element so the browser can find the
 * server's markup for the same block and adopt it.
 */
export function codeKey(code: string, language: string, options: Omit<LinesHtmlOptions, 'classes'>): string {
  const text = `${language}\n${options.numbered ? 1 : 0}\n${JSON.stringify(options.lineClassNames)}\n${code}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The lines of an unhighlighted block: one plain token each. */
export function plainLines(code: string): CodeToken[][] {
  return code.split('\n').map((content) => [{ types: ['plain'], content }]);
}

function tokenHtml(token: CodeToken): string {
  // An empty line is a lone "\n" token; its <br> gives it its height.
  if (token.empty || token.content === '' || token.content === '\n') return '';
  return `<span class="${classList(['token', ...token.types])}">${escapeHtml(token.content)}</span>`;
}

/** Every line as `<span class="token-line …">tokens<br></span>`, the structure Docusaurus's code blocks use. */
export function codeLinesHtml(lines: readonly (readonly CodeToken[])[], options: LinesHtmlOptions): string {
  const { classes } = options;
  return lines
    .map((line, i) => {
      const lineClass = classList([
        'token-line',
        ...(options.lineClassNames[i] ?? []),
        ...(options.numbered ? [classes.numberedLine] : []),
      ]);
      const tokens = line.map(tokenHtml).join('');
      const body = options.numbered
        ? `<span class="${classList([classes.lineNumber])}"></span><span class="${classList([classes.lineContent])}">${tokens}</span>`
        : tokens;
      return `<span class="${lineClass}">${body}<br></span>`;
    })
    .join('');
}
