import { useCallback, useEffect, useMemo, useState } from 'react';

import { TOKEN_CLOCK_MS, TOKEN_STORAGE_KEY } from '@site/src/playground/constants';
import { decodeVehicleToken } from '@site/src/playground/token';

/** sessionStorage, or undefined where the browser refuses it (private modes, disabled storage). */
function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function readStored(): string {
  try {
    return session()?.getItem(TOKEN_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function store(token: string): boolean {
  try {
    const s = session();
    if (!s) return false;
    if (token === '') s.removeItem(TOKEN_STORAGE_KEY);
    else s.setItem(TOKEN_STORAGE_KEY, token);
    return true;
  } catch {
    return false;
  }
}

/**
 * The reader's Vehicle JWT: held in memory and in this tab's sessionStorage
 * (gone when the tab closes; never localStorage, never the URL), decoded in
 * the page, with a clock for the time it has left. When storage is refused,
 * the token lives in memory only and `persisted` says so.
 */
export function useVehicleToken(enabled: boolean) {
  const [raw, setRaw] = useState('');
  const [persisted, setPersisted] = useState(true);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (enabled) setRaw(readStored());
  }, [enabled]);

  const setToken = useCallback((token: string) => {
    setRaw(token);
    setPersisted(store(token));
  }, []);

  const decoded = useMemo(() => (raw.trim() === '' ? undefined : decodeVehicleToken(raw)), [raw]);
  const info = decoded?.ok ? decoded.info : undefined;

  useEffect(() => {
    if (!info?.expiresAt) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TOKEN_CLOCK_MS);
    return () => window.clearInterval(timer);
  }, [info?.expiresAt]);

  return {
    raw: enabled ? raw : '',
    setToken,
    forget: useCallback(() => setToken(''), [setToken]),
    info: enabled ? info : undefined,
    decodeError: enabled && decoded && !decoded.ok ? decoded.reason : undefined,
    persisted,
    now,
  };
}
