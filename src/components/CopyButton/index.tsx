import React from 'react';

import styles from './styles.module.css';
import { type CopyTextState, useCopyText } from './useCopyText';

export interface CopyButtonProps {
  /** What goes on the clipboard. */
  text: string;
  /** Button label, e.g. "Copy query". */
  label: string;
  /** What a screen reader hears after a successful copy, e.g. "The query is on the clipboard." */
  copiedMessage: string;
  /** Disables the button (e.g. while the input has errors). Default false. */
  disabled?: boolean;
}

const FAILED_MESSAGE =
  'Could not copy: the browser refused access to the clipboard. Select the text and copy it instead.';

function buttonText(state: CopyTextState, label: string): string {
  if (state === 'copied') return 'Copied';
  if (state === 'failed') return 'Copy failed';
  return label;
}

/**
 * A button that copies `text` and says so: its label changes for two seconds
 * and a polite live region announces the result. Its width is fixed by its
 * longest label, so nothing moves when the label changes.
 */
export default function CopyButton({ text, label, copiedMessage, disabled = false }: CopyButtonProps) {
  const { state, copy } = useCopyText(text);
  const announcement = state === 'copied' ? copiedMessage : state === 'failed' ? FAILED_MESSAGE : '';
  return (
    <>
      <button
        type="button"
        className={`button button--secondary ${styles.button}`}
        onClick={() => void copy()}
        disabled={disabled}
      >
        {buttonText(state, label)}
      </button>
      <span className={styles.status} role="status" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
