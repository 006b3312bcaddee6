import { lazy, useState, type ComponentType, type JSX } from 'react';

export interface LazyComponent<P extends object = object> {
  (props: P): JSX.Element;
  /**
   * Loads the component's code ahead; once loaded, the component renders without suspending. Never rejects.
   * After a failed load it tries again, and the mounts that follow use that new try.
   */
  load: () => Promise<void>;
}

/**
 * A component whose code loads when it is first rendered, like `React.lazy`, which can also be loaded ahead
 * and then renders at once. `React.lazy` alone suspends on its first render even when its code is already
 * here, and React holds back the reveal of a suspended boundary for up to 300 ms after its fallback showed:
 * the toast that ends an action would wait for nothing. Pages use it too: the browser loads the page it
 * starts on before it hydrates the pre-rendered HTML (startup/start-app.tsx), so hydration never meets a
 * page still loading, which React would throw away and show the loader for.
 *
 * A failed load (offline, or a file gone after a new deployment) is not kept for good. A render that meets it
 * throws to its error boundary, and so do the renders after it: React renders a failed tree again at once, and
 * a new try there would loop. `load()` is what tries again, and a failed load ahead is tried again by the
 * first render.
 */
export function lazyComponent<P extends object = object>(
  importComponent: () => Promise<{ default: ComponentType<P> }>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  /** The latest try, until it fails. */
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const startLoading = () => {
    const attempt = importComponent().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        if (loading === attempt) loading = null;
        throw error;
      },
    );
    loading = attempt;
    return attempt;
  };
  const ensureLoading = () => loading ?? startLoading();
  // React.lazy keeps the first answer of its loader for good; a new try needs a new one.
  let Lazy = lazy(ensureLoading);
  function Component(props: P) {
    // Decided once per mount, so a component never switches (and loses its state) under a mounted tree.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  Component.load = () => {
    if (!loading && !loaded) Lazy = lazy(ensureLoading);
    return ensureLoading().then(
      () => undefined,
      () => undefined,
    );
  };
  return Component;
}
