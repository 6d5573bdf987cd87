import React, { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import type { InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';

import { rememberSearchClick } from '@site/src/search/insights';

import type { SearchHistoryState } from './useSearchHistory';

/** The search history of the open modal, for the hits it renders. */
export const SearchHistoryContext = createContext<SearchHistoryState | null>(null);

/**
 * One hit. Departure from stock DocSearch, whose hit is a link inside the
 * listbox option: a link inside an option is interactive content nested in
 * an interactive element (axe `nested-interactive`), so this hit is an anchor
 * without `href` (no role of its own; DocSearch's `.DocSearch-Hit a` styles
 * still apply) and opens its page itself: the router on a plain click, a new
 * tab with Ctrl/⌘ or the middle button, a new window with Shift, as Enter
 * does through the modal's navigator (useNavigator.ts).
 *
 * Choosing it records its page as a recent search and, with Insights on,
 * the click for a later conversion event.
 */
export default function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  const searches = useContext(SearchHistoryContext);
  const history = useHistory();
  const { __autocomplete_queryID: queryID, __autocomplete_indexName: index } = hit as {
    __autocomplete_queryID?: string;
    __autocomplete_indexName?: string;
  };
  const open = (event: MouseEvent) => {
    if (event.button > 1) return;
    searches?.choose(hit);
    if (queryID && index) rememberSearchClick({ queryID, index, objectID: hit.objectID });
    if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey) {
      window.open(hit.url, '_blank', 'noopener');
    } else {
      history.push(hit.url);
    }
  };
  return (
    <a data-url={hit.url} onClick={open} onAuxClick={open}>
      {children}
    </a>
  );
}
