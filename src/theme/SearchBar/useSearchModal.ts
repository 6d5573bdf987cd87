import { useCallback, useRef, useState } from 'react';
import type { DocSearchModal as DocSearchModalType } from '@docsearch/react';

import type { SearchConfig } from '@site/src/search/config';
import { loadInsights, type InsightsOption } from '@site/src/search/insights';
import { repairStoredSearches, safeLocalStorage } from '@site/src/search/storedSearches';
import type { LazySearchClient } from '@site/src/search/useSearchClient';

export type ModalComponent = typeof DocSearchModalType;

let loadedModal: ModalComponent | null = null;

/** DocSearch's modal and its styles, imported once, on intent. */
export function importModal(): Promise<ModalComponent> {
  if (loadedModal) return Promise.resolve(loadedModal);
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{ DocSearchModal }]) => (loadedModal = DocSearchModal));
}

/**
 * Keys typed while the modal is still loading (Ctrl+K, then typing at once, on
 * a slow phone or network): kept, and handed to the modal as its initial
 * query, so no character is lost. Backspace takes the last one back; Escape
 * ends the capture. Returns the function that stops capturing and gives the text.
 */
function captureTyping(): () => string {
  let typed = '';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape') {
      window.removeEventListener('keydown', onKeyDown, true);
      return;
    }
    if (event.key.length === 1) typed += event.key;
    else if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else return;
    event.preventDefault();
  };
  window.addEventListener('keydown', onKeyDown, true);
  return () => {
    window.removeEventListener('keydown', onKeyDown, true);
    return typed;
  };
}

export interface SearchModal {
  isOpen: boolean;
  Modal: ModalComponent | null;
  /** Where the modal renders: a div at the top of <body>, created on first open. */
  container: HTMLDivElement | null;
  initialQuery: string | undefined;
  insights: InsightsOption;
  open(initialQuery?: string): void;
  close(): void;
  /** The reader may search soon (hover, focus, touch): load the modal and the client. */
  prepare(): void;
}

/**
 * Opening and closing the modal: it opens once DocSearch's code (and
 * Insights, when configured) has loaded, warms the search client, and gives
 * focus back to the search button when it closes. `settle` runs on every
 * open and close (useRecentPages' flush).
 */
export function useSearchModal(
  config: SearchConfig,
  client: LazySearchClient,
  buttonRef: { current: HTMLButtonElement | null },
  settle: () => void,
): SearchModal {
  const [isOpen, setIsOpen] = useState(false);
  // A function given to useState would be called as an initializer: wrap the component.
  const [Modal, setModal] = useState<ModalComponent | null>(() => loadedModal);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [insights, setInsights] = useState<InsightsOption>(false);
  const containerRef = useRef<HTMLDivElement | null>(null);

  const prepare = useCallback(() => {
    client.prefetch('intent');
    importModal().catch(() => undefined);
  }, [client]);

  const open = useCallback(
    (query?: string) => {
      if (!containerRef.current) {
        containerRef.current = document.createElement('div');
        document.body.insertBefore(containerRef.current, document.body.firstChild);
        setContainer(containerRef.current);
      }
      settle();
      repairStoredSearches(safeLocalStorage(), config.indexName);
      client.prefetch('open');
      const typed = captureTyping();
      const ready = config.insights ? loadInsights(config).then(setInsights) : Promise.resolve();
      Promise.all([importModal(), ready])
        .then(([component]) => {
          const initial = `${query ?? ''}${typed()}`;
          setInitialQuery(initial === '' ? undefined : initial);
          setModal(() => component);
          setIsOpen(true);
        })
        .catch((error: unknown) => {
          typed();
          // A modal chunk that fails to load (offline, a new deploy): the page-load
          // error notice (src/inlineScripts.ts) tells the reader and offers Retry.
          console.error('Search could not be opened', error);
        });
    },
    [client, config, settle],
  );

  const close = useCallback(() => {
    settle();
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, [settle, buttonRef]);

  return { isOpen, Modal, container, initialQuery, insights, open, close, prepare };
}
