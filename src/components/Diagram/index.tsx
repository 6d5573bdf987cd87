import React from 'react';

import styles from './styles.module.css';

export interface DiagramProps {
  /** The diagram in Mermaid's light theme: SVG markup drawn at build time by plugins/diagrams. */
  light: string;
  /** The same diagram in Mermaid's dark theme. */
  dark: string;
  /** The diagram's Mermaid source, offered as its text alternative. */
  source: string;
}

/**
 * A Mermaid diagram drawn at build time (a ```mermaid code block in MDX
 * becomes this element; see plugins/diagrams). Both colour versions are in the
 * HTML and CSS shows the one for the current mode, so the diagram is drawn
 * with the page, before any script runs, and switches with the colour mode
 * without JavaScript. Screen readers get the SVG's own text and roles, and
 * every reader can open the source as text.
 */
export default function Diagram({ light, dark, source }: DiagramProps) {
  return (
    <figure className={styles.diagram} data-diagram="">
      <div className={styles.light} data-diagram-mode="light" dangerouslySetInnerHTML={{ __html: light }} />
      <div className={styles.dark} data-diagram-mode="dark" dangerouslySetInnerHTML={{ __html: dark }} />
      <details className={styles.source}>
        <summary>Diagram as text</summary>
        <pre>
          <code>{source}</code>
        </pre>
      </details>
    </figure>
  );
}
