import React, { useState } from 'react';

import Button from '@site/src/components/Button';
import Deferred from '@site/src/components/Deferred';

import type { TryItOperation } from './operation';
import styles from './styles.module.css';

/**
 * The panel (form, CodeMirror for the body, sending) is its own chunk,
 * fetched only when the reader asks for it; pointing at or focusing the
 * button starts the download a moment early.
 */
const loadPanel = () => import(/* webpackChunkName: "try-it" */ './Panel');

const TOKEN_WORDS: Record<TryItOperation['token'], string> = {
  none: 'no token',
  developer: 'your Developer JWT',
  vehicle: 'your Vehicle JWT',
};

function Placeholder({
  operation,
  loading,
  onLoad,
}: {
  operation: TryItOperation;
  loading: boolean;
  onLoad: () => void;
}) {
  return (
    <div className={styles.placeholder} aria-busy={loading}>
      <p>
        Send <code>{operation.method}</code> <code>{operation.path}</code> to the production or Dev host from
        this page, with {TOKEN_WORDS[operation.token]}, and read the answer here. Nothing is sent until you
        press Send.
      </p>
      <Button
        onClick={onLoad}
        onPointerEnter={() => void loadPanel().catch(() => undefined)}
        onFocus={() => void loadPanel().catch(() => undefined)}
        disabled={loading}
      >
        {loading ? 'Loading…' : 'Try it'}
      </Button>
    </div>
  );
}

interface TryItProps {
  /** The operation, as the reference generator writes it from the OpenAPI description. */
  operation: TryItOperation;
}

/**
 * Try it for one REST operation: a small placeholder on the server and at
 * first paint, replaced by the request form when the reader presses its
 * button, so an operation page costs no more JavaScript than any other until
 * the reader wants to send something.
 */
export default function TryIt({ operation }: TryItProps) {
  const [load, setLoad] = useState(false);
  const onLoad = () => setLoad(true);
  return (
    <section className={styles.frame} aria-label={`Try it: ${operation.method} ${operation.path}`}>
      <Deferred
        loader={loadPanel}
        props={{ operation, focusOnMount: true }}
        load={load}
        placeholder={(loading) => <Placeholder operation={operation} loading={loading} onLoad={onLoad} />}
        failure="Try it could not load. Check your connection, then try again."
        boxClassName={styles.placeholder}
      />
    </section>
  );
}
