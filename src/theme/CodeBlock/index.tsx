// Replaces the theme's CodeBlock entry (a dozen lines), for one reason: the
// theme gives its content `key={String(isBrowser)}`, so every code block is
// thrown away and built again right after hydration. That re-mount exists to
// swap the Prism colours inlined for the server's mode; here token and block
// colours are CSS for both modes (plugins/code-blocks), so it only cost time:
// on a page with many blocks it was the largest task after hydration. The
// theme's content components (String, Element) and everything inside them are
// used as they are.
//
// It also adds one thing: a GraphQL fence whose meta names its API
// (```graphql api=identity|telemetry|fetch) gets an "Open in playground" link
// that opens that API's playground with the query. Every doc page gets it
// without editing the page.
import Link from '@docusaurus/Link';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import React from 'react';

import { codeText } from '@site/src/code/codeText';
import { API_LABELS, PLAYGROUND_ANCHOR, playgroundHref, type PlaygroundApi } from '@site/src/playground/url';

import styles from './styles.module.css';

/** `api=identity|telemetry|fetch` in a fence's meta string (the same rule as schema/index.ts). */
function apiOfMeta(meta: string | undefined): PlaygroundApi | undefined {
  return /\bapi=(identity|telemetry|fetch)\b/.exec(meta ?? '')?.[1] as PlaygroundApi | undefined;
}

function Block(props: Props) {
  const text = codeText(props.children);
  return text === null ? <ElementContent {...props} /> : <StringContent {...props}>{text}</StringContent>;
}

export default function CodeBlock(props: Props) {
  const api = apiOfMeta(props.metastring);
  const language = props.language ?? /\blanguage-(\S+)/.exec(props.className ?? '')?.[1];
  const query = typeof props.children === 'string' ? props.children : undefined;
  if (!api || language !== 'graphql' || !query) return <Block {...props} />;
  const titled =
    typeof props.title === 'string' ? props.title : /\btitle=(["'])(.*?)\1/.exec(props.metastring ?? '')?.[2];
  const title = titled ? `${titled}, ` : '';
  return (
    <div className={styles.withPlayground}>
      <Block {...props} />
      <Link
        className={styles.openLink}
        to={`${playgroundHref(api, { query: query.trimEnd() })}#${PLAYGROUND_ANCHOR}`}
        aria-label={`Open in playground: ${title}${API_LABELS[api]}`}
      >
        Open in playground
      </Link>
    </div>
  );
}
