import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api/schema';
import { accountData } from '@/shared/account/account-data';
import { unwrap } from '@/shared/api/client';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { formatDateTime } from '@/shared/format/format';
import type { FormDefinition } from '@generated/forms/types';
import type { SpecFormData } from '@/shared/forms';
import { MessageForm } from './MessageForm';

type Schemas = components['schemas'];
export type Ticket = Schemas['Ticket'];
type Details = Schemas['TicketDetails'];
type Attachment = Schemas['TicketAttachment'];

type Messages = { status: 'closed' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; details: Details };

/**
 * One request: subject, number, status, last update and the unread marker; opening it (a disclosure button)
 * loads its messages and, when it had an unread answer, marks it read and refreshes the shared unread count,
 * so the side navigation's badge drops at once.
 */
export function TicketItem({
  ticket: initial,
  onRead,
  replyForm,
}: {
  ticket: Ticket;
  onRead?: (id: Ticket['id']) => void;
  /** The answer form (forms/ticket-reply.yaml), shown under the thread while the request waits for the customer. */
  replyForm?: FormDefinition | null;
}) {
  const { t } = useTranslation('account');
  const { lang } = useRoute();
  const services = useServices();
  const id = useId();
  const [ticket, setTicket] = useState(initial);
  const [messages, setMessages] = useState<Messages>({ status: 'closed' });
  const open = messages.status !== 'closed';
  // Each opening's load; one the customer closed before it answered neither reopens it nor marks it read.
  const opening = useRef(0);

  const [sent, setSent] = useState(false);

  /** The answer: the thread and the status as the API has them after it; a failure says so and keeps the text. */
  const reply = async (data: SpecFormData, attachment: Attachment | undefined): Promise<boolean> => {
    try {
      const details = await unwrap(
        services.api.POST('/otrs360/tickets/{ticketId}/articles', {
          params: { path: { ticketId: ticket.id } },
          body: { text: String(data.text), ...(attachment ? { attachment } : {}) },
        }),
      );
      setMessages({ status: 'ready', details });
      setTicket((current) => ({ ...current, status: details.status, updatedAt: details.updatedAt }));
      setSent(true);
      return true;
    } catch (error) {
      services.fail(error);
      return false;
    }
  };

  const toggle = async () => {
    opening.current++;
    if (open) return setMessages({ status: 'closed' });
    const mine = opening.current;
    setMessages({ status: 'loading' });
    const ticketId = ticket.id;
    try {
      const details = await unwrap(services.api.GET('/otrs360/tickets/{ticketId}', { params: { path: { ticketId } } }));
      if (opening.current !== mine) return;
      setMessages({ status: 'ready', details });
      if (ticket.unread) {
        await unwrap(services.api.POST('/otrs360/tickets/{ticketId}/read', { params: { path: { ticketId } } }));
        setTicket((current) => ({ ...current, unread: false }));
        onRead?.(ticketId);
        void accountData(services)
          .unreadTickets.refresh()
          .catch(() => undefined);
      }
    } catch (error) {
      if (opening.current !== mine) return; // closed meanwhile: nothing to say about it
      setMessages((current) => (current.status === 'ready' ? current : { status: 'failed' }));
      services.fail(error);
    }
  };

  return (
    <article className={`account-ticket${ticket.unread ? ' account-ticket--unread' : ''}`} aria-labelledby={`${id}-subject`}>
      <header className="account-ticket__header">
        <h2 id={`${id}-subject`} className="account-ticket__subject">
          {ticket.unread ? <span className="account-ticket__dot" aria-hidden="true" /> : null}
          {ticket.subject}
        </h2>
        <p className="account-ticket__meta">
          {ticket.unread ? <span className="account-badge account-badge--info">{t('requests.unread')}</span> : null}{' '}
          <span className={`account-badge account-badge--status-${ticket.status}`}>{t(`requests.statuses.${ticket.status}`)}</span>{' '}
          <span>{t('requests.number', { id: ticket.id })}</span>
          {' · '}
          <span>{t('requests.updated', { date: formatDateTime(ticket.updatedAt, lang) })}</span>
        </p>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls={`${id}-messages`}
          onClick={() => void toggle()}
        >
          {t(open ? 'requests.hide' : 'requests.open')}
          <span className="visually-hidden">{`: ${ticket.subject}`}</span>
        </button>
      </header>
      <div id={`${id}-messages`} className="account-ticket__messages" hidden={!open} aria-busy={messages.status === 'loading' || undefined}>
        {messages.status === 'loading' ? <p>{t('loading')}</p> : null}
        {messages.status === 'failed' ? <p className="account-notice account-notice--error">{t('unavailable')}</p> : null}
        {messages.status === 'ready' ? (
          <ol className="account-messages">
            {messages.details.articles.map((article) => (
              <li key={article.id} className={`account-message account-message--${article.from}`}>
                <p className="account-message__author">
                  {article.from === 'agent' ? t('requests.agent', { name: article.author }) : article.author}
                  {' · '}
                  <time dateTime={article.sentAt}>{formatDateTime(article.sentAt, lang)}</time>
                </p>
                {article.body.split(/\n{2,}/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
                {article.attachmentName ? (
                  <p className="account-message__file">{t('requests.attached', { name: article.attachmentName })}</p>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
        {messages.status === 'ready' && ticket.status === 'pending' && replyForm ? (
          <section className="account-reply" aria-labelledby={`${id}-reply`}>
            <h3 id={`${id}-reply`}>{t('requests.reply')}</h3>
            <MessageForm form={replyForm} idPrefix={`${id}-reply`} send={reply} />
          </section>
        ) : null}
        {sent ? (
          <p className="account-notice account-notice--success" role="status">
            {t('requests.replied')}
          </p>
        ) : null}
      </div>
    </article>
  );
}
