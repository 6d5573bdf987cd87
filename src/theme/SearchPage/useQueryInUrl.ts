import { useCallback, useEffect, useState } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

import { MAX_QUERY_LENGTH } from '@site/src/search/engine/options';

function readQuery(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
}

/**
 * The query lives in the URL (`?q=`), so a link can be shared and the back
 * button works: typing replaces the URL, and a URL change (a link, back)
 * changes the query. While hydrating, the query is the server's (empty: the
 * page is prerendered without one); the URL's follows right after, so the
 * first render matches the HTML instead of being thrown away and redone.
 */
export function useQueryInUrl(): [string, (value: string) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const [query, setQuery] = useState(() => (isBrowser ? readQuery(location.search) : ''));

  useEffect(() => {
    const fromUrl = readQuery(location.search);
    setQuery((current) => (current === fromUrl ? current : fromUrl));
  }, [location.search]);

  const change = useCallback(
    (value: string) => {
      const q = value.slice(0, MAX_QUERY_LENGTH);
      setQuery(q);
      const params = new URLSearchParams(location.search);
      if (q) params.set('q', q);
      else params.delete('q');
      const search = params.toString();
      history.replace({ pathname: location.pathname, search: search ? `?${search}` : '' });
    },
    [history, location.pathname, location.search],
  );
  return [query, change];
}
