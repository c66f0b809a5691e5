import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { requireCaller } from '../guard';
import { api } from '../http';

/** The new-requests badge of the dashboard side navigation. */
export function ticketsHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/otrs360/tickets/unread', ({ request, response }) => {
      const { subscriber } = requireCaller(ctx, request);
      return response(200).json({ count: subscriber.unreadTickets });
    }),
  ];
}
