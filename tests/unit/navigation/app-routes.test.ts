import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { href } from '@/shared/routing/paths';
import { appRoutes } from '@/app/router/route-objects';
import type { Services } from '@/shared/services';

const services = { variant: 'main', hydration: Promise.resolve() } as unknown as Services;

/** The screen route ids under each layout. */
function screenIds(routes: RouteObject[]): Record<string, string[]> {
  const root = routes[0]!;
  return Object.fromEntries(
    (root.children ?? []).filter((r) => r.id?.startsWith('layout-')).map((r) => [r.id!, (r.children ?? []).map((c) => c.id!)]),
  );
}

function patcher(initialPath: string) {
  const { routes, patchRoutesOnNavigation } = appRoutes(services, initialPath);
  const patched: { parent: string | null; ids: string[] }[] = [];
  const visit = (path: string) => {
    patched.length = 0;
    void patchRoutesOnNavigation({
      path,
      matches: [],
      patch: (parent: string | null, children: RouteObject[]) => void patched.push({ parent, ids: children.map((c) => c.id!) }),
    } as never);
    return [...patched];
  };
  return { routes, visit };
}

describe('routes are mounted as they are visited', () => {
  it("starts with the page's own route and its language's catch-all content route", () => {
    expect(screenIds(patcher(href('Plans', {}, 'en')).routes)).toEqual({
      'layout-default': ['Plans.en', 'ContentPage.en'],
      'layout-main': [],
    });
    expect(screenIds(patcher(href('Dashboard')).routes)).toEqual({ 'layout-default': ['ContentPage.lt'], 'layout-main': ['Dashboard.lt'] });
  });

  it("adds the route of a visited path under its layout, with its language's catch-all", () => {
    const { visit } = patcher('/');
    expect(visit(href('Refill'))).toEqual([
      { parent: 'layout-default', ids: ['Refill.lt'] },
      { parent: 'layout-default', ids: ['ContentPage.lt'] },
    ]);
    expect(visit(href('Dashboard', {}, 'ru'))).toEqual([
      { parent: 'layout-main', ids: ['Dashboard.ru'] },
      { parent: 'layout-default', ids: ['ContentPage.ru'] },
    ]);
  });

  it('leaves legacy aliases to their redirect routes and unknown paths to the content route', () => {
    const { routes, visit } = patcher('/');
    expect(routes[0]!.children!.some((r) => r.path === '/tarptautiniai-skambuciai')).toBe(true);
    expect(visit('/tarptautiniai-skambuciai')).toEqual([{ parent: 'layout-default', ids: ['ContentPage.lt'] }]);
    expect(visit('/apie-mus')).toEqual([{ parent: 'layout-default', ids: ['ContentPage.lt'] }]);
  });
});
