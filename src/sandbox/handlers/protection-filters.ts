import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { errorCodes, exception } from '../errors';
import { PROTECTION_CALL, requireCaller } from '../guard';
import { api } from '../http';
import { readBody } from '../request-body';
import { FILTER_TYPES, filtersBody, filtersOf } from '../world/protection';

const SECURITY = 0;

/** Browsing-protection filter settings of the caller's number (portal or browsing-protection token). */
export function protectionFilterHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/whalebone/filters', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request, PROTECTION_CALL);
      return response(200).json(filtersBody(filtersOf(world.protection, subscriber.msisdn)));
    }),

    api.put('/whalebone/filters', async ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request, PROTECTION_CALL);
      const body = await readBody(request, 'ProtectionFilters');
      const types = new Set(body.filters.map((filter) => filter.type));
      if (types.size !== FILTER_TYPES.length)
        throw errorCodes(400, { code: 'InvalidRequest', message: 'Each filter type must appear once' });
      // the security filter is what the service is; switching it off would mean cancelling it
      if (!body.filters.some((filter) => filter.type === SECURITY && filter.isEnabled))
        throw exception(400, 'SecurityFilterRequiredException');
      const settings = filtersOf(world.protection, subscriber.msisdn);
      settings.enabled = new Set(body.filters.filter((filter) => filter.isEnabled).map((filter) => filter.type));
      settings.allowedDomains = [...new Set(body.allowedDomains.map((domain) => domain.toLowerCase()))];
      return response(200).json(filtersBody(settings));
    }),
  ];
}
