import React, { createContext, useContext, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';

import { rememberSearchClick } from '@site/src/search/insights';

import type { RecentPages } from './useRecentPages';

/** The recent-pages store of the open modal, for the hits it renders. */
export const RecentPagesContext = createContext<RecentPages | null>(null);

/**
 * One hit: a router link. Choosing it with the pointer records its page as a
 * recent search (written when the modal closes) and, with Insights on, the
 * click for a later conversion event.
 */
export default function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  const recent = useContext(RecentPagesContext);
  const { __autocomplete_queryID: queryID, __autocomplete_indexName: index } = hit as {
    __autocomplete_queryID?: string;
    __autocomplete_indexName?: string;
  };
  const onClick = () => {
    recent?.choose(hit);
    if (queryID && index) rememberSearchClick({ queryID, index, objectID: hit.objectID });
  };
  return (
    <Link to={hit.url} onClick={onClick}>
      {children}
    </Link>
  );
}
