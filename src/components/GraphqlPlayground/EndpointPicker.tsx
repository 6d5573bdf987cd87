import React, { useId } from 'react';

import { API_ENDPOINTS } from '@site/src/playground/endpoints';
import type { PlaygroundApi } from '@site/src/playground/url';

import styles from './styles.module.css';
import type { EndpointKind } from './usePlaygroundState';

interface EndpointPickerProps {
  api: PlaygroundApi;
  kind: EndpointKind;
  customUrl: string;
  onKind: (kind: EndpointKind) => void;
  onCustomUrl: (url: string) => void;
}

/** Production (the default), dev, or any URL the reader types. */
export default function EndpointPicker({ api, kind, customUrl, onKind, onCustomUrl }: EndpointPickerProps) {
  const id = useId();
  const endpoints = API_ENDPOINTS[api];
  const choices: { kind: EndpointKind; label: string; title: string }[] = [
    { kind: 'prod', label: 'Production', title: endpoints.prod },
    { kind: 'dev', label: 'Dev', title: endpoints.dev },
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
          placeholder="https://example.com/query"
          value={customUrl}
          onChange={(e) => onCustomUrl(e.target.value)}
          spellCheck={false}
          autoComplete="off"
        />
      ) : (
        <code className={styles.endpointUrl}>
          {kind === 'dev' && endpoints.dev ? endpoints.dev : endpoints.prod}
        </code>
      )}
    </fieldset>
  );
}
