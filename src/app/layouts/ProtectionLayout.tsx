import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import * as app from '@generated/app';
import { PricePlanDisplaySection, ProtectionPlansSection } from '@generated/enums';
import { languages, type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { useHydrated } from '@/shared/ui/use-hydrated';
import { rememberLanguage } from '@/features/shell/common/language-switch';
import { CookieSettingsButton } from '@/features/shell/cookies/CookieSettingsButton';
import { ShellExtrasPart } from '@/features/shell/parts';
import { translatePath } from '@/shared/navigation/translate-path';
import { useRoute } from '@/shared/routing/screen';
import { RouteHead } from '../RouteHead';
import './protection-layout.css';

type SectionName = keyof typeof ProtectionPlansSection;

/**
 * Where each of the area's plans sections (campaign seed §3: Internet 2, Voice 3, Services 4, Loan 5)
 * leads on the portal: the Plans page's section of that kind (its headings are `plans-section-<display
 * section>`), and the top-up page for the loan. # assumed (spec/enums.yaml ProtectionPlansSection)
 */
export function sectionTarget(name: SectionName, lang: Language): string {
  const plans = href('Plans', {}, lang);
  switch (ProtectionPlansSection[name]) {
    case ProtectionPlansSection.Internet:
      return `${plans}#plans-section-${PricePlanDisplaySection.Data}`;
    case ProtectionPlansSection.Voice:
      return `${plans}#plans-section-${PricePlanDisplaySection.Voice}`;
    case ProtectionPlansSection.Services:
      return `${plans}#plans-section-${PricePlanDisplaySection.Services}`;
    default:
      return href('Refill', {}, lang);
  }
}

const SECTIONS = (Object.keys(ProtectionPlansSection) as SectionName[]).sort(
  (a, b) => ProtectionPlansSection[a] - ProtectionPlansSection[b],
);

/**
 * The browsing-protection app variant's own frame (core §2: a separate variant with its own root):
 * its own header (the area's name, the portal's plans sections, the languages) and a slim footer, no
 * portal menus or side navigation. Links that leave the area are plain links: the portal is the other
 * app variant, loaded afresh. Cookie consent is the portal's (one choice for the whole site, campaign
 * seed §4), asked for here too and changeable from the footer; live chat is not offered in this area.
 */
export function ProtectionLayout() {
  const { lang, record } = useRoute();
  const location = useLocation();
  const { t } = useTranslation('protection', { lng: lang });
  const hydrated = useHydrated();
  return (
    <div className="layout layout--protection">
      <RouteHead />
      <header className="protection-header">
        <div className="protection-header__bar">
          {/* Named by what it shows, and where it leads after it (WCAG 2.5.3, label in name). */}
          <Link to={href('Protection', {}, lang)} className="protection-header__brand">
            <span className="protection-header__logo">{app.product.name}</span>{' '}
            <span className="protection-header__name">{t('header.brand')}</span>{' '}
            <span className="visually-hidden">– {t('header.home')}</span>
          </Link>
          <nav aria-label={t('header.languageLabel')} className="protection-header__languages">
            <ul>
              {languages.map((language) => {
                const target = translatePath(location, lang, language);
                return (
                  <li key={language}>
                    {target ? (
                      <Link
                        to={target}
                        // Kept for a day, site-wide (core §4), as the portal's own language links do.
                        onClick={() => rememberLanguage(language)}
                        lang={app.languages.htmlLang[language]}
                        hrefLang={app.languages.htmlLang[language]}
                      >
                        {language.toUpperCase()} <span className="visually-hidden">{app.languages.names[language]}</span>
                      </Link>
                    ) : (
                      <span aria-current="true">
                        {language.toUpperCase()} <span className="visually-hidden">{app.languages.names[language]}</span>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
        <nav aria-label={t('header.sectionsLabel')} className="protection-header__sections">
          <ul>
            {SECTIONS.map((name) => (
              <li key={name}>
                <a href={sectionTarget(name, lang)}>{t(`header.sections.${name}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="content" tabIndex={-1} className="page protection-page">
        <Outlet />
      </main>
      {/* Hidden per route (spec/routes.yaml `footer`), as the portal's is: the auto-login hand-over has none. */}
      {record.footer ? (
        <footer className="protection-footer">
          <p>{t('footer.text')}</p>
          <p>
            <a className="link-target" href={href('Home', {}, lang)}>
              {t('header.portal')}
            </a>
          </p>
          <p>
            <CookieSettingsButton lang={lang} />
          </p>
        </footer>
      ) : null}
      {hydrated ? (
        <Suspense fallback={null}>
          <ShellExtrasPart chat={false} />
        </Suspense>
      ) : null}
    </div>
  );
}
