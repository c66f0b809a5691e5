import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { api } from '../http';
import { FEATURE_NAMES } from '../world/features';

/** Remotely switched-off features, in id order. */
export function featuresHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/feature-management/features/disabled', ({ request, response }) => {
      const { disabledFeatures } = ctx.world(request);
      const ids = [...disabledFeatures].sort((a, b) => a - b);
      return response(200).json(ids.map((id) => ({ id, name: FEATURE_NAMES[id] })));
    }),
  ];
}
