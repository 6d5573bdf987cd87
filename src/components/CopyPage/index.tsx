import React from 'react';

import Button from '../Button';
import styles from './styles.module.css';
import { type CopyState, useCopyPage } from './useCopyPage';

export interface CopyPageProps {
  /** URL of the page's Markdown twin, e.g. `/docs/faq.md`. */
  twinUrl: string;
}

const LABEL: Record<CopyState, string> = {
  idle: 'Copy page',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};

/** What a screen reader hears after a click; empty while nothing happened. */
const ANNOUNCEMENT: Record<CopyState, string> = {
  idle: '',
  copying: '',
  copied: 'The page is on the clipboard as Markdown.',
  failed: 'Could not copy the page. Open it as Markdown instead.',
};

/** "Copy page" (the page as Markdown, for an assistant) and a link to the Markdown twin. */
export default function CopyPage({ twinUrl }: CopyPageProps) {
  const { state, copy } = useCopyPage(twinUrl);
  return (
    <div className={styles.bar}>
      <Button
        variant="outlined"
        className={styles.button}
        onClick={() => void copy()}
        disabled={state === 'copying'}
        aria-describedby="copy-page-hint"
      >
        {LABEL[state]}
      </Button>
      <span id="copy-page-hint" hidden>
        Copies this page as Markdown, for pasting into an AI assistant.
      </span>
      <a className={styles.link} href={twinUrl} type="text/markdown">
        View as Markdown
      </a>
      <span className={styles.status} role="status" aria-live="polite">
        {ANNOUNCEMENT[state]}
      </span>
    </div>
  );
}
