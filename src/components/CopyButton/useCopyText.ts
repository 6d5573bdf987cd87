import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyTextState = 'idle' | 'copied' | 'failed';

/** How long the button reads "Copied" before it returns to its label, in ms (same as Copy page). */
export const COPIED_RESET_MS = 2000;

/**
 * Puts `text` on the clipboard when `copy` is called. `state` tells the
 * component what to show and announce: `copied` for {@link COPIED_RESET_MS},
 * or `failed` when the browser refused (no clipboard permission, insecure
 * context). Nothing is sent anywhere.
 */
export function useCopyText(text: string): { state: CopyTextState; copy: () => Promise<void> } {
  const [state, setState] = useState<CopyTextState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  // A new text makes an old "Copied" untrue.
  useEffect(() => {
    clearTimeout(timer.current);
    setState('idle');
  }, [text]);

  const copy = useCallback(async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('The Clipboard API is not available here.');
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_RESET_MS);
    } catch {
      setState('failed');
    }
  }, [text]);

  return { state, copy };
}
