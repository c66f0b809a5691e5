import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData, useLocation, useNavigation } from 'react-router';
import { formatPrice } from '@/shared/format/numbers';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { formatDateTime } from '@/shared/format/format';
import { formatDuration, formatVolume } from '@/shared/format/numbers';
import { formatMonth } from '../common/format';
import { Unavailable } from '../common/Unavailable';
import { loadReports, USAGE_TYPES, type ReportsData, type UsageRecord, type UsageStatement } from '../reports/reports-data';
import { DailyData } from '../reports/DailyData';
import '../account.css';

export const namespaces = ['account'] as const;

export function loader({ services, request }: ScreenLoaderArgs): Promise<ReportsData> {
  return loadReports(services, new URL(request.url));
}

/**
 * The usage statement (core §2 Reports /pagrindinis/isklotine): calls, SMS and data of a chosen month with the
 * month's totals, filtered by type. The filter is a GET form: the choice lives in the address (?month&type),
 * so it can be bookmarked and Back undoes it; the result is announced in a live region.
 */
export default function Reports() {
  const { statement, type, monthGone } = useLoaderData() as ReportsData;
  const { t } = useTranslation(['routes', 'account']);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  return (
    <div className="account reports">
      <h1>{t('routes:Reports.title')}</h1>
      <p className="account-lead">{t('routes:Reports.description')}</p>
      {statement ? (
        <>
          <Filter statement={statement} type={type} />
          {monthGone ? (
            <p role="alert" className="account-hint">
              {t('account:reports.monthGone', { month: formatMonth(statement.month, t) })}
            </p>
          ) : null}
          <div aria-busy={loading || undefined}>
            <p role="status" className="account-status account-status--visible">
              {t('account:reports.showing', { count: statement.records.length, month: formatMonth(statement.month, t) })}
            </p>
            {/* An empty month says so, and offers the month before, ahead of its zero totals: in a phone's first screenful. */}
            {statement.records.length ? null : <EmptyMonth statement={statement} type={type} />}
            <Totals statement={statement} />
            <DailyData statement={statement} />
            {statement.records.length ? <Records records={statement.records} /> : null}
          </div>
        </>
      ) : (
        <Unavailable />
      )}
    </div>
  );
}

function Filter({ statement, type }: { statement: UsageStatement; type: ReportsData['type'] }) {
  const { t } = useTranslation('account');
  const monthId = useId();
  return (
    <Form method="get" className="account-filter" aria-label={t('reports.filter')}>
      <div className="account-filter__field">
        <label htmlFor={monthId}>{t('reports.month')}</label>
        <select id={monthId} name="month" defaultValue={statement.month} key={statement.month}>
          {statement.availableMonths.map((m) => (
            <option key={m} value={m}>
              {formatMonth(m, t)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="account-filter__types" key={type ?? 'all'}>
        <legend>{t('reports.type')}</legend>
        <label className="account-radio">
          <input type="radio" name="type" value="" defaultChecked={!type} />
          <span>{t('reports.types.all')}</span>
        </label>
        {USAGE_TYPES.map((value) => (
          <label key={value} className="account-radio">
            <input type="radio" name="type" value={value} defaultChecked={type === value} />
            <span>{t(`reports.types.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button">
        {t('reports.show')}
      </button>
    </Form>
  );
}

function Totals({ statement }: { statement: UsageStatement }) {
  const { lang } = useRoute();
  const { t } = useTranslation('account');
  const { totals } = statement;
  return (
    <section className="account-section" aria-labelledby="reports-totals">
      <h2 id="reports-totals">{t('reports.totals', { month: formatMonth(statement.month, t) })}</h2>
      <dl className="account-totals">
        <div>
          <dt>{t('reports.types.call')}</dt>
          <dd>{t('reports.callsTotal', { count: totals.calls.count, duration: formatDuration(totals.calls.durationSeconds) })}</dd>
        </div>
        <div>
          <dt>{t('reports.types.sms')}</dt>
          <dd>{t('reports.smsTotal', { count: totals.sms.count })}</dd>
        </div>
        <div>
          <dt>{t('reports.types.data')}</dt>
          <dd>{t('reports.dataTotal', { count: totals.data.sessions, volume: formatVolume(totals.data.volumeKb) })}</dd>
        </div>
        <div>
          <dt>{t('reports.charged')}</dt>
          <dd>{formatPrice(totals.amount, lang)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * A month without records: the current one "not yet" (on the 1st it has only just begun), any other "none";
 * either offers the month before it, with the same type, when the statement still has it.
 */
function EmptyMonth({ statement, type }: { statement: UsageStatement; type: ReportsData['type'] }) {
  const { t } = useTranslation('account');
  const months = statement.availableMonths;
  const previous = months[months.indexOf(statement.month) + 1];
  const search = previous ? `?${new URLSearchParams({ month: previous, ...(type ? { type } : {}) })}` : undefined;
  return (
    <>
      <p className="account-empty">{t(statement.month === months[0] && !type ? 'reports.emptyYet' : 'reports.empty')}</p>
      {search ? (
        <p>
          <Link className="button button--secondary" to={{ search }}>
            {t('reports.previousMonth', { month: formatMonth(previous!, t) })}
          </Link>
        </p>
      ) : null}
    </>
  );
}

function Records({ records }: { records: UsageRecord[] }) {
  const { lang } = useRoute();
  const { t } = useTranslation('account');
  const amountOf = (record: UsageRecord) => {
    if (record.type === 'call') return formatDuration(record.durationSeconds ?? 0);
    if (record.type === 'data') return formatVolume(record.volumeKb ?? 0);
    return t('reports.oneSms');
  };
  return (
    <section className="account-section" aria-labelledby="reports-records">
      <h2 id="reports-records">{t('reports.records')}</h2>
      <table className="account-table" role="table">
        <caption className="visually-hidden">{t('reports.records')}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {t('reports.when')}
            </th>
            <th scope="col" role="columnheader">
              {t('reports.what')}
            </th>
            <th scope="col" role="columnheader">
              {t('reports.counterpart')}
            </th>
            <th scope="col" role="columnheader">
              {t('reports.quantity')}
            </th>
            <th scope="col" role="columnheader">
              {t('reports.price')}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {records.map((record) => (
            <tr role="row" key={record.id}>
              <td role="cell" data-label={t('reports.when')}>
                {formatDateTime(record.startedAt, lang)}
              </td>
              <td role="cell" data-label={t('reports.what')}>
                {t(`reports.kinds.${record.direction ? `${record.type}-${record.direction}` : record.type}`)}
              </td>
              <td role="cell" data-label={t('reports.counterpart')}>
                {record.counterpart ?? '—'}
              </td>
              <td role="cell" data-label={t('reports.quantity')}>
                {amountOf(record)}
              </td>
              <td role="cell" data-label={t('reports.price')}>
                {formatPrice(record.amount, lang)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
