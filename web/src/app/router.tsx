import { useEffect, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { notFoundRoute, routeFor, routes, type Route } from '@/config/routes';
import { useAfterPageLoad } from '@/hooks/use-after-page-load';
import { lazyComponent, type LazyComponent } from '@/components/lazy-component';

interface PageModule {
  default: ComponentType;
  /**
   * Loads the code of what the page shows at this address but loads lazily (the admin's open tab). A page
   * whose first render suspends on such a part hydrates without it: React leaves that part's HTML as it came,
   * and what she types into it before its code arrives is lost when it hydrates.
   */
  loadShownParts?: (search: URLSearchParams) => Promise<void>;
}

/** Every page's module, loaded when the page is first shown (or ahead, see `loadPageOf`). */
const pageModules = import.meta.glob<PageModule>('./pages/*.tsx');

/** Loads a page's code, and that of the parts it shows at `search`. Never rejects. */
type LoadPage = (search: URLSearchParams) => Promise<void>;

function routeObject(path: string, { page }: Route): RouteObject {
  const importPage = pageModules[`./pages/${page}.tsx`];
  if (!importPage) throw new Error(`The route table names app/pages/${page}.tsx, which does not exist`);
  const Page: LazyComponent = lazyComponent(importPage);
  const loadPage: LoadPage = async (search) => {
    await Page.load();
    const module = await importPage().catch(() => null);
    await module?.loadShownParts?.(search).catch(() => undefined);
  };
  return { path, element: <Page />, handle: loadPage };
}

/**
 * The router of the route table (config/routes.ts). Declarative routes (`useRoutes`) rather than the data
 * router: the app loads its data with TanStack Query, and this keeps about 18 KB (gzip) of router code out of
 * the first load.
 */
const pageRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [...routes.map((route) => routeObject(route.path, route)), routeObject('*', notFoundRoute)],
  },
];

/** Once the page has loaded and the browser is idle, the code of the pages it leads to (`leadsTo`) loads. */
function NextPagesCode() {
  const { pathname } = useLocation();
  const idle = useAfterPageLoad();
  useEffect(() => {
    if (!idle) return;
    for (const next of routeFor(pathname)?.leadsTo ?? []) void loadPageOf(next);
  }, [idle, pathname]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      {useRoutes(pageRoutes)}
      <NextPagesCode />
    </>
  );
}

/**
 * Loads the code of the page at `pathname` and of the parts it shows at `search`, so that the first render
 * finds them loaded (and a pre-rendered page hydrates whole, in one pass).
 */
export async function loadPageOf(pathname: string, search = ''): Promise<void> {
  const loadPage = matchRoutes(pageRoutes, pathname)?.at(-1)?.route.handle as LoadPage | undefined;
  await loadPage?.(new URLSearchParams(search));
}
