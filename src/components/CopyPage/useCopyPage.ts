import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/** How long "Copied" stays before the button reads "Copy page" again, in ms. */
export const COPIED_RESET_MS = 2000;

/**
 * Copies the Markdown twin at `twinUrl` to the clipboard. The twin is fetched
 * on the first click only (nothing is loaded with the page) and kept for later
 * clicks. A failed fetch or a refused clipboard ends in `failed`.
 */
export function useCopyPage(twinUrl: string): { state: CopyState; copy: () => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const cache = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    clearTimeout(timer.current);
    setState('copying');
    try {
      if (cache.current === null) {
        const response = await fetch(twinUrl);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        cache.current = await response.text();
      }
      await navigator.clipboard.writeText(cache.current);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_RESET_MS);
    } catch (error) {
      console.warn(`Copy page: could not copy ${twinUrl}:`, error);
      setState('failed');
    }
  }, [twinUrl]);

  return { state, copy };
}
