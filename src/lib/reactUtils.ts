/**
 * @docusaurus/theme-common's reactUtils with `useShallowMemoObject` ordering
 * keys by code unit instead of `localeCompare` (plugins/client-patches says why).
 * Everything else is the stock module, re-exported. Its path is relative
 * because the package's exports map does not list it.
 */
import { useMemo } from 'react';

import { byKey } from './byKey';

export {
  composeProviders,
  ReactContextError,
  useEvent,
  usePrevious,
} from '../../node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js';

/** The same object for as long as its own properties hold the same values, in any order. */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj).sort(byKey).flat();
  // The dependencies are the object's entries, which the linter cannot see.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps);
}
