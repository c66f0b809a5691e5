import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { exception } from '../errors';
import { requireCaller } from '../guard';
import { api } from '../http';
import { readBody } from '../request-body';
import { send } from '../world/auth-state';
import { CODE_VALID_DAYS, EARLIEST_DAYS, LATEST_DAYS, portOutCode, portOutOf, type PortOutState } from '../world/port-out';
import { addDays, isoDate } from '../world/time';

function view(state: PortOutState) {
  return {
    code: state.code ? { code: state.code.code, validUntil: state.code.validUntil.toISOString() } : null,
    request: state.request
      ? { ...state.request, portingDate: isoDate(state.request.portingDate), createdAt: state.request.createdAt.toISOString() }
      : null,
  };
}

/** Port-out: the code the new operator asks for (also sent by SMS) and the customer's request with its date. */
export function portOutHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/port-out', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const state = portOutOf(world.portOut, subscriber.msisdn);
      if (state.code && state.code.validUntil <= world.clock()) state.code = null;
      return response(200).json(view(state));
    }),

    api.post('/port-out/code', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const state = portOutOf(world.portOut, subscriber.msisdn);
      state.issued += 1;
      state.code = { code: portOutCode(subscriber.msisdn, state.issued), validUntil: addDays(world.clock(), CODE_VALID_DAYS) };
      send(
        world.auth,
        world.clock(),
        'sms',
        subscriber.msisdn,
        `Pulsas: tavo numerio perkelimo kodas ${state.code.code}, galioja iki ${isoDate(state.code.validUntil)}.`,
      );
      return response(200).json(view(state).code!);
    }),

    api.post('/port-out/request', async ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const body = await readBody(request, 'PortOutRequestCreate');
      const state = portOutOf(world.portOut, subscriber.msisdn);
      if (state.request && state.request.status !== 'completed') throw exception(400, 'PortOutRequestExistsException');
      const today = isoDate(world.clock());
      const earliest = isoDate(addDays(new Date(`${today}T00:00:00Z`), EARLIEST_DAYS));
      const latest = isoDate(addDays(new Date(`${today}T00:00:00Z`), LATEST_DAYS));
      if (body.portingDate < earliest || body.portingDate > latest) throw exception(400, 'InvalidPortingDateException', [earliest, latest]);
      state.request = {
        id: `PO-${subscriber.msisdn.slice(-4)}-${state.issued + 1}`,
        status: 'submitted',
        recipientOperator: body.recipientOperator,
        portingDate: new Date(`${body.portingDate}T00:00:00Z`),
        createdAt: world.clock(),
      };
      return response(200).json(view(state).request!);
    }),

    api.delete('/port-out/request', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const state = portOutOf(world.portOut, subscriber.msisdn);
      if (!state.request || state.request.status !== 'submitted') throw exception(400, 'PortOutRequestNotCancellableException');
      state.request = null;
      return response(204).empty();
    }),
  ];
}
