// Wraps the theme's CodeBlock (not ejected) and adds one thing: a GraphQL
// fence whose meta names its API (```graphql api=identity|telemetry|fetch)
// gets an "Open in playground" link that opens that API's playground with the
// query. Every doc page gets it without editing the page.
import Link from '@docusaurus/Link';
import CodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';
import React from 'react';

import { API_LABELS, PLAYGROUND_ANCHOR, playgroundHref, type PlaygroundApi } from '@site/src/playground/url';

import styles from './styles.module.css';

/** `api=identity|telemetry|fetch` in a fence's meta string (the same rule as schema/index.ts). */
function apiOfMeta(meta: string | undefined): PlaygroundApi | undefined {
  return /\bapi=(identity|telemetry|fetch)\b/.exec(meta ?? '')?.[1] as PlaygroundApi | undefined;
}

export default function CodeBlockWrapper(props: Props) {
  const api = apiOfMeta(props.metastring);
  const language = props.language ?? /\blanguage-(\S+)/.exec(props.className ?? '')?.[1];
  const query = typeof props.children === 'string' ? props.children : undefined;
  if (!api || language !== 'graphql' || !query) return <CodeBlock {...props} />;
  const titled =
    typeof props.title === 'string' ? props.title : /\btitle=(["'])(.*?)\1/.exec(props.metastring ?? '')?.[2];
  const title = titled ? `${titled}, ` : '';
  return (
    <div className={styles.withPlayground}>
      <CodeBlock {...props} />
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
