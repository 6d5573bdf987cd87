import { useEffect, useState } from 'react';

import { modalDropdown, modalInput, type ModalWatch } from './useModalWatch';

const LINKS = '.dimo-start-screen a[href]';

/**
 * Where the start screen renders: DocSearch's dropdown while the query is
 * empty (DocSearch then renders nothing there, its personalization being
 * off), null otherwise. The query is read from the input on every change of
 * the modal's DOM (React keeps the input's value attribute in step with it,
 * so a reset or a suggested query counts too) and on every input event.
 */
export function useStartScreenSlot(watch: ModalWatch | null): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!watch) {
      setSlot(null);
      return undefined;
    }
    return watch.subscribe(() => {
      const input = modalInput(watch.container);
      const dropdown = modalDropdown(watch.container);
      setSlot(input && dropdown && input.value === '' ? dropdown : null);
    });
  }, [watch]);
  return slot;
}

/**
 * The keyboard on the start screen, whose entries are links with buttons
 * beside them (not listbox options, which may not contain buttons): ↓ from
 * the search box goes to the first entry, ↓ and ↑ move between entries (↑
 * from the first returns to the box), Tab reaches the buttons, and typing a
 * character or Backspace on an entry (not on a button, where Space presses
 * it) goes back to the box, where the key lands. Enter opens the entry, as on any link.
 */
export function useStartScreenKeys(container: HTMLElement | null, isOpen: boolean): void {
  useEffect(() => {
    if (!container || !isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const input = modalInput(container);
      const links = Array.from(container.querySelectorAll<HTMLAnchorElement>(LINKS));
      const target = event.target as Element;
      if (!input || links.length === 0) return;
      if (target === input) {
        if (event.key === 'ArrowDown' && input.value === '') {
          event.preventDefault();
          links[0]!.focus();
        }
        return;
      }
      const at = links.indexOf(target as HTMLAnchorElement);
      if (at === -1 && !target.closest('.dimo-start-screen')) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const row = at === -1 ? links.findIndex((link) => link.parentElement?.contains(target)) : at;
        const next = row + (event.key === 'ArrowDown' ? 1 : -1);
        if (next < 0) input.focus();
        else links[Math.min(next, links.length - 1)]!.focus();
      } else if (at !== -1 && (event.key.length === 1 || event.key === 'Backspace')) {
        // Focus moves before the key's default action, so the character is typed into the box.
        input.focus();
      }
    };
    // Capture: before autocomplete's own handlers of the input see the key.
    container.addEventListener('keydown', onKeyDown, true);
    return () => container.removeEventListener('keydown', onKeyDown, true);
  }, [container, isOpen]);
}
