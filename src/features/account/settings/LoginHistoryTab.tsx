import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { formatDate } from '@/shared/format/format';
import { formatTime } from '@/shared/format/format';
import { Unavailable } from '../common/Unavailable';
import type { TabData } from './settings-data';

type Data = TabData<'SettingsLoginHistory'>;

/** Login history (core §2 prisijungimu-istorija): date, time, method and device of each login, a page at a time. */
export function LoginHistoryTab({ data, lang }: { data: Data; lang: Language }) {
  const { t } = useTranslation('account');
  const { history } = data;
  if (!history) return <Unavailable />;
  const pages = Math.max(1, Math.ceil(history.total / history.pageSize));
  if (history.total === 0) return <p className="account-empty">{t('history.empty')}</p>;
  const pageHref = (page: number) => href('SettingsLoginHistory', {}, lang, { page });
  return (
    <>
      {history.items.length === 0 ? (
        <p className="account-empty">{t('history.pastEnd')}</p>
      ) : (
        <table className="account-table" role="table">
          <caption className="visually-hidden">{t('history.caption')}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                {t('history.date')}
              </th>
              <th scope="col" role="columnheader">
                {t('history.time')}
              </th>
              <th scope="col" role="columnheader">
                {t('history.method')}
              </th>
              <th scope="col" role="columnheader">
                {t('history.device')}
              </th>
              <th scope="col" role="columnheader">
                {t('history.result')}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {history.items.map((login) => (
              <tr role="row" key={`${login.date}-${login.channel}-${login.success}`}>
                <td role="cell" data-label={t('history.date')}>
                  {formatDate(login.date, lang)}
                </td>
                <td role="cell" data-label={t('history.time')}>
                  {formatTime(login.date, lang)}
                </td>
                <td role="cell" data-label={t('history.method')}>
                  {t(`history.channels.${login.channel}`)}
                </td>
                <td role="cell" data-label={t('history.device')}>
                  {login.device ?? t('history.unknownDevice')}
                </td>
                <td role="cell" data-label={t('history.result')} className={login.success ? undefined : 'account-table__failed'}>
                  {t(login.success ? 'history.success' : 'history.failure')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="account-pagination" aria-label={t('history.pages')}>
        {history.page > 1 ? <Link to={pageHref(Math.min(history.page - 1, pages))}>{t('history.newer')}</Link> : null}
        <p role="status" className="account-pagination__current">
          {t('history.pageOf', { page: history.page, pages })}
        </p>
        {history.page < pages ? <Link to={pageHref(history.page + 1)}>{t('history.older')}</Link> : null}
      </nav>
    </>
  );
}
