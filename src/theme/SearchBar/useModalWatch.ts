import { useEffect, useMemo } from 'react';

/** Changes of the open modal's DOM (nodes, attributes) and of its input, for the hooks that follow them. */
export interface ModalWatch {
  readonly container: HTMLElement;
  /** Calls `onChange` now and after every change; returns the unsubscribe function. */
  subscribe(onChange: () => void): () => void;
}

function createModalWatch(container: HTMLElement): ModalWatch & { start(): () => void } {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    container,
    subscribe(onChange) {
      listeners.add(onChange);
      onChange();
      return () => {
        listeners.delete(onChange);
      };
    },
    start() {
      const observer = new MutationObserver(notify);
      observer.observe(container, { childList: true, subtree: true, attributes: true });
      container.addEventListener('input', notify);
      return () => {
        observer.disconnect();
        container.removeEventListener('input', notify);
        listeners.clear();
      };
    },
  };
}

/**
 * One MutationObserver and one input listener on the open modal, shared by
 * every hook that adjusts DocSearch's markup or follows its query (credit,
 * dialog semantics, start screen, error screen, the kept query), instead of
 * one of each per hook. Null while the modal is closed. Subscribers' callbacks
 * must be idempotent, and write nothing when nothing changed: what one changes
 * in the DOM notifies the others again.
 */
export function useModalWatch(container: HTMLElement | null, isOpen: boolean): ModalWatch | null {
  const watch = useMemo(
    () => (container && isOpen ? createModalWatch(container) : null),
    [container, isOpen],
  );
  useEffect(() => watch?.start(), [watch]);
  return watch;
}

/** The modal's search box, if rendered. */
export function modalInput(container: ParentNode): HTMLInputElement | null {
  return container.querySelector<HTMLInputElement>('.DocSearch-Input');
}

/** The modal's results area, where our start and error screens render, if rendered. */
export function modalDropdown(container: ParentNode): HTMLElement | null {
  return container.querySelector<HTMLElement>('.DocSearch-Dropdown');
}
