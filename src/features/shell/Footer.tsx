import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useResource } from '@/shared/api/resource';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { shellData, type CmsTexts } from './common/shell-data';
import { SMALL_SCREEN, useMediaQuery } from './common/use-media-query';
import { FooterBottom } from './footer/FooterBottom';
import { FooterHelp } from './footer/FooterHelp';
import { FooterLanguages } from './footer/FooterLanguages';
import { FooterLinkSection } from './footer/FooterLinkSection';
import { FooterApps, FooterSocials } from './footer/FooterMedia';
import { NewsletterSection } from './newsletter/NewsletterSection';
import { replayPendingClick } from './early-clicks';
import './footer/footer.css';
import './shell.css';

const SECTIONS = ['plans', 'devices', 'services', 'info'] as const;
const NO_TEXTS: CmsTexts = {};

/**
 * The site footer (core §2) from GET /elements/footer in the page's language: link sections
 * (accordions on small screens), help, apps, socials, the newsletter signup (campaign seed §3),
 * language flags, copyright, policies and cookie settings. Sections are ordered differently on phones
 * and laptops (footer.css); below the fold they slide in as they come into view. If the footer call
 * fails, help, languages and copyright are still there.
 */
export function Footer() {
  const { lang } = useRoute();
  const { t } = useTranslation('footer', { lng: lang });
  const services = useServices();
  const data = shellData(services, lang);
  const { data: footer } = useResource(data.footer);
  const { data: texts = NO_TEXTS } = useResource(data.footerTexts);
  const small = useMediaQuery(SMALL_SCREEN);
  const element = useRef<HTMLElement>(null);
  // Its code comes after the page's: a press on it before it hydrated is replayed now (early-clicks.ts).
  useLayoutEffect(() => replayPendingClick(element.current!), []);
  return (
    // data-pending: PENDING_PART_ATTRIBUTE, taken off as it hydrates.
    <footer ref={element} className="site-footer" data-pending="">
      <div className="site-footer__grid" data-reveal>
        {footer ? (
          <nav className="site-footer__nav" aria-label={t('navigation')}>
            {SECTIONS.filter((id) => footer[id].length > 0).map((id) => (
              <FooterLinkSection key={id} id={id} title={t(`sections.${id}`)} links={footer[id]} accordion={small} />
            ))}
          </nav>
        ) : null}
        <FooterHelp lang={lang} />
        {footer ? <FooterApps lang={lang} apps={footer.apps} texts={texts} /> : null}
        {footer ? <FooterSocials lang={lang} socials={footer.socials} texts={texts} /> : null}
        <NewsletterSection lang={lang} />
        <FooterLanguages lang={lang} />
      </div>
      <FooterBottom lang={lang} policies={footer?.policies ?? []} />
    </footer>
  );
}
