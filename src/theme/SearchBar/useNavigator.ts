import { useMemo } from 'react';
import { useHistory } from '@docusaurus/router';
import type { InternalDocSearchHit } from '@docsearch/react';

import type { RecentPages } from './useRecentPages';

/**
 * Where Enter (and Ctrl/⌘+Enter, Shift+Enter) on a hit goes: the router for
 * the same tab, a new tab or window otherwise. DocSearch has stored its own
 * recent entry by then, so the hit's page is written over it here.
 */
export function useNavigator(recent: RecentPages) {
  const history = useHistory();
  return useMemo(() => {
    const chosen = (item: InternalDocSearchHit) => {
      recent.choose(item);
      recent.flush();
    };
    return {
      navigate({ itemUrl, item }: { itemUrl: string; item: InternalDocSearchHit }) {
        chosen(item);
        history.push(itemUrl);
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
  }, [history, recent]);
}
