import React, {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useHistory } from '@docusaurus/router';
import type { InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';

import { rememberSearchClick } from '@site/src/search/insights';

import { takeOptionSemantics } from './optionLink';
import type { SearchHistoryState } from './useSearchHistory';

/** The search history of the open modal, for the hits it renders. */
export const SearchHistoryContext = createContext<SearchHistoryState | null>(null);

/** A click the browser handles itself: a new tab (Ctrl/⌘, middle button), a window (Shift), a download (Alt). */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

/**
 * One hit: a real link to its page, so hovering shows the address and the
 * browser's Copy link, Open in new tab, middle click and Ctrl/⌘+click work.
 * A plain click opens the page through the router, as Docusaurus's own links
 * do; Enter on the active hit goes through the modal's navigator
 * (useNavigator.ts). The link is the listbox option (takeOptionSemantics)
 * and no Tab stop: the arrow keys move through the hits, as DocSearch's
 * `aria-activedescendant` pattern has it.
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
  const link = useRef<HTMLAnchorElement>(null);
  // No dependency list: DocSearch renders the item, and this hit, again whenever the selection moves.
  useLayoutEffect(() => {
    if (link.current) takeOptionSemantics(link.current);
  });
  const { __autocomplete_queryID: queryID, __autocomplete_indexName: index } = hit as {
    __autocomplete_queryID?: string;
    __autocomplete_indexName?: string;
  };
  const choose = () => {
    searches?.choose(hit);
    if (queryID && index) rememberSearchClick({ queryID, index, objectID: hit.objectID });
  };
  return (
    <a
      ref={link}
      href={hit.url}
      tabIndex={-1}
      onClick={(event) => {
        choose();
        if (opensElsewhere(event)) return;
        event.preventDefault();
        history.push(hit.url);
      }}
      onAuxClick={(event) => {
        // The middle button opens a new tab (the browser's default); the right one, a menu.
        if (event.button === 1) choose();
      }}
    >
      {children}
    </a>
  );
}
