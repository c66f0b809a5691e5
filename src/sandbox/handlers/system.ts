import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { api } from '../http';

/** GET /system/configs: the requested keys the world knows, unknown ones left out. */
export function systemHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/system/configs', ({ request, query, response }) => {
      const { configs } = ctx.world(request);
      const keys = [...new Set(query.getAll('configs'))];
      return response(200).json(
        keys.flatMap((key) => {
          const value = configs.get(key);
          return value === undefined ? [] : [{ key, value }];
        }),
      );
    }),
  ];
}
