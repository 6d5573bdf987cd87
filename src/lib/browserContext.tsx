/**
 * Replaces @docusaurus/core 3.8.1's client/browserContext.js (see
 * plugins/client-patches), with the same contract: `Context` holds false while
 * the page hydrates and true once it has, and `BrowserContextProvider`
 * provides it.
 *
 * The difference: the switch to true is a transition. It re-renders every
 * component that reads `useIsBrowser()`, which in the theme includes each
 * doc sidebar category with everything under it (about 340 components on a
 * doc page). As an ordinary update that ran as one task of about 40 ms, and
 * 160 ms with the CPU slowed 4×, right after hydration; as a transition React
 * renders it in slices and yields to the reader in between.
 */
import React, { createContext, startTransition, useEffect, useState, type ReactNode } from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }) {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
