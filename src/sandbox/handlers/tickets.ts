import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { exception, notFound } from '../errors';
import { requireCaller } from '../guard';
import { api } from '../http';
import { readBody } from '../request-body';
import { attachmentProblem, base64Bytes } from '../../shared/account/attachment';
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

function details(ticket: TicketState) {
  return { ...summary(ticket), articles: ticket.articles.map((a) => ({ ...a, sentAt: a.sentAt.toISOString() })) };
}

/** The file's name when it is one the API takes; anything else is refused as OTRS would. */
function attachmentOf(attachment: { fileName: string; contentType: string; content: string } | undefined): string | null {
  if (!attachment) return null;
  if (attachmentProblem({ type: attachment.contentType, size: base64Bytes(attachment.content) })) {
    throw exception(400, 'TicketAttachmentInvalidException');
  }
  return attachment.fileName;
}

/** The request's subject from its topic, as customer care files it (the customer gives a topic, not a subject). */
const SUBJECTS: Record<string, string> = {
  billing: 'Sąskaitos ir mokėjimai',
  network: 'Ryšys ir internetas',
  payments: 'Papildymas ir mokėjimo kortelės',
  plans: 'Planai ir paslaugos',
  sim: 'SIM ir eSIM kortelės',
  other: 'Kitas klausimas',
};

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
      return response(200).json(details(ticketOf(request, String(params.ticketId))));
    }),

    api.post('/otrs360/tickets', async ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const body = await readBody(request, 'TicketCreateRequest');
      const attachmentName = attachmentOf(body.attachment);
      const list = world.tickets.get(subscriber.msisdn) ?? [];
      const all = [...world.tickets.values()].flat();
      const id = `T-${Math.max(20_500, ...all.map((t) => Number(t.id.slice(2)))) + 1}`;
      const now = world.clock();
      const ticket: TicketState = {
        id,
        subject: SUBJECTS[body.topic]!,
        status: 'new',
        createdAt: now,
        unread: false,
        articles: [
          {
            id: `${id}-1`,
            from: 'customer',
            author: `${subscriber.firstName} ${subscriber.lastName}`,
            sentAt: now,
            body: body.text,
            attachmentName,
          },
        ],
      };
      world.tickets.set(subscriber.msisdn, [ticket, ...list]);
      return response(201).json(details(ticket));
    }),

    api.post('/otrs360/tickets/{ticketId}/articles', async ({ request, params, response }) => {
      const { subscriber, world } = requireCaller(ctx, request);
      const ticket = ticketOf(request, String(params.ticketId));
      const body = await readBody(request, 'TicketReplyRequest');
      if (ticket.status === 'closed') throw exception(400, 'TicketClosedException');
      const attachmentName = attachmentOf(body.attachment);
      const n = ticket.articles.length + 1;
      ticket.articles.push({
        id: `${ticket.id}-${n}`,
        from: 'customer',
        author: `${subscriber.firstName} ${subscriber.lastName}`,
        sentAt: world.clock(),
        body: body.text,
        attachmentName,
      });
      ticket.status = 'open';
      return response(200).json(details(ticket));
    }),

    api.post('/otrs360/tickets/{ticketId}/read', ({ request, params, response }) => {
      ticketOf(request, String(params.ticketId)).unread = false;
      return response(204).empty();
    }),
  ];
}
