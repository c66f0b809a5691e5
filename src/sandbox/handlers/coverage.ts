import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { api } from '../http';
import { createCoverage } from '../world/coverage';
import { languageOf, pick } from '../world/i18n';

/** Coverage (# assumed): towns with the technologies that reach them, and each technology's areas. */
export function coverageHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/coverage/towns', ({ request, response }) => {
      const language = languageOf(request);
      const coverage = createCoverage(ctx.world(request).clock());
      return response(200).json({
        updatedAt: coverage.updatedAt.toISOString(),
        towns: coverage.towns.map((town) => ({
          ...town,
          name: pick(town.name, language),
          county: pick(town.county, language),
          technologies: [...town.technologies],
        })),
      });
    }),
    api.get('/coverage/areas', ({ request, response }) => {
      const coverage = createCoverage(ctx.world(request).clock());
      return response(200).json({ updatedAt: coverage.updatedAt.toISOString(), layers: coverage.layers });
    }),
  ];
}
