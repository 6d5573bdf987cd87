import { useSyncExternalStore } from 'react';

import { EMPTY_STATE, valuesStore, type ValuesState } from './store';
import type { YourValues } from './substitute';

const noValues = () => null;

/**
 * The values samples show, or null (switch off, nothing set). The server render
 * and the hydrating render see null, so both show the placeholders; the values
 * come in the render right after. With `relevant` false (a block without
 * placeholders) the component never re-renders for them.
 */
export function useActiveValues(relevant = true): YourValues | null {
  return useSyncExternalStore(valuesStore.subscribe, relevant ? valuesStore.active : noValues, noValues);
}

/** The whole state (switch and values), for the panel; empty on the server and while hydrating. */
export function useValuesState(): ValuesState {
  return useSyncExternalStore(valuesStore.subscribe, valuesStore.get, () => EMPTY_STATE);
}
