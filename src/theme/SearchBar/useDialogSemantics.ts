import { useEffect } from 'react';

import { modalInput, type ModalWatch } from './useModalWatch';

/** What Tab stops at in the dialog: not the hits' links (tabindex -1), which the arrow keys reach. */
const TAB_STOPS =
  'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * DocSearch 3.9.0's modal, made to read as one dialog with a combobox (so axe
 * finds no violation with the modal open). Stock markup has the
 * backdrop (`.DocSearch-Container`) act as the combobox and as a focusable
 * `role="button"`, the modal's `<header>` and `<footer>` count as a second
 * banner and contentinfo of the page, and the input's `aria-controls` names
 * the lists of sections that have no hits and are not rendered. Departures,
 * applied to the modal's DOM whenever DocSearch renders it again:
 * - the backdrop is a plain element (a click on it still closes the modal);
 * - `.DocSearch-Modal` is a modal dialog named "Search";
 * - the input is the combobox (ARIA 1.2 pattern), expanded while a list shows;
 * - header and footer are parts of the dialog, not landmarks;
 * - `aria-controls` names only the lists on screen;
 * - Tab and Shift+Tab cycle through what can be focused in the dialog now
 *   (DocSearch computes its first and last element once, and with hits
 *   that are not tab stops, Tab then left the dialog for the page).
 * The hits themselves, links that are the listbox's options, are in Hit.tsx.
 */
export function useDialogSemantics(watch: ModalWatch | null): void {
  useEffect(() => {
    if (!watch) return undefined;
    const { container } = watch;
    const set = (el: Element | null, name: string, value: string | null) => {
      if (!el || el.getAttribute(name) === value) return;
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    };
    const apply = () => {
      const backdrop = container.querySelector('.DocSearch-Container');
      for (const name of [
        'role',
        'tabindex',
        'aria-expanded',
        'aria-haspopup',
        'aria-controls',
        'aria-labelledby',
      ])
        set(backdrop, name, null);
      const dialog = container.querySelector('.DocSearch-Modal');
      set(dialog, 'role', 'dialog');
      set(dialog, 'aria-modal', 'true');
      set(dialog, 'aria-label', 'Search');
      container
        .querySelectorAll('.DocSearch-Modal > header, .DocSearch-Modal > footer')
        .forEach((part) => set(part, 'role', 'none'));
      const input = modalInput(container);
      if (!input) return;
      const shown = (input.getAttribute('aria-controls') ?? '')
        .split(' ')
        .filter((id) => id && document.getElementById(id));
      set(input, 'aria-controls', shown.length ? shown.join(' ') : null);
      set(input, 'role', 'combobox');
      set(input, 'aria-expanded', String(shown.length > 0));
    };
    const unsubscribe = watch.subscribe(apply);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const stops = Array.from(container.querySelectorAll<HTMLElement>(TAB_STOPS)).filter(
        (el) => el.getClientRects().length > 0,
      );
      const first = stops[0];
      const last = stops.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const leaving = event.shiftKey
        ? active === first || !container.contains(active)
        : active === last || !container.contains(active);
      if (!leaving) return;
      event.preventDefault();
      event.stopPropagation();
      (event.shiftKey ? last : first).focus();
    };
    container.addEventListener('keydown', onKeyDown, true);
    return () => {
      unsubscribe();
      container.removeEventListener('keydown', onKeyDown, true);
    };
  }, [watch]);
}
