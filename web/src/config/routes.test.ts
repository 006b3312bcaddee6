import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileOf, notFoundRoute, routeFor, routes, serverRenderedFiles } from './routes';

describe('the route table', () => {
  it.each([...routes, notFoundRoute])('$path has its component, app/pages/$page.tsx', ({ page }) => {
    expect(existsSync(new URL(`../app/pages/${page}.tsx`, import.meta.url))).toBe(true);
  });

  it('gives each address, each page and each file once', () => {
    const all = [...routes, notFoundRoute];
    for (const values of [all.map((r) => r.path), all.map((r) => r.page), all.map(fileOf)]) {
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it.each(routes.filter((route) => route.rendersOnServer))(
    '$path, rendered by the function, has a file Hosting does not serve at its address, and a rewrite',
    (route) => {
      const hosting = (
        JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
          hosting: { cleanUrls: boolean; rewrites: { source: string; function?: { functionId: string } }[] };
        }
      ).hosting;
      // With cleanUrls, Hosting answers `/x` with `x.html` before any rewrite.
      expect(hosting.cleanUrls).toBe(true);
      expect(fileOf(route)).not.toBe(`${route.path.slice(1)}.html`);
      expect(fileOf(route)).toBe(serverRenderedFiles(route.page).shell);
      expect(hosting.rewrites).toContainEqual(
        expect.objectContaining({
          source: route.path,
          function: expect.objectContaining({ functionId: 'api' }),
        }),
      );
    },
  );

  it('names each page file by its address: index.html for /, nested folders for nested addresses', () => {
    expect(fileOf(routeFor('/')!)).toBe('index.html');
    expect(fileOf(routeFor('/about')!)).toBe('about.html');
    expect(fileOf(routeFor('/auth/action')!)).toBe('auth/action.html');
    expect(fileOf(notFoundRoute)).toBe('404.html');
  });

  it('finds the route of an address by its path, and none for an unknown one', () => {
    expect(routeFor('/plan-preview')).toMatchObject({ kind: 'session', rendersOnServer: true });
    expect(fileOf(routeFor('/plan-preview')!)).toBe('plan-preview.shell.html');
    expect(routeFor('/about')).toMatchObject({ page: 'about', kind: 'public' });
    expect(routeFor('/about/')).toBeNull();
    expect(routeFor('/no-such-page')).toBeNull();
  });
});
