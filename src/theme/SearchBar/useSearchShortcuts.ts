import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Is the key pressed in a place where the reader types text? */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT'
  );
}

export interface SearchShortcuts {
  isOpen: boolean;
  open(): void;
  close(): void;
  /** A letter or digit typed while the search button has focus: opens search with it as the query. */
  typeIntoSearch(key: string): void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The search keys, on the whole page: Ctrl+K (⌘K on a Mac) toggles search,
 * "/" opens it unless the reader is typing in a field, Escape closes it, and a
 * letter typed on the focused search button opens it with that letter. Ours
 * rather than @docsearch/react's hook, so the page does not load DocSearch
 * before the reader asks for it.
 */
export function useSearchShortcuts({
  isOpen,
  open,
  close,
  typeIntoSearch,
  buttonRef,
}: SearchShortcuts): void {
  // Read when a key arrives, not when the listener was made: a key pressed right
  // after the modal closed (a chosen hit) must see it closed, even before React
  // has run its effects again. A layout effect updates it in the same commit.
  const current = useRef({ isOpen, open, close, typeIntoSearch });
  useLayoutEffect(() => {
    current.current = { isOpen, open, close, typeIntoSearch };
  }, [isOpen, open, close, typeIntoSearch]);

  // Listening from the commit on: a page's layout (and this bar) mounts anew on
  // navigation, and a key pressed as soon as the new page shows must find it.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const { isOpen, open, close, typeIntoSearch } = current.current;
      const key = event.key;
      if (key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        if (isOpen) close();
        else open();
        return;
      }
      if (isOpen) {
        if (key === 'Escape') {
          event.preventDefault();
          close();
        }
        return;
      }
      // A key another handler already took (a widget's own shortcut) is not ours.
      if (event.defaultPrevented) return;
      if (key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target)) {
        event.preventDefault();
        open();
        return;
      }
      if (
        document.activeElement === buttonRef.current &&
        /^[\p{L}\p{N}]$/u.test(key) &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey
      ) {
        event.preventDefault();
        typeIntoSearch(key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [buttonRef]);
}
