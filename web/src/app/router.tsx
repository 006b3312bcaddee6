import { useEffect, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { notFoundRoute, routeFor, routes, type Route } from '@/config/routes';
import { useAfterPageLoad } from '@/hooks/use-after-page-load';
import { lazyComponent, type LazyComponent } from '@/components/lazy-component';

/** Every page's component, loaded when the page is first shown (or ahead, see `loadPageOf`). */
const pageModules = import.meta.glob<{ default: ComponentType }>('./pages/*.tsx');

function lazyPage({ page }: Route): LazyComponent {
  const importPage = pageModules[`./pages/${page}.tsx`];
  if (!importPage) throw new Error(`The route table names app/pages/${page}.tsx, which does not exist`);
  return lazyComponent(importPage);
}

function routeObject(path: string, Page: LazyComponent): RouteObject {
  return { path, element: <Page />, handle: Page };
}

/**
 * The router of the route table (config/routes.ts). Declarative routes (`useRoutes`) rather than the data
 * router: the app loads its data with TanStack Query, and this keeps about 18 KB (gzip) of router code out of
 * the first load.
 */
const pageRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...routes.map((route) => routeObject(route.path, lazyPage(route))),
      routeObject('*', lazyPage(notFoundRoute)),
    ],
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

/** Loads the code of the page at `pathname`, so that the first render finds it loaded. */
export async function loadPageOf(pathname: string): Promise<void> {
  const page = matchRoutes(pageRoutes, pathname)?.at(-1)?.route.handle as LazyComponent | undefined;
  await page?.load();
}
