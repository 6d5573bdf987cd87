import React, { useId, useMemo, useState } from 'react';
import CodeBlock from '@theme/CodeBlock';

import { buildIdentityQuery, graphiqlUrl, QueryBuilderError, ROOTS, validateArgument } from './queries';
import styles from './styles.module.css';

function initialFields(rootId: string): string[] {
  return (ROOTS.find((r) => r.id === rootId) ?? ROOTS[0]!).fields
    .filter((f) => f.initial)
    .map((f) => f.selection);
}

/**
 * Builds an Identity API query from a root, one argument and a set of fields.
 * Runs entirely in the page: it never calls the API. The result can be copied
 * (the code block's copy button) or opened in the API's own GraphiQL.
 */
export default function IdentityQueryBuilder() {
  const id = useId();
  const [rootId, setRootId] = useState(ROOTS[0]!.id);
  const root = ROOTS.find((r) => r.id === rootId) ?? ROOTS[0]!;
  const [argument, setArgument] = useState(root.argument.example);
  const [fields, setFields] = useState<string[]>(() => initialFields(rootId));

  const result = useMemo(() => {
    try {
      return { built: buildIdentityQuery(rootId, argument, fields), error: null };
    } catch (e) {
      return { built: null, error: e instanceof QueryBuilderError ? e.message : String(e) };
    }
  }, [rootId, argument, fields]);
  const argumentError = validateArgument(root, argument);

  const chooseRoot = (next: string) => {
    const r = ROOTS.find((x) => x.id === next) ?? ROOTS[0]!;
    setRootId(r.id);
    setArgument(r.argument.example);
    setFields(initialFields(r.id));
  };
  const toggle = (selection: string) =>
    setFields((current) =>
      current.includes(selection) ? current.filter((f) => f !== selection) : [...current, selection],
    );

  return (
    <section className={styles.builder} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        Query builder
      </p>
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>Start from</span>
          <select value={rootId} onChange={(e) => chooseRoot(e.target.value)}>
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
              onChange={() => toggle(f.selection)}
            />
            {f.label}
          </label>
        ))}
      </fieldset>
      {result.built ? (
        <>
          <CodeBlock language="graphql" title="Query">
            {result.built.query}
          </CodeBlock>
          <CodeBlock language="json" title="Variables">
            {JSON.stringify(result.built.variables, null, 2)}
          </CodeBlock>
          <a
            className="button button--primary"
            href={graphiqlUrl(result.built)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open in the Identity API’s GraphiQL
          </a>
        </>
      ) : (
        <p role="alert" className={styles.error}>
          {result.error}
        </p>
      )}
    </section>
  );
}
