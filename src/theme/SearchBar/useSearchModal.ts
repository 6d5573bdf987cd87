import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { DocSearchModal as DocSearchModalType } from '@docsearch/react';

import type { SearchConfig } from '@site/src/search/config';
import { loadInsights, type InsightsOption } from '@site/src/search/insights';
import { safeLocalStorage } from '@site/src/lib/safeLocalStorage';
import { repairStoredSearches } from '@site/src/search/storedSearches';
import type { LazySearchClient } from '@site/src/search/useSearchClient';

import { modalInput, type ModalWatch } from './useModalWatch';

export type ModalComponent = typeof DocSearchModalType;

/** DocSearch's modal and its styles, imported once, on intent. */
function importModal(): Promise<ModalComponent> {
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{ DocSearchModal }]) => DocSearchModal);
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

type ModalState = Omit<SearchModal, 'open' | 'close' | 'prepare'>;

const CLOSED: ModalState = {
  isOpen: false,
  Modal: null,
  container: null,
  initialQuery: undefined,
  insights: false,
};

/**
 * The modal's state lives beside the page, not in one search bar: the navbar,
 * and its search bar, belong to each page's layout, so opening a page of
 * another kind (home → docs, docs → changelog) mounts a new bar. Search
 * opened while that page was still loading (a hit chosen, then Ctrl+K at
 * once) stays open in the new bar, with the query typed so far.
 */
const modalStore = {
  state: CLOSED,
  listeners: new Set<() => void>(),
  set(patch: Partial<ModalState>) {
    modalStore.state = { ...modalStore.state, ...patch };
    modalStore.listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    modalStore.listeners.add(listener);
    return () => modalStore.listeners.delete(listener);
  },
  get: () => modalStore.state,
  getServer: () => CLOSED,
};

/**
 * Follows the query typed in the open modal, so that a search bar mounting
 * while it is open renders the modal with it. Written without notifying: the
 * open modal reads its initial query once, and need not render again per key.
 */
export function useQueryKept(watch: ModalWatch | null): void {
  useEffect(() => {
    if (!watch) return undefined;
    return watch.subscribe(() => {
      const typed = modalInput(watch.container)?.value;
      const initialQuery = typed === '' ? undefined : typed;
      // A new state object only when the query changed: every DOM change notifies, and
      // useSyncExternalStore renders again whenever the snapshot is a new object.
      if (typed === undefined || initialQuery === modalStore.state.initialQuery) return;
      modalStore.state = { ...modalStore.state, initialQuery };
    });
  }, [watch]);
}

/**
 * Opening and closing the modal: it opens once DocSearch's code (and
 * Insights, when configured) has loaded, warms the search client, and gives
 * focus back to the search button when it closes. `onOpen` runs as it
 * opens (useSearchHistory's reload).
 */
export function useSearchModal(
  config: SearchConfig,
  client: LazySearchClient,
  buttonRef: { current: HTMLButtonElement | null },
  onOpen: () => void,
): SearchModal {
  const state = useSyncExternalStore(modalStore.subscribe, modalStore.get, modalStore.getServer);

  const prepare = useCallback(() => {
    client.prefetch('intent');
    importModal().catch(() => undefined);
  }, [client]);

  const open = useCallback(
    (query?: string) => {
      if (!modalStore.state.container) {
        const container = document.createElement('div');
        document.body.insertBefore(container, document.body.firstChild);
        modalStore.set({ container });
      }
      onOpen();
      repairStoredSearches(safeLocalStorage(), config.indexName);
      client.prefetch('open');
      const typed = captureTyping();
      const ready = config.insights ? loadInsights(config) : Promise.resolve(false as const);
      Promise.all([importModal(), ready])
        .then(([Modal, insights]) => {
          const initial = `${query ?? ''}${typed()}`;
          modalStore.set({
            isOpen: true,
            Modal,
            insights,
            initialQuery: initial === '' ? undefined : initial,
          });
        })
        .catch((error: unknown) => {
          typed();
          // A modal chunk that fails to load (offline, a new deploy): the page-load
          // error notice (src/inlineScripts.ts) tells the reader and offers Retry.
          console.error('Search could not be opened', error);
        });
    },
    [client, config, onOpen],
  );

  const close = useCallback(() => {
    modalStore.set({ isOpen: false, initialQuery: undefined });
    buttonRef.current?.focus();
  }, [buttonRef]);

  return { ...state, open, close, prepare };
}
