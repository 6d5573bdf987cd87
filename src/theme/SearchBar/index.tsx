// Our own SearchBar (not an ejected copy): Docusaurus 3.8.1's takes no props and
// always builds Algolia's client, so this composes @docsearch/react's modal and
// keyboard hook with the theme's public client hooks, and takes its search
// client from src/search/useSearchClient (embedded engine or Algolia). The
// button is ours (SearchButton.tsx) for an accessible name.
import React, { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDocSearchKeyboardEvents } from '@docsearch/react';
import type {
  DocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';

import { repairStoredSearches, safeLocalStorage } from '@site/src/search/storedSearches';
import { useSearchClient, useSearchConfig } from '@site/src/search/useSearchClient';
import { missingResultsUrl } from '@site/src/search/missingResults';
import { loadInsights, rememberSearchClick, type InsightsOption } from '@site/src/search/insights';
import { useStableFacetFilters } from '@site/src/search/useStableFacetFilters';
import type { SearchClient } from '@site/src/search/client';

import SearchButton from './SearchButton';
import SearchErrorScreen from './SearchErrorScreen';

function withFailureTracking(client: SearchClient, setFailed: (failed: boolean) => void): SearchClient {
  return {
    ...client,
    async search(input) {
      try {
        const result = await client.search(input);
        setFailed(false);
        return result;
      } catch (error) {
        setFailed(true);
        throw error;
      }
    },
  };
}

type ModalComponent = typeof DocSearchModalType;
let DocSearchModal: ModalComponent | null = null;

function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{ DocSearchModal: Modal }]) => {
    DocSearchModal = Modal;
  });
}

function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  const { __autocomplete_queryID: queryID, __autocomplete_indexName: index } = hit as {
    __autocomplete_queryID?: string;
    __autocomplete_indexName?: string;
  };
  const onClick = () => {
    if (queryID && index) rememberSearchClick({ queryID, index, objectID: hit.objectID });
  };
  return (
    <Link to={hit.url} onClick={onClick}>
      {children}
    </Link>
  );
}

function ResultsFooter({ query, nbHits, onClose }: { query: string; nbHits: number; onClose: () => void }) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(query)} onClick={onClose}>
      {`See all ${nbHits} results`}
    </Link>
  );
}

export default function SearchBar() {
  const { siteConfig } = useDocusaurusContext();
  const config = useSearchConfig();
  const docsRepo = (siteConfig.customFields as { docsRepo: string }).docsRepo;
  const baseClient = useSearchClient();
  // DocSearch 3.9.0 sets its error status and then, in autocomplete's
  // `finally`, resets it to idle, so its "Unable to fetch results" screen never
  // shows and a failure reads as "No results". Track failures here and show
  // that screen ourselves (see SearchErrorScreen).
  const [failed, setFailed] = useState(false);
  const client = useMemo(() => withFailureTracking(baseClient, setFailed), [baseClient]);
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const contextualFilters = useStableFacetFilters(useAlgoliaContextualFacetFilters());
  // Every prop below is memoised: DocSearchModal rebuilds its autocomplete
  // instance, and loses the typed query, whenever one of them changes.
  const searchParameters = useMemo(() => ({ facetFilters: contextualFilters }), [contextualFilters]);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [insights, setInsights] = useState<InsightsOption>(false);

  const openModal = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    repairStoredSearches(safeLocalStorage(), config.indexName);
    const ready = config.insights ? loadInsights(config).then(setInsights) : Promise.resolve();
    Promise.all([importModal(), ready])
      .then(() => setIsOpen(true))
      .catch((error: unknown) => {
        // A modal chunk that fails to load (offline, a new deploy): the page-load
        // error notice (src/inlineScripts.ts) tells the reader and offers Retry.
        console.error('Search could not be opened', error);
      });
  }, [config]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setFailed(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({ isOpen, onOpen: openModal, onClose: closeModal, onInput, searchButtonRef });

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        history.push(itemUrl);
      },
      navigateNewTab({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
    }),
    [history],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({ ...item, url: processUrl(item.url) })),
    [processUrl],
  );
  const transformSearchClient = useCallback(() => client as unknown as DocSearchTransformClient, [client]);
  const resultsFooterComponent = useCallback(
    ({ state }: { state: { query: string; context: Record<string, unknown> } }) => (
      <ResultsFooter query={state.query} nbHits={Number(state.context.nbHits ?? 0)} onClose={closeModal} />
    ),
    [closeModal],
  );
  const getMissingResultsUrl = useCallback(
    ({ query }: { query: string }) => missingResultsUrl(docsRepo, query),
    [docsRepo],
  );

  return (
    <>
      <SearchButton
        onTouchStart={() => void importModal()}
        onFocus={() => void importModal()}
        onMouseOver={() => void importModal()}
        onClick={openModal}
        ref={searchButtonRef}
      />
      {isOpen &&
        DocSearchModal &&
        container.current &&
        createPortal(
          <DocSearchModal
            appId={config.appId}
            apiKey={config.apiKey}
            indexName={config.indexName}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            resultsFooterComponent={resultsFooterComponent as never}
            placeholder={translations.placeholder}
            translations={translations.modal}
            searchParameters={searchParameters}
            getMissingResultsUrl={getMissingResultsUrl}
            insights={insights}
          />,
          container.current,
        )}
      {isOpen && failed ? <SearchErrorScreen /> : null}
    </>
  );
}
