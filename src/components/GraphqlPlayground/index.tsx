import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import React, { lazy, Suspense, useMemo, useRef, useState } from 'react';

import { API_LABELS, PLAYGROUND_ANCHOR, type PlaygroundApi } from '@site/src/playground/url';

import styles from './styles.module.css';
import { useLoadTrigger } from './useLoadTrigger';

/**
 * The IDE (CodeMirror, graphql, cm6-graphql: ~190 KiB gzipped) is its own
 * chunk, fetched only on a page that renders this component, after first
 * paint. A fresh `lazy` per attempt, so "Try again" after a failed download
 * fetches the chunk again instead of replaying the cached failure.
 */
function lazyIde(attempt: number) {
  void attempt;
  return lazy(() => import(/* webpackChunkName: "graphql-playground" */ './Ide'));
}

interface GraphqlPlaygroundProps {
  /** Which API the playground calls; decides the endpoints, the schema and whether a Vehicle JWT is asked for. */
  api: PlaygroundApi;
}

function Placeholder({ api, loading, onLoad }: { api: PlaygroundApi; loading: boolean; onLoad: () => void }) {
  return (
    <div className={styles.placeholder} aria-busy={loading}>
      <p>
        Write a query against the {API_LABELS[api]}, with completion and documentation from its schema, run it
        and read the answer here. Nothing is sent until you press Run.
      </p>
      <button type="button" className={styles.runButton} onClick={onLoad} disabled={loading}>
        {loading ? 'Loading the editor…' : 'Load the playground'}
      </button>
    </div>
  );
}

/**
 * An in-page GraphQL playground for one API. Renders a fixed-size placeholder
 * on the server and at first paint, and swaps in the editor (the same size,
 * so nothing below moves) when the reader reaches it; see useLoadTrigger.
 */
export default function GraphqlPlayground({ api }: GraphqlPlaygroundProps) {
  const frame = useRef<HTMLElement>(null);
  const { load, loadNow } = useLoadTrigger(frame);
  const [attempt, setAttempt] = useState(0);
  const Ide = useMemo(() => lazyIde(attempt), [attempt]);
  useBrokenLinks().collectAnchor(PLAYGROUND_ANCHOR);
  return (
    <section
      id={PLAYGROUND_ANCHOR}
      ref={frame}
      className={styles.frame}
      aria-label={`${API_LABELS[api]} playground`}
    >
      {load ? (
        <ErrorBoundary
          fallback={({ tryAgain }) => (
            <div className={styles.placeholder} role="alert">
              <p>The playground could not load. Check your connection, then try again.</p>
              <button
                type="button"
                className={styles.runButton}
                onClick={() => {
                  setAttempt((a) => a + 1);
                  tryAgain();
                }}
              >
                Try again
              </button>
            </div>
          )}
        >
          <Suspense fallback={<Placeholder api={api} loading onLoad={loadNow} />}>
            <Ide api={api} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <Placeholder api={api} loading={false} onLoad={loadNow} />
      )}
    </section>
  );
}
