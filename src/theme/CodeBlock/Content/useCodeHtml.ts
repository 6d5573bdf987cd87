import { useEffect, useState } from 'react';

import { codeKey, codeLinesHtml, plainLines, type LineClasses } from '@site/src/code/linesHtml';
import { loadTokenizer, tokenizerNow } from '#code-tokenizer';

export interface CodeHtmlInput {
  code: string;
  language: string;
  lineClassNames: Readonly<Record<number, readonly string[]>>;
  numbered: boolean;
  classes: LineClasses;
}

export interface CodeHtml {
  /** The `<code>` element's inner HTML. */
  html: string;
  /** Its `data-code-key`: the fingerprint of the block (src/code/linesHtml.ts). */
  key: string;
}

/** Attribute holding a block's fingerprint on its `<code>`. */
export const CODE_KEY_ATTRIBUTE = 'data-code-key';

/**
 * The server's markup for this block, if the document holds it: while the
 * page hydrates, and while Docusaurus re-mounts every code block right after
 * hydration (its CodeBlock changes the key when the browser takes over; the
 * server's element is still in the document while the new one renders). The
 * text is compared too, so a fingerprint collision can never show other code.
 */
function serverMarkup(key: string, code: string): string | null {
  if (typeof document === 'undefined') return null;
  const element = document.querySelector(`code[${CODE_KEY_ATTRIBUTE}="${key}"]`);
  if (!element || element.textContent !== code.replace(/\n/g, '')) return null;
  return element.innerHTML;
}

/**
 * The inner HTML of a code block's `<code>`.
 * - Server render: coloured by Prism (imported synchronously there).
 * - In the browser, when the page's HTML holds this block: the server's markup,
 *   adopted as it is. No tokenizing, and React handles the block as one element
 *   instead of one per token.
 * - Otherwise (client-side navigation, code that changes): plain text at once,
 *   coloured as soon as the tokenizer has loaded.
 */
export function useCodeHtml(input: CodeHtmlInput): CodeHtml {
  const { code, language, lineClassNames, numbered, classes } = input;
  const key = codeKey(code, language, { lineClassNames, numbered });
  // Read on the first render only; kept while the code stays the one the server rendered.
  const [adopted] = useState(() => ({ key, html: serverMarkup(key, code) }));
  const [tokenizer, setTokenizer] = useState(tokenizerNow);
  const useAdopted = adopted.html !== null && adopted.key === key;

  useEffect(() => {
    if (useAdopted || tokenizer) return;
    let live = true;
    void loadTokenizer().then((loaded) => {
      if (live) setTokenizer(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [useAdopted, tokenizer]);

  if (useAdopted) return { html: adopted.html!, key };
  const lines = tokenizer ? tokenizer.tokenLines(code, language) : plainLines(code);
  return { html: codeLinesHtml(lines, { lineClassNames, numbered, classes }), key };
}
