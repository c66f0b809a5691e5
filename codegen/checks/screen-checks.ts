import type { Diagnostics } from '../load/diagnostics';
import { EDITORIAL_SCREEN } from '../load/screens';
import type { DataPath } from '../load/yaml-source';
import type { Route, ScreenComponent, Spec } from '../spec-types';
import { REQUIRED_ROUTE_KEYS } from './route-checks';

/**
 * Every screen a route names has exactly one component (a missing one is a build error, not a page with
 * only a title), and `screen: content` is kept to editorial routes.
 */
export function checkScreens(spec: Spec, diagnostics: Diagnostics): void {
  const byName = new Map<string, ScreenComponent[]>();
  for (const component of spec.screens) byName.set(component.name, [...(byName.get(component.name) ?? []), component]);
  const reported = new Set<string>();

  for (const route of spec.routes) {
    const { path, key, how } = screenSource(route, spec);
    const at = (problem: string, fix: string) => diagnostics.add(route.origin.source.problem(path, problem, fix, { key }));
    if (route.screen === EDITORIAL_SCREEN) {
      const reason = functionalReason(route);
      if (reason)
        at(
          `screen: content is for editorial pages, and ${route.key} ${reason}`,
          `give it a screen of its own, src/features/<feature>/screens/${route.key}.tsx, and write \`screen: ${route.key}\``,
        );
      continue;
    }
    // A child that inherits its parent's screen is reported with its parent.
    if (how === 'inherited' || reported.has(route.screen)) continue;
    const components = byName.get(route.screen) ?? [];
    if (components.length === 0) {
      reported.add(route.screen);
      const editorial = functionalReason(route)
        ? ''
        : ', or write `screen: content` if the page is editorial (its title and the CMS page at its path)';
      at(
        `screen ${route.screen}${how} has no component: no feature has screens/${route.screen}.tsx`,
        `create src/features/<feature>/screens/${route.screen}.tsx${editorial}`,
      );
    } else if (components.length > 1) {
      reported.add(route.screen);
      at(
        `screen ${route.screen} is defined by more than one feature: ${components.map((c) => c.file).join(' and ')}`,
        'rename or remove one of them; screen names are unique across features',
      );
    }
  }
  // Two features may not define one name even where no route uses it yet: the generated map is by name.
  for (const [name, components] of byName) {
    if (components.length < 2 || reported.has(name)) continue;
    const [first, ...others] = components;
    for (const other of others) {
      diagnostics.add({
        file: other.file,
        line: 1,
        col: 1,
        path: '',
        problem: `screen ${name} is also defined by ${first!.file}`,
        fix: 'rename or remove one of them; screen names are unique across features',
      });
    }
  }
}

/** Why a route needs code of its own (so may not be `content`), or undefined for an editorial route. */
export function functionalReason(route: Route): string | undefined {
  if ((REQUIRED_ROUTE_KEYS as readonly string[]).includes(route.key)) return 'is a route the runtime relies on by name';
  if (route.campaign) return `is a route of campaign ${route.campaign} (use \`page:\` for a page without code)`;
  if (route.layout === 'main' || route.login) return 'is in the logged-in area';
  if (Object.keys(route.params).length) return `has params (${Object.keys(route.params).join(', ')})`;
  return undefined;
}

/** Where the route's screen is written: its `screen:`, its `page:`, inherited, or its key (the default). */
function screenSource(route: Route, spec: Spec): { path: DataPath; key: boolean; how: string } {
  const raw = valueAt(route.origin.source.data, route.origin.path) as Record<string, unknown> | undefined;
  if (raw?.screen !== undefined) return { path: [...route.origin.path, 'screen'], key: false, how: '' };
  if (raw?.page !== undefined) return { path: [...route.origin.path, 'page'], key: false, how: ' (the screen of every `page:` route)' };
  const parent = route.parent ? spec.routes.find((r) => r.key === route.parent) : undefined;
  if (parent && parent.screen === route.screen) return { path: route.origin.path, key: true, how: 'inherited' };
  return { path: route.origin.path, key: true, how: ' (the route key: the route has no `screen:`)' };
}

function valueAt(data: unknown, path: DataPath): unknown {
  return path.reduce<unknown>(
    (node, segment) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined),
    data,
  );
}
