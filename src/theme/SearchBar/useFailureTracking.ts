import { useCallback, useMemo, useState } from 'react';

import type { LazySearchClient } from '@site/src/search/useSearchClient';

/**
 * DocSearch 3.9.0 sets its error status and then, in autocomplete's
 * `finally`, resets it to idle, so its "Unable to fetch results" screen never
 * shows and a failure reads as "No results". This tracks whether the last
 * search failed, so SearchErrorScreen can show that screen itself.
 */
export function useFailureTracking(client: LazySearchClient) {
  const [failed, setFailed] = useState(false);
  const tracked = useMemo<LazySearchClient>(
    () => ({
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
    }),
    [client],
  );
  const clearFailure = useCallback(() => setFailed(false), []);
  return { client: tracked, failed, clearFailure };
}
