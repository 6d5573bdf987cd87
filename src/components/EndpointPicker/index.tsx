import React, { useId } from 'react';

import styles from './styles.module.css';

/** Which endpoint the reader picked: production (the default), development, or one they typed. */
export type EndpointKind = 'prod' | 'dev' | 'custom';

interface EndpointPickerProps {
  /** The production and development addresses, shown as they are called. */
  production: string;
  development: string;
  kind: EndpointKind;
  customUrl: string;
  /** Example address in the free field, e.g. `https://example.com/query`. */
  customPlaceholder: string;
  onKind: (kind: EndpointKind) => void;
  onCustomUrl: (url: string) => void;
}

/** Production (the default), Dev, or Other with a field for any URL; shared by the playground and Try it. */
export default function EndpointPicker({
  production,
  development,
  kind,
  customUrl,
  customPlaceholder,
  onKind,
  onCustomUrl,
}: EndpointPickerProps) {
  const id = useId();
  const choices: { kind: EndpointKind; label: string; title: string }[] = [
    { kind: 'prod', label: 'Production', title: production },
    { kind: 'dev', label: 'Dev', title: development },
    { kind: 'custom', label: 'Other', title: 'An endpoint you type' },
  ];
  return (
    <fieldset className={styles.endpoint}>
      <legend className={styles.inlineLegend}>Endpoint</legend>
      {choices.map((c) => (
        <label key={c.kind} className={styles.radio} title={c.title}>
          <input
            type="radio"
            name={`${id}-endpoint`}
            value={c.kind}
            checked={kind === c.kind}
            onChange={() => onKind(c.kind)}
          />
          {c.label}
        </label>
      ))}
      {kind === 'custom' ? (
        <input
          className={styles.urlInput}
          type="url"
          inputMode="url"
          aria-label="Endpoint URL"
          placeholder={customPlaceholder}
          value={customUrl}
          onChange={(e) => onCustomUrl(e.target.value)}
          spellCheck={false}
          autoComplete="off"
        />
      ) : (
        <code className={styles.endpointUrl}>{kind === 'dev' ? development : production}</code>
      )}
    </fieldset>
  );
}
