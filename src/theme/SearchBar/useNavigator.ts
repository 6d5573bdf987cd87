import { useMemo } from 'react';
import { useHistory } from '@docusaurus/router';
import type { InternalDocSearchHit } from '@docsearch/react';

import type { SearchHistoryState } from './useSearchHistory';

/**
 * Where Enter (and Ctrl/⌘+Enter, Shift+Enter) on a hit goes: the router for
 * the same tab, a new tab or window otherwise. The hit's page becomes a
 * recent search.
 */
export function useNavigator(searches: SearchHistoryState) {
  const router = useHistory();
  // On `choose` alone (stable), not the history it changes: a new navigator rebuilds the modal and clears the query.
  const { choose } = searches;
  return useMemo(() => {
    const chosen = (item: InternalDocSearchHit) => choose(item);
    return {
      navigate({ itemUrl, item }: { itemUrl: string; item: InternalDocSearchHit }) {
        chosen(item);
        router.push(itemUrl);
      },
      navigateNewTab({ itemUrl, item }: { itemUrl: string; item: InternalDocSearchHit }) {
        chosen(item);
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({ itemUrl, item }: { itemUrl: string; item: InternalDocSearchHit }) {
        chosen(item);
        window.open(itemUrl, '_blank', 'noopener');
      },
    };
  }, [router, choose]);
}
