import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { api } from '../http';
import { languageOf, pick, type Language } from '../world/i18n';
import type { TextTable } from '../world/texts';

function entries(table: TextTable, language: Language) {
  return Object.entries(table).map(([key, value]) => ({ key, value: pick(value, language) }));
}

/** Resource groups and translations in the request's language; unknown names are left out. */
export function resourcesHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/resource/groups', ({ request, query, response }) => {
      const world = ctx.world(request);
      const language = languageOf(request);
      return response(200).json(
        query.getAll('groups').flatMap((name) => {
          const table = world.resourceGroups[name];
          return table ? [{ name, resources: entries(table, language) }] : [];
        }),
      );
    }),
    api.get('/translations', ({ request, query, response }) => {
      const world = ctx.world(request);
      const language = languageOf(request);
      return response(200).json(
        query.getAll('categories').flatMap((category) => {
          const table = world.translations[category];
          return table ? [{ category, translations: entries(table, language) }] : [];
        }),
      );
    }),
  ];
}
