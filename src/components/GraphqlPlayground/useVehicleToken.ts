import { useMemo } from 'react';

import { useNow, useStoredToken } from '@site/src/components/TokenPanel';
import { TOKEN_CLOCK_MS, TOKEN_STORAGE_KEY } from '@site/src/playground/constants';
import { decodeVehicleToken } from '@site/src/playground/token';

/**
 * The reader's Vehicle JWT: held in memory and in this tab's sessionStorage
 * (see useStoredToken), decoded in the page, with a clock for the time it has
 * left.
 */
export function useVehicleToken(enabled: boolean) {
  const { raw, setToken, forget, persisted } = useStoredToken(TOKEN_STORAGE_KEY, enabled);
  const decoded = useMemo(() => (raw.trim() === '' ? undefined : decodeVehicleToken(raw)), [raw]);
  const info = decoded?.ok ? decoded.info : undefined;
  const now = useNow(info?.expiresAt !== undefined, TOKEN_CLOCK_MS);

  return {
    raw,
    setToken,
    forget,
    info: enabled ? info : undefined,
    decodeError: enabled && decoded && !decoded.ok ? decoded.reason : undefined,
    persisted,
    now,
  };
}
