import { lazy, useState, type ComponentType, type JSX } from 'react';

export interface LazyComponent<P extends object = object> {
  (props: P): JSX.Element;
  /** Loads the component's code ahead; once loaded, the component renders without suspending. */
  load: () => Promise<void>;
}

/**
 * A component whose code loads when it is first rendered, like `React.lazy`, which can also be loaded ahead
 * and then renders at once. `React.lazy` alone suspends on its first render even when its code is already
 * here, and React holds back the reveal of a suspended boundary for up to 300 ms after its fallback showed:
 * the toast that ends an action would wait for nothing. Pages use it too: the browser loads the page it
 * starts on before it hydrates the pre-rendered HTML (startup/start-app.tsx), so hydration never meets a
 * page still loading, which React would throw away and show the loader for.
 */
export function lazyComponent<P extends object = object>(
  importComponent: () => Promise<{ default: ComponentType<P> }>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const load = () =>
    (loading ??= importComponent().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(load);
  function Component(props: P) {
    // Decided once per mount, so a component never switches (and loses its state) under a mounted tree.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  Component.load = async () => {
    await load();
  };
  return Component;
}
