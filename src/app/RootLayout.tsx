import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { app } from '@generated/app';
import { languageOf } from './language';

export function RootLayout() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('common');
  const language = languageOf(pathname);
  useEffect(() => {
    document.documentElement.lang = app.languages.htmlLang[language];
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language, i18n]);
  return (
    <>
      <a className="skip-link" href="#content">{t('skipLink')}</a>
      <main id="content" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
