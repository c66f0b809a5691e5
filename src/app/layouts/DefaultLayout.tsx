import { Outlet } from 'react-router';
import * as app from '@generated/app';
import { SiteFooter } from '@/features/shell/SiteFooter';
import { Header } from '@/features/shell/Header';
import { useRoute } from '@/shared/routing/screen';
import { RouteHead } from '../RouteHead';

/**
 * Public pages (layout `default`): header, the page, footer (hidden per route). A page in a
 * campaign-only language (`textLanguage`, `<html lang="uk">`) keeps its shell in the site language,
 * marked as such, so a screen reader reads each part in its own language.
 */
export function DefaultLayout() {
  const { record, lang } = useRoute();
  const own = record.textLanguage;
  return (
    <div
      className={`layout layout--default${record.darkHeader ? ' layout--dark-header' : ''}`}
      lang={own ? app.languages.htmlLang[lang] : undefined}
    >
      <RouteHead />
      <Header dark={record.darkHeader} />
      <main id="content" tabIndex={-1} className="page" lang={own ? app.languages.htmlLang[own] : undefined}>
        <Outlet />
      </main>
      {record.footer ? <SiteFooter /> : null}
    </div>
  );
}
