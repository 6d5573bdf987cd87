// Replaces the theme's CodeBlock content (the <pre> and its lines) so that a
// page's code blocks cost nothing to hydrate: the server's coloured markup is
// adopted as it is, Prism stays out of page load, and token colours are CSS
// for both modes (plugins/code-blocks). The rest of the code block (title,
// copy and word-wrap buttons, the playground link) is the theme's own.
import React, { useMemo } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';

import type { LineClasses } from '@site/src/code/linesHtml';

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
  const inner = useMemo(() => ({ __html: html }), [html]);
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
