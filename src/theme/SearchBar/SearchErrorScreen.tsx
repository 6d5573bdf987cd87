import React, { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

import { modalDropdown, modalInput, type ModalWatch } from './useModalWatch';

/**
 * DocSearch's own error screen (same classes and words), rendered into the
 * open modal's dropdown while the last search failed and the input holds a
 * query. CSS in styles.css hides whatever DocSearch shows beside it (its
 * "No results" screen, or a stale start screen). Clearing the input shows the
 * start screen again; the next successful search removes this screen.
 */
export default function SearchErrorScreen({ watch }: { watch: ModalWatch | null }) {
  const [target, setTarget] = useState<Element | null>(null);
  const [hasQuery, setHasQuery] = useState(true);
  useEffect(() => {
    if (!watch) return undefined;
    return watch.subscribe(() => {
      setTarget(modalDropdown(watch.container));
      const input = modalInput(watch.container);
      setHasQuery(input ? input.value.trim().length > 0 : true);
    });
  }, [watch]);
  if (!target || !hasQuery) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen dimo-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <path
            d="M19.4 10a9.4 9.4 0 1 1-18.8 0 9.4 9.4 0 0 1 18.8 0ZM10 5.5v5.5M10 13.5v.5"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
          />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    target,
  );
}
