import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { InlineLoading } from '../components/loading-overlay.tsx';

export interface LazyScreen {
  /** The screen, loading its chunk on first render (with the page's loading state meanwhile). */
  element(): ReactElement;
  /** Starts loading the chunk now (router.tsx does so for the address the document opened at). */
  preload(): void;
}

/**
 * A screen in its own chunk, loaded when first shown or before (preload), so no page loads the others' code. A screen
 * whose chunk is already there renders at once: the form page's chunk loads beside the main entry on a form address
 * (early-start.ts), and its first render then shows the form, without a suspended pass (npm run bench, render).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, props?: P, alreadyLoaded?: () => ComponentType<P> | undefined): LazyScreen {
  let started: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = () =>
    (started ??= load().then(
      (c) => {
        loaded = c;
        return { default: c };
      },
      (e: unknown) => {
        // A failed chunk load is tried again on the next render rather than remembered.
        started = undefined;
        throw e;
      },
    ));
  const Lazy = lazy(start);
  function Screen() {
    // Chosen once per mount: switching component later would remount the screen.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? alreadyLoaded?.() ?? Lazy);
    return (
      <Suspense fallback={<InlineLoading page />}>
        <Component {...(props ?? ({} as P))} />
      </Suspense>
    );
  }
  return {
    element: () => <Screen />,
    preload: () => void start().catch(() => undefined),
  };
}
