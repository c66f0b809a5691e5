import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { api } from '../http';
import { languageOf } from '../world/i18n';

/** Header, footer and slides in the request's language. */
export function elementsHandlers(ctx: SandboxContext): HttpHandler[] {
  const elementsOf = (request: Request) => ctx.world(request).elements[languageOf(request)];
  return [
    api.get('/elements/header', ({ request, response }) => response(200).json(elementsOf(request).header)),
    api.get('/elements/footer', ({ request, response }) => response(200).json(elementsOf(request).footer)),
    api.get('/elements/slides', ({ request, response }) =>
      response(200).json([...elementsOf(request).slides].sort((a, b) => a.priority - b.priority)),
    ),
  ];
}
