import { useEffect } from 'react';

import type { ModalWatch } from './useModalWatch';

/**
 * In embedded mode no Algolia service answers, so the modal must not say
 * "Search by Algolia" nor link to algolia.com. DocSearch 3.9.0 always renders
 * that logo: the modal's container is marked embedded (styles.css hides the
 * logo from the first frame) and the logo is removed as soon as it appears.
 * In Algolia mode the attribution stays.
 */
export function useHonestCredit(watch: ModalWatch | null, embedded: boolean): void {
  useEffect(() => {
    if (!watch || !embedded) return undefined;
    const { container } = watch;
    container.dataset.searchMode = 'embedded';
    return watch.subscribe(() => container.querySelectorAll('.DocSearch-Logo').forEach((el) => el.remove()));
  }, [watch, embedded]);
}
