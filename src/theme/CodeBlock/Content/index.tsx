// Replaces the theme's CodeBlock content (the <pre> and its lines) so that a
// page's code blocks cost nothing to hydrate: the server's coloured markup is
// adopted as it is, Prism stays out of page load, and token colours are CSS
// for both modes (plugins/code-blocks). While the reader's values are on
// (src/values), the block shows them in place of the placeholders: after
// hydration, in the text of the same markup. The rest of the code block (title,
// copy and word-wrap buttons) is the theme's own.
import React, { useContext, useMemo } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';

import type { LineClasses } from '@site/src/code/linesHtml';
import { SampleValues } from '@site/src/values/context';
import { substituteHtml } from '@site/src/values/substitute';

import styles from './styles.module.css';
import { CODE_KEY_ATTRIBUTE, useCodeHtml } from './useCodeHtml';

const lineClasses: LineClasses = {
  numberedLine: styles.numberedLine ?? '',
  lineNumber: styles.lineNumber ?? '',
  lineContent: styles.lineContent ?? '',
};

export default function CodeBlockContent({ className }: Props) {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const numbered = lineNumbersStart !== undefined;
  const { html, key } = useCodeHtml({ code, language, lineClassNames, numbered, classes: lineClasses });
  // null on the server and while hydrating, so the first render is the server's markup.
  const values = useContext(SampleValues);
  const inner = useMemo(() => ({ __html: values ? substituteHtml(html, values) : html }), [html, values]);
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrollable code must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.pre, 'thin-scrollbar')}
    >
      <code
        {...{ [CODE_KEY_ATTRIBUTE]: key }}
        className={clsx(styles.lines, numbered && styles.numbered)}
        style={numbered ? { counterReset: `line-count ${lineNumbersStart - 1}` } : undefined}
        dangerouslySetInnerHTML={inner}
      />
    </pre>
  );
}
