import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import * as constants from '@generated/constants';
import type { Language } from '@generated/routes';
import { unwrap } from '@/shared/api/client';
import { ensureNamespaces } from '@/shared/i18n/ensure-texts';
import { useServices } from '@/shared/services';
import '@/shared/ui/field.css';
import './newsletter.css';

/**
 * The footer's newsletter signup (campaign seed §3, §4, §5, §7, §8), one step: the e-mail field and
 * "Prenumeruoti" are there at once, drawn without the form library (every page carries the footer). Its
 * rules are spec/forms/newsletter.yaml's, checked by the form's precompiled validator, loaded at the first
 * press (newsletter-check.ts); the message stands at the field and what was typed stays. Sent with POST
 * /user-information/newsletter/order: a success state, or the error popup built from the answer.
 *
 * Using the field opens the signup: its intro appears under the field in steps (`newsletterAnimation`:
 * 200 ms apart, 40 px offset; none with reduced motion), and a press outside closes it again, listened
 * for only `clickOutsideDelayMs` after it opened, so the press that opened it does not close it. The
 * Home banner's link (#naujienlaiskis) opens it too.
 */
export function NewsletterSection({ lang }: { lang: Language }) {
  const services = useServices();
  const { t, i18n } = useTranslation(['footer', 'forms', 'shell'], { lng: lang });
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [subscribed, setSubscribed] = useState<string>();
  const [open, setOpen] = useState(false);
  const section = useRef<HTMLElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const success = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();

  // What was typed before this part was live (the page's HTML comes first): the field keeps it, as its
  // value from now on (a controlled field would clear it at the next render).
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed) setEmail(typed);
  }, []);

  useEffect(() => {
    if (hash !== `#${constants.newsletterAnchor}`) return;
    setOpen(true);
    // Opened at this address: the field takes the focus. Followed to from a link on the page, the page's
    // anchor handling moves focus to the section, the address's target, and the field is next.
    if (!document.activeElement || document.activeElement === document.body) field.current?.focus();
  }, [hash]);

  useEffect(() => {
    if (subscribed) success.current?.focus();
  }, [subscribed]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      // A popup over the page (the error popup of a failed signup) is not "outside".
      if (target.closest?.('dialog[open]')) return;
      if (section.current && !section.current.contains(target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && section.current?.contains(document.activeElement)) setOpen(false);
    };
    const timer = setTimeout(() => document.addEventListener('pointerdown', onPointerDown), constants.clickOutsideDelayMs);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const [{ checkNewsletter }] = await Promise.all([import('./newsletter-check'), ensureNamespaces(i18n, ['validation'])]);
      // The field's own value: a press held until this part was live is replayed before its state has
      // caught up with what was typed (early-clicks.ts).
      const checked = checkNewsletter(field.current?.value ?? email);
      if ('messageKey' in checked) {
        setProblem(checked.messageKey);
        field.current?.focus();
        return;
      }
      setProblem(undefined);
      await unwrap(services.api.POST('/user-information/newsletter/order', { body: { email: checked.email } }));
      setSubscribed(checked.email);
    } catch (error) {
      services.fail(error);
    } finally {
      setBusy(false);
    }
  };

  const reveal = {
    '--reveal-step': `${constants.newsletterAnimation.stepMs}ms`,
    '--reveal-offset': `${constants.newsletterAnimation.offsetPx}px`,
  } as CSSProperties;
  const described = [`${id}-help`, problem ? `${id}-error` : '', open ? `${id}-intro` : ''].filter(Boolean).join(' ');

  return (
    <section
      ref={section}
      id={constants.newsletterAnchor}
      className="site-footer__newsletter"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
    >
      <h2 id={`${id}-title`} className="site-footer__heading">
        {t('footer:newsletter.title')}
      </h2>
      <p className="site-footer__newsletter-text">{t('footer:newsletter.text')}</p>
      {subscribed ? (
        <div ref={success} className="newsletter__success" role="status" tabIndex={-1}>
          <p className="newsletter__success-title">{t('shell:newsletter.successTitle')}</p>
          <p>{t('shell:newsletter.success', { email: subscribed })}</p>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setSubscribed(undefined);
              setEmail('');
              setOpen(true);
              setTimeout(() => field.current?.focus());
            }}
          >
            {t('shell:newsletter.again')}
          </button>
        </div>
      ) : (
        <form className="newsletter" noValidate onSubmit={(event) => void submit(event)} onFocus={() => setOpen(true)}>
          <div className={`spec-form__field${problem ? ' spec-form__field--invalid' : ''}`}>
            <label htmlFor={`${id}-email`} className="spec-form__label">
              {t('forms:newsletter.email.label')}
            </label>
            <p id={`${id}-help`} className="spec-form__help">
              {t('forms:newsletter.email.help')}
            </p>
            <div className="newsletter__row">
              <input
                ref={field}
                id={`${id}-email`}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={254}
                className="spec-form__input"
                value={email}
                aria-invalid={problem ? true : undefined}
                aria-describedby={described}
                onChange={(event) => setEmail(event.target.value)}
              />
              <button
                type="submit"
                className="button"
                aria-busy={busy || undefined}
                data-early-click="newsletter" // a press before the app started is replayed once it is live
              >
                {t('forms:newsletter.submit')}
              </button>
            </div>
            {problem ? (
              <p id={`${id}-error`} className="spec-form__error">
                {t(`validation:${problem}`)}
              </p>
            ) : null}
          </div>
          {open ? (
            <p id={`${id}-intro`} className="newsletter__intro" style={reveal}>
              {t('shell:newsletter.intro')}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
