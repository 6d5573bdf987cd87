import React, { useId, useState } from 'react';

import { privilegeName } from '@site/src/playground/privileges';
import { describeExpiry, type VehicleTokenInfo } from '@site/src/playground/token';

import styles from './styles.module.css';

interface TokenPanelProps {
  raw: string;
  info: VehicleTokenInfo | undefined;
  decodeError: string | undefined;
  persisted: boolean;
  now: number;
  onChange: (token: string) => void;
  onForget: () => void;
}

/**
 * The Vehicle JWT field and what the token says: vehicle, privileges, time
 * left. The field is a password field with autocomplete off; its value stays
 * in this tab (memory and sessionStorage).
 */
export default function TokenPanel({
  raw,
  info,
  decodeError,
  persisted,
  now,
  onChange,
  onForget,
}: TokenPanelProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const expiry = info ? describeExpiry(info.expiresAt, now) : undefined;
  return (
    <div className={styles.token}>
      <label htmlFor={`${id}-jwt`} className={styles.tokenLabel}>
        Vehicle JWT
      </label>
      <input
        id={`${id}-jwt`}
        className={styles.tokenInput}
        type={shown ? 'text' : 'password'}
        value={raw}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Paste a Vehicle JWT (eyJ…)"
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
      <p id={`${id}-jwt-info`} className={styles.tokenInfo}>
        {raw === '' ? (
          <span className={styles.muted}>
            Stays in this tab only: never in the URL or localStorage. Sent only when you press Run.
          </span>
        ) : decodeError ? (
          <span className={styles.warningText}>{decodeError}</span>
        ) : info ? (
          <>
            <span>Vehicle {info.tokenId ?? 'not named'}</span>
            {' · '}
            <span>
              Privileges{' '}
              {info.privileges.length > 0 ? info.privileges.map((p) => privilegeName(p)).join(', ') : 'none'}
            </span>
            {' · '}
            <span className={expiry?.expired ? styles.warningText : undefined}>{expiry?.text}</span>
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
