import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { requireCaller } from '../guard';
import { api } from '../http';
import { registrationOf } from '../world/number-registration';
import { isoDate } from '../world/time';

/** The registration state of the logged-in number (the number registration dashboard). */
export function numberRegistrationHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/user-information/number-registration', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const state = registrationOf(world.numberRegistrations, subscriber.msisdn, world.builtAt);
      return response(200).json({
        status: state.status,
        method: state.method,
        registeredOn: state.registeredOn ? isoDate(state.registeredOn) : null,
        deadline: state.deadline ? isoDate(state.deadline) : null,
      });
    }),
  ];
}
