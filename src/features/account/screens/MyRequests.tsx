import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import type { components } from '@generated/api/schema';
import { forms } from '@generated/forms/index';
import type { FormDefinition } from '@generated/forms/types';
import type { SpecFormData } from '@/shared/forms';
import { useServices } from '@/shared/services';
import { unwrap } from '@/shared/api/client';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { settle } from '../common/load';
import { Unavailable } from '../common/Unavailable';
import { MessageForm } from '../requests/MessageForm';
import { TicketItem, type Ticket } from '../requests/TicketItem';

type Attachment = components['schemas']['TicketAttachment'];
type Topic = components['schemas']['TicketTopic'];
import '../account.css';

export const namespaces = ['account'] as const;

interface MyRequestsData {
  tickets: Ticket[] | null;
  /** The new request's and the answer's forms (spec/forms/ticket-new.yaml, ticket-reply.yaml). */
  forms: { create: FormDefinition; reply: FormDefinition };
}

export async function loader({ services }: ScreenLoaderArgs): Promise<MyRequestsData> {
  const [[tickets], create, reply] = await Promise.all([
    settle<[Ticket[]]>(services, [unwrap(services.api.GET('/otrs360/tickets'))]),
    forms['ticket-new'](),
    forms['ticket-reply'](),
  ]);
  return { tickets, forms: { create, reply } };
}

/** My requests (core §2 /pagrindinis/mano-uzklausos, lt only): the requests with status and unread marker. */
export default function MyRequests() {
  const { tickets, forms: messageForms } = useLoaderData() as MyRequestsData;
  const services = useServices();
  const revalidator = useRevalidator();
  const [writing, setWriting] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  /** A new request: listed at once (the list is read again), the form closed and the number said. */
  const create = async (data: SpecFormData, attachment: Attachment | undefined): Promise<boolean> => {
    try {
      const body = { topic: data.topic as Topic, text: String(data.text), ...(attachment ? { attachment } : {}) };
      const ticket = await unwrap(services.api.POST('/otrs360/tickets', { body }));
      setCreated(ticket.id);
      setWriting(false);
      void revalidator.revalidate();
      return true;
    } catch (error) {
      services.fail(error);
      return false;
    }
  };
  const { t } = useTranslation(['routes', 'account']);
  // Requests read on this page: the summary follows them as the side navigation's badge does.
  const [read, setRead] = useState<ReadonlySet<Ticket['id']>>(() => new Set());
  const unread = tickets?.filter((ticket) => ticket.unread && !read.has(ticket.id)).length ?? 0;
  return (
    <div className="account requests">
      <h1>{t('routes:MyRequests.title')}</h1>
      <p className="account-lead">{t('routes:MyRequests.description')}</p>
      {created ? (
        <p className="account-notice account-notice--success" role="status">
          {t('account:requests.created', { id: created })}
        </p>
      ) : null}
      {writing ? (
        <section className="account-section" aria-labelledby="new-request-title">
          <h2 id="new-request-title">{t('account:requests.newTitle')}</h2>
          <MessageForm form={messageForms.create} idPrefix="new-request" send={create} />
          <button type="button" className="button button--secondary" onClick={() => setWriting(false)}>
            {t('account:requests.cancel')}
          </button>
        </section>
      ) : (
        <p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setCreated(null);
              setWriting(true);
            }}
          >
            {t('account:requests.new')}
          </button>
        </p>
      )}
      {tickets === null ? (
        <Unavailable />
      ) : tickets.length === 0 ? (
        <p className="account-empty">{t('account:requests.none')}</p>
      ) : (
        <>
          <p>{t('account:requests.summary', { total: tickets.length, unread })}</p>
          <ul className="account-tickets">
            {tickets.map((ticket) => (
              <li key={ticket.id}>
                <TicketItem ticket={ticket} replyForm={messageForms.reply} onRead={(id) => setRead((ids) => new Set(ids).add(id))} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
