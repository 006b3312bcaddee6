import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting() {
  return createElement('p', null, 'loaded');
}

/** A module import that fails `failures` times (offline), then succeeds, counting its calls. */
function flakyImport(failures: number) {
  const importModule = vi.fn(async (): Promise<{ default: ComponentType }> => {
    if (importModule.mock.calls.length <= failures)
      throw new TypeError('Failed to fetch dynamically imported module');
    return { default: Greeting };
  });
  return importModule;
}

/** Renders the component inside a Suspense boundary, waiting for its code as a server render does. */
async function renderWaiting(Component: ComponentType) {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    createElement(Suspense, { fallback: createElement('p', null, 'fallback') }, createElement(Component)),
    { onError: (error) => void errors.push(error) },
  );
  return { html: await new Response(prelude).text(), errors };
}

/** Renders without waiting: a component still loading shows the boundary's fallback. */
function renderAtOnce(Component: ComponentType) {
  return renderToString(
    createElement(Suspense, { fallback: createElement('p', null, 'fallback') }, createElement(Component)),
  );
}

describe('lazyComponent', () => {
  it('loads its code on the first render, once', async () => {
    const importModule = flakyImport(0);
    const Lazy = lazyComponent(importModule);
    expect(importModule).not.toHaveBeenCalled();
    expect((await renderWaiting(Lazy)).html).toContain('loaded');
    expect((await renderWaiting(Lazy)).html).toContain('loaded');
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without suspending, once loaded ahead', async () => {
    const Lazy = lazyComponent(flakyImport(0));
    expect(renderAtOnce(Lazy)).toContain('fallback');
    await Lazy.load();
    expect(renderAtOnce(Lazy)).toContain('loaded');
  });

  it('does not reject a failed load ahead, and the first render tries again', async () => {
    const importModule = flakyImport(1);
    const Lazy = lazyComponent(importModule);
    await expect(Lazy.load()).resolves.toBeUndefined();
    expect(renderAtOnce(Lazy)).toContain('fallback');
    expect((await renderWaiting(Lazy)).html).toContain('loaded');
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(renderAtOnce(Lazy)).toContain('loaded');
  });

  it('keeps a load that failed while rendering for the renders that follow, until load() tries again', async () => {
    const importModule = flakyImport(1);
    const Lazy = lazyComponent(importModule);
    const failed = await renderWaiting(Lazy);
    expect(failed.html).not.toContain('loaded');
    expect(failed.errors).toEqual([
      expect.objectContaining({ message: 'Failed to fetch dynamically imported module' }),
    ]);
    // React renders a failed tree again at once: a new try there would loop.
    expect((await renderWaiting(Lazy)).errors).toHaveLength(1);
    expect(importModule).toHaveBeenCalledTimes(1);

    await Lazy.load();
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(renderAtOnce(Lazy)).toContain('loaded');
    expect(await renderWaiting(Lazy)).toEqual({ html: expect.stringContaining('loaded'), errors: [] });
  });
});
