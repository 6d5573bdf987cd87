import { useEffect } from 'react';

/**
 * In embedded mode no Algolia service answers, so the modal must not say
 * "Search by Algolia" nor link to algolia.com. DocSearch 3.9.0 always renders
 * that logo: the modal's container is marked embedded (styles.css hides the
 * logo from the first frame) and the logo is removed as soon as it appears.
 * In Algolia mode the attribution stays.
 */
export function useHonestCredit(container: HTMLElement | null, isOpen: boolean, embedded: boolean): void {
  useEffect(() => {
    if (!container || !isOpen || !embedded) return undefined;
    container.dataset.searchMode = 'embedded';
    const remove = () => container.querySelectorAll('.DocSearch-Logo').forEach((el) => el.remove());
    remove();
    const observer = new MutationObserver(remove);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, isOpen, embedded]);
}
