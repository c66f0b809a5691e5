import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { accountData } from '@/shared/account/account-data';
import { unwrap } from '@/shared/api/client';
import { useResource } from '@/shared/api/resource';
import { useServices } from '@/shared/services';
import { consentStore } from '../cookies/consent';
import { chatStore } from './chat-store';
import { loadVendorChat, unloadVendorChat, vendorScriptUrl } from './vendor-script';
import './live-chat.css';

interface LiveChatProps {
  lang: Language;
  msisdn: string;
}

/**
 * Live chat (campaign seed §6, §7, §9), shown by the shell only in the default language to a logged-in
 * subscriber with a known msisdn. With a vendor script configured (LiveChatScriptUrl) that script is
 * the chat: it is added only after the visitor allowed the chat (preferences) cookies, with the
 * configured licence and group and the token of GET /live-chat/token; until then the launcher explains
 * and offers to allow them. Without one, the portal's own panel talks to the chat service (the
 * sandbox's scripted agent). No chat cookie or script exists before consent either way: the own panel
 * sets none.
 */
export default function LiveChat({ lang, msisdn }: LiveChatProps) {
  const services = useServices();
  const { t, ready } = useTranslation('shell', { lng: lang });
  const { data: configs } = useResource(accountData(services).configs);
  const { choice } = useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot);
  const chat = useSyncExternalStore(chatStore.subscribe, chatStore.getSnapshot);
  const [open, setOpen] = useState(false);
  const [vendorLoaded, setVendorLoaded] = useState(false);
  // A vendor script the page cannot load (refused by the browser): the portal's own chat instead.
  const [vendorRefused, setVendorRefused] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);

  const vendorUrl = vendorRefused ? undefined : vendorScriptUrl(configs?.LiveChatScriptUrl);
  const license = configs?.LiveChatLicense ?? '';
  const group = configs?.LiveChatGroup ?? '';
  const allowed = choice?.preferences === true;

  useEffect(() => chatStore.forSubscriber(msisdn), [msisdn]);
  // Logout drops the conversation with the rest of the user's data.
  useEffect(
    () => () => {
      if (!services.session.getSnapshot().isLoggedIn) chatStore.clear();
    },
    [services],
  );

  // The vendor's script, once configured and allowed; it brings its own launcher. It goes with this
  // component (logout, another language: the shell shows the chat only in lt to a known number), with
  // the chat cookies withdrawn, and for another subscriber, whose token it then loads with.
  useEffect(() => {
    if (!vendorUrl || !allowed) return undefined;
    let live = true;
    unwrap(services.api.GET('/live-chat/token'))
      .then(({ token }) => {
        if (!live) return;
        if (loadVendorChat({ url: vendorUrl, license, group, token })) setVendorLoaded(true);
        else setVendorRefused(true);
      })
      .catch((error: unknown) => services.fail(error));
    return () => {
      live = false;
      unloadVendorChat();
      setVendorLoaded(false);
    };
  }, [vendorUrl, allowed, license, group, services, msisdn]);

  const shown = ready && !!configs && !vendorLoaded;
  useEffect(() => {
    if (!shown) return undefined;
    document.documentElement.setAttribute('data-live-chat', '');
    return () => document.documentElement.removeAttribute('data-live-chat');
  }, [shown]);

  // The own chat connects when its panel first opens.
  useEffect(() => {
    if (open && !vendorUrl && license && chat.status === 'idle') void chatStore.start(services, { license, group });
  }, [open, vendorUrl, license, group, chat.status, services]);

  if (!shown) return null;
  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  return (
    <div className="live-chat">
      {open ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape bubbles from the panel's controls
        <section
          id={panelId}
          className="live-chat__panel"
          aria-labelledby={`${panelId}-title`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
        >
          <div className="live-chat__head">
            <h2 id={`${panelId}-title`} className="live-chat__title">
              {t('liveChat.title')}
            </h2>
            <button type="button" className="live-chat__close" aria-label={t('liveChat.close')} onClick={close}>
              <span className="icon icon--close" aria-hidden="true" />
            </button>
          </div>
          {vendorUrl ? (
            <div className="live-chat__consent">
              <p>{t('liveChat.needsConsent')}</p>
              <button
                type="button"
                className="button"
                onClick={() =>
                  consentStore.save({ statistics: false, marketing: false, ...choice, preferences: true, source: choice?.source ?? 'own' })
                }
              >
                {t('liveChat.allowCookies')}
              </button>
            </div>
          ) : (
            <ChatConversation lang={lang} onRetry={() => void chatStore.start(services, { license, group })} />
          )}
        </section>
      ) : null}
      <button
        ref={launcher}
        type="button"
        className="live-chat__launcher"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className="live-chat__icon" aria-hidden="true" />
        <span className="visually-hidden-on-phone">{t('liveChat.open')}</span>
      </button>
    </div>
  );
}

/** The own chat: the messages as a log (new ones are announced), and the message field. */
function ChatConversation({ lang, onRetry }: { lang: Language; onRetry: () => void }) {
  const services = useServices();
  const { t } = useTranslation('shell', { lng: lang });
  const chat = useSyncExternalStore(chatStore.subscribe, chatStore.getSnapshot);
  const field = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const fieldId = useId();

  useEffect(() => {
    if (chat.status === 'ready') field.current?.focus();
  }, [chat.status]);
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [chat.messages.length]);

  return (
    <>
      {chat.agentName ? <p className="live-chat__agent">{t('liveChat.agent', { name: chat.agentName })}</p> : null}
      <ol ref={log} className="live-chat__log" role="log" aria-live="polite" aria-label={t('liveChat.log')}>
        {chat.messages.map((message) => (
          <li key={message.id} className={`live-chat__message live-chat__message--${message.author}`}>
            <span className="visually-hidden">{message.author === 'visitor' ? t('liveChat.you') : chat.agentName}: </span>
            {message.text}
          </li>
        ))}
      </ol>
      {chat.status === 'connecting' ? (
        <p className="live-chat__status" role="status">
          {t('liveChat.connecting')}
        </p>
      ) : null}
      {chat.status === 'failed' ? (
        <div className="live-chat__status" role="alert">
          <p>{t('liveChat.failed')}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('liveChat.retry')}
          </button>
        </div>
      ) : null}
      {chat.status === 'ready' ? (
        <form
          className="live-chat__form"
          onSubmit={(event) => {
            event.preventDefault();
            void chatStore.send(services);
          }}
        >
          <label htmlFor={fieldId} className="visually-hidden">
            {t('liveChat.message')}
          </label>
          <input
            ref={field}
            id={fieldId}
            className="live-chat__field"
            type="text"
            autoComplete="off"
            maxLength={1000}
            value={chat.draft}
            onChange={(event) => chatStore.setDraft(event.target.value)}
          />
          <button type="submit" className="button" disabled={chat.sending || !chat.draft.trim()}>
            {t('liveChat.send')}
          </button>
        </form>
      ) : null}
    </>
  );
}
