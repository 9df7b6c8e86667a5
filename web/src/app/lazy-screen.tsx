import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { InlineLoading } from '../components/loading-overlay.tsx';

export interface LazyScreen {
  /** The screen, loading its chunk on first render (with the page's loading state meanwhile). */
  element(): ReactElement;
  /** Starts loading the chunk now (router.tsx does so for the address the document opened at). */
  preload(): void;
}

/**
 * A screen in its own chunk. The application form page stays in the main bundle; every other screen is loaded when
 * first shown, so a cold load of the form evaluates less script before it renders (npm run bench, render).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, props?: P): LazyScreen {
  let started: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (started ??= load().then(
      (c) => ({ default: c }),
      (e: unknown) => {
        // A failed chunk load is tried again on the next render rather than remembered.
        started = undefined;
        throw e;
      },
    ));
  const Screen = lazy(start);
  return {
    element: () => (
      <Suspense fallback={<InlineLoading />}>
        <Screen {...(props ?? ({} as P))} />
      </Suspense>
    ),
    preload: () => void start().catch(() => undefined),
  };
}
