import React from 'react';

import type { OutcomeMessage } from '@site/src/playground/messages';

import styles from './styles.module.css';

/** What a request tool (the GraphQL playground's Run, Try it's Send) says about the last request: a title in its tone, then the details. */
export default function OutcomeMessageView({ message }: { message: OutcomeMessage }) {
  return (
    <div className={styles[message.tone]}>
      <p className={styles.title}>{message.title}</p>
      {message.details.length > 0 ? (
        <ul className={styles.details}>
          {message.details.map((d, i) => (
            <li key={i}>{d}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
