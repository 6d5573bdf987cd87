import { useCallback, useEffect, useState, type RefObject } from 'react';

import { LOAD_MARGIN_PX } from '@site/src/playground/constants';
import { PLAYGROUND_ANCHOR, readPlaygroundState } from '@site/src/playground/url';

/**
 * When to load the playground's code: never during server rendering or the
 * first paint; then as soon as the reader shows they want it: the page was
 * opened with a query or at `#playground` (an "Open in playground" link), the
 * placeholder comes within LOAD_MARGIN_PX of the viewport, or the reader
 * presses its button. Readers who never scroll to it never download it.
 */
export function useLoadTrigger(frame: RefObject<HTMLElement | null>): { load: boolean; loadNow: () => void } {
  const [load, setLoad] = useState(false);
  const loadNow = useCallback(() => setLoad(true), []);

  useEffect(() => {
    if (load) return undefined;
    const { search, hash } = window.location;
    if (readPlaygroundState(search).query !== undefined || hash === `#${PLAYGROUND_ANCHOR}`) {
      setLoad(true);
      return undefined;
    }
    const element = frame.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setLoad(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setLoad(true);
      },
      { rootMargin: `${LOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, load]);

  return { load, loadNow };
}
