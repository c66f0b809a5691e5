import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import * as constants from '@generated/constants';
import { forms, type FormDefinition } from '@generated/forms/index';
import type { Language } from '@generated/routes';
import { unwrap } from '@/shared/api/client';
import { SpecForm } from '@/shared/forms';
import { FORM_NAMESPACES } from '@/shared/forms/form-texts';
import { useServices } from '@/shared/services';
import './newsletter.css';

interface NewsletterPanelProps {
  lang: Language;
  open: boolean;
  /** The footer's newsletter section: a pointer press outside it closes the form. */
  container: RefObject<HTMLElement | null>;
  /** Close; with `returnFocus`, focus goes back to the section's button (Escape). */
  onClose: (returnFocus: boolean) => void;
}

const NAMESPACES = ['shell', ...FORM_NAMESPACES];

/**
 * The newsletter signup (campaign seed §3, §4, §5, §7, §8): the `newsletter` form of spec/forms (e-mail
 * required and valid, with the newsletter's own messages at the field), POST
 * /user-information/newsletter/order, a success state, and on failure the error popup built from the
 * response with the address kept. Its parts appear one after another (`newsletterAnimation`: steps
 * 200 ms apart, 40 px offset; none with reduced motion). A pointer press outside closes it, listened
 * for only `clickOutsideDelayMs` after it opened, so the press that opened it does not close it.
 */
export default function NewsletterPanel({ lang, open, container, onClose }: NewsletterPanelProps) {
  const services = useServices();
  const { t, ready } = useTranslation(NAMESPACES, { lng: lang });
  const [form, setForm] = useState<FormDefinition>();
  const [subscribed, setSubscribed] = useState<string>();
  const [round, setRound] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const success = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void forms.newsletter().then((definition) => live && setForm(definition));
    return () => {
      live = false;
    };
  }, []);

  // Opened: focus the e-mail field (or the success message) once it is there.
  const shown = ready && !!form;
  useEffect(() => {
    if (!open || !shown) return undefined;
    if (subscribed) {
      success.current?.focus();
      return undefined;
    }
    // The form library may still be loading: focus the field as soon as it is there.
    const focusField = () => {
      const field = panel.current?.querySelector<HTMLInputElement>('input');
      field?.focus();
      return !!field;
    };
    if (focusField() || !panel.current) return undefined;
    const observer = new MutationObserver(() => {
      if (focusField()) observer.disconnect();
    });
    observer.observe(panel.current, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open, shown, subscribed, round]);

  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      // A popup over the page (the error popup of a failed signup) is not "outside".
      if (target.closest?.('dialog[open]')) return;
      if (container.current && !container.current.contains(target)) close.current(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (container.current?.contains(document.activeElement)) close.current(true);
    };
    const timer = setTimeout(() => document.addEventListener('pointerdown', onPointerDown), constants.clickOutsideDelayMs);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, container]);

  const reveal = {
    '--reveal-step': `${constants.newsletterAnimation.stepMs}ms`,
    '--reveal-offset': `${constants.newsletterAnimation.offsetPx}px`,
  } as CSSProperties;

  if (!shown) return <div className="newsletter-panel newsletter-panel--loading" aria-busy="true" />;
  return (
    <div ref={panel} className={`newsletter-panel${open ? ' is-open' : ''}`} style={reveal}>
      {subscribed ? (
        <div ref={success} className="newsletter-panel__success newsletter-panel__step" role="status" tabIndex={-1}>
          <p className="newsletter-panel__success-title">{t('shell:newsletter.successTitle')}</p>
          <p>{t('shell:newsletter.success', { email: subscribed })}</p>
          <button
            type="button"
            className="shell-link-button"
            onClick={() => {
              setSubscribed(undefined);
              setRound((value) => value + 1);
            }}
          >
            {t('shell:newsletter.again')}
          </button>
        </div>
      ) : (
        <>
          <p className="newsletter-panel__intro newsletter-panel__step">{t('shell:newsletter.intro')}</p>
          <SpecForm
            key={round}
            form={form}
            className="newsletter-panel__form"
            onSubmit={async (data) => {
              const email = String(data.email);
              try {
                await unwrap(services.api.POST('/user-information/newsletter/order', { body: { email } }));
                setSubscribed(email);
              } catch (error) {
                services.fail(error);
              }
            }}
          />
        </>
      )}
    </div>
  );
}
