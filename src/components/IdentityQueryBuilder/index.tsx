import React, { useId } from 'react';
import CodeBlock from '@theme/CodeBlock';
import useBaseUrl from '@docusaurus/useBaseUrl';

import CopyButton from '@site/src/components/CopyButton';
import { PLAYGROUND_PATHS } from '@site/src/playground/url';

import { playgroundLink, ROOTS } from './queries';
import BuilderFrame from '../BuilderFrame';
import styles from './styles.module.css';
import { useIdentityQueryBuilder } from './useIdentityQueryBuilder';

/**
 * Builds an Identity API query from a root, one argument and a set of fields.
 * Runs entirely in the page: it never calls the API. The result can be copied
 * or opened in the Identity playground, which sends nothing until the reader
 * presses Run.
 *
 * No p, li or td elements: the search index would take them for content records.
 */
export default function IdentityQueryBuilder() {
  const id = useId();
  const { root, argument, fields, built, error, argumentError, chooseRoot, setArgument, toggleField } =
    useIdentityQueryBuilder();
  const playground = useBaseUrl(built ? playgroundLink(built) : PLAYGROUND_PATHS.identity);

  return (
    <BuilderFrame id={id} title="Query builder">
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>Start from</span>
          <select value={root.id} onChange={(e) => chooseRoot(e.target.value)}>
            {ROOTS.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{root.argument.label}</span>
          <input
            value={argument}
            onChange={(e) => setArgument(e.target.value)}
            aria-invalid={argumentError !== null}
            aria-describedby={`${id}-help`}
            spellCheck={false}
          />
          <small id={`${id}-help`} className={argumentError ? styles.error : styles.help}>
            {argumentError ?? root.argument.help}
          </small>
        </label>
      </div>
      <fieldset className={styles.fields}>
        <legend>Fields</legend>
        {root.fields.map((f) => (
          <label key={f.selection} className={styles.check}>
            <input
              type="checkbox"
              checked={fields.includes(f.selection)}
              onChange={() => toggleField(f.selection)}
            />
            {f.label}
          </label>
        ))}
      </fieldset>
      {built ? (
        <>
          <CodeBlock language="graphql" title="Query">
            {built.query}
          </CodeBlock>
          <CodeBlock language="json" title="Variables">
            {JSON.stringify(built.variables, null, 2)}
          </CodeBlock>
          <div className={styles.actions}>
            <CopyButton
              text={built.query}
              label="Copy query"
              copiedMessage="The query is on the clipboard."
            />
            <a className="button button--primary" href={playground}>
              Open in playground
            </a>
          </div>
        </>
      ) : (
        <div role="alert" className={`${styles.error} ${styles.alert}`}>
          {error}
        </div>
      )}
    </BuilderFrame>
  );
}
