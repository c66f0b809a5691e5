import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import * as constants from '@generated/constants';
import type { Language } from '@generated/routes';
import { lazyPart } from '@/shared/ui/lazy-part';

const NewsletterPanel = lazyPart(() => import('./NewsletterPanel'));

/**
 * The footer's newsletter section (campaign seed §3, §4, §7): a heading, a line and a button that opens
 * the signup form below it. The form (and the form library) loads only when the button is pointed at,
 * focused or pressed, or when the page is opened at `#naujienlaiskis` (the Home banner's link); once
 * opened it stays mounted while closed, so what was typed is kept.
 */
export function NewsletterSection({ lang }: { lang: Language }) {
  const { t } = useTranslation('footer', { lng: lang });
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const section = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { hash } = useLocation();

  const show = () => {
    setStarted(true);
    setOpen(true);
  };
  useEffect(() => {
    if (hash === `#${constants.newsletterAnchor}`) show();
  }, [hash]);

  return (
    <section ref={section} id={constants.newsletterAnchor} className="site-footer__newsletter" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="site-footer__heading">
        {t('newsletter.title')}
      </h2>
      <p className="site-footer__newsletter-text">{t('newsletter.text')}</p>
      <button
        ref={button}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-early-click="newsletter" // a press before the app started is replayed once it is live
        onPointerEnter={NewsletterPanel.preload}
        onFocus={NewsletterPanel.preload}
        onClick={() => (open ? setOpen(false) : show())}
      >
        {t('newsletter.open')}
      </button>
      <div id={panelId} className="site-footer__newsletter-panel" hidden={!open}>
        {started ? (
          <Suspense fallback={null}>
            <NewsletterPanel
              lang={lang}
              open={open}
              container={section}
              onClose={(returnFocus) => {
                setOpen(false);
                if (returnFocus) button.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
