import { useCallback, useEffect, useState } from 'react';

/** sessionStorage, or undefined where the browser refuses it (private modes, disabled storage). */
function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function readStored(key: string): string {
  try {
    return session()?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function store(key: string, token: string): boolean {
  try {
    const s = session();
    if (!s) return false;
    if (token === '') s.removeItem(key);
    else s.setItem(key, token);
    return true;
  } catch {
    return false;
  }
}

/**
 * A token the reader pastes: held in memory and in this tab's sessionStorage
 * under `storageKey` (gone when the tab closes; never localStorage, never the
 * URL). When storage is refused, it lives in memory only and `persisted` says
 * so. Read from storage after mount, so server and first render agree.
 */
export function useStoredToken(storageKey: string, enabled: boolean) {
  const [raw, setRaw] = useState('');
  const [persisted, setPersisted] = useState(true);

  useEffect(() => {
    if (enabled) setRaw(readStored(storageKey));
  }, [enabled, storageKey]);

  const setToken = useCallback(
    (token: string) => {
      setRaw(token);
      setPersisted(store(storageKey, token));
    },
    [storageKey],
  );

  return {
    raw: enabled ? raw : '',
    setToken,
    forget: useCallback(() => setToken(''), [setToken]),
    persisted,
  };
}

/** The time, re-read every `intervalMs` while `ticking` (a token's time left); a fixed value otherwise. */
export function useNow(ticking: boolean, intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [ticking, intervalMs]);
  return now;
}
