import React from 'react';

import Button from '@site/src/components/Button';

import styles from './styles.module.css';

interface RequestActionsProps {
  /** The button's word: "Run" in the GraphQL playground, "Send" in Try it. */
  verb: 'Run' | 'Send';
  /** Whether a request is in flight: the button reads "Running…"/"Sending…" and Cancel appears. */
  running: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** A unique id for the shortcut hint the button points at. */
  hintId: string;
}

const BUSY: Record<RequestActionsProps['verb'], string> = { Run: 'Running…', Send: 'Sending…' };

/** The send button of the page's request tools, with Cancel while a request runs and the Ctrl/⌘+Enter hint. */
export default function RequestActions({ verb, running, onSubmit, onCancel, hintId }: RequestActionsProps) {
  return (
    <div className={styles.actions}>
      {running ? (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      <Button onClick={onSubmit} aria-keyshortcuts="Control+Enter Meta+Enter" aria-describedby={hintId}>
        {running ? BUSY[verb] : verb}
      </Button>
      <span id={hintId} className={styles.kbdHint}>
        <kbd>Ctrl</kbd>/<kbd>⌘</kbd>+<kbd>Enter</kbd>
      </span>
    </div>
  );
}
