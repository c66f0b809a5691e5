import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { notFound } from '../errors';
import { requireCaller } from '../guard';
import { api } from '../http';
import { unreadCount, type TicketState } from '../world/tickets';

function summary(ticket: TicketState) {
  const updatedAt = ticket.articles.at(-1)?.sentAt ?? ticket.createdAt;
  return {
    id: ticket.id,
    subject: ticket.subject,
    status: ticket.status,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    unread: ticket.unread,
  };
}

/** The requests of My requests and the new-requests badge of the side navigation (their unread count). */
export function ticketsHandlers(ctx: SandboxContext): HttpHandler[] {
  const ticketOf = (request: Request, id: string) => {
    const { world, subscriber } = requireCaller(ctx, request);
    const ticket = (world.tickets.get(subscriber.msisdn) ?? []).find((t) => t.id === id);
    if (!ticket) throw notFound('The request');
    return ticket;
  };
  return [
    api.get('/otrs360/tickets/unread', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      return response(200).json({ count: unreadCount(world.tickets.get(subscriber.msisdn)) });
    }),

    api.get('/otrs360/tickets', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const list = (world.tickets.get(subscriber.msisdn) ?? []).map(summary);
      return response(200).json(list.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)));
    }),

    api.get('/otrs360/tickets/{ticketId}', ({ request, params, response }) => {
      const ticket = ticketOf(request, String(params.ticketId));
      return response(200).json({ ...summary(ticket), articles: ticket.articles.map((a) => ({ ...a, sentAt: a.sentAt.toISOString() })) });
    }),

    api.post('/otrs360/tickets/{ticketId}/read', ({ request, params, response }) => {
      ticketOf(request, String(params.ticketId)).unread = false;
      return response(204).empty();
    }),
  ];
}
