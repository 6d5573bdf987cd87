import useBrokenLinks from '@docusaurus/useBrokenLinks';
import React, { useRef } from 'react';

import Button from '@site/src/components/Button';
import Deferred from '@site/src/components/Deferred';

import { API_LABELS, PLAYGROUND_ANCHOR, type PlaygroundApi } from '@site/src/playground/url';

import styles from './styles.module.css';
import { useLoadTrigger } from './useLoadTrigger';

/**
 * The IDE (CodeMirror, graphql, cm6-graphql: ~190 KiB gzipped) is its own
 * chunk, fetched only on a page that renders this component, after first paint.
 */
const loadIde = () => import(/* webpackChunkName: "graphql-playground" */ './Ide');

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
      <Button onClick={onLoad} disabled={loading}>
        {loading ? 'Loading the editor…' : 'Load the playground'}
      </Button>
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
  useBrokenLinks().collectAnchor(PLAYGROUND_ANCHOR);
  return (
    <section
      id={PLAYGROUND_ANCHOR}
      ref={frame}
      className={styles.frame}
      aria-label={`${API_LABELS[api]} playground`}
    >
      <Deferred
        loader={loadIde}
        props={{ api }}
        load={load}
        placeholder={(loading) => <Placeholder api={api} loading={loading} onLoad={loadNow} />}
        failure="The playground could not load. Check your connection, then try again."
        boxClassName={styles.placeholder}
      />
    </section>
  );
}
