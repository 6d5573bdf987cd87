// Our own SearchBar: Docusaurus 3.8.1's takes no props and always builds
// Algolia's client. This one composes @docsearch/react's modal (imported on
// intent) with the theme's public client hooks and takes its search client
// from src/search/useSearchClient (embedded engine or Algolia), each piece a
// named hook of this folder.
import React, { useCallback, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { DocSearchHit, DocSearchTransformClient } from '@docsearch/react';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';

import { missingResultsUrl } from '@site/src/search/missingResults';
import { useSearchClient, useSearchConfig } from '@site/src/search/useSearchClient';
import { useStableFacetFilters } from '@site/src/search/useStableFacetFilters';

import { withDistinctHits } from './distinctHits';
import Hit, { SearchHistoryContext } from './Hit';
import ResultsFooter from './ResultsFooter';
import SearchButton from './SearchButton';
import SearchErrorScreen from './SearchErrorScreen';
import { StartScreenInSlot } from './StartScreen';
import { useDialogSemantics } from './useDialogSemantics';
import { useFailureTracking } from './useFailureTracking';
import { useHonestCredit } from './useHonestCredit';
import { useModalWatch } from './useModalWatch';
import { useNavigator } from './useNavigator';
import { useSearchHistory } from './useSearchHistory';
import { useQueryKept, useSearchModal } from './useSearchModal';
import { useSearchShortcuts } from './useSearchShortcuts';
import { useStartScreenKeys } from './useStartScreen';

/** Hit URLs as the site links them (base URL, no origin), as the theme's own SearchBar does. */
function useTransformItems() {
  const processUrl = useSearchResultUrlProcessor();
  return useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({ ...item, url: processUrl(item.url) })),
    [processUrl],
  );
}

/** Contextual search: the current docs version and language, as a stable object. */
function useSearchParameters() {
  const facetFilters = useStableFacetFilters(useAlgoliaContextualFacetFilters());
  return useMemo(() => ({ facetFilters }), [facetFilters]);
}

export default function SearchBar() {
  const config = useSearchConfig();
  const { docsRepo } = useDocusaurusContext().siteConfig.customFields as { docsRepo: string };
  const { client, failed, clearFailure } = useFailureTracking(useSearchClient());
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searches = useSearchHistory(config.indexName);
  const modal = useSearchModal(config, client, buttonRef, searches.reload);
  const closeModal = modal.close;
  const close = useCallback(() => {
    clearFailure();
    closeModal();
  }, [clearFailure, closeModal]);
  useSearchShortcuts({
    isOpen: modal.isOpen,
    open: modal.open,
    close,
    typeIntoSearch: modal.open,
    buttonRef,
  });
  const watch = useModalWatch(modal.container, modal.isOpen);
  useQueryKept(watch);
  useHonestCredit(watch, config.mode === 'embedded');
  useDialogSemantics(watch);
  useStartScreenKeys(modal.container, modal.isOpen);

  // Every prop below is memoised: DocSearchModal rebuilds its autocomplete
  // instance, and loses the typed query, whenever one of them changes.
  const navigator = useNavigator(searches);
  const transformItems = useTransformItems();
  const searchParameters = useSearchParameters();
  const distinctClient = useMemo(() => withDistinctHits(client), [client]);
  const transformSearchClient = useCallback(
    () => distinctClient as unknown as DocSearchTransformClient,
    [distinctClient],
  );
  const resultsFooterComponent = useCallback(
    ({ state }: { state: { query: string; context: Record<string, unknown> } }) => (
      <ResultsFooter query={state.query} nbHits={Number(state.context.nbHits ?? 0)} onClose={close} />
    ),
    [close],
  );
  const getMissingResultsUrl = useCallback(
    ({ query }: { query: string }) => missingResultsUrl(docsRepo, query),
    [docsRepo],
  );
  const { Modal, container } = modal;

  return (
    <>
      <SearchButton
        onTouchStart={modal.prepare}
        onFocus={modal.prepare}
        onMouseOver={modal.prepare}
        onClick={() => modal.open()}
        ref={buttonRef}
      />
      {modal.isOpen && Modal && container
        ? createPortal(
            <SearchHistoryContext.Provider value={searches}>
              <Modal
                appId={config.appId}
                apiKey={config.apiKey}
                indexName={config.indexName}
                onClose={close}
                initialScrollY={window.scrollY}
                initialQuery={modal.initialQuery}
                navigator={navigator}
                transformItems={transformItems}
                hitComponent={Hit}
                transformSearchClient={transformSearchClient}
                resultsFooterComponent={resultsFooterComponent as never}
                placeholder={translations.placeholder}
                translations={translations.modal}
                searchParameters={searchParameters}
                getMissingResultsUrl={getMissingResultsUrl}
                insights={modal.insights}
                disableUserPersonalization
              />
            </SearchHistoryContext.Provider>,
            container,
          )
        : null}
      {modal.isOpen ? <StartScreenInSlot watch={watch} searches={searches} onClose={close} /> : null}
      {modal.isOpen && failed ? <SearchErrorScreen watch={watch} /> : null}
    </>
  );
}
