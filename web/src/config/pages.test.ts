import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { notFoundPage, prerenderedPageFor, prerenderedPages, serverRenderedFiles } from './pages';
import { PARTNER_INVITE_PATH } from '@nasl/core/partner';
import { paths } from './paths';

const router = readFileSync(new URL('../app/router.tsx', import.meta.url), 'utf8');

describe('the pre-rendered pages', () => {
  it.each([...prerenderedPages, notFoundPage])('$path is a route of app/router.tsx ($route)', ({ route }) => {
    expect(existsSync(new URL(`../app/routes/${route}.tsx`, import.meta.url))).toBe(true);
    expect(router).toContain(`'./routes/${route}'`);
  });

  it('covers every route of the router, each once, with a file of its own', () => {
    const routedPaths = [...router.matchAll(/path=\{paths\.(\w+)\}/g)].map(([, key]) => key!);
    expect(prerenderedPages.map((page) => page.path).sort()).toEqual(
      routedPaths.map((key) => paths[key as keyof typeof paths]).sort(),
    );
    const files = [...prerenderedPages, notFoundPage].map((page) => page.file);
    expect(new Set(files).size).toBe(files.length);
  });

  it.each(prerenderedPages.filter((page) => page.rendersOnServer))(
    '$path, rendered by the function, has a file Hosting does not serve at its address, and a rewrite',
    ({ path, file, route }) => {
      const hosting = (
        JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
          hosting: { cleanUrls: boolean; rewrites: { source: string; function?: { functionId: string } }[] };
        }
      ).hosting;
      // With cleanUrls, Hosting answers `/x` with `x.html` before any rewrite.
      expect(hosting.cleanUrls).toBe(true);
      expect(file).not.toBe(`${path.slice(1)}.html`);
      expect(file).toBe(serverRenderedFiles(route).shell);
      expect(hosting.rewrites).toContainEqual(
        expect.objectContaining({ source: path, function: expect.objectContaining({ functionId: 'api' }) }),
      );
    },
  );

  it('finds the page of an address by its path, and none for an unknown one', () => {
    expect(prerenderedPageFor('/')?.file).toBe('index.html');
    expect(prerenderedPageFor('/plan-preview')).toMatchObject({
      file: 'plan-preview.shell.html',
      kind: 'session',
      rendersOnServer: true,
    });
    expect(prerenderedPageFor('/about')).toMatchObject({ file: 'about.html', kind: 'public' });
    expect(prerenderedPageFor('/about/')).toBeNull();
    expect(prerenderedPageFor('/no-such-page')).toBeNull();
  });
});

describe('addresses the server hands out', () => {
  it('the invitation link opens the invitation page', () => {
    expect(paths.partnerInvite).toBe(PARTNER_INVITE_PATH);
  });
});
