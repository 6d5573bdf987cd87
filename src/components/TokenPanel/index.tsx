import React, { useId, useState } from 'react';

import YourValuesButton from '../YourValues';
import styles from './styles.module.css';

export { useNow, useStoredToken } from './useStoredToken';

/** One thing the token says, e.g. "Vehicle 12345" or "expired 2 min ago" (a warning). */
export interface TokenFact {
  text: string;
  warning?: boolean;
}

interface TokenPanelProps {
  /** The field's label: `Vehicle JWT` or `Developer JWT`. */
  label: string;
  /** What the empty field shows, e.g. `Paste a Vehicle JWT (eyJ…)`. */
  placeholder: string;
  /** The button that sends the token, named in the privacy note: `Run`, `Send`. */
  sendButton: string;
  raw: string;
  /** What the decoded token says; undefined while it cannot be read. */
  facts: TokenFact[] | undefined;
  decodeError: string | undefined;
  persisted: boolean;
  onChange: (token: string) => void;
  onForget: () => void;
}

/**
 * A JWT field and what the token says, shared by the GraphQL playground and
 * Try it. The field is a password field with autocomplete off; its value stays
 * in this tab (memory and sessionStorage, see useStoredToken).
 */
export default function TokenPanel({
  label,
  placeholder,
  sendButton,
  raw,
  facts,
  decodeError,
  persisted,
  onChange,
  onForget,
}: TokenPanelProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.token}>
      <label htmlFor={`${id}-jwt`} className={styles.tokenLabel}>
        {label}
      </label>
      <input
        id={`${id}-jwt`}
        className={styles.tokenInput}
        type={shown ? 'text' : 'password'}
        value={raw}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-jwt-info`}
      />
      <button
        type="button"
        className={styles.smallButton}
        onClick={() => setShown((s) => !s)}
        aria-pressed={shown}
      >
        {shown ? 'Hide' : 'Show'}
      </button>
      <button type="button" className={styles.smallButton} onClick={onForget} disabled={raw === ''}>
        Forget
      </button>
      {/* The Client ID, redirect URI and token ID that samples show; never the token above. */}
      <YourValuesButton className={styles.smallButton} />
      <p id={`${id}-jwt-info`} className={styles.tokenInfo}>
        {raw === '' ? (
          <span className={styles.muted}>
            Stays in this tab only: never in the URL or localStorage. Sent only when you press {sendButton}.
          </span>
        ) : decodeError ? (
          <span className={styles.warningText}>{decodeError}</span>
        ) : facts ? (
          <>
            {facts.map((f, i) => (
              <React.Fragment key={i}>
                {i > 0 ? ' · ' : null}
                <span className={f.warning ? styles.warningText : undefined}>{f.text}</span>
              </React.Fragment>
            ))}
            {persisted ? null : (
              <span className={styles.muted}>
                {' '}
                · kept in memory only (this browser refuses sessionStorage)
              </span>
            )}
          </>
        ) : null}
      </p>
    </div>
  );
}
