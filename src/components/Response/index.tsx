import React, { type ReactNode } from 'react';

import styles from './styles.module.css';

export interface ResponseProps {
  /** HTTP status, e.g. 200; omit for GraphQL answers. */
  status?: number;
  /** What the block shows, e.g. "Response" or "Delivered payload". */
  title?: string;
  children: ReactNode;
}

/** A response sample: a labelled frame around a fenced JSON block. */
export default function Response({ status, title = 'Response', children }: ResponseProps) {
  const ok = status === undefined || status < 400;
  return (
    <figure className={styles.response}>
      <figcaption className={styles.caption}>
        <span>{title}</span>
        {status !== undefined ? <span className={ok ? styles.ok : styles.error}>{status}</span> : null}
      </figcaption>
      {children}
    </figure>
  );
}
