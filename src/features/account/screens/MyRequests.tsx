import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { unwrap } from '@/shared/api/client';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { settle } from '../common/load';
import { Unavailable } from '../common/Unavailable';
import { TicketItem, type Ticket } from '../requests/TicketItem';
import '../account.css';

export const namespaces = ['account'] as const;

interface MyRequestsData {
  tickets: Ticket[] | null;
}

export async function loader({ services }: ScreenLoaderArgs): Promise<MyRequestsData> {
  const [tickets] = await settle<[Ticket[]]>(services, [unwrap(services.api.GET('/otrs360/tickets'))]);
  return { tickets };
}

/** My requests (core §2 /pagrindinis/mano-uzklausos, lt only): the requests with status and unread marker. */
export default function MyRequests() {
  const { tickets } = useLoaderData() as MyRequestsData;
  const { t } = useTranslation(['routes', 'account']);
  // Requests read on this page: the summary follows them as the side navigation's badge does.
  const [read, setRead] = useState<ReadonlySet<Ticket['id']>>(() => new Set());
  const unread = tickets?.filter((ticket) => ticket.unread && !read.has(ticket.id)).length ?? 0;
  return (
    <div className="account requests">
      <h1>{t('routes:MyRequests.title')}</h1>
      <p className="account-lead">{t('routes:MyRequests.description')}</p>
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
                <TicketItem ticket={ticket} onRead={(id) => setRead((ids) => new Set(ids).add(id))} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
