import { pathParams } from '../link/routes';
import type { Diagnostics } from '../load/diagnostics';
import type { Lang, Route, Spec } from '../spec-types';
import { badPathWords, transliteratedPath } from './path-words';

/** Route keys the runtime relies on by name (core seed §2, campaign seed §2). */
export const REQUIRED_ROUTE_KEYS = [
  'Home',
  'Login',
  'Dashboard',
  'Refill',
  'Plans',
  'RegistrationParent',
  'Logout',
  'Maintenance',
  'UkraineCampaign',
  'ContentPage',
] as const;

export function checkRoutes(spec: Spec, diagnostics: Diagnostics): void {
  const seenKeys = new Map<string, Route>();
  const seenPaths = new Map<string, { route: Route; where: (string | number)[] }>();
  const site = spec.app.languages.site;
  for (const route of spec.routes) {
    const at = (sub: (string | number)[], problem: string, fix: string, key = false) =>
      diagnostics.add(route.origin.source.problem([...route.origin.path, ...sub], problem, fix, { key }));

    const earlier = seenKeys.get(route.key);
    if (earlier) {
      // Said in both files: whichever is the new one shows it where its author is editing.
      at([], `route key ${route.key} is also defined in ${placeOf(earlier, [])}`, 'give each route its own key', true);
      diagnostics.add(
        earlier.origin.source.problem(
          earlier.origin.path,
          `route key ${route.key} is also defined in ${placeOf(route, [])}`,
          'give each route its own key',
          { key: true },
        ),
      );
    }
    seenKeys.set(route.key, route);

    for (const lang of route.languages) {
      if (!site.includes(lang)) at(['languages'], `${lang} is not a site language`, `use only ${site.join(', ')}`);
    }
    for (const lang of site) {
      const path = route.paths[lang];
      const wanted = route.languages.includes(lang);
      if (wanted && path === undefined) {
        const list = route.languages.join(', ');
        at(
          ['paths', lang],
          'missing',
          `every route needs a path for ${list}${route.languages.length < site.length ? '' : ' (or list its `languages:`)'}`,
        );
      } else if (!wanted && path !== undefined) {
        at(
          ['paths', lang],
          `the route is not in ${lang} (languages: ${route.languages.join(', ')})`,
          `remove this path or add ${lang} to \`languages:\``,
        );
      }
    }

    if (!route.parent) {
      for (const lang of route.languages) {
        const path = route.paths[lang];
        if (path === undefined || path === '*') continue;
        const prefix = spec.app.languages.prefixes[lang];
        if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) {
          at(
            ['paths', lang],
            `the ${lang} path starts with ${prefix}, which the portal adds itself`,
            `write ${path.slice(prefix.length) || '/'} (it is served as ${path === prefix ? prefix : path.replace(prefix, `${prefix}${prefix}`)} otherwise)`,
          );
        } else if (!path.startsWith('/')) {
          at(['paths', lang], 'the path does not start with /', `write /${path}`);
        } else if (badPathWords(path).length) {
          at(
            ['paths', lang],
            `${badPathWords(path).join(', ')}: a path is written in a–z, 0–9 and -, and a browser sends any other letter encoded, so the page is not found`,
            `write ${transliteratedPath(path)}`,
          );
        }
      }
    }
    checkParams(route, at);
    for (const lang of route.languages) {
      const all = [route.paths[lang], ...(route.aliases[lang] ?? [])].filter((p): p is string => !!p);
      for (const [index, path] of all.entries()) {
        const id = `${lang}:${normalise(spec.app.languages.prefixes[lang] + (path === '/' && lang !== 'lt' ? '' : path))}`;
        const other = seenPaths.get(id);
        const where = index === 0 ? ['paths', lang] : ['aliases', lang, index - 1];
        if (other && other.route.key !== route.key) {
          at(
            where,
            `path ${path} (${lang}) is also the path of ${other.route.key} (${placeOf(other.route, other.where)})`,
            'give each route its own path in each language',
          );
          diagnostics.add(
            other.route.origin.source.problem(
              [...other.route.origin.path, ...other.where],
              `path ${path} (${lang}) is also the path of ${route.key} (${placeOf(route, where)})`,
              'give each route its own path in each language',
            ),
          );
        }
        seenPaths.set(id, { route, where });
      }
    }
  }
  const first = spec.routes[0];
  for (const key of REQUIRED_ROUTE_KEYS) {
    if (!seenKeys.has(key) && first) {
      diagnostics.add(
        first.origin.source.problem([], `route ${key} is missing`, `the runtime needs a route named ${key}; add it to spec/routes.yaml`),
      );
    }
  }
}

/** `spec/campaigns/gifts.yaml:12:9`: where a route (or one of its values) is written. */
function placeOf(route: Route, sub: (string | number)[]): string {
  const { line, col } = route.origin.source.position([...route.origin.path, ...sub]);
  return `${route.origin.source.file}:${line}:${col}`;
}

/** `:id` and `:ID?` compare equal regardless of their placement; only names and optionality matter. */
function normalise(path: string): string {
  return path.replace(/:[A-Za-z0-9]+\??/g, ':').replace(/\/$/, '') || '/';
}

function checkParams(route: Route, at: (sub: (string | number)[], problem: string, fix: string, key?: boolean) => void) {
  const declared = route.params;
  for (const lang of route.languages) {
    const path = route.paths[lang];
    if (path === undefined) continue;
    const used = pathParams(path);
    for (const p of used) {
      const spec = declared[p.name];
      if (!spec) at(['paths', lang], `:${p.name} is not declared`, `add \`params: { ${p.name}: {} }\` to the route`);
      else if (!!spec.optional !== p.optional) {
        at(
          ['params', p.name],
          p.optional ? `:${p.name}? is optional in the ${lang} path` : `:${p.name} is required in the ${lang} path`,
          p.optional ? 'add `optional: true`' : 'remove `optional: true` or write :' + p.name + '? in the path',
        );
      }
    }
    for (const name of Object.keys(declared)) {
      if (!used.some((p) => p.name === name))
        at(['params', name], `${name} is not in the ${lang} path ${path}`, `add :${name} to the path or remove the param`, true);
    }
    for (const [index, alias] of (route.aliases[lang] ?? []).entries()) {
      for (const p of pathParams(alias)) {
        if (!declared[p.name])
          at(['aliases', lang, index], `alias uses :${p.name}, which the route does not have`, "aliases may use only the route's params");
      }
    }
  }
}

export type { Lang };
