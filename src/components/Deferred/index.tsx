import ErrorBoundary from '@docusaurus/ErrorBoundary';
import React, { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';

import Button from '@site/src/components/Button';

interface DeferredProps<P extends object> {
  /** Fetches the component's chunk; module-level, so the same function on every render. */
  loader: () => Promise<{ default: ComponentType<P> }>;
  /** The component's props. */
  props: P;
  /** Whether the reader has asked for the component; until then only the placeholder renders. */
  load: boolean;
  /** What stands in its place: before it is asked for, and with `loading` while its chunk downloads. */
  placeholder: (loading: boolean) => ReactNode;
  /** The sentence shown when the chunk cannot be downloaded, above a "Try again" button. */
  failure: string;
  /** The class name of the failure box, from the caller's styles. */
  boxClassName?: string;
}

function lazyAttempt<P extends object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
  attempt: number,
): ComponentType<P> {
  void attempt;
  // React's LazyExoticComponent types props through PropsWithRef, which a generic P cannot satisfy.
  return lazy(loader) as unknown as ComponentType<P>;
}

/**
 * A component whose code is its own chunk, rendered once the reader asks for
 * it. A fresh `lazy` per attempt, so "Try again" after a failed download
 * fetches the chunk again instead of replaying the cached failure.
 */
export default function Deferred<P extends object>({
  loader,
  props,
  load,
  placeholder,
  failure,
  boxClassName,
}: DeferredProps<P>) {
  const [attempt, setAttempt] = useState(0);
  // One lazy component per attempt: React caches a lazy component's failure.
  const Component = useMemo(() => lazyAttempt(loader, attempt), [attempt, loader]);
  if (!load) return <>{placeholder(false)}</>;
  return (
    <ErrorBoundary
      fallback={({ tryAgain }) => (
        <div className={boxClassName} role="alert">
          <p>{failure}</p>
          <Button
            onClick={() => {
              setAttempt((a) => a + 1);
              tryAgain();
            }}
          >
            Try again
          </Button>
        </div>
      )}
    >
      <Suspense fallback={placeholder(true)}>
        <Component {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
