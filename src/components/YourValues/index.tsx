import React, { useCallback, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import clsx from 'clsx';

import { useActiveValues } from '../../values/useYourValues';

import type { PanelProps } from './Panel';
import styles from './styles.module.css';

type PanelModule = { default: ComponentType<PanelProps> };

let panelChunk: Promise<PanelModule> | null = null;

/** The panel is its own chunk, fetched when the reader points at or focuses a "Your values" button; a failed download is tried again on the next ask. */
function loadPanel(): Promise<PanelModule> {
  panelChunk ??= import(/* webpackChunkName: "your-values" */ './Panel').catch((error: unknown) => {
    panelChunk = null;
    throw error;
  });
  return panelChunk;
}

const prefetch = () => void loadPanel().catch(() => undefined);

export interface YourValuesButtonProps {
  /** The caller's button style (a code block's action row, the token panel). */
  className?: string;
}

/**
 * Opens the "Your values" panel, where the reader sets the Client ID, redirect
 * URI and vehicle token ID that samples show in place of the example values.
 * Says "(on)" while samples show them.
 */
export default function YourValuesButton({ className }: YourValuesButtonProps) {
  const active = useActiveValues() !== null;
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const open = () => {
    loadPanel().then(
      (module) => {
        setFailed(false);
        setPanel(() => module.default);
      },
      () => setFailed(true),
    );
  };
  const close = useCallback(() => {
    setPanel(null);
    opener.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={clsx(styles.opener, className)}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        Your values{active ? ' (on)' : ''}
      </button>
      {failed ? (
        <span className={styles.failed} role="alert">
          The panel could not be downloaded. Check your connection and press Your values again.
        </span>
      ) : null}
      {Panel ? createPortal(<Panel onClose={close} />, document.body) : null}
    </>
  );
}
