// Replaces the theme's CodeBlock entry (a dozen lines), for one reason: the
// theme gives its content `key={String(isBrowser)}`, so every code block is
// thrown away and built again right after hydration. That re-mount exists to
// swap the Prism colours inlined for the server's mode; here token and block
// colours are CSS for both modes (plugins/code-blocks), so it only cost time:
// on a page with many blocks it was the largest task after hydration. The
// theme's content components (String, Element) and everything inside them are
// used as they are.
//
// It also adds a row of actions under every block, on every page without
// editing a page: "Your values" (on blocks that hold a placeholder, see
// src/values), "Open in playground" for a GraphQL fence whose meta names its
// API (```graphql api=identity|telemetry|fetch), and "Report a problem with
// this sample".
import Link from '@docusaurus/Link';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import React, { useMemo } from 'react';

import YourValuesButton from '@site/src/components/YourValues';
import { codeText } from '@site/src/code/codeText';
import { API_LABELS, PLAYGROUND_ANCHOR, playgroundHref, type PlaygroundApi } from '@site/src/playground/url';
import { SampleValues } from '@site/src/values/context';
import { hasPlaceholders } from '@site/src/values/placeholders';
import { substituteText } from '@site/src/values/substitute';
import { useActiveValues } from '@site/src/values/useYourValues';

import ReportLink from './ReportLink';
import styles from './styles.module.css';

/** `api=identity|telemetry|fetch` in a fence's meta string (the same rule as schema/index.ts). */
function apiOfMeta(meta: string | undefined): PlaygroundApi | undefined {
  return /\bapi=(identity|telemetry|fetch)\b/.exec(meta ?? '')?.[1] as PlaygroundApi | undefined;
}

function Block(props: Props & { text: string | null }) {
  const { text, ...rest } = props;
  return text === null ? <ElementContent {...rest} /> : <StringContent {...rest}>{text}</StringContent>;
}

export default function CodeBlock(props: Props) {
  const text = codeText(props.children);
  const language = props.language ?? /\blanguage-(\S+)/.exec(props.className ?? '')?.[1] ?? '';
  const title =
    typeof props.title === 'string' ? props.title : /\btitle=(["'])(.*?)\1/.exec(props.metastring ?? '')?.[2];
  const api = apiOfMeta(props.metastring);
  const query = language === 'graphql' && typeof props.children === 'string' ? props.children : undefined;
  // A fence in a page reaches here with its language in a class name. A component that passes `language`
  // (the query builders) shows code built from the reader's own input: placeholders there are not samples'.
  const sample = props.language === undefined;
  const placeholders = useMemo(() => sample && text !== null && hasPlaceholders(text), [sample, text]);
  // Read only by blocks with a placeholder: the others never render again for the reader's values.
  const values = useActiveValues(placeholders);
  const playgroundQuery = useMemo(
    () => (query === undefined ? undefined : (values ? substituteText(query, values) : query).trimEnd()),
    [query, values],
  );

  return (
    <div className={styles.block}>
      <SampleValues.Provider value={values}>
        <Block {...props} text={text} />
      </SampleValues.Provider>
      <div className={styles.actions}>
        {placeholders ? <YourValuesButton className={styles.action} /> : null}
        {api && playgroundQuery !== undefined ? (
          <Link
            className={styles.openLink}
            to={`${playgroundHref(api, { query: playgroundQuery })}#${PLAYGROUND_ANCHOR}`}
            aria-label={`Open in playground: ${title ? `${title}, ` : ''}${API_LABELS[api]}`}
          >
            Open in playground
          </Link>
        ) : null}
        <ReportLink className={styles.action} code={text} language={language} title={title} />
      </div>
    </div>
  );
}
