import { lazy, useState, type ComponentType, type JSX } from 'react';

export interface LazyRoute {
  (): JSX.Element;
  /** Loads the page's code ahead; once loaded, the page renders without suspending. */
  load: () => Promise<void>;
}

/**
 * A page whose code loads when it is first visited, like `React.lazy`, which can also be loaded ahead. The
 * browser loads the page it starts on before it hydrates the pre-rendered HTML (startup/start-app.tsx): hydration then
 * never meets a page still loading, which React would throw away and show the loader for, should anything
 * above it change in the meantime.
 */
export function lazyRoute(importPage: () => Promise<{ default: ComponentType }>): LazyRoute {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const load = () =>
    (loading ??= importPage().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(load);
  function Page() {
    // Decided once per mount, so a page never switches component (and state) under a mounted tree.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  Page.load = async () => {
    await load();
  };
  return Page;
}
