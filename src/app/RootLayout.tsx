import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import * as app from '@generated/app';
import { mergeResourceGroups } from '@/shared/i18n/api-texts';
import { ensureLanguage } from '@/shared/i18n/i18n';
import { useServices } from '@/shared/services';
import { languageOf, pageLanguageOf } from '@/shared/navigation/language';
import { recordLocation } from '@/shared/navigation/location-history';
import { ErrorModal } from './ErrorModal';
import { SuccessModal } from './SuccessModal';
import { useNavigationFocus } from './use-navigation-focus';
import { usePageLifecycle } from './use-page-lifecycle';

export const CONTENT_ID = 'content';

/** The frame of every page: language, skip link, focus on navigation, the error modal. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('common');
  const language = languageOf(pathname);
  const services = useServices();
  // The page's own language (a Ukrainian campaign page is `uk` under any prefix); the app's texts stay the site language's.
  const pageLanguage = pageLanguageOf(pathname);
  useEffect(() => {
    document.documentElement.lang = app.languages.htmlLang[pageLanguage];
  }, [pageLanguage]);
  useEffect(() => {
    const switched =
      i18n.language === language ? Promise.resolve() : ensureLanguage(i18n, language).then(() => i18n.changeLanguage(language));
    void switched.then(() => mergeResourceGroups(services, i18n, language));
  }, [language, i18n, services]);
  useEffect(() => recordLocation(pathname), [pathname]);
  // The page is live (hydrated, its controls work): what browser tests and monitoring wait for.
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
  useNavigationFocus(CONTENT_ID);
  usePageLifecycle();
  return (
    <>
      <a className="skip-link" href={`#${CONTENT_ID}`} lang={pageLanguage !== language ? app.languages.htmlLang[language] : undefined}>
        {t('skipLink')}
      </a>
      <Outlet />
      <ErrorModal />
      <SuccessModal />
    </>
  );
}
